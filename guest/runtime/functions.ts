// User functions: wraps the emitted raw JS function (one parameter per slot) into a Python
// callable that binds positional and keyword arguments with CPython 3.11's TypeError messages.

import { E, PyCoroutine, PyDict, PyTuple, PyType, callPy, tupleOf, raise, type PyFunction } from "../values/index.js";

/** The signature the transpiler emits for each `def`/`lambda` (emit-function.ts). */
export interface FunctionSpec {
  name: string;
  /** After `qualnameOf`, the whole qualname; before, the part after `outer`'s. */
  qualname: string;
  /** The enclosing function's spec, until `qualnameOf` joins the qualname. */
  outer?: FunctionSpec;
  /** Positional-only then normal parameters. */
  params: string[];
  posonly: number;
  /** How many trailing `params` have defaults. */
  defaults: number;
  vararg: string | null;
  kwonly: string[];
  kwarg: string | null;
  async: boolean;
  /** An `async def` that does not yield: a call binds the arguments and returns a coroutine. */
  coroutine?: true;
  /** The body's docstring, absent when it has none. */
  doc?: string;
}

type Raw = (...slots: any[]) => any;

const s = (n: number) => (n === 1 ? "" : "s");

function nameList(names: string[]): string {
  const q = names.map((n) => `'${n}'`);
  if (q.length === 1) return q[0];
  if (q.length === 2) return `${q[0]} and ${q[1]}`;
  return `${q.slice(0, -1).join(", ")}, and ${q[q.length - 1]}`;
}

function tooManyPositional(spec: FunctionSpec, given: number, kwonlyGiven: number): never {
  const n = spec.params.length;
  const min = n - spec.defaults;
  const sig = spec.defaults ? `from ${min} to ${n}` : `${n}`;
  const kwNote = kwonlyGiven
    ? ` positional argument${s(given)} (and ${kwonlyGiven} keyword-only argument${s(kwonlyGiven)})`
    : "";
  const verb = given === 1 && !kwonlyGiven ? "was" : "were";
  raise(E.TypeError, `${spec.qualname}() takes ${sig} positional argument${s(n)} but ${given}${kwNote} ${verb} given`);
}

/** Binds a call to the slots of the raw function, as CPython's frame setup does. */
function bind(spec: FunctionSpec, defaults: any[], kwDefaults: any[], pos: any[], kw: Record<string, any> | null): any[] {
  const n = spec.params.length;
  // Appended in order, holes as undefined: a keyword's slot written before a positional one's
  // would turn a hole-y array into QuickJS's property table. The lists below only on error.
  const slots: any[] = [];
  for (let i = 0; i < n; i++) slots.push(i < pos.length ? pos[i] : undefined);
  const kwonlyCount = spec.kwonly.length;
  const kwonly: any[] = [];
  for (let k = 0; k < kwonlyCount; k++) kwonly.push(undefined);
  const extra = spec.kwarg ? new PyDict() : null;
  let posonlyAsKw: string[] | null = null;
  if (kw) {
    for (const key of Object.keys(kw)) {
      const j = spec.params.indexOf(key);
      if (j >= spec.posonly) {
        if (slots[j] !== undefined) raise(E.TypeError, `${spec.qualname}() got multiple values for argument '${key}'`);
        slots[j] = kw[key];
        continue;
      }
      const k = kwonlyCount ? spec.kwonly.indexOf(key) : -1;
      if (k >= 0) {
        kwonly[k] = kw[key];
      } else if (extra) {
        extra.set(key, kw[key]);
      } else if (j >= 0) {
        (posonlyAsKw ??= []).push(key);
      } else {
        raise(E.TypeError, `${spec.qualname}() got an unexpected keyword argument '${key}'`);
      }
    }
  }
  if (posonlyAsKw !== null) {
    // CPython 3.11 quotes the names joined, once: 'key, value'.
    raise(E.TypeError, `${spec.qualname}() got some positional-only arguments passed as keyword arguments: '${posonlyAsKw.join(", ")}'`);
  }
  if (pos.length > n && !spec.vararg) tooManyPositional(spec, pos.length, kwonly.filter((x) => x !== undefined).length);
  const firstDefault = n - spec.defaults;
  let missing: string[] | null = null;
  for (let i = 0; i < n; i++) {
    if (slots[i] !== undefined) continue;
    if (i >= firstDefault) slots[i] = defaults[i - firstDefault];
    else (missing ??= []).push(spec.params[i]);
  }
  if (missing !== null) {
    raise(E.TypeError, `${spec.qualname}() missing ${missing.length} required positional argument${s(missing.length)}: ${nameList(missing)}`);
  }
  if (spec.vararg) slots.push(tupleOf(pos.slice(n)));
  let missingKw: string[] | null = null;
  for (let k = 0; k < kwonlyCount; k++) {
    if (kwonly[k] !== undefined) continue;
    if (kwDefaults[k] === undefined) (missingKw ??= []).push(spec.kwonly[k]);
    else kwonly[k] = kwDefaults[k];
  }
  if (missingKw !== null) {
    raise(E.TypeError, `${spec.qualname}() missing ${missingKw.length} required keyword-only argument${s(missingKw.length)}: ${nameList(missingKw)}`);
  }
  for (let k = 0; k < kwonlyCount; k++) slots.push(kwonly[k]);
  if (extra) slots.push(extra);
  return slots;
}

/** `spec.qualname` joined with its enclosing functions' (once per spec; iterative: any depth). */
function qualnameOf(spec: FunctionSpec): string {
  const chain: FunctionSpec[] = [];
  for (let s: FunctionSpec | undefined = spec; s?.outer; s = s.outer) chain.push(s);
  for (let i = chain.length - 1; i >= 0; i--) {
    chain[i].qualname = `${chain[i].outer!.qualname}.<locals>.${chain[i].qualname}`;
    chain[i].outer = undefined;
  }
  return spec.qualname;
}

/**
 * The function object's call for a def with positional parameters only: with exactly as many
 * arguments (the commonest call) it calls `raw` without the spread, which QuickJS prices at
 * several times a call, and with no frame between (a helper's would count against the native
 * stack at every level of a recursion through map() or sorted(key=)); others are bound first.
 */
function positionalCall(raw: Raw, spec: FunctionSpec, defaults: any[], kwDefaults: any[]): PyFunction {
  // Other counts are bound first, `bind` returning before `raw` runs: no frame of it under the
  // body. No closure for that per function: every `lambda` evaluated makes one of these.
  const n = spec.params.length;
  // Fewer arguments, the rest from the defaults (`def m(self, x, limit=10)` called as `o.m(x)`):
  // the defaults' last ones, without the binder's arrays.
  const firstDefault = n - spec.defaults;
  const d = defaults.length;
  switch (n) {
    case 0:
      return (...args: any[]) => (args.length === 0 ? raw() : raw(...bind(spec, defaults, kwDefaults, args, null)));
    case 1:
      return (...args: any[]) => (args.length === 1 ? raw(args[0]) : args.length === 0 && firstDefault === 0 ? raw(defaults[0]) : raw(...bind(spec, defaults, kwDefaults, args, null)));
    case 2:
      return (...args: any[]) =>
        args.length === 2 ? raw(args[0], args[1]) : args.length === 1 && firstDefault <= 1 ? raw(args[0], defaults[d - 1]) : raw(...bind(spec, defaults, kwDefaults, args, null));
    case 3:
      return (...args: any[]) =>
        args.length === 3
          ? raw(args[0], args[1], args[2])
          : args.length === 2 && firstDefault <= 2
            ? raw(args[0], args[1], defaults[d - 1])
            : args.length === 1 && firstDefault <= 1
              ? raw(args[0], defaults[d - 2], defaults[d - 1])
              : raw(...bind(spec, defaults, kwDefaults, args, null));
    default:
      return (...args: any[]) =>
        raw(...(args.length === n ? args : args.length >= firstDefault && args.length < n ? args.concat(defaults.slice(args.length - firstDefault)) : bind(spec, defaults, kwDefaults, args, null)));
  }
}

/** The Python function object for a compiled `def`/`lambda`; `defaults` were evaluated at def time. */
/** A def whose annotations something reads (`@f.register`, functools.singledispatch): kept on it. */
export function keepAnnotations(fn: PyFunction, names: string[], values: unknown[]): PyFunction {
  fn.$annotations = { names, values };
  return fn;
}

export function makeFunction(body: Raw, spec: FunctionSpec, defaults: any[], kwDefaults: any[]): PyFunction {
  const qualname = qualnameOf(spec);
  // A coroutine function's call binds now (argument errors raise at the call) and runs nothing.
  const raw: Raw = spec.coroutine ? (...slots) => new PyCoroutine(body, slots, spec.name, qualname) : body;
  const simple = !spec.vararg && !spec.kwarg && spec.kwonly.length === 0;
  const fn: PyFunction = simple ? positionalCall(raw, spec, defaults, kwDefaults) : (...args: any[]) => raw(...bind(spec, defaults, kwDefaults, args, null));
  fn.$kw = (pos, kw) => raw(...bind(spec, defaults, kwDefaults, pos, kw));
  fn.$name = spec.name;
  fn.$qualname = qualname;
  // Calling it may return a promise (a coroutine function's call never does).
  fn.$async = spec.async && !spec.coroutine;
  fn.$params = spec;
  if (simple) {
    fn.$raw = raw;
    fn.$arity = spec.params.length;
  }
  return fn;
}

/** A JS function calling `f` (a type, or anything else callPy accepts or rejects) with positional
 *  arguments; a type's is made once (`C(x)` in a loop asks for it at every call). */
export function callable(f: any): (...args: any[]) => any {
  if (f instanceof PyType) return (f.caller ??= (...args: any[]) => callPy(f, args));
  return (...args: any[]) => callPy(f, args);
}
