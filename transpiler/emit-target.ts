// Assignment targets: names, subscripts (slice assignment included), attributes, and unpacking
// into tuples/lists with an optional starred target, with CPython's ValueError messages.

import type * as A from "./ast.js";
import type { Emitter, Kind } from "./emit-context.js";
import { expr } from "./emit-entries.js";
import { ATTR_DELETE, ATTR_STORE, ITEM_DELETE, ITEM_STORE } from "./analyze-members.js";
import { deleteName, loadName, storeName } from "./emit-names.js";
import { probe } from "./code-shape.js";
import { binaryOp, isPure } from "./emit-operators.js";
import { staticKind } from "./static-kind.js";

/** Statements storing the JS value `value` (evaluated once) into `target`. */
export function assign(cx: Emitter, target: A.Expr, value: string): string {
  switch (target.kind) {
    case "Name":
      return `${storeName(cx, target.id, value)};`;
    case "Subscript": {
      // Python evaluates the value before the target's object and key.
      const v = probe(/^\$t\d+$/, value) ? value : cx.fn.tmp();
      const o = cx.fn.tmp();
      const k = cx.fn.tmp();
      const first = v === value ? "" : `${v} = ${value}; `;
      return `${first}${o} = ${expr(cx, target.value)}; ${k} = ${expr(cx, target.slice)}; ${storeItem(cx, o, k, v, cx.fn.isAsync && cx.asyncInfo.awaitsAny(ITEM_STORE))}`;
    }
    case "Attribute":
      return storeAttr(cx, expr(cx, target.value), target.attr, value);
    case "Tuple":
    case "List":
      return unpack(cx, target.elts, value);
    default:
      throw new Error(`emit: cannot assign to ${target.kind}`);
  }
}

/** The runtime's store of `obj.<attr> = v`: `__dict__` replaces every attribute (setAttrNamed),
 *  a name setAttr's fast way leaves untested. */
function attrSetter(attr: string): string {
  return attr === "__dict__" ? "setAttrNamed" : "setAttr";
}

/** `o.<attr> = v` for evaluated refs: awaited through `accepting` where a setter, `__setattr__` or
 *  `__set__` may call a tool. */
function storeAttr(cx: Emitter, o: string, attr: string, v: string): string {
  const args = `${o}, ${JSON.stringify(attr)}, ${v}`;
  return cx.fn.isAsync && cx.asyncInfo.awaitsAny(ATTR_STORE) ? `${cx.accept(attrSetter(attr), args)};` : `${cx.h(attrSetter(attr))}(${args});`;
}

/** `o[k] = v` for evaluated refs; a dict stores directly (setItem would do the same), a key that
 *  is its own Map key (a str from "\x01" up, an int) in its Map without PyDict.set's call, unless
 *  a special method it runs (`__setitem__`, a key's `__hash__`) may call a tool. */
function storeItem(cx: Emitter, o: string, k: string, v: string, accepts: boolean): string {
  if (accepts) return `${cx.accept("setItem", `${o}, ${k}, ${v}`)};`;
  return `${cx.isDict(o)} ? (typeof ${k} === "string" && ${k} >= "\\x01" || typeof ${k} === "number" ? ${o}.vals.set(${k}, ${v}) : ${o}.set(${k}, ${v})) : ${cx.h("setItem")}(${o}, ${k}, ${v});`;
}

function unpack(cx: Emitter, elts: A.Expr[], value: string): string {
  const t = cx.fn.tmp();
  const star = elts.findIndex((x) => x.kind === "Starred");
  const head =
    star < 0
      ? `${t} = ${cx.consumer("unpack", `${value}, ${elts.length}`)};`
      : `${t} = ${cx.consumer("unpackEx", `${value}, ${star}, ${elts.length - star - 1}`)};`;
  const parts = elts.map((x, i) => assign(cx, x.kind === "Starred" ? x.value : x, `${t}[${i}]`));
  return [head, ...parts].join(" ");
}

/** `a, b = b, a` without building a tuple: all values first, then the stores, as Python does. */
export function assignParallel(cx: Emitter, target: A.Tuple | A.List, value: A.Tuple | A.List): string | null {
  const n = target.elts.length;
  if (n !== value.elts.length || n > 8) return null;
  if ([...target.elts, ...value.elts].some((x) => x.kind === "Starred")) return null;
  const temps = value.elts.map(() => cx.fn.tmp());
  const evals = value.elts.map((x, i) => `${temps[i]} = ${expr(cx, x)};`);
  const stores = target.elts.map((x, i) => assign(cx, x, temps[i]));
  return [...evals, ...stores].join(" ");
}

export function augAssign(cx: Emitter, s: A.AugAssign): string {
  const t = s.target;
  // `__iadd__` (or `__add__`, `__getitem__`, `__setitem__`) that calls a tool is awaited, step by step.
  const accepts = cx.acceptsMember(s);
  const op = (code: string) => (accepts ? cx.awaitMember(code) : code);
  if (t.kind === "Name") {
    const kinds: [Kind, Kind] = [staticKind(cx, t), staticKind(cx, s.value)];
    return `${storeName(cx, t.id, op(binaryOp(cx, s.op, loadName(cx, t.id), expr(cx, s.value), isPure(s.value), true, kinds)))};`;
  }
  if (t.kind === "Subscript") {
    const o = cx.fn.tmp();
    const k = cx.fn.tmp();
    const cur = accepts ? cx.accept("getItem", `${o}, ${k}`) : `${cx.h("getItem")}(${o}, ${k})`;
    const next = op(binaryOp(cx, s.op, cur, expr(cx, s.value), isPure(s.value), true, [null, staticKind(cx, s.value)]));
    const v = cx.fn.tmp();
    return `${o} = ${expr(cx, t.value)}; ${k} = ${expr(cx, t.slice)}; ${v} = ${next}; ${storeItem(cx, o, k, v, accepts)}`;
  }
  if (t.kind === "Attribute") {
    const o = cx.fn.tmp();
    const name = JSON.stringify(t.attr);
    const cur = accepts ? cx.accept("getAttr", `${o}, ${name}`) : `${cx.h("getAttr")}(${o}, ${name})`;
    const next = op(binaryOp(cx, s.op, cur, expr(cx, s.value), isPure(s.value), true, [null, staticKind(cx, s.value)]));
    return `${o} = ${expr(cx, t.value)}; ${storeAttr(cx, o, t.attr, next)}`;
  }
  throw new Error(`emit: cannot augment-assign to ${t.kind}`);
}

export function del(cx: Emitter, target: A.Expr): string {
  switch (target.kind) {
    case "Name":
      return `${deleteName(cx, target.id)};`;
    case "Subscript": {
      const args = `${expr(cx, target.value)}, ${expr(cx, target.slice)}`;
      return cx.fn.isAsync && cx.asyncInfo.awaitsAny(ITEM_DELETE) ? `${cx.accept("delItem", args)};` : `${cx.h("delItem")}(${args});`;
    }
    case "Attribute": {
      const args = `${expr(cx, target.value)}, ${JSON.stringify(target.attr)}`;
      return cx.fn.isAsync && cx.asyncInfo.awaitsAny(ATTR_DELETE) ? `${cx.accept("delAttr", args)};` : `${cx.h("delAttr")}(${args});`;
    }
    case "Tuple":
    case "List":
      return target.elts.map((x) => del(cx, x)).join(" ");
    default:
      throw new Error(`emit: cannot delete ${target.kind}`);
  }
}

