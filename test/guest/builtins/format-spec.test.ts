// format(value, spec) against CPython: hand-picked specs, error messages, and a fast-check sweep
// of random specs over random ints and floats, all checked in one python3 batch per test.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PyFloat, callMethod } from "../../../guest/values/index.js";
import { format, percentFormat } from "../../../guest/builtins/index.js";
import { call, f, guest, outcomes, type Case } from "./oracle.js";

const fmt = (v: any, spec: string): Case => call("format", [v, spec]);

describe("format spec", () => {
  it("matches CPython on hand-picked int, float, str, bool and None specs", () => {
    const cases: Case[] = [
      fmt(f(0.5), ".0f"), fmt(f(1.5), ".0f"), fmt(f(2.5), ".0f"), fmt(f(-0.5), ".0f"), fmt(f(0.125), ".2f"),
      fmt(f(0.375), ".2f"), fmt(f(2.675), ".2f"), fmt(f(1234567.891), ",.2f"), fmt(f(1234567.891), "_.3f"),
      fmt("x", ">10"), fmt("x", "<5"), fmt("x", "^6"), fmt("x", "*^7"), fmt("héllo", ".2"), fmt("ab", "05"),
      fmt(f(3.0), "g"), fmt(f(3.0), ""), fmt(f(1e16), ""), fmt(f(1e15), ""), fmt(f(1.5e-5), ""), fmt(f(0.0001), ""),
      fmt(f(123456789.0), "g"), fmt(f(0.00001234), "g"), fmt(f(1e100), "f"), fmt(f(1e22), ".2f"), fmt(f(0.1), ".30f"),
      fmt(f(5e-324), "e"), fmt(f(5e-324), ".3g"), fmt(f(1.7976931348623157e308), ""), fmt(f(-0.0), ""), fmt(f(-0.0), "z.1f"),
      fmt(f(-0.04), "z.1f"), fmt(f(-0.04), ".1f"), fmt(f(Infinity), ""), fmt(f(-Infinity), "+"), fmt(f(NaN), "+"), fmt(f(Infinity), "010"),
      fmt(f(Infinity), "E"), fmt(f(NaN), "F"), fmt(f(0.25), "%"), fmt(f(0.12345), ".1%"), fmt(f(1.0), "#g"), fmt(f(1.0), "#.0f"),
      fmt(f(1.0), "#.0e"), fmt(f(12345.678), "e"), fmt(f(12345.678), "E"), fmt(f(12345.678), ".3e"), fmt(f(1234.5), ".2"),
      fmt(f(3.0), ".3"), fmt(f(1e-10), ".3"), fmt(f(123.456), "+.2f"), fmt(f(123.456), " .2f"), fmt(f(-123.456), "=+12.2f"),
      fmt(f(-123.456), "012.2f"), fmt(f(1234.5), "015,.2f"), fmt(f(1234.5), "n"), fmt(f(0.1), "n"),
      fmt(1234, "010,"), fmt(1234, "08_"), fmt(-1234, "010,"), fmt(255, "x"), fmt(255, "#x"), fmt(255, "#X"), fmt(255, "#o"),
      fmt(255, "#b"), fmt(255, "#010b"), fmt(0xdeadbeef, "_x"), fmt(0xdeadbeef, "#_X"), fmt(255, "_b"), fmt(65, "c"),
      fmt(0x1f600, "c"), fmt(65, ">5c"), fmt(-42, "+d"), fmt(42, "+d"), fmt(42, " d"), fmt(-42, " d"), fmt(42, "=+8"),
      fmt(42, "*<8"), fmt(42, "^9"), fmt(1234567, ","), fmt(1234567, "n"), fmt(12, "e"), fmt(12, ".2f"), fmt(12, "%"),
      fmt(2n ** 80n, ","), fmt(-(2n ** 70n), "x"), fmt(2n ** 1100n, "e"), fmt(true, ""), fmt(true, "d"), fmt(true, ">5"),
      fmt(false, "x"), fmt(null, ""), fmt(null, ">4"), fmt("abc", ""), fmt("abc", "s"), fmt("😀x", "😀^6"), fmt(12, "😀>5"),
      fmt(0, "#x"), fmt(0, "c"), fmt(1, "_,"), fmt(1, ",_"), fmt(1, ",,"), fmt(1, "__"), fmt(1, ",x"), fmt(1, ",n"),
      fmt(1, "."), fmt(1, "abc"), fmt(1, ".2"), fmt(1, "z"), fmt(1, "+c"), fmt(1, "#c"), fmt(-1, "c"), fmt(0x110000, "c"), fmt(2n ** 70n, "c"),
      fmt(f(1.0), "d"), fmt(f(1.0), "x"), fmt(f(1.0), ",n"), fmt("a", "d"), fmt("a", "+"), fmt("a", " "), fmt("a", "#"),
      fmt("a", "="), fmt("a", "z"), fmt("a", ","), fmt(null, "d"), fmt(1, "\x01"), fmt(2n ** 1100n, "f"),
      fmt(f(1e300), ",.0f"), fmt(f(123.456), ".0e"), fmt(f(0.5), ".0e"), fmt(f(2.5), ".0e"), fmt(f(9.5), ".0e"),
      fmt(f(0.05), ".1f"), fmt(f(0.15), ".1f"), fmt(f(0.25), ".1f"), fmt(f(0.35), ".1f"), fmt(f(1e21), "f"),
      fmt(f(123456.0), ".0f"), fmt(f(99.99), ".1f"), fmt(f(9.999), ".2g"), fmt(f(0.0), "e"), fmt(f(0.0), "g"), fmt(f(0.0), ".3%"),
      fmt(f(100.0), "g"), fmt(f(1000000.0), "g"), fmt(f(1e-5), "g"), fmt(f(1e-4), "g"), fmt(f(1e-4), "#.3g"),
    ];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
    expect(cases.length).toBeGreaterThan(140);
  });

  it("agrees with CPython on random specs over random ints and floats", () => {
    const spec = fc
      .record({
        fillAlign: fc.option(fc.tuple(fc.constantFrom("", "*", "0", " ", "é"), fc.constantFrom("<", ">", "^", "=")), { nil: undefined }),
        sign: fc.constantFrom("", "+", "-", " "),
        z: fc.constantFrom("", "z"),
        alt: fc.constantFrom("", "#"),
        zero: fc.constantFrom("", "0"),
        width: fc.option(fc.integer({ min: 0, max: 25 }), { nil: undefined }),
        grouping: fc.constantFrom("", ",", "_"),
        precision: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
        type: fc.constantFrom("", "d", "b", "o", "x", "X", "n", "c", "e", "E", "f", "F", "g", "G", "%"),
      })
      .map((s) => `${s.fillAlign ? s.fillAlign.join("") : ""}${s.sign}${s.z}${s.alt}${s.zero}${s.width ?? ""}${s.grouping}${s.precision === undefined ? "" : "." + s.precision}${s.type}`);
    const value = fc.oneof(
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      fc.bigInt({ min: -(2n ** 90n), max: 2n ** 90n }).map((b) => (b >= -(2n ** 53n) && b <= 2n ** 53n ? Number(b) : b)),
      fc.double({ noNaN: false }).map((v) => f(v)),
      fc.integer({ min: -100000, max: 100000 }).map((n) => f(n / 8)),
      fc.integer({ min: -100000, max: 100000 }).map((n) => f(n / 1000)),
    );
    const samples = fc.sample(fc.tuple(value, spec), { numRuns: 3000, seed: 1337 });
    const cases = samples.map(([v, s]) => fmt(v, s));
    const results = outcomes(cases);
    expect(results.filter((r) => r.actual !== r.expected).slice(0, 20)).toEqual([]);
    // The sweep must exercise formatting, not only the spec errors.
    expect(results.filter((r) => r.expected.startsWith("ok ")).length).toBeGreaterThan(1000);
  });

  it("lets module types format themselves through $format", () => {
    const stamp = { $format: (spec: string) => `<${spec}>` };
    expect(format(stamp, "%Y")).toBe("<%Y>");
    expect(format(stamp, "")).toBe("<>");
  });

  it("refuses widths and precisions beyond the sequence limit before allocating", () => {
    const huge: [any, string][] = [["x", ">999999999999"], [new PyFloat(1.5), ".999999999999f"], [1, "0999999999999d"]];
    for (const [value, spec] of huge) expect(guest(() => format(value, spec))).toBe("err MemoryError: ");
    expect(guest(() => percentFormat("%999999999999s", "x"))).toBe("err MemoryError: ");
    expect(guest(() => callMethod("x", "ljust", [10 ** 12]))).toBe("err MemoryError: ");
    expect(guest(() => callMethod("ab".repeat(1000), "replace", ["a", "x".repeat(100000)]))).toBe("err MemoryError: ");
  });
});
