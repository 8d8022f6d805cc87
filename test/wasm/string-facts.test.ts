// The WIT host's string-facts (wasm/string-facts.ts): its answers about flat strings, ropes and
// wide strings match the same facts computed by regex in the guest, through the sandbox's direct
// path and through quickjs-emscripten's handle path; hostile arguments get -1 or facts about
// nothing, never a throw, and an argument's valueOf is never called.
import { getQuickJS } from "quickjs-emscripten";
import { describe, expect, it } from "vitest";
import { heapHostFunction } from "../../wasm/quickjs-internals.js";
import { scanJson } from "../../wasm/json-scan.js";
import { ASK_JSON_BY_VALUE, stringFacts } from "../../wasm/string-facts.js";
import { outcomeOf, run } from "./sandbox-harness.js";

// Guest JS: the strings to ask about (flat, wide, lone and paired surrogates, DEL, Latin-1, ropes
// of many pieces, a float token split between two pieces: pieces past 8,192 characters, which
// QuickJS never copies into one), the expected facts by regex, and the
// pairs [host's answer, expected] for every ask from 0 to 7.
const CASES = `
  const x = (n) => "x".repeat(n);
  let many = "";
  for (let i = 0; i < 200; i++) many += "piece" + i + x(600);
  let manyWide = "";
  for (let i = 0; i < 50; i++) manyWide += "\\u4e2d" + i + "e" + x(700);
  // Held apart, so that QuickJS joins them as a rope (a temporary it may extend in place).
  const a1 = x(9000) + "1", e1 = "e" + x(9000), w7 = "\\u4e2d".repeat(9000) + "7", E1 = "E" + x(9000);
  const cases = ["", "a", "1.5", x(1000), "\\x7f" + x(999), "\\xe9".repeat(700), "\\u4e2d".repeat(700),
    "\\ud83d\\ude00".repeat(400), x(500) + "\\ud800", "\\udc00" + x(500), x(600) + "y".repeat(600),
    x(600) + "\\u4e2d".repeat(600), a1 + "." + x(9000), a1 + e1, w7 + E1, "\\u4e2d".repeat(300) + "1.5" + "\\u4e2d".repeat(300),
    "\\u4e2d1e", "1" + "\\u4e2d".repeat(600) + "E", many, manyWide, "\\xe9".repeat(600) + "\\x7f".repeat(600),
    "e" + x(700) + "1", x(700) + "1" + "\\ud800" + "." + x(700), "\\u0100" + "\\x7f" + x(600)];
  const expected = (s, ask) => {
    let facts = 0;
    if (ask & 1 && /[\\ud800-\\udfff]/.test(s)) facts |= 1;
    if (ask & 2) {
      let max = 0;
      for (let i = 0; i < s.length; i++) max = Math.max(max, s.charCodeAt(i));
      facts |= (max >= 0x100 ? 3 : max >= 0x80 ? 2 : s.includes("\\x7f") ? 1 : 0) << 1;
    }
    if (ask & 4 && /\\d[.eE]/.test(s)) facts |= 8;
    return facts;
  };
  const pairs = [];
  // The host asked first: a scan in the guest may make a rope one flat piece.
  for (const s of cases) {
    const got = [0, 1, 2, 3, 4, 5, 6, 7].map((ask) => facts(s, ask));
    got.forEach((answer, ask) => pairs.push([answer, expected(s, ask)]));
  }
`;

// Guest JS: hostile calls, each answered -1 (not a string) or with no facts asked.
const HOSTILE = `
  let called = false;
  const ask = { valueOf() { called = true; return 7; } };
  const answers = [facts(), facts(1, 7), facts({}, 7), facts(Symbol("s"), 7), facts(null, 7), facts(undefined, 7),
    facts([1.5], 7), facts(10n ** 30n, 7), facts("a\\u4e2d1.5", ask), facts("a\\u4e2d1.5", 2 ** 40), facts("a\\u4e2d1.5", 1.5),
    facts("a\\u4e2d1.5", "7"), facts("a\\u4e2d1.5", -1)];
`;
const HOSTILE_ANSWERS = [-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0b1110];

describe("string-facts", () => {
  it("answers as the guest's regex scans do, through the sandbox's direct path", async () => {
    const result = await run(`async () => { const facts = __host.stringFacts; ${CASES} return pairs; }`);
    const pairs = outcomeOf(result).result as [number, number][];
    expect(pairs.length).toBe(24 * 8);
    for (const [got, want] of pairs) expect(got).toBe(want);
  });

  it("answers hostile arguments with -1 or no facts, never calling into the guest", async () => {
    const result = await run(`async () => { const facts = __host.stringFacts; ${HOSTILE} return [called, ...answers]; }`);
    expect(outcomeOf(result).result).toEqual([false, ...HOSTILE_ANSWERS]);
  });

  it("answers the same through quickjs-emscripten's handle path", async () => {
    const ctx = (await getQuickJS()).newContext();
    try {
      const fn = ctx.newFunction("facts", heapHostFunction(ctx, stringFacts));
      ctx.setProp(ctx.global, "facts", fn);
      fn.dispose();
      const evaluate = (code: string) => {
        const handle = ctx.unwrapResult(ctx.evalCode(code));
        try {
          return ctx.dump(handle);
        } finally {
          handle.dispose();
        }
      };
      const pairs = evaluate(`(() => { ${CASES} return pairs; })()`) as [number, number][];
      expect(pairs.length).toBe(24 * 8);
      for (const [got, want] of pairs) expect(got).toBe(want);
      expect(evaluate(`(() => { ${HOSTILE} return [called, ...answers]; })()`)).toEqual([false, ...HOSTILE_ANSWERS]);
    } finally {
      ctx.dispose();
    }
  });

  it("tells JSON text a tool answer would cross by value, flat, wide or in a rope, as the host's scan does", async () => {
    // Guest JS: [text, answer] for JSON texts at the by-value rules' edges, built as ropes past
    // 8,192 characters; the host decides from the same text which should pass.
    const result = await run(`async () => {
      const pad = "x".repeat(9000);
      const row = (i) => '{"id": ' + i + ', "s": "' + pad + '"}';
      const deep = (n) => "[".repeat(n) + "]".repeat(n);
      const texts = ["[" + row(1) + ", " + row(2) + "]", '{"a": 1.5, "b": -0, "s": "' + pad + '"}', '{"a": 3.0, "s": "' + pad + '"}',
        '{"a": 9007199254740993, "s": "' + pad + '"}', '{"s": "' + pad + '", "12": 1}', '{"s": "' + pad + '", "\\\\u0031": 1}',
        deep(100), deep(101), '{"s": "\\u4e2d' + pad + '", "t": "\\ud800\\x85"}', '["\\x85\\x9f\\xff' + pad + '"]', "[1, 2,]" + pad,
        '"' + pad + '"', "[NaN]" + pad, '{"s": "' + pad + '"} x'];
      return texts.map((t) => [t, __host.stringFacts(t, ${ASK_JSON_BY_VALUE})]);
    }`);
    const pairs = outcomeOf(result).result as [string, number][];
    const passes = pairs.map(([text]) => {
      const scan = scanJson(text);
      return scan !== undefined && scan.numbersByValue && scan.keysInOrder && scan.depth <= 100;
    });
    expect(passes).toEqual([true, true, false, false, false, false, true, false, true, true, false, true, false, false]);
    expect(pairs.map(([, answer]) => answer)).toEqual(passes.map((pass) => (pass ? 16 : 0)));
  });

  it("reads nothing past the heap: a value or string that would reach past it is unknown", () => {
    const heap = new Uint8Array(64);
    const view = new DataView(heap.buffer);
    // A JSValue at 0: a string at 16 whose length runs past the heap.
    view.setUint32(0, 16, true);
    view.setInt32(4, -7, true);
    view.setUint32(20, 1000, true);
    expect(stringFacts(heap, 0, 7)).toBe(-1);
    // The same string fitting: 8 one-byte characters from 32.
    view.setUint32(20, 8, true);
    heap.set([0x31, 0x2e, 0x35, 0x61, 0x62, 0x63, 0x64, 0x7f], 32);
    expect(stringFacts(heap, 0, 7)).toBe(0b1010);
    expect(stringFacts(heap, 0, ASK_JSON_BY_VALUE)).toBe(0);
    // A rope at 16 whose halves would lie past the heap; a value past the end; a negative one.
    view.setInt32(4, -6, true);
    expect(stringFacts(heap, 0, 7)).toBe(-1);
    expect(stringFacts(heap, 60, 7)).toBe(-1);
    expect(stringFacts(heap, -1, 7)).toBe(-1);
    expect(stringFacts(heap, 0, ASK_JSON_BY_VALUE)).toBe(-1);
  });

  it("declines the JSON fact for a str past 2**24 units, decoding none of it", () => {
    const units = 2 ** 24;
    const heap = new Uint8Array(units + 64);
    const view = new DataView(heap.buffer);
    view.setUint32(0, 16, true);
    view.setInt32(4, -7, true);
    // "[  ...  ]" of `units` characters (an empty list), then of one more.
    heap.fill(0x20, 32, 33 + units);
    heap[32] = 0x5b;
    heap[32 + units - 1] = 0x5d;
    view.setUint32(20, units, true);
    expect(stringFacts(heap, 0, ASK_JSON_BY_VALUE)).toBe(16);
    heap[32 + units - 1] = 0x20;
    heap[32 + units] = 0x5d;
    view.setUint32(20, units + 1, true);
    expect(stringFacts(heap, 0, ASK_JSON_BY_VALUE)).toBe(-1);
  });
});
