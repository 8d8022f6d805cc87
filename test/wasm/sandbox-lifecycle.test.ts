// The sandbox's lifecycle with a stand-in guest: many flows in a row, none sharing a context, a
// guest bundle that fails to load. No deadline or timing is tested here (sandbox.test.ts, which
// runs alone, has those), so these run with the other files.
import { describe, expect, it } from "vitest";
import { outcomeOf, run } from "./sandbox-harness.js";

describe("lifecycle", () => {
  it("runs many flows in sequence, each disposed without a leaked handle", async () => {
    for (let i = 0; i < 150; i++) {
      const result = await run(`async (api) => { api.print("${i}"); return (await api.call("t", {i: ${i}})).ok.echo.i; }`);
      expect(outcomeOf(result).result).toBe(i);
    }
  });

  it("never shares a context between flows, warm ones included", async () => {
    expect(outcomeOf(await run(`async () => { globalThis.leak = "flow 1"; return typeof leak; }`)).result).toBe("string");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcomeOf(await run(`async () => typeof leak`)).result).toBe("undefined");
  });

  it("reports a guest bundle that fails to load to the flow that takes its warm sandbox", async () => {
    const broken = "throw new Error('bundle broke')";
    expect(await run(`async () => 1`, { guestSource: broken })).toEqual(
      expect.objectContaining({ kind: "failed", message: "the guest runtime failed to load: Error: bundle broke" }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await run(`async () => 1`, { guestSource: broken });
    expect(again).toEqual(expect.objectContaining({ kind: "failed", message: "the guest runtime failed to load: Error: bundle broke" }));
    expect(again.cleanupError).toBeUndefined();
  });
});
