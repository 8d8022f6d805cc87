// Expressions: constants, names, containers, subscripts, attributes, conditionals and the
// dispatch to operators, calls, functions, comprehensions and f-strings.

import type * as A from "./ast.js";
import { emitCall } from "./emit-call.js";
import { comprehension } from "./emit-comprehension.js";
import { constantSetDisplay } from "./constant-set.js";
import { dictHolds } from "./emit-dict-read.js";
import { constantCode, floatCode, intCode } from "./constant-code.js";
import type { Emitter } from "./emit-context.js";
import { joinedStr } from "./emit-fstring.js";
import { staticKind } from "./static-kind.js";
import { lambda } from "./emit-function.js";
import { yieldExpr, yieldFromExpr } from "./emit-generator.js";
import { loadName, storeName } from "./emit-names.js";
import { binaryOp, boolOp, compare, cond, isPure, unaryOp } from "./emit-operators.js";
import { percentLiteral } from "./emit-percent.js";
import { safeArith } from "./number-bounds.js";

export function expr(cx: Emitter, e: A.Expr): string {
  return cx.member(e, () => exprOnLine(cx, e));
}

function exprOnLine(cx: Emitter, e: A.Expr): string {
  switch (e.kind) {
    case "Constant":
      return constant(cx, e.value);
    case "Name":
      return loadName(cx, e.id);
    case "BinOp":
      if (e.op === "Mod" && e.left.kind === "Constant" && e.left.value.type === "str") {
        const joined = percentLiteral(cx, e, e.left.value.value);
        if (joined !== null) return joined;
      }
    {
      const [left, right] = [expr(cx, e.left), expr(cx, e.right)];
      return safeArith(cx, e, left, right) ?? binaryOp(cx, e.op, left, right, isPure(e.right), false, [staticKind(cx, e.left), staticKind(cx, e.right)]);
    }
    case "UnaryOp":
      return negativeLiteral(cx, e) ?? unaryOp(cx, e);
    case "BoolOp":
      return boolOp(cx, e);
    case "Compare":
      return compare(cx, e);
    case "IfExp":
      return `(${cond(cx, e.test)} ? ${expr(cx, e.body)} : ${expr(cx, e.orelse)})`;
    case "NamedExpr":
      return `(${storeName(cx, e.target.id, expr(cx, e.value))})`;
    case "Call":
      return emitCall(cx, e, false);
    case "Await":
      return awaitExpr(cx, e);
    case "Attribute":
      return `${cx.h("getAttr")}(${expr(cx, e.value)}, ${JSON.stringify(e.attr)})`;
    case "Subscript":
      return subscript(cx, e);
    case "Slice":
      return slice(cx, e);
    case "List":
      return `new ${cx.h("PyList")}(${items(cx, e.elts)})`;
    case "Tuple":
      // `()` is CPython's one empty tuple (`() is tuple([])`).
      return e.elts.length === 0 ? cx.h("EMPTY_TUPLE") : `new ${cx.h("PyTuple")}(${items(cx, e.elts)})`;
    case "Set":
      return constantSetDisplay(cx, e) ?? (cx.acceptsMember(e) ? cx.accept("setOf", items(cx, e.elts, "toArray")) : `new ${cx.h("PySet")}(${items(cx, e.elts, "toArray")})`);
    case "Dict":
      return dict(cx, e);
    case "ListComp":
    case "SetComp":
    case "DictComp":
    case "GeneratorExp":
      return comprehension(cx, e);
    case "Lambda":
      return lambda(cx, e);
    case "JoinedStr":
      return joinedStr(cx, e);
    case "FormattedValue":
      return joinedStr(cx, { ...e, kind: "JoinedStr", values: [e] });
    case "Yield":
      return yieldExpr(cx, e);
    case "YieldFrom":
      return yieldFromExpr(cx, e);
    case "Starred":
      throw new Error(`emit: ${e.kind} is refused by the subset check`);
  }
}

/** JS code for a literal. Floats, big ints and bytes are made once, at program start. */
export function constant(cx: Emitter, v: A.ConstantValue): string {
  return constantCode(cx, v, (code) => cx.constant(code));
}

/** `-5` and `-2.5` are constants in Python's eyes; fold them so no operator runs. */
function negativeLiteral(cx: Emitter, e: A.UnaryOp): string | null {
  if (e.op !== "USub" || e.operand.kind !== "Constant") return null;
  const v = e.operand.value;
  const hoisted = (code: string) => cx.constant(code);
  if (v.type === "int" && v.digits !== "0") return intCode(-BigInt(v.digits), hoisted);
  if (v.type === "float") return floatCode(cx, -v.value, hoisted);
  return null;
}

/** A JS array expression of the items, `*x` spread through `starItems` (`toArray` in a set display). */
export function items(cx: Emitter, elts: A.Expr[], spread = "starItems"): string {
  const parts = elts.map((x) => (x.kind === "Starred" ? `...${cx.consumer(spread, expr(cx, x.value))}` : expr(cx, x)));
  return `[${parts.join(", ")}]`;
}

function dict(cx: Emitter, e: A.Dict): string {
  if (e.keys.length === 0) return `new ${cx.h("PyDict")}()`;
  if (e.keys.every(isOwnHashKey)) {
    // str keys that are their own hash keys (PyDict.set's first case): straight into the Map.
    const d = cx.fn.tmp();
    const sets = e.keys.map((k, i) => `.set(${expr(cx, k!)}, ${expr(cx, e.values[i])})`);
    return `((${d} = new ${cx.h("PyDict")}()).vals${sets.join("")}, ${d})`;
  }
  const parts: string[] = [];
  e.keys.forEach((k, i) => {
    if (k === null) parts.push(cx.h("SPREAD"), expr(cx, e.values[i]));
    else parts.push(expr(cx, k), expr(cx, e.values[i]));
  });
  // A key's `__hash__`/`__eq__` may call a tool: the display is built through `accepting`.
  return cx.acceptsMember(e) ? cx.accept("dictOf", `[${parts.join(", ")}]`) : `${cx.h("dictOf")}([${parts.join(", ")}])`;
}

/** A str literal key PyDict stores as itself: not empty and not "\0"-prefixed (see hashKey). */
function isOwnHashKey(k: A.Expr | null): boolean {
  return k !== null && k.kind === "Constant" && k.value.type === "str" && k.value.value >= "\x01";
}

function slice(cx: Emitter, e: A.Slice): string {
  const part = (x: A.Expr | null) => (x ? expr(cx, x) : "null");
  return `new ${cx.h("PySlice")}(${part(e.lower)}, ${part(e.upper)}, ${part(e.step)})`;
}

/**
 * `xs[i]` with fast paths for a list or tuple and an in-range non-negative int, and for a dict
 * holding the key (a missing key goes to getItem: `$missing`, KeyError).
 */
function subscript(cx: Emitter, e: A.Subscript): string {
  const obj = expr(cx, e.value);
  // `x[a:b]`: no slice object for a str sliced by its units (sliceOf).
  if (e.slice.kind === "Slice" && e.slice.step === null) {
    const part = (x: A.Expr | null) => (x ? expr(cx, x) : "null");
    return `${cx.h("sliceOf")}(${obj}, ${part(e.slice.lower)}, ${part(e.slice.upper)})`;
  }
  const key = expr(cx, e.slice);
  // Where a key's `__hash__` or `__eq__` may call a tool, getItem alone, which `accepting` wraps.
  if (e.slice.kind === "Slice" || cx.fn.runsOnce || cx.acceptsMember(e)) return `${cx.h("getItem")}(${obj}, ${key})`;
  const o = cx.fn.tmp();
  const v = cx.fn.tmp();
  const dict = (k: string) => `${cx.isDict(o)} && ${dictHolds(cx, o, k, v)} ? ${v} : ${cx.h("getItem")}(${o}, ${k})`;
  if (e.slice.kind === "Constant" && e.slice.value.type === "str") return `(${o} = ${obj}, ${dict(key)})`;
  const seq = cx.isListOrTuple(o);
  const index = intLiteralIndex(e.slice);
  if (index !== null) {
    // `xs[0]`, `xs[-1]`: no key to test, and a negative one counted from the end here.
    const at = index >= 0 ? `${index} < ${o}.items.length ? ${o}.items[${index}]` : `${o}.items.length >= ${-index} ? ${o}.items[${o}.items.length - ${-index}]`;
    // A str next (`word[0]`, `line[-1]`): its unit where strItemUnits can tell, without getItem's
    // call and tests (~0.25 us).
    const str = `typeof ${o} === "string" && (${v} = ${cx.h("strItemUnits")}(${o}, ${index})) !== undefined ? ${v}`;
    return `(${o} = ${obj}, ${seq} && ${at} : ${str} : ${dict(String(index))})`;
  }
  const k = cx.fn.tmp();
  // The key's type first: a str key (the dict case) skips both instanceof tests; a key known to
  // be a str or a JS number (a range counter) needs no test of it.
  const keyKind = staticKind(cx, e.slice);
  if (keyKind === "str") return `(${o} = ${obj}, ${k} = ${key}, ${dict(k)})`;
  const isNumber = keyKind === "number" ? "" : `typeof ${k} === "number" && `;
  return `(${o} = ${obj}, ${k} = ${key}, ${isNumber}${seq} && ${k} >= 0 && ${k} < ${o}.items.length ? ${o}.items[${k}] : ${dict(k)})`;
}

/** The value of an int literal subscript (`0`, `-1`) small enough to index a list, else null. */
function intLiteralIndex(e: A.Expr): number | null {
  const negative = e.kind === "UnaryOp" && e.op === "USub";
  const c = negative ? e.operand : e;
  if (c.kind !== "Constant" || c.value.type !== "int" || c.value.digits.length > 9) return null;
  const n = Number(c.value.digits);
  return negative && n !== 0 ? -n : n;
}

function awaitExpr(cx: Emitter, e: A.Await): string {
  // `await tool(...)`: the call is awaited once, here. The value of any call may be awaited (a
  // tool's answer, a helper's that calls tools: SPEC's no-op await); any other operand must be
  // awaitable, as in CPython (`await 123` raises TypeError).
  const inner = e.value.kind === "Call" ? emitCall(cx, e.value, true, true) : `${cx.h("awaitable")}(${expr(cx, e.value)})`;
  return cx.awaitedAt(inner);
}
