// Operators with inline fast paths: when both operands are JS numbers (ints in the safe range)
// the JS operator runs directly and the result is range-checked; `+ - *` also have inline
// branches for big ints and `+` for two strings. Anything else goes to the guest's `binaryOp` /
// `richCompare` / `eq`, which implement CPython's rules.

import type * as A from "./ast.js";
import type { Emitter, Kind } from "./emit-context.js";
import { expr } from "./emit-entries.js";
import { KEYS, TRUTH } from "./analyze-members.js";
import { INT_LITERAL, MAX_PROBED, SIMPLE, STRING_LITERAL, isSimpleCode, probe } from "./code-shape.js";
import { dictHas } from "./emit-dict-read.js";
import { isIntKind, staticKind } from "./static-kind.js";

const MAX = "9007199254740991";
const I32 = "2147483647";

/** An operand usable several times: identifiers and literals as they are, anything else via a temp. */
interface Operand {
  pre: string;
  ref: string;
  isNumber: boolean;
  /** An int, a number or a bigint (staticKind). */
  isInt: boolean;
  /** A str literal. */
  isString: boolean;
  /** A str: a literal, or an expression that yields one or raises (staticKind). */
  isStr: boolean;
  /** A float literal: a PyFloat (staticKind). */
  isFloat: boolean;
}

const DIGITS = /^\d+$/;
const NAME = /^[A-Za-z_$][\w$]*$/;

function operand(cx: Emitter, code: string, allowDirect: boolean, kind: Kind = null): Operand {
  const isNumber = probe(INT_LITERAL, code) || (code.length <= MAX_PROBED && cx.fn.numbers.has(code)) || kind === "number";
  const isString = probe(STRING_LITERAL, code);
  const known = { isNumber, isInt: isNumber || kind === "int", isString, isStr: isString || kind === "str", isFloat: kind === "float" };
  // A str literal cannot change: it may be read after the other operand ran.
  if (isString || (allowDirect && probe(SIMPLE, code))) return { pre: "", ref: code, ...known };
  const t = cx.fn.tmp();
  return { pre: `${t} = ${code}, `, ref: t, ...known };
}

/**
 * Left operand then right operand, each evaluated once, in Python's order. The left one may be
 * read after the right one is evaluated only when the right one cannot run script code.
 */
function operands(cx: Emitter, left: string, right: string, rightPure: boolean, kinds: [Kind, Kind] = [null, null]): [Operand, Operand] {
  return [operand(cx, left, rightPure || probe(SIMPLE, right), kinds[0]), operand(cx, right, true, kinds[1])];
}

// isPure's answers: each operator of a chain asks about its whole operand (a tree is never changed).
const pureness = new WeakMap<A.Expr, boolean>();

/** Evaluating `e` runs no script code (no calls), so it cannot rebind a variable read before it. */
export function isPure(e: A.Expr): boolean {
  let pure = pureness.get(e);
  if (pure === undefined) {
    pure = computePure(e);
    pureness.set(e, pure);
  }
  return pure;
}

function computePure(e: A.Expr): boolean {
  switch (e.kind) {
    case "Name":
    case "Constant":
      return true;
    case "BinOp":
      return isPure(e.left) && isPure(e.right);
    case "UnaryOp":
      return isPure(e.operand);
    case "Subscript":
      return isPure(e.value) && isPure(e.slice);
    case "Attribute":
      return isPure(e.value);
    case "Compare":
      return isPure(e.left) && e.comparators.every(isPure);
    case "BoolOp":
      return e.values.every(isPure);
    case "Tuple":
    case "List":
      return e.elts.every(isPure);
    default:
      return false;
  }
}

/** `typeof` tests for the operands not known to be numbers, joined with `&&`, ending in `&&`. */
function numCheck(...ops: Operand[]): string {
  const refs = new Set(ops.filter((o) => !o.isNumber).map((o) => o.ref));
  return [...refs].map((r) => `typeof ${r} === "number" && `).join("");
}

const INLINE_ARITH: Partial<Record<A.OperatorName, string>> = { Add: "+", Sub: "-", Mult: "*" };

/** `typeof` tests for the operands not known to be strings, joined with `&&`, ending in `&&`. */
function strCheck(...ops: Operand[]): string {
  const refs = new Set(ops.filter((o) => !o.isStr).map((o) => o.ref));
  return [...refs].map((r) => `typeof ${r} === "string" && `).join("");
}

/** `o` as a bigint: a literal directly, anything else through `BigInt` (`bigintOf`). */
const asBig = (cx: Emitter, o: Operand) => (/^-?\d+$/.test(o.ref) ? `${o.ref}n` : `${cx.h("bigintOf")}(${o.ref})`);

/**
 * The branch for ints when one of them is a bigint, ending in `slow` where neither is an int.
 * `+` and `-` run inline and bring the result back to a number when it is in the safe range
 * (ints have one representation); a bigint operand is used as it is, only a number one is
 * converted. `*` calls `intMul`, which also applies the int size limit.
 */
function bigintBranch(cx: Emitter, op: "Add" | "Sub" | "Mult", a: Operand, b: Operand, r: string, slow: string): string {
  const isBig = (o: Operand) => `typeof ${o.ref} === "bigint"`;
  const isNum = (o: Operand) => `typeof ${o.ref} === "number"`;
  const js = INLINE_ARITH[op];
  const norm = (value: string) => normBig(cx, r, value);
  // Two known ints need no test: past the branches before, `BigInt` of each (a bigint is its own)
  // gives the exact result, two numbers' too; intMul takes any two ints.
  if (a.isInt && b.isInt) return op === "Mult" ? `${cx.h("intMul")}(${a.ref}, ${b.ref})` : norm(`${asBig(cx, a)} ${js} ${asBig(cx, b)}`);
  if (op === "Mult") {
    const isInt = (o: Operand) => `(${isBig(o)} || ${isNum(o)})`;
    const test = a.isNumber ? isBig(b) : b.isNumber ? isBig(a) : `(${isBig(a)} ? ${isInt(b)} : ${isBig(b)} && ${isNum(a)})`;
    return `${test} ? ${cx.h("intMul")}(${a.ref}, ${b.ref}) : ${slow}`;
  }
  // A number operand is converted; with the other one a bigint.
  if (a.isNumber) return `${isBig(b)} ? ${norm(`${asBig(cx, a)} ${js} ${b.ref}`)} : ${slow}`;
  if (b.isNumber) return `${isBig(a)} ? ${norm(`${a.ref} ${js} ${asBig(cx, b)}`)} : ${slow}`;
  const aBig = `${isBig(a)} ? (${isNum(b)} ? ${norm(`${a.ref} ${js} ${asBig(cx, b)}`)} : ${isBig(b)} ? ${norm(`${a.ref} ${js} ${b.ref}`)} : ${slow})`;
  return `${aBig} : ${isBig(b)} && ${isNum(a)} ? ${norm(`${asBig(cx, a)} ${js} ${b.ref}`)} : ${slow}`;
}

/** `value`, a bigint expression, kept in `r` and brought back to a number in the safe range. */
const normBig = (cx: Emitter, r: string, value: string) => `((${r} = ${value}) > ${MAX}n || ${r} < -${MAX}n ? ${r} : ${cx.h("numberOf")}(${r}))`;

/**
 * `+` or `-` of two ints (staticKind), not both known numbers: the int32 tests, then the `typeof`
 * (~35 ns in QuickJS) of one operand not known a number. A number goes on to the safe-range
 * branch (the other's `typeof` there); anything else is a bigint, added to the other's `BigInt`
 * without a `BigInt` call of its own (a sum past 2**53 in a loop). Where the right operand (the
 * term of `s += t`) is known a number, its int32 test comes first: a term past int32 fails it
 * on a float compare before a bigint sum's compare (~35 ns). One arm more than a flat chain: the
 * JS QuickJS compiles at each flow's start grows little (bench/experiments/compute-s43.md).
 */
function knownInts(cx: Emitter, op: "Add" | "Sub", a: Operand, b: Operand, r: string): string {
  const js = INLINE_ARITH[op];
  const tested = a.isNumber ? b : a;
  const known = (o: Operand) => (o === tested ? { ...o, isNumber: true } : o);
  const numbers = `${numberBranch(op, known(a), known(b), r)} : ${normBig(cx, r, `${asBig(cx, a)} ${js} ${asBig(cx, b)}`)}`;
  const big = tested === a ? `${a.ref} ${js} ${asBig(cx, b)}` : `${asBig(cx, a)} ${js} ${b.ref}`;
  return `${int32Branch(op, a, b)} : typeof ${tested.ref} === "number" ? (${numbers}) : ${normBig(cx, r, big)}`;
}

/** sum()'s step `acc + v` (its "sum" consumer): two ints in the safe range inline, as `+` emits
 *  them, anything else through `slow` (sumStep, the builtin's own step). */
export function intSumOr(acc: string, v: string, r: string, slow: string): string {
  const name = (ref: string): Operand => ({ pre: "", ref, isNumber: false, isInt: false, isString: false, isStr: false, isFloat: false });
  return `${numberBranch("Add", name(acc), name(v), r)} : ${slow}`;
}

/** `+ - *` on two ints in the safe range: the JS operator, range-checked. */
function numberBranch(op: "Add" | "Sub" | "Mult", a: Operand, b: Operand, r: string): string {
  // A square (one ref twice) is never negative.
  const square = op === "Mult" && a.ref === b.ref;
  // `+ 0` turns the -0 of `0 * -3` into 0: ints have no negative zero.
  const value = op === "Mult" && !square ? `${a.ref} * ${b.ref} + 0` : `${a.ref} ${INLINE_ARITH[op]} ${b.ref}`;
  // Adding a non-negative literal cannot go below the range, subtracting one cannot go above.
  const nonNeg = (o: Operand) => o.isNumber && /^\d+$/.test(o.ref);
  const upper = !(op === "Sub" && nonNeg(b));
  const lower = !(op === "Add" && (nonNeg(a) || nonNeg(b))) && !square;
  return `${numCheck(a, b)}((${r} = ${value}), ${op === "Mult" ? productBounds(r, upper, lower) : sumBounds(r, upper, lower)}) ? ${r}`;
}

/**
 * `+` or `-` of two ints (staticKind: a JS number or a bigint past the safe range) that are both
 * within int32: the JS operator, no check of the result (it stays within 2**32). Two compares each
 * (inline in QuickJS) where `typeof` compared with a str costs ~40 ns; a bigint compares false.
 * A right operand known a number (the term of `s += t`) is tested first: past int32 it fails on
 * a float compare before a bigint sum's C call (~35 ns).
 */
function int32Branch(op: "Add" | "Sub", a: Operand, b: Operand): string {
  // A literal within int32 needs no test (one operand at least is not a literal).
  const tested = (b.isNumber ? [b, a] : [a, b]).filter((o) => !(probe(DIGITS, o.ref) && Number(o.ref) <= Number(I32)));
  return `${tested.map((o) => `${o.ref} <= ${I32} && ${o.ref} >= -${I32}`).join(" && ")} ? ${a.ref} ${INLINE_ARITH[op]} ${b.ref}`;
}

/** A product's safe-range check: often past int32 (squares), where int32 constants would cost. */
function productBounds(r: string, upper: boolean, lower: boolean): string {
  return [upper && `${r} <= ${MAX}`, lower && `${r} >= -${MAX}`].filter(Boolean).join(" && ");
}

/**
 * A sum's or difference's safe-range check. QuickJS compares two int32-tagged values inline but
 * calls C for a float64 such as MAX, so int32 bounds come first: an int32 result (counters,
 * lengths, fib) passes on inline compares, one past int32 pays what MAX alone costs, except a
 * two-sided check below -int32 and a one-sided upper one above int32 (one compare more each:
 * bench/experiments/quickjs-op-costs.mjs, compute-s12.md).
 */
function sumBounds(r: string, upper: boolean, lower: boolean): string {
  const fast = (check: string, slow: string) => `(${check} || ${slow})`;
  if (upper && lower) return `(${r} <= ${I32} ? ${fast(`${r} >= -${I32}`, `${r} >= -${MAX}`)} : ${r} <= ${MAX})`;
  return upper ? fast(`${r} <= ${I32}`, `${r} <= ${MAX}`) : fast(`${r} >= -${I32}`, `${r} >= -${MAX}`);
}

/**
 * `+ - *` of two int literals whose exact result is in the safe range: the JS operator alone (a
 * double holds it exactly; both are non-negative, so no -0), without the range check and its
 * fallback, which made `1 + 1` compile in 3x the time.
 */
function literalArith(op: "Add" | "Sub" | "Mult", a: Operand, b: Operand): string | undefined {
  if (!probe(DIGITS, a.ref) || !probe(DIGITS, b.ref)) return undefined;
  const [x, y] = [BigInt(a.ref), BigInt(b.ref)];
  const exact = op === "Add" ? x + y : op === "Sub" ? x - y : x * y;
  const max = BigInt(MAX);
  return exact <= max && exact >= -max && x <= max && y <= max ? `(${a.ref} ${INLINE_ARITH[op]} ${b.ref})` : undefined;
}

const generalOp = (cx: Emitter, op: A.OperatorName, a: Operand, b: Operand, inplace: boolean) =>
  `${cx.h(inplace ? "inplaceOp" : "binaryOp")}(${JSON.stringify(op)}, ${a.ref}, ${b.ref})`;

/** The operators whose last branch, where a float may come, is the guest's floatFirst (no dispatch). */
const FLOAT_FIRST = new Set<A.OperatorName>(["Add", "Sub", "Mult", "Div"]);

const DOUBLE_OPS: Partial<Record<A.OperatorName | A.CmpOpName, string>> = { Add: "+", Sub: "-", Mult: "*", Div: "/", Eq: "===", NotEq: "!==", Lt: "<", LtE: "<=", Gt: ">", GtE: ">=" };

/**
 * With a float literal on one side: the tests under which both operands are doubles, each with
 * how the other operand reads as one (a float's `.v`, or an int held in a JS number as it is: a
 * safe int is an exact double, as CPython converts it); an empty test where that always holds.
 */
function doubleBranches(cx: Emitter, a: Operand, b: Operand): { test: string; double: (o: Operand) => string }[] {
  const other = a.isFloat ? b : a;
  const viaV = (o: Operand) => `${o.ref}.v`;
  const asNumber = (o: Operand) => (o === other ? o.ref : viaV(o));
  if (other.isFloat) return [{ test: "", double: viaV }];
  if (other.isNumber) return [{ test: "", double: asNumber }];
  const number = { test: `typeof ${other.ref} === "number"`, double: asNumber };
  // An int is never a float: a bigint goes to the general step.
  return other.isInt ? [number] : [{ test: cx.isFloat(other.ref), double: viaV }, number];
}

/** The branches in turn, each `value` under its test (and `extra`'s), ending in `slow`. */
function chainBranches(cx: Emitter, a: Operand, b: Operand, value: (double: (o: Operand) => string) => string, slow: string, extra?: (double: (o: Operand) => string) => string): string {
  return doubleBranches(cx, a, b).reduceRight((rest, { test, double }) => {
    const tests = [test, extra?.(double) ?? ""].filter(Boolean);
    return tests.length ? `${tests.join(" && ")} ? ${value(double)} : ${rest}` : value(double);
  }, slow);
}

/** `+ - * /` with a float literal: no int branch can apply; the doubles' result inline (a
 *  non-zero divisor), anything else in `slow` (floatFirst). */
function floatLiteralArith(cx: Emitter, op: A.OperatorName, a: Operand, b: Operand, slow: string): string {
  const value = (double: (o: Operand) => string) => `new ${cx.h("PyFloat")}(${double(a)} ${DOUBLE_OPS[op]} ${double(b)})`;
  return chainBranches(cx, a, b, value, slow, op === "Div" ? (double) => `${double(b)} !== 0` : undefined);
}

/** A comparison with a float literal: as doubles (NaN unequal and unordered, as in CPython) where
 *  both are, anything else in `general`. */
function floatLiteralCompare(cx: Emitter, js: string, a: Operand, b: Operand, general: string): string {
  return `(${chainBranches(cx, a, b, (double) => `${double(a)} ${js} ${double(b)}`, general)})`;
}

/** `kinds`: what the operands are known to be (staticKind), to drop branches that cannot apply. */
export function binaryOp(
  cx: Emitter,
  op: A.OperatorName,
  leftCode: string,
  rightCode: string,
  rightPure: boolean,
  inplace = false,
  kinds: [Kind, Kind] = [null, null],
): string {
  const [a, b] = operands(cx, leftCode, rightCode, rightPure, kinds);
  const exact = (op === "Add" || op === "Sub" || op === "Mult") && literalArith(op, a, b);
  if (exact) return exact;
  const pre = a.pre + b.pre;
  // The general operator gives the same values and errors: the inline branches pay only in code that runs again.
  if (cx.fn.runsOnce) return `(${pre}${generalOp(cx, op, a, b, inplace)})`;
  const slow = FLOAT_FIRST.has(op) && !a.isStr && !b.isStr && !(a.isInt && b.isInt)
    ? `${cx.h(inplace ? "floatFirstInPlace" : "floatFirst")}.${op}(${a.ref}, ${b.ref})`
    : generalOp(cx, op, a, b, inplace);
  if (FLOAT_FIRST.has(op) && (a.isFloat || b.isFloat)) return `(${pre}${floatLiteralArith(cx, op, a, b, slow)})`;
  // A non-negative number (number-guards.ts) less a literal in number form (at most 2**53 - 1;
  // larger ones are constants) stays in the safe range.
  if (op === "Sub" && a.isNumber && probe(DIGITS, b.ref) && cx.fn.isNonNegative(a.ref)) return `(${pre}${a.ref} - ${b.ref})`;
  if (op === "Add" || op === "Sub" || op === "Mult") {
    const r = cx.fn.tmp();
    const branches: string[] = [];
    const ints = !a.isStr && !b.isStr;
    if (op !== "Mult" && a.isInt && b.isInt && !(a.isNumber && b.isNumber)) return `(${pre}${knownInts(cx, op, a, b, r)})`;
    if (ints) branches.push(numberBranch(op, a, b, r));
    if (op === "Add" && !a.isInt && !b.isInt) {
      // str + str (`+=` too: strings are immutable); the length guard is checkSequenceLength's.
      const length = (o: Operand) => (o.isString ? String(JSON.parse(o.ref).length) : `${o.ref}.length`);
      branches.push(`${strCheck(a, b)}${length(a)} + ${length(b)} <= ${cx.h("hooks")}.maxSequenceLength ? ${a.ref} + ${b.ref}`);
    }
    const last = ints && !(a.isNumber && b.isNumber) ? bigintBranch(cx, op, a, b, r, slow) : slow;
    return `(${pre}${[...branches, last].join(" : ")})`;
  }
  // A str literal's `%` is always str.__mod__ (str is never subclassed, so no __rmod__ comes first).
  if (op === "Mod" && a.isString) return `(${pre}${cx.h("strPercent")}(${a.ref}, ${b.ref}))`;
  if (op === "Mod") {
    const r = cx.fn.tmp();
    // JS `%` truncates; Python's result takes the divisor's sign.
    if (/^\d+$/.test(b.ref) && b.ref !== "0") {
      const value = `((${r} = ${a.ref} % ${b.ref}) < 0 ? ${r} + ${b.ref} : ${r} + 0)`;
      const check = numCheck(a, b);
      return check ? `(${pre}${check.slice(0, -4)} ? ${value} : ${slow})` : `(${pre}${value})`;
    }
    return `(${pre}${numCheck(a, b)}${b.ref} !== 0 ? ((${r} = ${a.ref} % ${b.ref}) !== 0 && (${r} < 0) !== (${b.ref} < 0) ? ${r} + ${b.ref} : ${r} + 0) : ${slow})`;
  }
  if (op === "Div") {
    // Two ints within 2**53 are exact doubles: their quotient is CPython's, correctly rounded.
    const test = numCheck(a, b) + (probe(DIGITS, b.ref) && b.ref !== "0" ? "" : `${b.ref} !== 0 && `);
    const quotient = `new ${cx.h("PyFloat")}(${a.ref} / ${b.ref})`;
    return `(${pre}${test === "" ? quotient : `${test.slice(0, -4)} ? ${quotient} : ${slow}`})`;
  }
  if (op === "FloorDiv") {
    // Exact for safe ints: a true quotient just below an integer stays below it in doubles.
    return `(${pre}${numCheck(a, b)}${b.ref} !== 0 ? ${cx.h("floor")}(${a.ref} / ${b.ref}) + 0 : ${slow})`;
  }
  return `(${pre}${slow})`;
}

const JS_CMP: Partial<Record<A.CmpOpName, string>> = { Lt: "<", LtE: "<=", Gt: ">", GtE: ">=" };

/**
 * The test under which JS `===` is Python's `==` for two operands: none when both are known ints
 * (staticKind) or both strs, one `typeof` when one of them is a number or str (`x == 0`,
 * `s == "ok"`: each `typeof` compared with a str costs ~40 ns in QuickJS), else both of one
 * primitive type.
 */
function sameTypeTest(a: Operand, b: Operand): string {
  // Two ints: a bigint is past the safe range and a number within it, so `===` is exact.
  if ((a.isInt && b.isInt) || (a.isStr && b.isStr)) return "";
  const known = a.isNumber || a.isStr ? a : b.isNumber || b.isStr ? b : null;
  // Not two functions either: two reads of `obj.m` are two bound methods, equal (compare.ts).
  if (known === null) return `typeof ${a.ref} !== "object" && typeof ${a.ref} !== "function" && typeof ${a.ref} === typeof ${b.ref}`;
  return `typeof ${(known === a ? b : a).ref} === "${known.isNumber ? "number" : "string"}"`;
}

/** An int literal that JS orders exactly against any int, a bigint too: a non-negative one (a
 *  negative double is what QuickJS misorders against a negative bigint). */
function orderedAsIs(o: Operand): boolean {
  return probe(DIGITS, o.ref);
}

/** The guest's `==` or `!=`: a script's method's answer as it is for a value, its truth in a condition. */
function equality(op: "Eq" | "NotEq", truth: boolean): string {
  return op === "Eq" ? (truth ? "eq" : "eqAnswer") : truth ? "notEqBool" : "notEq";
}

/**
 * One comparison of two already-evaluated operand refs: a JS boolean where JS compares them, a
 * script's method's answer as it is otherwise, or its truth when `truth` (a condition).
 */
function compareRefs(cx: Emitter, op: A.CmpOpName, a: Operand, b: Operand, truth: boolean): string {
  const js = JS_CMP[op];
  const rich = () => `${cx.h(truth ? "richCompareBool" : "richCompare")}(${a.ref}, ${b.ref}, "${op}")`;
  const asDoubles = DOUBLE_OPS[op];
  if (asDoubles && (a.isFloat || b.isFloat) && !cx.fn.runsOnce) {
    return floatLiteralCompare(cx, asDoubles, a, b, js ? rich() : `${cx.h(equality(op as "Eq" | "NotEq", truth))}(${a.ref}, ${b.ref})`);
  }
  if (js) {
    if (a.isInt && b.isInt && !(a.isNumber && b.isNumber) && !orderedAsIs(a) && !orderedAsIs(b)) {
      // This QuickJS orders a negative bigint against a negative double the wrong way round:
      // two ints of one type compare as JS compares them, a bigint with a number as ints.
      return `(typeof ${a.ref} === typeof ${b.ref} ? ${a.ref} ${js} ${b.ref} : ${rich()})`;
    }
    // A str literal without surrogates or units above them: JS orders any str against it by
    // units as Python orders code points (where they first differ, its unit is below any
    // surrogate, so an astral code point's first unit sorts above it either way).
    const literal = a.isString ? a : b.isString ? b : null;
    if (literal && !cx.fn.runsOnce) {
      if (/[\ud800-\uffff]/.test(JSON.parse(literal.ref) as string)) return rich();
      const other = literal === a ? b : a;
      return `(${other.isStr ? "" : `typeof ${other.ref} !== "string" ? ${rich()} : `}${a.ref} ${js} ${b.ref})`;
    }
    const check = a.isInt && b.isInt ? "" : numCheck(a, b);
    if (check && cx.fn.runsOnce) return rich();
    if (!check) return `(${a.ref} ${js} ${b.ref})`;
    // Where a float may come, the guest's float-first step (floats without the dispatch); two
    // unknowns that are strs (names, ids) straight to richCompare, which orders them first.
    const floats = `${cx.h(truth ? "floatFirstTruth" : "floatFirstOrder")}.${op}(${a.ref}, ${b.ref})`;
    const general = a.isStr || b.isStr ? rich() : a.isInt || b.isInt ? floats : `typeof ${a.ref} === "string" ? ${rich()} : ${floats}`;
    return `(${check.slice(0, -4)} ? ${a.ref} ${js} ${b.ref} : ${general})`;
  }
  switch (op) {
    case "Eq":
    case "NotEq": {
      const [same, general] = [op === "Eq" ? "===" : "!==", equality(op, truth)];
      if (cx.fn.runsOnce) return `${cx.h(general)}(${a.ref}, ${b.ref})`;
      const test = sameTypeTest(a, b);
      return test === "" ? `(${a.ref} ${same} ${b.ref})` : `(${test} ? ${a.ref} ${same} ${b.ref} : ${cx.h(general)}(${a.ref}, ${b.ref}))`;
    }
    case "Is":
      return `(${a.ref} === ${b.ref})`;
    case "IsNot":
      return `(${a.ref} !== ${b.ref})`;
    case "In":
    case "NotIn": {
      const test = cx.consumer("contains", `${b.ref}, ${a.ref}`);
      // A dict's own test first, where contains() would reach it after four type tests (~0.5
      // us); not where the test goes through `accepting` (a `__hash__` may call a tool).
      const plain = cx.consumesPlainly() && !(cx.fn.isAsync && cx.asyncInfo.awaitsAny(KEYS)) && probe(NAME, b.ref);
      const dict = plain && isSimpleCode(a.ref) ? `${cx.isDict(b.ref)} ? ${dictHas(b.ref, a.ref)} : ` : "";
      // A str literal in a str (`"ERROR" in line`): the engine's search, where contains() tests
      // both types again; not for a literal that could match half of a surrogate pair (its
      // first unit a pair's second half or its last a first half: guest/values/str.ts, cutsPairs).
      const text = plain && a.isString && !/^[\udc00-\udfff]|[\ud800-\udbff]$/.test(JSON.parse(a.ref) as string) ? `typeof ${b.ref} === "string" ? ${b.ref}.includes(${a.ref}) : ` : "";
      return `${op === "NotIn" ? "!" : ""}(${dict}${text}${test})`;
    }
    default:
      throw new Error(`emit: comparison ${op}`);
  }
}

/**
 * `a < b < c`: each operand evaluated once, stopping at the first false link. As a value, the
 * answer of the link that decides, as Python's `and` gives it (a script's `__lt__` may answer
 * `[]`); as a condition (`truth`), a JS boolean.
 */
export function compare(cx: Emitter, e: A.Compare, truth = false): string {
  const codes = [e.left, ...e.comparators].map((x) => expr(cx, x));
  const kinds = [e.left, ...e.comparators].map((x) => staticKind(cx, x));
  if (codes.length === 2) {
    const [a, b] = operands(cx, codes[0], codes[1], isPure(e.comparators[0]), [kinds[0], kinds[1]]);
    return `(${a.pre}${b.pre}${compareRefs(cx, e.ops[0], a, b, truth)})`;
  }
  const parts: string[] = [];
  const accepts = cx.acceptsMember(e);
  const t = truth ? "" : cx.fn.tmp();
  let prev = operand(cx, codes[0], false, kinds[0]);
  let first = prev.pre;
  for (let i = 0; i < e.ops.length; i++) {
    const next = operand(cx, codes[i + 1], false, kinds[i + 1]);
    // Each link's special method that calls a tool is awaited before the next link runs.
    const link = compareRefs(cx, e.ops[i], prev, next, truth);
    const code = accepts ? cx.awaitMember(link) : link;
    parts.push(`(${first}${next.pre}${truth ? code : chainLink(cx, code, t, i === e.ops.length - 1, answersBool(e.ops[i], kinds[i], kinds[i + 1]))})`);
    first = "";
    prev = next;
  }
  return truth ? `(${parts.join(" && ")})` : `(${parts.join(" && ")}, ${t})`;
}

/** A link of a chain as a value: its answer kept in `t`, the chain going on while it is true
 *  (the last link always ends it, its answer the chain's). */
function chainLink(cx: Emitter, code: string, t: string, last: boolean, bool: boolean): string {
  if (last) return `${t} = ${code}, true`;
  return bool ? `(${t} = ${code})` : `(${t} = ${code}) === true || (${t} !== false && ${truthTest(cx, t)})`;
}

/** `str(x)` of the builtin: an int in the safe range (a JS number) is its decimal digits, as JS prints it. */
export function strOf(cx: Emitter, code: string, kind: Kind): string {
  const x = operand(cx, code, true, kind);
  if (x.isStr) return `(${x.pre}${x.ref})`;
  if (x.isNumber) return `(${x.pre}"" + ${x.ref})`;
  return `(${x.pre}typeof ${x.ref} === "number" ? "" + ${x.ref} : ${cx.h("str")}(${x.ref}))`;
}

export function unaryOp(cx: Emitter, e: A.UnaryOp): string {
  if (e.op === "Not") return `!${cond(cx, e.operand)}`;
  const x = operand(cx, expr(cx, e.operand), true);
  const slow = `${cx.h("unaryOp")}("${e.op}", ${x.ref})`;
  // `0 - x`, not `-x`: ints have no negative zero.
  if (e.op === "USub" && !cx.fn.runsOnce) return `(${x.pre}typeof ${x.ref} === "number" ? 0 - ${x.ref} : ${slow})`;
  return `(${x.pre}${slow})`;
}

/** Python truthiness of `code` as a JS boolean; booleans skip the call. */
export function truthy(cx: Emitter, code: string): string {
  // `truthy` answers booleans and numbers itself: the inline test pays only in code that runs again.
  if (cx.fn.runsOnce && !awaitsTruth(cx)) return `${cx.h("truthy")}(${code})`;
  const x = operand(cx, code, true);
  // None (a search that found nothing, a dict.get of a missing key) is false without the call.
  return `(${x.pre}${x.ref} === true || (${x.ref} !== false && ${x.ref} !== null && (typeof ${x.ref} === "number" ? ${x.ref} !== 0 : ${truthTest(cx, x.ref)})))`;
}

/** `truthy(ref)`; a `__bool__`/`__len__` that calls a tool is awaited. */
function truthTest(cx: Emitter, ref: string): string {
  return awaitsTruth(cx) ? cx.accept("truthy", ref) : `${cx.h("truthy")}(${ref})`;
}

const awaitsTruth = (cx: Emitter) => cx.fn.isAsync && cx.asyncInfo.awaitsAny(TRUTH);

const RICH = new Set<A.CmpOpName>(["Lt", "LtE", "Gt", "GtE", "Eq", "NotEq"]);

/** A comparison whose answer is a JS boolean: `in` and `is` always, the others between two
 *  values of builtin types (a script's `__lt__` or `__eq__` may answer anything). */
function answersBool(op: A.CmpOpName, a: Kind, b: Kind): boolean {
  return !RICH.has(op) || (a !== null && b !== null);
}

/** Expressions whose JS value is already a JS boolean (a condition's comparison is one too:
 *  `compare` with `truth`). */
function isBoolExpr(cx: Emitter, e: A.Expr): boolean {
  if (e.kind === "Compare") {
    const kinds = [e.left, ...e.comparators].map((x) => staticKind(cx, x));
    return e.ops.every((op, i) => answersBool(op, kinds[i], kinds[i + 1]));
  }
  return (
    (e.kind === "UnaryOp" && e.op === "Not") ||
    (e.kind === "Constant" && e.value.type === "bool") ||
    (e.kind === "BoolOp" && e.values.every((v) => isBoolExpr(cx, v)))
  );
}

/** `e` in a condition (if, while, ternary, `not`): a JS boolean. */
export function cond(cx: Emitter, e: A.Expr): string {
  if (e.kind === "BoolOp") return `(${e.values.map((v) => cond(cx, v)).join(e.op === "And" ? " && " : " || ")})`;
  if (e.kind === "Compare") return cx.member(e, () => compare(cx, e, true));
  if (isBoolExpr(cx, e)) return expr(cx, e);
  // An int is false only when 0, always a JS number (a bigint is past the safe range).
  if (isIntKind(staticKind(cx, e))) return `(${expr(cx, e)} !== 0)`;
  return truthy(cx, expr(cx, e));
}

/**
 * `a and b` / `a or b` as values: the deciding operand itself, as Python returns it. One temp
 * holds each operand in turn and a flat `&&`/`||` chain decides, so a chain of 10,000 operands
 * (flat in Python's AST) neither nests in the JS nor takes a temp per operand.
 */
export function boolOp(cx: Emitter, e: A.BoolOp): string {
  if (isBoolExpr(cx, e)) return cond(cx, e);
  const t = cx.fn.tmp();
  const codes = e.values.map((v) => expr(cx, v));
  const tests = codes.slice(0, -1).map((code) => `((${t} = ${code}) === true || (${t} !== false && ${truthTest(cx, t)}))`);
  // Every test passing (`and`) or failing (`or`) leaves the last operand.
  return `(${tests.join(e.op === "And" ? " && " : " || ")} ${e.op === "And" ? "&&" : "||"} (${t} = ${codes[codes.length - 1]}, ${e.op === "And" ? "true" : "false"}), ${t})`;
}
