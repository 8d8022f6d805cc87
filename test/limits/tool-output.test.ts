// Limit: untrusted tool output. A 50 MB answer cannot take the host down: the flow ends with a
// clear error (the guest's memory cap) or gets the text, the call's result_tail is 200 chars,
// and the envelope stays within its limits.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, expectHostUp, textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

describe("huge tool output", () => {
  it("a tool returning 50 MB", async () => {
    const huge = textTool("huge", async () => "y".repeat(50 * 1024 * 1024));
    const { envelope } = await attack("print('before')\nr = huge()\nprint(len(r['text']))\n", { tools: [huge] });
    if (envelope.status === "ok") expect(envelope.prints).toBe(`before\n${50 * 1024 * 1024}\n`);
    else expect(envelope.error?.type).toBe("MemoryError");
    expect(envelope.calls).toHaveLength(1);
    expect(envelope.calls[0]!.result_tail).toBe("y".repeat(200));
    expect(Buffer.byteLength(JSON.stringify(envelope))).toBeLessThanOrEqual(32 * 1024);
    await expectHostUp();
  });

  it("an answer larger than the heap has left ends the flow at its memory limit, and nothing it printed is lost", async () => {
    // The heap is mostly full when a 6 MB answer arrives under a 16 MiB cap: it would fit the cap
    // but not what is left. Copied in unchecked it would be written over the flow's own memory.
    const answer = textTool("answer", async () => "x".repeat(6 * 1024 * 1024));
    const script = "keep = []\nfor i in range(11):\n    keep.append('k' * (1024 * 1024) + str(i))\n    print(i)\nanswer()\nprint('after')\n";
    const { envelope } = await attack(script, { tools: [answer], limits: { memoryBytes: 16 * 1024 * 1024 } });
    expect(envelope.error?.type).toBe("MemoryError");
    expect(envelope.prints).toBe(Array.from({ length: 11 }, (_, i) => `${i}\n`).join(""));
    expect(envelope.calls).toHaveLength(1);
    await expectHostUp();
  });

  it("a 50 MB result from the script is cut to the result limit", async () => {
    const { envelope, full } = await attack("'z' * (50 * 1024 * 1024)\n", { limits: { memoryBytes: 256 * 1024 * 1024 } });
    if (envelope.status === "error") {
      expect(envelope.error?.type).toBe("MemoryError");
      return;
    }
    expect(envelope.truncation).toMatchObject({ truncated: true, result: true });
    expect(Buffer.byteLength(JSON.stringify(envelope.result))).toBeLessThanOrEqual(16 * 1024 + 2);
    expect((full.result as string).length).toBe(50 * 1024 * 1024);
  });
});
