// Syntax errors: parse() must reject what CPython 3.11 rejects, with CPython's message, at a pinned
// position (line 1-based, col 0-based in code points; ours sometimes points more precisely).
import { beforeAll, describe, expect, it } from "vitest";
import { loadUnicodeNames } from "../../../unicode-names/load.js";
import { parse, PySyntaxError } from "../../../transpiler/parse";
import { cpythonParse } from "./oracle";

/** CPython 3.11's refusal of a decimal int literal past sys.get_int_max_str_digits(). */
const INT_DIGITS = (n: number) =>
  `Exceeds the limit (4300 digits) for integer string conversion: value has ${n} digits; use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.`;

// [source, message, line, col]
const CASES: [string, string, number, number][] = [
  ["x = \"abc", "unterminated string literal (detected at line 1)", 1, 4],
  ["x = '''abc\n\ny", "unterminated triple-quoted string literal (detected at line 3)", 1, 4],
  ["1abc", "invalid decimal literal", 1, 0],
  ["0x", "invalid hexadecimal literal", 1, 2],
  ["0x_", "invalid hexadecimal literal", 1, 3],
  ["1__0", "invalid decimal literal", 1, 2],
  ["012", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", 1, 0],
  ["1_", "invalid decimal literal", 1, 2],
  ["1e", "invalid decimal literal", 1, 0],
  ["x = (1,\n2", "'(' was never closed", 1, 4],
  ["x = 1)", "unmatched ')'", 1, 5],
  ["x = (1]", "closing parenthesis ']' does not match opening parenthesis '('", 1, 6],
  ["if x:\n  a\n b", "unindent does not match any outer indentation level", 3, 1],
  ["if x:\npass", "expected an indented block after 'if' statement on line 1", 2, 0],
  [" x=1", "unexpected indent", 1, 1],
  ["x = = 1", "invalid syntax", 1, 4],
  ["x $ y", "invalid syntax", 1, 2],
  ["x = €", "invalid character '€' (U+20AC)", 1, 4],
  ["a \\ b", "unexpected character after line continuation character", 1, 3],
  ["if x\n  pass", "expected ':'", 1, 4],
  ["\"\\x4\"", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape", 1, 5],
  ["\"\\N{foo}\"", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-6: unknown Unicode character name", 1, 9],
  ["b\"é\"", "bytes can only contain ASCII literal characters", 1, 0],
  ["x = 1 +", "invalid syntax", 1, 7],
  ["f(a for a in b, c)", "Generator expression must be parenthesized", 1, 2],
  ["f(a=1, b)", "positional argument follows keyword argument", 1, 7],
  ["def f(a=1, b): pass", "non-default argument follows default argument", 1, 11],
  ["print \"x\"", "Missing parentheses in call to 'print'. Did you mean print(...)?", 1, 0],
  ["f\"{}\"", "f-string: empty expression not allowed", 1, 3],
  ["f\"{x!z}\"", "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 5],
  ["f\"}\"", "f-string: single '}' is not allowed", 1, 2],
  ["f\"{x\"", "f-string: expecting '}'", 1, 4],
  ["\"a\" b\"b\"", "cannot mix bytes and nonbytes literals", 1, 8],
  // 3.12's nested quotes read as an f-string then a bytes literal: the f-string's error comes first.
  ["f\"{'a' + \"b\"}\"", "f-string: expecting '}'", 1, 9],
  ["x += 1, = 2", "invalid syntax", 1, 8],
  ["f() = 1", "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 0],
  ["1 = x", "cannot assign to literal here. Maybe you meant '==' instead of '='?", 1, 0],
  ["del f()", "cannot delete function call", 1, 4],
  ["for 1 in x: pass", "cannot assign to literal", 1, 4],
  ["if x:\n\tif y:\n        pass", "inconsistent use of tabs and spaces in indentation", 3, 8],
  ["a, b += 1", "'tuple' is an illegal expression for augmented assignment", 1, 0],
  ["def f(*): pass", "named arguments must follow bare *", 1, 6],
  ["def f(**k, a): pass", "arguments cannot follow var-keyword argument", 1, 11],
  ["f(**k, *a)", "iterable argument unpacking follows keyword argument unpacking", 1, 7],
  ["f(**k, a)", "positional argument follows keyword argument unpacking", 1, 7],
  ["x: int, y: int = 1, 2", "invalid syntax", 1, 6],
  ["import a.b as", "invalid syntax", 1, 13],
  ["try:\n pass\n", "expected 'except' or 'finally' block", 3, 0],
  ["x = [1, 2", "'[' was never closed", 1, 4],
  ["foo(", "'(' was never closed", 1, 3],
  ["x = {1: 2, 3}", "':' expected after dictionary key", 1, 11],
  ["async x = 1", "invalid syntax", 1, 6],
  ["await = 1", "invalid syntax", 1, 6],
  ["True = 1", "cannot assign to True", 1, 0],
  ["x.True", "invalid syntax", 1, 2],
  ["'''", "unterminated triple-quoted string literal (detected at line 1)", 1, 0],
  ["x = 08", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", 1, 4],
  ["x = 0_8", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", 1, 4],
  ["x = 1.2.3", "invalid syntax", 1, 7],
  ["x = " + "1".repeat(4301), INT_DIGITS(4301), 1, 4],
  ["y = 2\nx = -" + "9_".repeat(4400) + "9", INT_DIGITS(4401), 2, 5],
  ["f(" + "7".repeat(10000) + ")", INT_DIGITS(10000), 1, 2],
  ["1 if 2", "expected 'else' after 'if' expression", 1, 0],
  ["a = 1 if 2 else", "invalid syntax", 1, 15],
  ["(*a)", "cannot use starred expression here", 1, 1],
  ["print(*a for a in b)", "iterable unpacking cannot be used in comprehension", 1, 6],
  // Mutants of the fuzzer's (seed 20270131): a starred element of a parenthesized generator
  // expression reached the emitter (InternalError); a leading `**` of a dict comprehension.
  ["g = (* x for x in range(4))", "iterable unpacking cannot be used in comprehension", 1, 5],
  ["g = (*x async for x in y)", "iterable unpacking cannot be used in comprehension", 1, 5],
  ["g = {**x for x in y}", "dict unpacking cannot be used in dict comprehension", 1, 5],
  ["g = {1: 2, **x for x in y}", "invalid syntax", 1, 15],
  // A mutant of the fuzzer's (seed 20261210): a starred dict key reached the emitter (InternalError).
  ["{*a: 1}", "invalid syntax", 1, 3],
  ["x = {*g['s']: 1 for g in y}", "invalid syntax", 1, 12],
  ["{*a: 1, 2: 3}", "invalid syntax", 1, 3],
  ["{1: *a}", "cannot use a starred expression in a dictionary value", 1, 4],
  ["{1: 2, 3: *a}", "cannot use a starred expression in a dictionary value", 1, 10],
  ["{1: *a for a in b}", "cannot use a starred expression in a dictionary value", 1, 4],
  ["f\"{a b}\"", "f-string: invalid syntax. Perhaps you forgot a comma?", 1, 5],
  ["f\"{a:{b:{c}}}\"", "f-string: expressions nested too deeply", 1, 9],
  ["f\"{#}\"", "f-string expression part cannot include '#'", 1, 3],
  ["f\"{x!r=}\"", "f-string: expecting '}'", 1, 6],
  ["f\"{\\n}\"", "f-string expression part cannot include a backslash", 1, 3],
  ["a := 1", "invalid syntax", 1, 2],
  ["(a.b := 1)", "cannot use assignment expressions with attribute", 1, 1],
  ["x = 5 6", "invalid syntax", 1, 6],
  ["if x = 1: pass", "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, 3],
  ["else: pass", "invalid syntax", 1, 0],
  ["lambda x=1, y: 0", "non-default argument follows default argument", 1, 12],
  ["x = (1 2)", "invalid syntax. Perhaps you forgot a comma?", 1, 7],
  ["f(a b)", "invalid syntax. Perhaps you forgot a comma?", 1, 4],
  ["def f()\n  pass", "expected ':'", 1, 7],
  ["for x in y\n  pass", "expected ':'", 1, 10],
  ["while x\n  pass", "expected ':'", 1, 7],
  ["class C\n  pass", "expected ':'", 1, 7],
  ["x = [1, 2)", "closing parenthesis ')' does not match opening parenthesis '['", 1, 9],
  ["return = 1", "invalid syntax", 1, 7],
  ["def (): pass", "invalid syntax", 1, 4],
  ["x = 1 +\n", "invalid syntax", 1, 7],
  ["if x:\n    pass\n  else:\n    pass", "unindent does not match any outer indentation level", 3, 2],
  ["try:\n  a\nexcept A, B:\n  pass", "multiple exception types must be parenthesized", 3, 7],
  ["from m import a,", "trailing comma not allowed without surrounding parentheses", 1, 15],
  ["import", "invalid syntax", 1, 6],
  ["x = 0b12", "invalid digit '2' in binary literal", 1, 7],
  ["x = 0o8", "invalid digit '8' in octal literal", 1, 6],
  ["\"a\nb\"", "unterminated string literal (detected at line 1)", 1, 0],
  ["(1 +\n", "'(' was never closed", 1, 0],
  ["x = {**a: 1}", "invalid syntax", 1, 8],
  ["f(x=1=2)", "invalid syntax", 1, 5],
  ["x = 1 if else 2", "invalid syntax", 1, 9],
  ["def f(a, /, /): pass", "/ may appear only once", 1, 12],
  ["def f(*, /, a): pass", "/ must be ahead of *", 1, 9],
  ["del *a", "cannot delete starred", 1, 4],
  ["x = \\\n", "unexpected EOF while parsing", 1, 4],
  ["x = 1\n    y = 2", "unexpected indent", 2, 4],
  ["for x in range(3):\npass", "expected an indented block after 'for' statement on line 1", 2, 0],
  ["x = \"\\U00110000\"", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-9: illegal Unicode character", 1, 16],
  ["yield = 1", "assignment to yield expression not possible", 1, 0],
  ["x = (yield) = 1", "cannot assign to yield expression", 1, 5],
  ["x = y = f() = 1", "cannot assign to function call", 1, 8],
  ["x = 1\r\n  y = 2\r\n", "unexpected indent", 2, 2],
  ["def f():\n    return 1\n  x = 2", "unindent does not match any outer indentation level", 3, 2],
  ["s = 'ok'\nt = 'bad\nu = 1", "unterminated string literal (detected at line 2)", 2, 4],
  ["x = f'{a:{b:{c}}}'", "f-string: expressions nested too deeply", 1, 13],
  ["x = [\n  1,\n  2\n", "'[' was never closed", 1, 4],
  ["def f(x):\n    return x +\n", "invalid syntax", 2, 14],
  ["x = 'é' = 1", "cannot assign to literal", 1, 4],
  ["x = 1\u000b", "invalid non-printable character U+000B", 1, 5],
  ["x\u00a0= 1", "invalid non-printable character U+00A0", 1, 1],
  ["s = '''\n\n", "unterminated triple-quoted string literal (detected at line 2)", 1, 4],
  ["x = 1\ny = '\u0000'", "source code string cannot contain null bytes", 2, 5],
  // A tokenizer error later in the source wins over a parse error, as in CPython.
  ["x = = 1\ny = 'abc", "unterminated string literal (detected at line 2)", 2, 4],
  ["if x\n  y = 'abc", "unterminated string literal (detected at line 2)", 2, 6],
  ["x = (1,\n  2 3", "'(' was never closed", 1, 4],
];

// parse() resolves `\N{...}` escapes with the name table, which loads asynchronously (transpileScript does it for the engines).
beforeAll(() => loadUnicodeNames());

describe("parse() rejects invalid Python like CPython", () => {
  const oracle = cpythonParse(CASES.map((c) => c[0]));

  it.each(CASES.map((c, i) => [JSON.stringify(c[0]), i] as const))("%s", (_name, i) => {
    const [source, message, line, col] = CASES[i];
    let error: unknown = null;
    try {
      parse(source);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PySyntaxError);
    const e = error as PySyntaxError;
    expect({ message: e.message, line: e.line, col: e.col }).toEqual({ message, line, col });
    const py = oracle[i];
    expect("error" in py && py.error.message).toBe(message);
    // IndentationError and TabError, SyntaxError's subclasses, where CPython raises them.
    expect("error" in py && py.error.type).toBe(e.type);
  });

  it("describes an error with a 1-based column", () => {
    try {
      parse("if x\n  pass");
      expect.unreachable();
    } catch (e) {
      expect((e as PySyntaxError).describe()).toBe("expected ':' (line 1:5)");
    }
  });
});
