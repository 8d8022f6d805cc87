// Random Python expressions for the conformance fuzzer (fast-check arbitraries), typed so that most
// are valid: ints (small and beyond 2**53), floats (incl. -0.0, 1e16, inf), strings (emoji, CJK),
// lists, tuples and dicts, combined by operators, comparisons, indexing, slicing, methods and builtins.
// A slice of them mixes types on purpose, so CPython's exception types get compared too.
import fc from "fast-check";

type Arb = fc.Arbitrary<string>;
const paren = (s: string) => `(${s})`;

const intAtom: Arb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -12, max: 12 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom("2**53", "2**64 + 1", "-(10**20)", "9007199254740993", "123456789012345678901") },
  { weight: 1, arbitrary: fc.constantFrom("True", "False", "0x1f", "0b101", "1_000") },
);
const floatAtom: Arb = fc.constantFrom(
  "0.1", "0.2", "-2.5", "1.5", "3.0", "0.0", "-0.0", "1e16", "1e-7", "2.675", "1/3", "123456.789", "float('inf')", "1e300",
);
const strAtom: Arb = fc.constantFrom(
  "''", "'a'", "'abc'", "'Hello World'", "'héllo'", "'😀x😀'", "'世界'", "' pad '", "'a,b,,c'", "'x\\ny'", "'ß'", "'123'", "'A1 b2'",
);

const sliceArb: Arb = fc
  .tuple(fc.option(fc.integer({ min: -6, max: 6 })), fc.option(fc.integer({ min: -6, max: 6 })), fc.option(fc.constantFrom(1, 2, -1, -2, 3)))
  .map(([a, b, c]) => `[${a ?? ""}:${b ?? ""}${c === null ? "" : `:${c}`}]`);

/** Expressions whose value is (usually) a number. */
const num: Arb = fc.letrec<{ n: string }>((tie) => ({
  n: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 4, arbitrary: intAtom },
    { weight: 3, arbitrary: floatAtom },
    {
      weight: 3,
      arbitrary: fc
        .tuple(tie("n"), fc.constantFrom("+", "-", "*", "/", "//", "%", "&", "|", "^"), tie("n"))
        .map(([a, op, b]) => paren(`${a} ${op} ${b}`)),
    },
    { weight: 1, arbitrary: fc.tuple(tie("n"), fc.integer({ min: -3, max: 4 })).map(([a, e]) => paren(`${a} ** ${e}`)) },
    { weight: 1, arbitrary: fc.tuple(tie("n"), fc.integer({ min: 0, max: 40 })).map(([a, k]) => paren(`int(${a}) << ${k}`)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("-", "+", "~", "not "), tie("n")).map(([op, a]) => paren(`${op}${a}`)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom("abs", "round", "int", "float", "bool", "hash"), tie("n"))
        .map(([f, a]) => `${f}(${a})`),
    },
    { weight: 1, arbitrary: fc.tuple(tie("n"), fc.integer({ min: -2, max: 3 })).map(([a, d]) => `round(${a}, ${d})`) },
    { weight: 1, arbitrary: fc.tuple(tie("n"), tie("n")).map(([a, b]) => `divmod(${a}, ${b})[${a.length % 2}]`) },
    { weight: 1, arbitrary: fc.tuple(tie("n"), tie("n")).map(([a, b]) => `max(${a}, ${b})`) },
  ),
})).n;

const str: Arb = fc.letrec<{ s: string }>((tie) => ({
  s: fc.oneof(
    { depthSize: "small" },
    { weight: 4, arbitrary: strAtom },
    { weight: 2, arbitrary: fc.tuple(tie("s"), tie("s")).map(([a, b]) => paren(`${a} + ${b}`)) },
    { weight: 1, arbitrary: fc.tuple(tie("s"), fc.integer({ min: -1, max: 3 })).map(([a, k]) => paren(`${a} * ${k}`)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(tie("s"), fc.constantFrom("upper", "lower", "title", "capitalize", "swapcase", "strip", "lstrip", "rstrip", "casefold"))
        .map(([a, m]) => `${a}.${m}()`),
    },
    { weight: 1, arbitrary: fc.tuple(tie("s"), strAtom, strAtom).map(([a, b, c]) => `${a}.replace(${b}, ${c})`) },
    { weight: 1, arbitrary: fc.tuple(tie("s"), fc.integer({ min: 0, max: 12 }), strAtom).map(([a, w, f]) => `${a}.center(${w}, ${f}[:1] or '*')`) },
    { weight: 1, arbitrary: fc.tuple(tie("s"), fc.integer({ min: 0, max: 8 })).map(([a, w]) => `${a}.zfill(${w})`) },
    { weight: 1, arbitrary: fc.tuple(tie("s"), sliceArb).map(([a, sl]) => `${a}${sl}`) },
    { weight: 1, arbitrary: fc.tuple(tie("s"), fc.integer({ min: -4, max: 4 })).map(([a, i]) => `${a}[${i}]`) },
    { weight: 1, arbitrary: num.map((a) => `str(${a})`) },
    { weight: 1, arbitrary: num.map((a) => `repr(${a})`) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(num, fc.constantFrom("", ".2f", ",", "_", "e", ".3g", "g", "%", ">8", "<6.1f", "+", "08.3f", "x", "b", "^9,"))
        .map(([a, spec]) => `format(${a}, ${JSON.stringify(spec)})`),
    },
    { weight: 1, arbitrary: fc.tuple(num, num).map(([a, b]) => `f"{${a}!r}|{${b}:>7}"`) },
    { weight: 1, arbitrary: fc.tuple(num, strAtom).map(([a, b]) => `"%s-%r-%5.2f" % (${b}, ${a}, ${a})`) },
    { weight: 1, arbitrary: fc.tuple(tie("s"), strAtom).map(([a, sep]) => `${sep}.join(${a})`) },
  ),
})).s;

const list: Arb = fc.oneof(
  fc.array(fc.oneof(intAtom, floatAtom), { maxLength: 5 }).map((xs) => `[${xs.join(", ")}]`),
  fc.array(strAtom, { maxLength: 4 }).map((xs) => `[${xs.join(", ")}]`),
  fc.array(fc.oneof(intAtom, strAtom), { maxLength: 4 }).map((xs) => `(${xs.join(", ")}${xs.length === 1 ? "," : ""})`),
  str.map((s) => `${s}.split()`),
  fc.tuple(str, strAtom).map(([s, sep]) => `${s}.split(${sep}[:1] or None)`),
  fc.integer({ min: -3, max: 8 }).map((n) => `list(range(${n}))`),
);

const dict: Arb = fc
  .array(fc.tuple(fc.oneof(intAtom, strAtom, fc.constantFrom("1.0", "True", "None", "(1, 2)")), fc.oneof(intAtom, strAtom, floatAtom)), { maxLength: 4 })
  .map((kv) => `{${kv.map(([k, v]) => `${k}: ${v}`).join(", ")}}`);

/** Expressions of any type: the ones the fuzzer prints the repr of. */
export const expression: Arb = fc.oneof(
  { weight: 4, arbitrary: num },
  { weight: 4, arbitrary: str },
  { weight: 2, arbitrary: list },
  { weight: 1, arbitrary: dict },
  { weight: 1, arbitrary: fc.tuple(list, sliceArb).map(([l, s]) => `${l}${s}`) },
  { weight: 1, arbitrary: fc.tuple(list, fc.integer({ min: -5, max: 5 })).map(([l, i]) => `${l}[${i}]`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("sorted", "len", "min", "max", "sum", "list", "tuple", "set", "reversed", "enumerate", "any", "all"), list)
      .map(([f, l]) => (f === "reversed" || f === "enumerate" ? `list(${f}(${l}))` : f === "set" ? `sorted(set(${l}), key=repr)` : `${f}(${l})`)),
  },
  { weight: 1, arbitrary: fc.tuple(list, list).map(([a, b]) => paren(`${a} + ${b}`)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(num, str, list), fc.constantFrom("==", "!=", "<", "<=", ">", ">=", "in", "not in", "is", "and", "or"), fc.oneof(num, str, list))
      .map(([a, op, b]) => paren(`${a} ${op} ${b}`)),
  },
  { weight: 1, arbitrary: fc.tuple(num, num, num).map(([a, b, c]) => paren(`${a} < ${b} <= ${c}`)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(str, fc.constantFrom("find", "rfind", "count", "index", "startswith", "endswith", "partition", "rsplit", "split", "removeprefix", "removesuffix"), strAtom)
      .map(([s, m, a]) => `${s}.${m}(${a})`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(str, fc.constantFrom("isdigit", "isalpha", "isalnum", "isspace", "isupper", "islower", "isnumeric", "isidentifier", "splitlines"))
      .map(([s, m]) => `${s}.${m}()`),
  },
  { weight: 1, arbitrary: fc.tuple(dict, fc.oneof(intAtom, strAtom)).map(([d, k]) => `${d}.get(${k}, 'missing')`) },
  { weight: 1, arbitrary: fc.tuple(dict, fc.oneof(intAtom, strAtom)).map(([d, k]) => `${d}[${k}]`) },
  { weight: 1, arbitrary: fc.tuple(dict, dict).map(([a, b]) => `list((${a} | ${b}).items())`) },
  { weight: 1, arbitrary: fc.tuple(list, fc.oneof(intAtom, strAtom)).map(([l, x]) => `${l}.index(${x})`) },
  { weight: 1, arbitrary: fc.tuple(list, fc.oneof(intAtom, strAtom, floatAtom)).map(([l, x]) => `${l}.count(${x})`) },
  { weight: 1, arbitrary: fc.tuple(list, fc.boolean()).map(([l, r]) => `sorted(${l}, key=repr, reverse=${r ? "True" : "False"})`) },
  { weight: 1, arbitrary: fc.tuple(num, list).map(([a, l]) => paren(`${l} * int(${a} % 4)`)) },
);

/** A script that prints, one line per expression, its repr or its exception's type name. */
export function fuzzScript(expressions: readonly string[]): string {
  return expressions
    .map((e) => `try:\n    r_ = repr(${e})\nexcept Exception as e_:\n    r_ = "!" + type(e_).__name__\nprint(r_)\n`)
    .join("");
}
