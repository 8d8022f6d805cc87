// `try/except/else/finally` and `raise`. A caught JS value is first turned into a Python exception
// (`toPyExc`: stack overflow becomes RecursionError; internal errors are rethrown, never caught by
// the script). Exceptions escaping a handler get the handled one as `__context__`.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { block, body, expr } from "./emit-entries.js";
import { starHandlers } from "./emit-except-star.js";
import { isDefinite } from "./emit-names.js";
import { isIntKind, staticKind } from "./static-kind.js";

export function tryStmt(cx: Emitter, s: A.Try | A.TryStar): string {
  let out: string;
  if (s.handlers.length) {
    const ok = s.orelse.length ? cx.fn.tmp() : null;
    // Which handlers drop what they catch, judged as the try starts (what is bound then).
    const drops = s.kind === "Try" ? s.handlers.map((h) => dropsUnseen(cx, h)) : [];
    const code = body(cx, s.body, false);
    const sure = s.kind === "Try" ? sureClauses(cx, s.handlers, code, drops) : null;
    const saved = sure ? cx.fn.tmp() : null;
    const tryBody = `{\n${sure ? sureBody(cx, sure, code, saved!) : code}${ok ? `\n${ok} = true;` : ""}\n}`;
    const restore = saved ? `${cx.h("raising")}.sure = ${saved};\n` : "";
    out = `try ${tryBody} ${s.kind === "TryStar" ? starHandlers(cx, s.handlers) : handlers(cx, s.handlers, restore)}`;
    if (!sure) out = `${unseen(cx)}\n${out}`;
    if (ok) out = `${ok} = false;\n${out}\nif (${ok}) ${block(cx, s.orelse)}`;
  } else {
    out = block(cx, s.body);
  }
  if (s.finalbody.length) {
    // An exception raised by the finally block while another propagates gets it as __context__.
    const pending = cx.fn.tmp();
    const e = cx.label().replace("$L", "$e");
    const x = cx.label().replace("$L", "$x");
    out = `${unseen(cx)}\n${pending} = null;\ntry {\n${out}\n} catch (${e}) { ${pending} = ${e}; throw ${e}; } finally { try ${block(cx, s.finalbody)} catch (${x}) { throw ${cx.h("chainPending")}(${x}, ${pending}); } }`;
  }
  return out;
}

/**
 * A construct that may keep, chain or show an exception raised inside it (a try whose handlers
 * are not sure to drop it, a finally, a `with`): from here on in the current synchronous run,
 * nothing is sure (guest/values/exceptions.ts `raising`), so every exception made gets its stack.
 */
export function unseen(cx: Emitter): string {
  return `${cx.h("raising")}.sure = null;`;
}

/**
 * The try's clauses as guest/runtime/errors.ts sureClauses takes them (a hoisted constant), when
 * the body cannot wait or yield (so nothing else runs while the body does) and some clause, with
 * no earlier one whose types are unknown ahead, drops the exception unseen.
 */
function sureClauses(cx: Emitter, hs: A.ExceptHandler[], code: string, drops: boolean[]): string | null {
  if (/\bawait\b|\byield\b/.test(code)) return null;
  const spec: [(string | number)[], 0 | 1][] = [];
  const classes: string[] = [];
  for (const [i, h] of hs.entries()) {
    const entries = clauseEntries(cx, h.type, classes);
    if (entries === null) break;
    spec.push([entries, drops[i] ? 1 : 0]);
  }
  if (!spec.some(([, d]) => d === 1)) return null;
  const read = classes.length ? `, () => [${classes.join(", ")}]` : "";
  return cx.constant(`${cx.h("sureClauses")}(${JSON.stringify(spec)}${read})`);
}

/**
 * What an `except` clause matches (bare: BaseException): a builtin's name, or the index in
 * `classes` of JS reading a module global the script binds (its class) or a module's attribute
 * (`json.JSONDecodeError`), read when an exception is made; null when not known ahead.
 */
function clauseEntries(cx: Emitter, type: A.Expr | null, classes: string[]): (string | number)[] | null {
  if (type === null) return ["BaseException"];
  const out: (string | number)[] = [];
  for (const e of type.kind === "Tuple" ? type.elts : [type]) {
    const read = e.kind === "Name" ? globalRead(cx, e) : moduleAttribute(cx, e);
    if (read === null) return null;
    if (e.kind === "Name" && cx.isBuiltinName(e, e.id)) out.push(e.id);
    else out.push(classes.push(read) - 1);
  }
  return out;
}

/** A builtin's name, or a module global the script binds, as program-level JS reads it; else null. */
function globalRead(cx: Emitter, e: A.Name): string | null {
  if (cx.isBuiltinName(e, e.id)) return e.id;
  const v = cx.resolve(e.id).v;
  return v.owner.kind === "module" && !cx.isTool(v) ? cx.varName(v) : null;
}

/** `m.Name` of a name bound only by `import m`: its attribute, read without raising. */
function moduleAttribute(cx: Emitter, e: A.Expr): string | null {
  if (e.kind !== "Attribute" || cx.importedModule(e.value) === null) return null;
  const v = cx.resolve((e.value as A.Name).id).v;
  return v.owner.kind === "module" ? `${cx.h("lookupAttr")}(${cx.varName(v)}, ${JSON.stringify(e.attr)})` : null;
}

/** A handler that drops what it catches unseen: no name bound, and a body that cannot raise (so nothing chains to it). */
function dropsUnseen(cx: Emitter, h: A.ExceptHandler): boolean {
  return h.name === null && h.body.every((s) => cannotRaise(cx, s));
}

function cannotRaise(cx: Emitter, s: A.Stmt): boolean {
  switch (s.kind) {
    case "Pass":
    case "Break":
    case "Continue":
      return true;
    case "Return":
      return s.value === null || isConstant(s.value) || boundName(cx, s.value);
    case "Assign":
      return s.targets.length === 1 && s.targets[0].kind === "Name" && (isConstant(s.value) || boundName(cx, s.value));
    case "AugAssign":
      // `skipped += 1`: an int that is surely bound, plus or minus an int literal.
      return (
        (s.op === "Add" || s.op === "Sub") &&
        s.value.kind === "Constant" &&
        s.value.value.type === "int" &&
        boundName(cx, s.target) &&
        isIntKind(staticKind(cx, s.target))
      );
    default:
      return false;
  }
}

/** A name surely bound wherever it is read from here (no NameError or UnboundLocalError). */
function boundName(cx: Emitter, e: A.Expr): boolean {
  return e.kind === "Name" && isDefinite(cx, cx.resolve(e.id).v);
}

/** A literal (`None`, `0`, `-1`, `"n/a"`): nothing to raise while it is made. */
function isConstant(e: A.Expr): boolean {
  if (e.kind === "UnaryOp" && (e.op === "USub" || e.op === "UAdd")) return e.operand.kind === "Constant" && ["int", "float"].includes(e.operand.value.type);
  return e.kind === "Constant";
}

/**
 * The body with `sure` in force while it runs, and what was before restored however it ends: at
 * its end and as the handlers start, or by a `finally` when the body may leave by a jump (a JS
 * try/finally costs each run of the body more than the two stores).
 */
function sureBody(cx: Emitter, sure: string, code: string, saved: string): string {
  const raising = cx.h("raising");
  const set = `${saved} = ${raising}.sure; ${raising}.sure = ${sure};`;
  if (/\b(?:return|break|continue)\b/.test(code)) return `${set}\ntry {\n${code}\n} finally { ${raising}.sure = ${saved}; }`;
  return `${set}\n${code}\n${raising}.sure = ${saved};`;
}

/** The handlers' catch; `first` runs before anything else in it. */
function handlers(cx: Emitter, hs: A.ExceptHandler[], first: string): string {
  const e = cx.label().replace("$L", "$e");
  const [enter, leave] = keepHandled(cx, e);
  const branches: string[] = [];
  let catchAll = false;
  for (const h of hs) {
    const test = h.type ? `${cx.h("excMatch")}(${e}, ${expr(cx, h.type)})` : null;
    const code = cx.mark(h) + handlerBody(cx, h, e);
    branches.push(test ? `if (${test}) ${code}` : code);
    if (!test) {
      catchAll = true;
      break;
    }
  }
  const dispatch = branches.join(" else ") + (catchAll ? "" : ` else throw ${e};`);
  // Whatever escapes the handlers (matching included) has the handled exception as context.
  const x = cx.label().replace("$L", "$x");
  return `catch (${e}) {\n${first}${e} = ${cx.h("toPyExc")}(${e});\n${enter}try {\n${dispatch}\n} catch (${x}) { throw ${cx.h("chain")}(${x}, ${e}); }${leave}\n}`;
}

/**
 * In a script that tracks handling (emit-context.ts tracksHandling): `handling.current` is `e` while its clauses run (matching
 * included, as CPython sets it before), and once they end however they do, the exception of the
 * `except` clause around them in this function, else what it was as they began.
 */
export function keepHandled(cx: Emitter, e: string): [enter: string, leave: string] {
  if (!cx.tracksHandling) return ["", ""];
  const handling = cx.h("handling");
  const around = cx.fn.handlers.filter((h) => cx.fn.handlingBefore.has(h)).pop();
  const before = around ?? cx.fn.tmp();
  cx.fn.handlingBefore.set(e, before);
  const keep = around === undefined ? `${before} = ${handling}.current; ` : "";
  return [`${keep}${handling}.current = ${e};\n`, ` finally { ${handling}.current = ${before}; }`];
}

function handlerBody(cx: Emitter, h: A.ExceptHandler, e: string): string {
  cx.fn.handlers.push(e);
  let inner: string;
  try {
    inner = body(cx, h.body, false);
  } finally {
    cx.fn.handlers.pop();
  }
  if (!h.name) return `{\n${inner}\n}`;
  const v = cx.varName(cx.resolve(h.name).v);
  // `except E as e` unbinds `e` when the handler ends, as CPython does.
  return `{\n${v} = ${e};\ntry {\n${inner}\n} finally { ${v} = undefined; }\n}`;
}

export function raiseStmt(cx: Emitter, s: A.Raise): string {
  if (!s.exc) {
    const active = cx.fn.handlers[cx.fn.handlers.length - 1];
    return active ? `throw ${active};` : `throw ${cx.h("noActiveException")}();`;
  }
  // `raise E(...)` makes the exception it raises (the runtime may then skip its stack).
  const made = s.exc.kind === "Call" ? ", 1" : "";
  if (s.cause) return `throw ${cx.h("raiseFrom")}(${expr(cx, s.exc)}, ${expr(cx, s.cause)}${made});`;
  return `throw ${cx.h("raiseExc")}(${expr(cx, s.exc)}${made});`;
}
