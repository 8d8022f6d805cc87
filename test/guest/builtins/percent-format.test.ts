// `str % args` against CPython: conversions, flags, width/precision, mappings and the argument
// count errors.
import { describe, expect, it } from "vitest";
import { percentFormat } from "../../../guest/builtins/index.js";
import { binaryOp, repr } from "../../../guest/values/index.js";
import { D, L, T, f, outcomes, lit, type Case } from "./oracle.js";

const pct = (fmt: string, args: any): Case => ({ py: `${lit(fmt)} % ${lit(args)}`, run: () => percentFormat(fmt, args) });

describe("percent formatting", () => {
  it("matches CPython", () => {
    const cases: Case[] = [
      pct("%s", "x"), pct("%s", 1), pct("%s", T(1, 2)), pct("%s", T(T(1, 2))), pct("%r", "x"), pct("%a", "é😀"),
      pct("%d", 42), pct("%i", -42), pct("%d", f(3.9)), pct("%d", f(-3.9)), pct("%d", true), pct("%s", true),
      pct("%f", f(3.14159)), pct("%.2f", f(2.675)), pct("%.0f", f(0.5)), pct("%5s|", "ab"), pct("%-5s|", "ab"),
      pct("%x", 255), pct("%X", 255), pct("%#x", 255), pct("%#X", 255), pct("%o", 8), pct("%#o", 8), pct("%e", f(12345.678)),
      pct("%E", f(0.000123)), pct("%g", f(0.0001)), pct("%g", f(1e-5)), pct("%G", f(1e20)), pct("%#g", f(1.0)), pct("%c", 65),
      pct("%c", "z"), pct("%%", T()), pct("100%% %s", "sure"), pct("%(name)s is %(age)d", D(["name", "Ann"], ["age", 7])),
      pct("%(a)s %(a)r", D(["a", "q"])), pct("%05d", 42), pct("%05d", -42), pct("%+d", 5), pct("% d", 5), pct("%+05d", 5),
      pct("%-05d|", 5), pct("%08.3f", f(-3.14159)), pct("%+.1e", f(12345.0)), pct("%10.4s|", "abcdefg"), pct("%.3d", 7),
      pct("%#08x", 255), pct("%#8x", 255), pct("%-#8x|", 255), pct("%*d", T(5, 42)), pct("%-*d|", T(5, 42)),
      pct("%.*f", T(2, f(3.14159))), pct("%*d", T(-5, 42)), pct("%ld", 12), pct("%s %s", T(1, 2)), pct("%s", L(1, 2)),
      pct("%s %s", T(1)), pct("%s", T(1, 2)), pct("hello", 5), pct("hello", L(1)), pct("hello", D()), pct("%(x)s", 5),
      pct("%(x)s", D()), pct("%(x", D(["x", 1])), pct("%", T()), pct("abc %", 1), pct("%y", 1), pct("%d", "x"),
      pct("%x", f(1.5)), pct("%f", "x"), pct("%c", 0x110000), pct("%c", -(2n ** 70n)), pct("%c", "ab"), pct("%c", f(1.0)), pct("%d", f(Infinity)),
      pct("%d", f(NaN)), pct("%d", 2n ** 70n), pct("%x", -(2n ** 70n)), pct("%.3s", "😀😀😀😀"), pct("%5s|", "😀"),
      pct("%f", 2n ** 70n), pct("%s and %r", T("a", "b")), pct("%i%%", 50), pct("%.2f%%", f(12.345)),
      pct("%s", null), pct("%r", T(1, "a")), pct("%(a)s %s", D(["a", 1])), pct("%*s", T("x", 1)),
      pct("%f", f(1e300)), pct("%.15g", f(0.1)), pct("%.17g", f(0.1)), pct("%e", 0), pct("%u", 3),
    ];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
    expect(cases.length).toBeGreaterThan(90);
  });

  it("is what `str % x` runs in the values' binaryOp", () => {
    expect(repr(binaryOp("Mod", "%s-%05.1f", T("a", f(2.25))))).toBe("'a-002.2'");
    expect(repr(binaryOp("Mod", "%d%%", 5))).toBe("'5%'");
  });
});
