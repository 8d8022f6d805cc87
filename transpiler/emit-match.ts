// `match` (PEP 634): the subject is evaluated once, then each case's pattern becomes one JS
// condition tried in order (`if (...) {...} else if ...`). A pattern's captures go to temps while
// it is tested and are stored into the script's names once the whole pattern matched, before the
// guard runs (a failed guard leaves them bound, as in CPython). Sequence, mapping and class
// patterns ask guest/runtime/match.ts what the subject is.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { block, expr } from "./emit-entries.js";
import { storeName } from "./emit-names.js";
import { cond } from "./emit-operators.js";

/** Capture name -> the temp holding its value while the pattern is tested. */
type Captures = Map<string, string>;

export function matchStmt(cx: Emitter, s: A.Match): string {
  const subject = cx.fn.tmp();
  const branches = s.cases.map((c) => {
    const captures: Captures = new Map();
    const test = pattern(cx, c.pattern, subject, captures);
    const stores = [...captures].map(([name, t]) => storeName(cx, name, t));
    const parts = [test];
    if (stores.length) parts.push(`(${stores.join(", ")}, true)`);
    if (c.guard) parts.push(cond(cx, c.guard));
    return `if (${parts.join(" && ")}) ${block(cx, c.body)}`;
  });
  return `${subject} = ${expr(cx, s.subject)};\n${branches.join(" else ")}`;
}

function capture(cx: Emitter, name: string, value: string, captures: Captures): string {
  let t = captures.get(name);
  if (t === undefined) captures.set(name, (t = cx.fn.tmp()));
  return `(${t} = ${value}, true)`;
}

/** A JS condition testing `subject` (a temp or a simple reference) against `p`. */
function pattern(cx: Emitter, p: A.Pattern, subject: string, captures: Captures): string {
  return cx.onLine(p.line, () => patternOnLine(cx, p, subject, captures));
}

function patternOnLine(cx: Emitter, p: A.Pattern, subject: string, captures: Captures): string {
  switch (p.kind) {
    case "MatchAs": {
      const inner = p.pattern ? pattern(cx, p.pattern, subject, captures) : "true";
      return p.name === null ? inner : `${inner} && ${capture(cx, p.name, subject, captures)}`;
    }
    case "MatchValue":
      return `${cx.h("eq")}(${subject}, ${expr(cx, p.value)})`;
    case "MatchSingleton":
      return `${subject} === ${p.value.type === "None" ? "null" : p.value.type === "bool" && p.value.value ? "true" : "false"}`;
    case "MatchOr":
      // Every alternative binds the same names (checked at compile time), into the same temps.
      return `(${p.patterns.map((alt) => pattern(cx, alt, subject, captures)).join(" || ")})`;
    case "MatchSequence":
      return sequence(cx, p, subject, captures);
    case "MatchMapping":
      return mapping(cx, p, subject, captures);
    case "MatchClass":
      return classPattern(cx, p, subject, captures);
    case "MatchStar":
      throw new Error("emit: a starred pattern outside a sequence pattern");
  }
}

function sequence(cx: Emitter, p: A.MatchSequence, subject: string, captures: Captures): string {
  const items = cx.fn.tmp();
  const star = p.patterns.findIndex((x) => x.kind === "MatchStar");
  const n = p.patterns.length;
  const size = star < 0 ? `${items}.length === ${n}` : `${items}.length >= ${n - 1}`;
  const parts = [`(${items} = ${cx.h("matchSeq")}(${subject})) !== null`, size];
  p.patterns.forEach((sub, i) => {
    if (sub.kind === "MatchStar") {
      const after = n - 1 - i;
      if (sub.name !== null) {
        const rest = `new ${cx.h("PyList")}(${items}.slice(${i}, ${items}.length - ${after}))`;
        parts.push(capture(cx, sub.name, rest, captures));
      }
      return;
    }
    const at = star >= 0 && i > star ? `${items}[${items}.length - ${n - i}]` : `${items}[${i}]`;
    parts.push(simple(cx, sub, at, captures));
  });
  return `(${parts.join(" && ")})`;
}

/** A sub-pattern over a value expression: captured in a temp first unless it is a capture. */
function simple(cx: Emitter, p: A.Pattern, value: string, captures: Captures): string {
  if (p.kind === "MatchAs" && p.pattern === null) return p.name === null ? "true" : capture(cx, p.name, value, captures);
  const t = cx.fn.tmp();
  return `(${t} = ${value}, ${pattern(cx, p, t, captures)})`;
}

function mapping(cx: Emitter, p: A.MatchMapping, subject: string, captures: Captures): string {
  const m = cx.fn.tmp();
  const parts = [`(${m} = ${cx.h("matchMap")}(${subject})) !== null`];
  const keys = p.keys.map((k) => {
    const t = cx.fn.tmp();
    parts.push(`(${t} = ${expr(cx, k)}, true)`);
    return t;
  });
  p.patterns.forEach((sub, i) => {
    const v = cx.fn.tmp();
    parts.push(`(${v} = ${cx.h("mapGet")}(${m}, ${keys[i]})) !== ${cx.h("MISSING")}`, pattern(cx, sub, v, captures));
  });
  if (p.rest !== null) parts.push(capture(cx, p.rest, `${cx.h("mapRest")}(${m}, [${keys.join(", ")}])`, captures));
  return `(${parts.join(" && ")})`;
}

function classPattern(cx: Emitter, p: A.MatchClass, subject: string, captures: Captures): string {
  const values = cx.fn.tmp();
  const args = `${subject}, ${expr(cx, p.cls)}, ${p.patterns.length}, ${JSON.stringify(p.kwd_attrs)}`;
  const parts = [`(${values} = ${cx.h("matchClass")}(${args})) !== null`];
  [...p.patterns, ...p.kwd_patterns].forEach((sub, i) => parts.push(simple(cx, sub, `${values}[${i}]`, captures)));
  return `(${parts.join(" && ")})`;
}
