// Limit: untrusted tool output. A 50 MB answer cannot take the host down: the flow ends with a
// clear error (the guest's memory cap) or gets the text, the call's result_tail is 200 chars,
// and the envelope stays within its limits.
import { beforeAll, describe, expect, it } from "vitest";
import { JsonText } from "../../host/registry.js";
import { MAX_ANSWER_DEPTH, TOO_DEEP_MESSAGE } from "../../host/json-depth.js";
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

describe("deeply nested tool answers", () => {
  // The guest's JSON.parse recurses on the native stack, which QuickJS's stack limit does not
  // see (a browser worker's sandbox crashed at 5,000 levels): deeper than MAX_ANSWER_DEPTH is the
  // tool's error on every surface, whether the host's own stack overflows on the value or not.
  const nested = (depth: number) => {
    let v: unknown = [];
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };
  const jsonTool = (name: string, output: () => unknown) => ({ name, category: "custom" as const, flowEligible: true, output: "json" as const, handler: async () => output() });
  it.each([
    ["a value one level too deep", () => nested(MAX_ANSWER_DEPTH)],
    ["a value 100,000 deep", () => nested(100_000)],
    ["JSON text one level too deep", () => new JsonText(JSON.stringify(nested(MAX_ANSWER_DEPTH)))],
    ["JSON text 100,000 deep", () => new JsonText("[".repeat(100_000) + "]".repeat(100_000))],
  ])("%s is a ToolError the script can catch", async (_name, output) => {
    const { envelope } = await attack("try:\n    deep()\nexcept ToolError as e:\n    print(type(e).__name__, e)\n", { tools: [jsonTool("deep", output)] });
    expect(envelope).toMatchObject({ status: "ok", prints: `ToolError ${TOO_DEEP_MESSAGE}\n` });
  });
  it("a cyclic value is still not JSON, not too deep", async () => {
    const cyclic = () => {
      const o: Record<string, unknown> = { a: [1] };
      o.self = { inner: o };
      return o;
    };
    const { envelope } = await attack("deep()\n", { tools: [jsonTool("deep", cyclic)] });
    expect(envelope.error).toMatchObject({ type: "ToolError", message: expect.stringMatching(/^the tool returned a value that is not JSON \(/) });
  });
  it("an answer as deep as allowed reaches the guest (which decodes it as CPython's json would); brackets in strings do not count", async () => {
    const deepest = () => new JsonText(JSON.stringify(nested(MAX_ANSWER_DEPTH - 1)));
    const { envelope } = await attack("deep()\n", { tools: [jsonTool("deep", deepest)] });
    expect(envelope.error).toMatchObject({ type: "RecursionError", message: "maximum recursion depth exceeded while decoding a JSON array from a unicode string" });
    const bracketsInStrings = `${"[".repeat(100)}"${"[".repeat(5000)}"${"]".repeat(100)}`;
    const script = "r = deep()\nfor i in range(99):\n    r = r[0]\nprint(len(r[0]))\n";
    expect((await attack(script, { tools: [jsonTool("deep", () => new JsonText(bracketsInStrings))] })).envelope).toMatchObject({ status: "ok", prints: "5000\n" });
  });
});
