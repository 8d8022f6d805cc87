// The transpile cache: a script run again with the same tools reuses its JavaScript; different
// tools, a different script, or an entry pushed out by the size bound transpile again.
import { describe, expect, it } from "vitest";
import { cachedTranspile } from "../../transpiler/cache.js";
import { transpile, type TranspileResult } from "../../transpiler/index.js";

function counted() {
  const calls: string[] = [];
  const cached = cachedTranspile((source, options): TranspileResult => {
    calls.push(source.slice(0, 20));
    return transpile(source, options);
  });
  return { cached, calls };
}

describe("cachedTranspile", () => {
  it("reuses the result for the same script and tools, and only then", async () => {
    const { cached, calls } = counted();
    const first = await cached("x = fetch(url='a')\nx", { tools: ["fetch"] });
    expect(await cached("x = fetch(url='a')\nx", { tools: ["fetch"] })).toBe(first);
    expect(calls).toHaveLength(1);
    // Without the tool, `fetch` is a plain name: the JavaScript differs, so it is not reused.
    const other = await cached("x = fetch(url='a')\nx", { tools: [] });
    expect(other).not.toEqual(first);
    expect(calls).toHaveLength(2);
    // Tool lists are not confused by joining: ["a", "b"] is not ["a\0b"]-like or ["ab"].
    await cached("1", { tools: ["a", "b"] });
    await cached("1", { tools: ["ab"] });
    expect(calls).toHaveLength(4);
  });

  it("tells apart scripts of the same length, and keeps a few of them", async () => {
    const { cached, calls } = counted();
    // Seventeen scripts of one length, alike but for one character in the middle.
    const alike = (n: number) => `a = 1\n${"#".repeat(100)}${n}${"#".repeat(100)}\na\n`;
    const results = [];
    for (let n = 10; n < 27; n++) results.push(await cached(alike(n), { tools: [] }));
    expect(calls).toHaveLength(17);
    // The newest sixteen are kept and each gets its own result; the oldest was dropped.
    for (let n = 11; n < 27; n++) expect(await cached(alike(n), { tools: [] })).toBe(results[n - 10]);
    expect(calls).toHaveLength(17);
    await cached(alike(10), { tools: [] });
    expect(calls).toHaveLength(18);
  });

  it("caches refusals too, and never a transpiler that threw", async () => {
    let fail = true;
    const cached = cachedTranspile((source, options) => {
      if (fail) throw new Error("transpiler not loaded");
      return transpile(source, options);
    });
    await expect(cached("1", { tools: [] })).rejects.toThrow("transpiler not loaded");
    fail = false;
    expect(await cached("1", { tools: [] })).toMatchObject({ ok: true });
    const { cached: refusing, calls } = counted();
    const refusal = await refusing("class A(metaclass=type): pass\n", { tools: [] });
    expect(refusal).toMatchObject({ ok: false, error: { type: "SyntaxError" } });
    expect(await refusing("class A(metaclass=type): pass\n", { tools: [] })).toBe(refusal);
    expect(calls).toHaveLength(1);
  });

  it("stays within its size bound, dropping the least recently used first", async () => {
    const { cached, calls } = counted();
    // Five scripts of ~1 MiB each: more than the 4 MiB the cache keeps.
    const big = (n: number) => `# ${n}\n${"#".repeat(1 << 20)}\n${n}\n`;
    for (let n = 0; n < 5; n++) await cached(big(n), { tools: [] });
    await cached(big(4), { tools: [] });
    expect(calls).toHaveLength(5);
    await cached(big(0), { tools: [] });
    expect(calls).toHaveLength(6);
  });
});
