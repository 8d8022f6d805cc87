// The `functools` module: reduce (with an async path for script functions that call tools),
// partial (a callable with CPython's repr and func/args/keywords) and cmp_to_key.

import {
  E,
  PyDict,
  PyModule,
  PyTuple,
  PyType,
  STOP,
  T,
  builtin,
  markNoDescriptors,
  callPy,
  defineProperties,
  fakeAddress,
  isCallable,
  iter,
  pyDef,
  raise,
  repr,
  richCompareBool,
  type PyFunction,
  isAsyncCallable,
} from "../values/index.js";
import { functoolsDecorators } from "./functools-decorators.js";
import { singledispatch, singledispatchmethod } from "./functools-dispatch.js";

const PartialType = new PyType("partial", [T.object], "functools");
const KeyWrapperType = new PyType("KeyWrapper", [T.object], "functools");

function reduce(fn: unknown, iterable: unknown, initial: unknown): unknown {
  const it = iter(iterable);
  let acc = initial;
  if (acc === undefined) {
    acc = it.next();
    if (acc === STOP) raise(E.TypeError, "reduce() of empty iterable with no initial value");
  }
  if (isAsyncCallable(fn)) {
    return (async () => {
      for (let v = it.next(); v !== STOP; v = it.next()) acc = await callPy(fn, [acc, v]);
      return acc;
    })();
  }
  for (let v = it.next(); v !== STOP; v = it.next()) acc = callPy(fn, [acc, v]);
  return acc;
}

interface Partial extends PyFunction {
  func: unknown;
  args: unknown[];
  keywords: PyDict;
}

function partial(func: unknown, args: unknown[], keywords: PyDict | null): Partial {
  if (!isCallable(func)) raise(E.TypeError, "the first argument must be callable");
  // A partial of a partial flattens, as CPython's does.
  let target: unknown = func;
  let baseArgs: unknown[] = [];
  const kw = new PyDict();
  if (typeof func === "function" && (func as PyFunction).$type === PartialType) {
    const inner = func as Partial;
    target = inner.func;
    baseArgs = inner.args;
    for (const [k, v] of inner.keywords.entries()) kw.set(k, v);
  }
  if (keywords) for (const [k, v] of keywords.entries()) kw.set(k, v);
  const allArgs = [...baseArgs, ...args];
  const call = (pos: unknown[], extra?: Record<string, unknown>) => {
    const merged: Record<string, unknown> = Object.create(null);
    for (const [k, v] of kw.entries()) merged[k as string] = v;
    if (extra) Object.assign(merged, extra);
    return callPy(target, [...allArgs, ...pos], merged);
  };
  const p = ((...pos: unknown[]) => call(pos)) as Partial;
  p.$kw = (pos, extra) => call(pos, extra);
  p.$type = PartialType;
  p.$noDescriptor = true;
  p.$async = isAsyncCallable(target);
  p.func = target;
  p.args = allArgs;
  p.keywords = kw;
  Object.defineProperty(p, "$repr", {
    value: () => {
      const parts = [repr(target), ...allArgs.map((a) => repr(a)), ...[...kw.entries()].map(([k, v]) => `${k as string}=${repr(v)}`)];
      return `functools.partial(${parts.join(", ")})`;
    },
  });
  return p;
}

defineProperties(PartialType, {
  func: (p: Partial) => p.func,
  args: (p: Partial) => new PyTuple(p.args),
  keywords: (p: Partial) => p.keywords,
});

/** The key objects cmp_to_key makes: ordered by the user's three-way comparison. */
class KeyWrapper {
  constructor(
    readonly obj: unknown,
    readonly cmp: unknown,
  ) {}

  private order(other: unknown): number | undefined {
    if (!(other instanceof KeyWrapper)) return undefined;
    const r = callPy(this.cmp, [this.obj, other.obj]);
    return richCompareBool(r, 0, "Lt") ? -1 : richCompareBool(r, 0, "Gt") ? 1 : 0;
  }

  $compare(other: unknown): number | undefined {
    return this.order(other);
  }

  $eq(other: unknown): boolean {
    return this.order(other) === 0;
  }
}
Object.defineProperty(KeyWrapper.prototype, "$type", { value: KeyWrapperType });

export function functoolsModule(): PyModule {
  // reduce, partial and cmp_to_key (and the key it makes) are _functools' C objects (no
  // __get__); the decorators are functools.py's defs.
  const inC = {
    reduce: builtin("reduce", "function, iterable, initial=<unset>, /", reduce),
    partial: builtin("partial", "func, /, *args, **keywords", partial),
    cmp_to_key: builtin("cmp_to_key", "mycmp", (cmp: unknown) => {
      const key = builtin("K", "obj", (obj: unknown) => new KeyWrapper(obj, cmp));
      key.$type = KeyWrapperType;
      key.$noDescriptor = true;
      Object.defineProperty(key, "$repr", { value: () => `<functools.KeyWrapper object at ${fakeAddress(key)}>` });
      return key;
    }),
  };
  markNoDescriptors(Object.values(inC));
  return new PyModule("functools", {
    ...inC,
    ...functoolsDecorators,
    singledispatch: pyDef("singledispatch", "func", singledispatch),
    singledispatchmethod,
  });
}
