// str.format / str.format_map against CPython: numbering, names, lookups, conversions, nested
// specs and the parse errors.
import { describe, expect, it } from "vitest";
import { D, L, T, f, method, outcomes, type Case } from "./oracle.js";

const fmt = (s: string, args: any[] = [], kw: Record<string, any> = {}): Case => method(s, "format", args, kw);

describe("str.format", () => {
  it("matches CPython", () => {
    const cases: Case[] = [
      fmt("{} {}", [1, 2]), fmt("{1} {0} {1}", ["a", "b"]), fmt("{name}!", [], { name: "Bo" }), fmt("{0[1]}", [L(5, 6)]),
      fmt("{0[key]}", [D(["key", "v"])]), fmt("{d[0]}", [], { d: D([0, "zero"]) }), fmt("{0[0][1]}", [L(T(1, 2))]),
      fmt("{!r}", ["x"]), fmt("{!s:>5}", ["x"]), fmt("{!a}", ["é"]), fmt("{:>{w}}", ["x"], { w: 4 }), fmt("{:{}{}}", ["x", ">", 3]),
      fmt("{0:{1}}", [f(3.14159), ".2f"]), fmt("{:,}", [1234567]), fmt("{:.1%}", [f(0.256)]), fmt("{{}} {}", [1]), fmt("{{{}}}", [1]),
      fmt("}}{{", []), fmt("{", []), fmt("}", []), fmt("a}b", []), fmt("{0", [1]), fmt("{:", [1]), fmt("{!}", [1]),
      fmt("{!x}", [1]), fmt("{!rr}", [1]), fmt("{} {0}", [1]), fmt("{0} {}", [1]), fmt("{2}", [1]), fmt("{}", []),
      fmt("{x}", []), fmt("{0.real}", [5]), fmt("{0.nope}", [5]), fmt("{0[}", [L(1)]), fmt("{0]}", [L(1)]),
      fmt("{0[0]x}", [L(1)]), fmt("{0.}", [1]), fmt("{0[]}", [L(1)]), fmt("{0[5]}", [L(1)]), fmt("{0:{1:{2}}}", [1, 2, 3]),
      fmt("{:d}", [f(1.5)]), fmt("{:s}", [1]), fmt("{a}{b}", [], { a: 1, b: T(2) }), fmt("{0}{0}", ["ab"]),
      fmt("{:^9}", ["mid"]), fmt("{:*<6}|", [12]), fmt("{0!r:>8}", ["a"]), fmt("é{}😀{}", [1, "ü"]), fmt("{:{{}}}", [1]),
      fmt("{0[a]}", [D(["a", 1])]), fmt("{0[-1]}", [D(["-1", "m"])]),
      method("{a}-{b}", "format_map", [D(["a", 1], ["b", 2])]), method("{a}", "format_map", [D()]),
      method("{}", "format_map", [D()]), method("{0}", "format_map", [D()]),
    ];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
    expect(cases.length).toBeGreaterThan(50);
  });
});
