// Limit: the wall-clock timeout. It stops a busy loop and a tool that never settles alike, aborts
// the in-flight tool through its AbortSignal, cannot be caught, and keeps earlier prints and calls.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, expectHostUp, textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(async () => {
  ensureBuilt();
  // The budget covers transpiling too: load the transpiler and start a worker before timing.
  await expectHostUp();
}, 120_000);

describe("timeout", () => {
  it("stops `while True: pass`, even under try/except, keeping the prints before it", async () => {
    const started = performance.now();
    const { envelope } = await attack("print('before')\ntry:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n", {
      timeoutSeconds: 2,
    });
    const overrun = performance.now() - started - 2000;
    // The promise is 100 ms + 5% (200 ms here); a loaded CI machine gets a looser assertion.
    console.log(`timeout overrun for a 2 s busy loop: ${Math.round(overrun)} ms (flow ms ${envelope.stats.ms})`);
    expect(envelope).toMatchObject({ status: "error", prints: "before\n", error: { type: "Timeout", message: "the flow did not finish within 2 seconds" } });
    expect(overrun).toBeLessThan(5000);
    await expectHostUp();
  });

  it("covers waiting on a tool that never settles and aborts it", async () => {
    let aborted = false;
    const never = textTool("never", (_args, context) => {
      context.signal.addEventListener("abort", () => (aborted = true));
      return new Promise<string>(() => undefined);
    });
    const quick = textTool("quick", async () => "ok");
    const { envelope } = await attack("quick()\nprint('waiting')\nnever()\n", { tools: [quick, never], timeoutSeconds: 2 });
    expect(envelope).toMatchObject({ status: "error", prints: "waiting\n", error: { type: "Timeout" } });
    expect(envelope.calls.map((c) => [c.tool, c.status])).toEqual([
      ["quick", "ok"],
      ["never", "error"],
    ]);
    expect(envelope.calls[1]!.error).toBe("the flow ended before the tool answered");
    expect(aborted).toBe(true);
  });

  it("is clamped to maxTimeoutSeconds", async () => {
    const { envelope } = await attack("while True:\n    pass\n", { timeoutSeconds: 600, limits: { maxTimeoutSeconds: 1 } });
    expect(envelope.error).toMatchObject({ type: "Timeout", message: "the flow did not finish within 1 seconds" });
  });
});
