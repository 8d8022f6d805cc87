// `def` and `lambda`: a raw JS function `$fN` taking one parameter per slot (positional, *args,
// keyword-only, **kwargs), wrapped by the runtime's `makeFunction` into a Python callable that
// binds arguments with CPython's errors. Defaults are evaluated once, when the def runs.

import { defAnnotations } from "./emit-annotation.js";
import type * as A from "./ast.js";
import { Emitter, FnCtx } from "./emit-context.js";
import { body, expr } from "./emit-entries.js";
import { numberSpecialized } from "./emit-specialize.js";
import { generatorShell } from "./emit-generator.js";
import { countFrame, countFrameIn } from "./recursion-limit.js";
import { lineMarker } from "./line-map.js";
import { reportingBody, reportsOutcome, returnCode } from "./emit-outcome.js";
import { type FunctionNode, type ComprehensionNode, docstring, isCoroutine } from "./scope.js";

export function defaultSlot(idx: number, j: number): string {
  return `$d${idx}_${j}`;
}

export function kwDefaultSlot(idx: number, j: number): string {
  return `$dk${idx}_${j}`;
}

/**
 * The signature the runtime binder needs, as a hoisted constant's name. Its qualname is the part after
 * the enclosing function's, whose spec is `outer`: the guest joins them when the function is
 * made, so nested lambdas cost no qualname per level in the program text.
 */
function docOf(node: FunctionNode): { doc?: string } {
  const doc = node.kind === "Lambda" ? null : docstring(node.body);
  return doc && doc.value.kind === "Constant" && doc.value.value.type === "str" ? { doc: doc.value.value.value } : {};
}

function spec(cx: Emitter, node: FunctionNode): string {
  const known = cx.specs.get(node);
  if (known) return known;
  const a = node.args;
  const scope = cx.info.scopeOf(node);
  const path = [scope.name];
  let parent = scope.parent;
  // Comprehensions and class bodies add their names without `<locals>` (`C.method`).
  for (; parent?.kind === "comprehension" || parent?.kind === "class"; parent = parent.parent) path.unshift(parent.name);
  const outer = parent && parent.kind !== "module" ? spec(cx, parent.node as FunctionNode) : null;
  const s = {
    name: scope.name,
    qualname: path.join("."),
    params: [...a.posonlyargs, ...a.args].map((p) => p.arg),
    posonly: a.posonlyargs.length,
    defaults: a.defaults.length,
    vararg: a.vararg?.arg ?? null,
    kwonly: a.kwonlyargs.map((p) => p.arg),
    kwarg: a.kwarg?.arg ?? null,
    async: scope.isAsync,
    ...(isCoroutine(scope) ? { coroutine: true } : {}),
    ...(reportsOutcome(scope) ? { syncOutcome: true } : {}),
    ...docOf(node),
  };
  const json = JSON.stringify(s);
  const name = cx.hoisted(outer ? `${json.slice(0, -1)}, "outer": ${outer}}` : json);
  cx.specs.set(node, name);
  return name;
}

/**
 * Emits a nested JS function for a Python scope. `emitBody` runs with `cx.fn` set to the new
 * function's context and returns its statements, or them and a `head` kept on the header line
 * (code that runs before the body starts, as the declarations).
 */
export function jsFunction(
  cx: Emitter,
  node: FunctionNode | ComprehensionNode | A.ClassDef,
  params: string[],
  emitBody: () => string | { head: string; code: string },
  opts: { generator?: boolean } = {},
): string {
  const scope = cx.info.scopeOf(node);
  const idx = cx.fnIndex(node);
  const outer = cx.fn;
  const fn = new FnCtx(scope, scope.isAsync, idx);
  cx.fn = fn;
  try {
    for (const v of scope.vars.values()) if (v.sites.some((s) => s.kind === "param")) fn.definite.add(v);
    const emitted = emitBody();
    let { head, code } = typeof emitted === "string" ? { head: "", code: emitted } : emitted;
    if (node.kind === "FunctionDef" && !scope.isAsync && !opts.generator) ({ head, code } = countFrame(cx, head, code));
    if (reportsOutcome(scope)) ({ head, code } = reportingBody(cx, head, code));
    // After the body (and its frame count's `finally`): at the top level of the function's block.
    code += fn.hoistedCode();
    const decl = declarations(cx, node, params, [...fn.tempNames, ...fn.extraLets]);
    if (scope.isGenerator) return generatorShell(cx, scope, idx, params, decl + head, code);
    const kind = `${scope.isAsync ? "async " : ""}function${opts.generator ? "*" : ""}`;
    return functionText(kind, idx, params, decl + head, code);
  } finally {
    cx.fn = outer;
  }
}

/**
 * The `var` declaration of `node`'s locals (its parameters aside) and `temps`. It shares the
 * header line, so a frame on that line has not started the body. `var`, not `let`: QuickJS
 * checks a `let` binding's TDZ on every read (fib(22) ~20% slower); every name is declared here,
 * at the top, so the scoping is the same.
 */
function declarations(cx: Emitter, node: FunctionNode | ComprehensionNode | A.ClassDef, params: string[], temps: string[]): string {
  const paramSet = new Set(params);
  const locals = [...cx.info.scopeOf(node).vars.values()].map((v) => cx.varName(v)).filter((n) => !paramSet.has(n));
  const lets = [...locals, ...temps];
  return lets.length ? ` var ${lets.join(", ")};` : "";
}

/** `kind $f<idx>(params)` with `head` on its header line, then `code`. */
function functionText(kind: string, idx: number, params: string[], head: string, code: string): string {
  return `${kind} $f${idx}(${params.join(", ")}) {${head}\n${code}\n}`;
}

function paramNames(cx: Emitter, node: FunctionNode): string[] {
  const a = node.args;
  const all = [...a.posonlyargs, ...a.args, ...(a.vararg ? [a.vararg] : []), ...a.kwonlyargs, ...(a.kwarg ? [a.kwarg] : [])];
  const scope = cx.info.scopeOf(node);
  return all.map((p) => cx.varName(scope.vars.get(p.arg)!));
}

/** Defaults evaluated now, left to right; kept in slots too when calls may bind statically. */
function defaultArrays(cx: Emitter, node: FunctionNode, keepSlots: boolean): [string, string] {
  const a = node.args;
  const idx = cx.fnIndex(node);
  const nPos = a.posonlyargs.length + a.args.length;
  const pos = a.defaults.map((d, i) => {
    const code = expr(cx, d);
    if (!keepSlots) return code;
    const slot = defaultSlot(idx, nPos - a.defaults.length + i);
    cx.fn.extraLets.push(slot);
    return `${slot} = ${code}`;
  });
  const kw = a.kw_defaults.map((d, i) => {
    if (!d) return "undefined";
    const code = expr(cx, d);
    if (!keepSlots) return code;
    const slot = kwDefaultSlot(idx, i);
    cx.fn.extraLets.push(slot);
    return `${slot} = ${code}`;
  });
  return [`[${pos.join(", ")}]`, `[${kw.join(", ")}]`];
}

/** A `def` statement. Directly in its scope's body, the raw function is a hoisted declaration. */
export function functionDef(cx: Emitter, s: A.FunctionDef | A.AsyncFunctionDef, topLevel: boolean): string {
  const v = cx.resolve(s.name).v;
  const isStatic = topLevel && v.soleDef() === s;
  // Decorators are evaluated first, applied last, innermost first (as CPython does).
  const decorators = s.decorator_list.map((d) => {
    const t = cx.fn.tmp();
    return { t, code: `${t} = ${expr(cx, d)}; ` };
  });
  const [defaults, kwDefaults] = defaultArrays(cx, s, isStatic);
  const kept = cx.keepsAnnotations;
  const annotations = defAnnotations(cx, s, kept);
  const emitBody = () => `${body(cx, s.body, true)}\n${returnCode(cx, "null")}`;
  const params = paramNames(cx, s);
  // A module-level def's clone (emit-specialize.ts) is declared beside it, made once.
  const cloneable = isStatic && cx.fn.index === 0;
  let clone = "";
  const fn = jsFunction(cx, s, params, () => {
    if (cx.info.scopeOf(s).isGenerator) return emitBody();
    const special = numberSpecialized(cx, s, emitBody, cloneable ? params : null);
    if (special.clone) {
      // The clone counts its frames as the def does, or in its last parameter; its own
      // temporaries declared.
      const { idx, code, temps, byDepth } = special.clone;
      const counted = byDepth ? countFrameIn(cx, code) : countFrame(cx, "", code);
      clone = `\n${functionText("function", idx, byDepth ? [...params, "$depth"] : params, declarations(cx, s, params, temps) + counted.head, counted.code)}`;
    }
    return { head: special.head, code: special.code + emitBody() };
  });
  const target = cx.varName(v);
  // The defaults run on the `def` line (an error there names it), after the body's lines.
  // Annotations run after the defaults, before the name is bound.
  let kwAndAnnotations = kwDefaults;
  let keep = (made: string) => made;
  if (annotations.length) {
    const t = cx.fn.tmp();
    const values = kept ? annotations.map(() => cx.fn.tmp()) : [];
    const evaluate = annotations.map(([, code], i) => (kept ? `${values[i]} = ${code}` : code));
    kwAndAnnotations = `(${[`${t} = ${kwDefaults}`, ...evaluate, t].join(", ")})`;
    if (kept) keep = (made) => `${cx.h("keepAnnotations")}(${made}, ${JSON.stringify(annotations.map(([name]) => name))}, [${values.join(", ")}])`;
  }
  const decorate = (made: string) => decorators.reduceRight((inner, d) => cx.settled(`${cx.h("callPy")}(${d.t}, [${inner}])`), made);
  const make = (raw: string) => `${target} = ${decorate(keep(`${cx.h("makeFunction")}(${raw}, ${cx.constantRef(spec(cx, s))}, ${cx.mark(s)}${defaults}, ${kwAndAnnotations})`))};`;
  const head = decorators.map((d) => d.code).join("");
  if (topLevel) return `${head}${fn}${clone}\n${make(`$f${cx.fnIndex(s)}`)}`;
  return head + make(fn);
}

export function lambda(cx: Emitter, e: A.Lambda): string {
  const [defaults, kwDefaults] = defaultArrays(cx, e, false);
  const fn = jsFunction(cx, e, paramNames(cx, e), () => `return (${expr(cx, e.body)});`);
  return `${cx.h("makeFunction")}(${placed(cx, e, fn)}, ${cx.constantRef(spec(cx, e))}, ${defaults}, ${kwDefaults})`;
}

/**
 * `fn`, the JS function of `node`, where its code goes: made again and again (in a loop, or in a
 * comprehension's element), it is declared once at the enclosing function's top level, which JS
 * makes on entry, on the node's line (a frame on its header line failed on entry), and named
 * here; a function expression in place is a new closure at each evaluation (~0.5 us).
 */
export function placed(cx: Emitter, node: A.Lambda | ComprehensionNode, fn: string): string {
  const name = `$f${cx.fnIndex(node)}`;
  const again = cx.fn.loops.length > 0 || cx.fn.scope.kind === "comprehension";
  return again && cx.fn.hoist(name, `${lineMarker(node.line)}${fn}`) ? name : fn;
}
