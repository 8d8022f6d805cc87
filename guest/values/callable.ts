// The callable convention: callPy dispatches plain calls, `$kw` keyword calls and type
// construction; builtin() wraps an implementation with CPython argument checking; getAttr /
// callMethod / defineMethods give builtin types their methods.
import { refusedAmong, retryDrained } from "./async-iterator.js";
import { copyItems, prependItem } from "./arrays.js";
import { E, PyBaseException, raise } from "./exceptions.js";
import { PyType, T, isInstance, typeOf, typeName } from "./type.js";
import { PyModule } from "./module.js";
import { PyTuple } from "./tuple.js";
import { hooks } from "./hooks.js";
import { fixedCall, type FixedCall } from "./fixed-call.js";
import { type ArgStyle, REQUIRED, type Signature, bindKeywords, bindKnownKeywords, bindPositional, parseSignature } from "./signature.js";

/** `it` is one of `args` or one of a rest parameter's values (`max(*args)`, `zip(*iterables)`). */
const holds = (args: any[], it: unknown) => args.some((a) => a === it || (Array.isArray(a) && a.includes(it)));

/** A builtin's body that refused an async iterator among its arguments (`args`) runs again, as
 *  `run`, once the iterator is drained; any other error is thrown on. */
export function recoverDrained(error: unknown, args: any[], run: (args: any[]) => any): any {
  if (refusedAmong(error, (x) => holds(args, x))) return retryDrained(error, args, run);
  throw error;
}

/**
 * `body` of one argument called directly (the transpiler's calls of `list(x)`, `sum(xs)`, ...,
 * without a builtin's binder), recovering as the builtin does: a refused async iterator is
 * drained and the call run again on what it gave.
 */
export function recoveringCall<T>(body: (x: any) => T): (x: any) => T {
  const call = (x: any): T => {
    try {
      return body(x);
    } catch (error) {
      return recoverDrained(error, [x], (args: any[]) => call(args[0]));
    }
  };
  return call;
}

/** A Python callable as the guest represents it (see docs/design.md, the callable convention). */
export interface PyFunction {
  (...args: any[]): any;
  $kw?: (pos: any[], kw: Record<string, any>) => any;
  $name?: string;
  $qualname?: string;
  $type?: PyType;
  $self?: any;
  /** A bound method's function (`obj.m.__func__`, or the builtin method `xs.append` binds). */
  $func?: PyFunction;
  $classmethod?: boolean;
  $async?: boolean;
  $params?: unknown;
  /** A module's function written as an `async def` in CPython (AsyncContextDecorator's wrapper): iscoroutinefunction. */
  $coroutineFunction?: true;
  /** Attributes set on the function (`f.calls = 0`, functools' `cache_info`, `__wrapped__`): its `__dict__`. */
  $attrs?: Record<string, any>;
  /** `__doc__` set on the function (`f.__doc__ = ...`, functools.wraps): kept apart from `$attrs`, as CPython keeps it out of `__dict__`. */
  $doc?: any;
  /** A def's `__annotations__` as names and values, kept where something reads them (guest/runtime/functions.ts keepAnnotations). */
  $annotations?: { names: string[]; values: unknown[] };
  /** A builtin's signature, parsed on the first call of this or of the builtin. */
  $signature?: () => Signature;
  /** The type a builtin method is registered on (defineMethods), named in some messages. */
  $owner?: string;
  /** For a method taken from its type: the method it checks arguments for. */
  $unboundOf?: PyFunction;
  /** repr() of a callable that prints as no function does (a method descriptor). */
  $repr?: () => string;
  /** A callable with no __get__ in CPython (the builtins module's functions, a partial): a class
   *  attribute holding it does not bind to the instance (descriptors.ts's bindsToInstance). */
  $noDescriptor?: true;
  /** A builtin's call with `self` before `pos` (method calls), sparing the spread of `(self, ...pos)`. */
  $method?: (self: any, pos: any[]) => any;
  /** A builtin method's call with self and `arity` positional arguments, or null when its signature needs the binder. */
  $fixed?: (arity: number) => FixedCall | null;
  /** A def's or lambda's compiled body, called with one argument per parameter (`$arity` of
   *  them: positional parameters only), no binder between (method calls in emitted code). */
  $raw?: (...slots: any[]) => any;
  $arity?: number;
}

function hasKeys(kw: Record<string, any> | undefined): kw is Record<string, any> {
  if (kw === undefined || kw === null) return false;
  for (const _ in kw) return true;
  return false;
}

const NO_DEFAULTS: readonly any[] = [];

/**
 * Makes a builtin: `params` is CPython's signature text (e.g. "iterable, /, *, key=None,
 * reverse=False"); `impl` receives the bound arguments in signature order: positional
 * parameters, then the `*args` array, then keyword-only parameters, then `**kwargs` as a PyDict.
 * Defaults that are Python literals are passed as values; any other default text (say `?`)
 * means "not passed" arrives as undefined. `options.style: "parsetuple"` words count errors as
 * CPython's older PyArg_ParseTuple functions do (str.startswith, str.find, str.count, ...).
 * `options.keywordCheck` sees a keyword call that names an unknown or doubly given parameter, or
 * leaves a required one out, before the binder words CPython's error for it.
 * The text is parsed on the builtin's first call (or `$signature()`): most builtins go unused in
 * a flow, and every fresh context defines them all; a snapshot holds them parsed (parseSignatures).
 */
export function builtin(
  name: string,
  params: string,
  body: (...args: any[]) => any,
  options: { style?: ArgStyle; keywordCheck?: (pos: any[], kw: Record<string, any>) => void } = {},
): PyFunction {
  let sig: Signature | undefined;
  // Set with sig: the positional parameter count; for builtins without `*args` or `**kwargs`
  // whose keyword-only parameters all have defaults, those defaults (`fixedTail`: a plain call
  // binds as the given arguments, the positional defaults, then these; NO_DEFAULTS when there are
  // no keyword-only parameters, so a plain call needs no binding beyond defaults); for `*args`
  // builtins whose positional parameters are all required and keyword-only ones all have defaults
  // (min, print, zip, `self, /, *args` methods such as Match.group), the keyword-only defaults
  // that follow the args array.
  let np = 0;
  let fixedTail: readonly any[] | null = null;
  let varTail: readonly any[] | null = null;
  const signature = (): Signature => {
    if (sig === undefined) {
      sig = parseSignature(name, params, options.style);
      sig.owner = fn.$owner;
      np = sig.positional.length;
      const defaulted = sig.kwonly.every((p) => p.dflt !== REQUIRED);
      // One shared empty tail: a snapshot holds every builtin's, most without keyword-only parameters.
      const tail = defaulted ? (sig.kwonly.length === 0 ? NO_DEFAULTS : sig.kwonly.map((p) => p.dflt)) : null;
      if (!sig.varargs && !sig.varkw) fixedTail = tail;
      if (sig.varargs && !sig.varkw && sig.minPos === np) varTail = tail;
    }
    return sig;
  };
  const recover = (error: unknown, args: any[]): any => recoverDrained(error, args, run);
  const run = (args: any[]): any => {
    try {
      return invoke(body, args);
    } catch (error) {
      return recover(error, args);
    }
  };
  // `args` is ours to extend: a rest array or a copy.
  const call = (args: any[]): any => {
    const s = sig ?? signature();
    if (fixedTail !== null) {
      const n = args.length;
      if (n >= s.minPos && n <= np) {
        for (let i = n; i < np; i++) args.push(s.positional[i].dflt);
        for (let i = 0; i < fixedTail.length; i++) args.push(fixedTail[i]);
        return run(args);
      }
    } else if (varTail !== null && args.length >= np) {
      // What bindPositional gives: the required parameters, the rest as the args array, defaults
      // (no splice or spread when there are no required ones: QuickJS prices those at a call each).
      const bound = np === 0 ? [args] : args.splice(0, np);
      if (np !== 0) bound.push(args);
      for (let i = 0; i < varTail.length; i++) bound.push(varTail[i]);
      return run(bound);
    }
    return run(bindPositional(s, args));
  };
  // The commonest call inline: every positional argument given, no default to fill.
  const fn: PyFunction = (...args: any[]) => {
    if (fixedTail === NO_DEFAULTS && args.length === np) {
      try {
        return invoke(body, args);
      } catch (error) {
        return recover(error, args);
      }
    }
    return call(args);
  };
  fn.$method = (self, pos) => {
    if (fixedTail === NO_DEFAULTS && pos.length + 1 === np) {
      // The common method call: no array for self and the arguments.
      try {
        return invokeSelf(body, self, pos);
      } catch (error) {
        return recover(error, prependItem(self, pos));
      }
    }
    // `self, /, *args` (Match.group): self, then a copy of the arguments as the args array.
    if (varTail !== null && np === 1) return run(varTail.length === 0 ? [self, copyItems(pos)] : [self, copyItems(pos), ...varTail]);
    return call(prependItem(self, pos));
  };
  fn.$fixed = (arity) => {
    const s = sig ?? signature();
    const n = arity + 1;
    if (fixedTail === null || n < s.minPos || n > np) return null;
    // Keyword-only parameters (`xs.sort()`'s key and reverse) take their defaults after the
    // positional ones, as a plain call binds them.
    return fixedCall(body, np + fixedTail.length, n, [...s.positional.map((p) => p.dflt), ...fixedTail], recover);
  };
  fn.$kw = (pos, kw) => {
    const s = sig ?? signature();
    const known = bindKnownKeywords(s, pos, kw);
    if (known !== null) return run(known);
    options.keywordCheck?.(pos, kw);
    return run(bindKeywords(s, pos, kw));
  };
  fn.$qualname = name;
  fn.$signature = signature;
  unparsed?.push(signature);
  fn.$name = name.slice(name.lastIndexOf(".") + 1);
  fn.$type = T.builtin_function_or_method;
  return fn;
}

/**
 * The signatures of the builtins made since the guest loaded, still as text: kept only until the
 * guest is preloaded for a snapshot (which parses them, so no flow restored from it does) or its
 * first run starts (builtins made while flows run are not collected).
 */
let unparsed: (() => Signature)[] | undefined = [];

/** Parses every collected signature now (wasm/snapshot.ts's preload), and stops collecting. */
export function parseSignatures(): void {
  for (const signature of unparsed ?? []) signature();
  unparsed = undefined;
}

/** Stops collecting: without a preload, signatures stay parsed on first call. */
export function forgetUnparsedSignatures(): void {
  unparsed = undefined;
}

/** A function CPython defines in Python (re.findall, json.dumps, textwrap.wrap): argument errors
 *  are worded as for a `def` ("missing 1 required positional argument: 'string'"). */
export function pyDef(name: string, params: string, body: (...args: any[]) => any): PyFunction {
  return builtin(name, params, body, { style: "python" });
}

/**
 * `f(...args)` without the spread, which QuickJS prices at several times a call
 * (bench/experiments/builtin-call-shapes.mjs).
 */
export function invoke(f: (...args: any[]) => any, args: any[]): any {
  switch (args.length) {
    case 0:
      return f();
    case 1:
      return f(args[0]);
    case 2:
      return f(args[0], args[1]);
    case 3:
      return f(args[0], args[1], args[2]);
    case 4:
      return f(args[0], args[1], args[2], args[3]);
    default:
      return f.apply(undefined, args);
  }
}

/** `f(self, ...args)` without the spread or a combined array. */
export function invokeSelf(f: (...args: any[]) => any, self: any, args: any[]): any {
  switch (args.length) {
    case 0:
      return f(self);
    case 1:
      return f(self, args[0]);
    case 2:
      return f(self, args[0], args[1]);
    case 3:
      return f(self, args[0], args[1], args[2]);
    default:
      return f.apply(undefined, prependItem(self, args));
  }
}

/** Calls `m` with `self` then `pos`: a def's body itself where it takes exactly these (no rest
 *  array, no binder), a builtin's `$method`, else a plain call. */
export function callWithSelf(m: PyFunction, self: any, pos: any[]): any {
  if (m.$arity === pos.length + 1) return invokeSelf(m.$raw!, self, pos);
  return m.$method !== undefined ? m.$method(self, pos) : invokeSelf(m, self, pos);
}

/** Marks a method-table function as a classmethod (`dict.fromkeys`): it is bound to the type. */
export function classMethod(fn: PyFunction): PyFunction {
  fn.$classmethod = true;
  return fn;
}

/** Registers methods of a builtin type; each function takes `self` first. */
export function defineMethods(type: PyType, table: Record<string, PyFunction>): void {
  for (const name of Object.keys(table)) {
    const fn = table[name];
    fn.$owner ??= type.name;
    type.methods.set(name, fn);
  }
}

/** Registers read-only attributes computed from the instance (`e.args`, `x.real`, `m.pattern`). */
export function defineProperties(type: PyType, table: Record<string, (self: any) => any>): void {
  for (const name of Object.keys(table)) type.properties.set(name, table[name]);
}

/** Calls a Python callable: JS function, `$kw` for keywords, a PyType constructs, or an object
 *  with `$call(pos, kw)`. */
export function callPy(f: any, pos: any[], kw?: Record<string, any>): any {
  if (typeof f === "function") {
    if (hasKeys(kw)) {
      if (f.$kw) return f.$kw(pos, kw);
      return raise(E.TypeError, `${f.$qualname ?? f.$name ?? f.name}() takes no keyword arguments`);
    }
    return invoke(f, pos);
  }
  if (f instanceof PyType) return constructType(f, pos, hasKeys(kw) ? kw : undefined);
  if (f !== null && typeof f === "object" && typeof f.$call === "function") return f.$call(pos, hasKeys(kw) ? kw : undefined);
  return raise(E.TypeError, `'${typeName(f)}' object is not callable`);
}

/** callable(x): a function, a type, or an object whose type can be called (a script's class
 *  with `__call__`, a staticmethod). */
export function isCallable(x: any): boolean {
  return typeof x === "function" || x instanceof PyType || (x !== null && typeof x === "object" && typeof x.$callable === "function" && x.$callable());
}

/** A callable the script marked as one that may call a tool (its call answers a promise). */
export function isAsyncCallable(f: unknown): boolean {
  return typeof f === "function" && (f as { $async?: boolean }).$async === true;
}

/**
 * callPy for a callback whose caller cannot wait (a json hook, defaultdict's factory, a bisect
 * key): one that calls a tool answers a promise, which is abandoned for a TypeError that says so.
 */
export function callCannotWait(f: any, pos: any[], refusal: () => string): any {
  return cannotWait(callPy(f, pos), refusal);
}

/** The result of script code its caller cannot wait for: a promise (it called a tool) is
 *  abandoned for a TypeError that says so. */
export function cannotWait(r: any, refusal: () => string): any {
  if (r instanceof Promise) {
    r.catch(() => undefined);
    raise(E.TypeError, refusal());
  }
  return r;
}

/** A call of a type (callPy's, and a script's class's `caller`). */
export function constructType(f: PyType, pos: any[], kw: Record<string, any> | undefined): any {
  if (f.construct === null) raise(E.TypeError, `cannot create '${f.name}' instances`);
  try {
    return f.construct(pos, kw);
  } catch (error) {
    // set(gen()), dict(gen()) over a generator that calls tools: drained, then constructed.
    if (refusedAmong(error, (x) => pos.includes(x))) return retryDrained(error, pos, (args) => f.construct!(args, kw));
    throw error;
  }
}

function bind(self: any, m: PyFunction): PyFunction {
  const bound: PyFunction = (...args: any[]) => callWithSelf(m, self, args);
  if (m.$kw) {
    const kwImpl = m.$kw;
    bound.$kw = (pos, kw) => kwImpl(prependItem(self, pos), kw);
  }
  bound.$name = m.$name;
  bound.$qualname = m.$qualname;
  bound.$type = T.builtin_function_or_method;
  bound.$self = self;
  bound.$func = m;
  bound.$async = m.$async;
  return bound;
}

/** `C.name` where `m`, found along `t`'s MRO, is an instance method of a builtin type (a builtin
 *  whose first parameter is self): the method taken from the type that defines it, one object
 *  however it is reached (`bool.bit_length is int.bit_length`, `P.__init__ is object.__init__`,
 *  which scripts test to find overrides). Otherwise (constants, plain functions stored on a type,
 *  a script's functions) undefined. */
export function builtinMethodOf(t: PyType, name: string, m: any): PyFunction | undefined {
  if (typeof m !== "function" || m.$params !== undefined || m.$classmethod || m.$signature?.().selfCount !== 1) return undefined;
  const mro = t.mro;
  for (let i = 0; i < mro.length; i++) {
    if (mro[i].methods.get(name) !== m) continue;
    if (mro[i].user) return undefined;
    return unbound(mro[i] === E.BaseException ? exceptionOwner(t, name) : mro[i], name, m);
  }
  return undefined;
}

/** The exceptions with a `__str__` of their own in CPython (here BaseException's serves all). */
const OWN_STR = new Set(["BaseExceptionGroup", "AttributeError", "ImportError", "NameError", "OSError", "SyntaxError", "KeyError", "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeTranslateError"]);

/** Which builtin exception class of `t`'s MRO holds a method BaseException holds here: CPython
 *  gives every one but ExceptionGroup its own `__init__` (`KeyError.__init__ is not
 *  Exception.__init__`), and some their own `__str__`. */
function exceptionOwner(t: PyType, name: string): PyType {
  const own = name === "__init__" ? (b: PyType) => b !== E.ExceptionGroup : name === "__str__" ? (b: PyType) => OWN_STR.has(b.name) : null;
  return (own !== null && t.mro.find((b) => !b.user && b.module === "builtins" && own(b))) || E.BaseException;
}

/** `str.upper` and the like, one per type and name (so `str.upper is str.upper`). */
const unboundCache = new WeakMap<PyType, Map<string, PyFunction>>();

/**
 * A method taken from its type (`sorted(xs, key=str.lower)`): checks its first argument is an
 * instance, as CPython's method descriptors do, instead of handing the method a foreign value.
 */
function unbound(t: PyType, name: string, m: PyFunction): PyFunction {
  let byName = unboundCache.get(t);
  if (!byName) unboundCache.set(t, (byName = new Map()));
  const cached = byName.get(name);
  if (cached?.$unboundOf === m) return cached;
  const kind = descriptorKind(t, name);
  // A slot wrapper words its refusals otherwise than a method descriptor.
  const check = (args: any[]) => {
    if (args.length === 0) {
      raise(E.TypeError, kind === "method" ? `unbound method ${t.name}.${name}() needs an argument` : `descriptor '${name}' of '${t.tpName}' object needs an argument`);
    }
    if (!isInstance(args[0], t)) {
      raise(
        E.TypeError,
        kind === "method"
          ? `descriptor '${name}' for '${t.name}' objects doesn't apply to a '${typeName(args[0])}' object`
          : `descriptor '${name}' requires a '${t.tpName}' object but received a '${typeName(args[0])}'`,
      );
    }
  };
  const fn: PyFunction = (...args: any[]) => (check(args), invoke(m, args));
  if (m.$kw) fn.$kw = (pos, kw) => (check(pos), m.$kw!(pos, kw));
  fn.$name = m.$name;
  fn.$qualname = m.$qualname;
  fn.$type = m.$type;
  fn.$async = m.$async;
  fn.$signature = m.$signature;
  fn.$unboundOf = m;
  fn.$repr = () => `<${kind} '${name}' of '${t.tpName}' objects>`;
  byName.set(name, fn);
  return fn;
}

/** The special methods CPython's builtin types define as methods, not as slots: they print as
 *  `<method '__format__' of 'object' objects>`, the other special methods as `<slot wrapper ...>`. */
const METHOD_DUNDERS = new Set([
  "__reduce_ex__", "__reduce__", "__getstate__", "__setstate__", "__format__", "__sizeof__", "__dir__", "__trunc__", "__floor__",
  "__ceil__", "__round__", "__getnewargs__", "__bytes__", "__complex__", "__reversed__", "__subclasses__", "__instancecheck__",
  "__subclasscheck__", "__length_hint__", "__copy__", "__deepcopy__", "__enter__", "__exit__", "__class_getitem__",
]);

/** What kind of descriptor CPython's type holds for `name`: a slot wrapper or a method (list's and
 *  dict's `__getitem__`, the sets' and dict's `__contains__` are methods). */
function descriptorKind(t: PyType, name: string): string {
  if (!(name.startsWith("__") && name.endsWith("__")) || METHOD_DUNDERS.has(name)) return "method";
  if (name === "__getitem__" && (t === T.list || t === T.dict)) return "method";
  if (name === "__contains__" && (t === T.dict || t === T.set || t === T.frozenset)) return "method";
  return "slot wrapper";
}

/** A class's `__mro__`, `__bases__` or `__base__`, or undefined for another name. */
export function classFact(t: PyType, name: string): any {
  switch (name) {
    case "__mro__":
      return new PyTuple(t.mro.slice());
    case "__bases__":
      return new PyTuple(t.bases.slice());
    case "__base__":
      return t.bases.length ? t.bases[0] : null;
  }
  return undefined;
}

/** The builtin types and every exception class: their bases are CPython's (a module's other
 *  classes may leave out bases that CPython's pure-Python classes have, such as ChainMap's). */
function keepsHierarchy(t: PyType): boolean {
  return t.module === "builtins" || t.mro.includes(E.BaseException);
}

/** `C.name` that C's namespaces lack: a container's protocol method (`list.__len__`, made when
 *  read as on its values), else a method of `type`, bound to the class (`C.mro()`), as CPython
 *  finds a metaclass's attribute after the class's own. */
function typeFallbackAttr(t: PyType, name: string): any {
  const op = name.charCodeAt(0) === 95 ? hooks.protocolTypeAttr?.(t, name) : undefined;
  if (op !== undefined) return unbound(op[0], name, op[1]);
  // A metaclass of a module's (enum.EnumType) answers with its methods (`Color.__len__`).
  const meta = typeOf(t);
  const m = meta === T.type ? T.type.methods.get(name) : meta.lookup(name);
  return m == null ? undefined : bind(t, m);
}

/** A function's `__doc__`: one set on it, else a script function's docstring or None. */
export function functionDoc(f: PyFunction): any {
  return f.$doc !== undefined ? f.$doc : ((f.$params as { doc?: string } | undefined)?.doc ?? null);
}

/** The attribute, or undefined when absent. Objects may supply `$getAttr(name)` (returning
 *  undefined when they have no such attribute). */
export function lookupAttr(obj: any, name: string): any {
  if (obj instanceof PyModule) {
    if (Object.prototype.hasOwnProperty.call(obj.attrs, name)) return obj.attrs[name];
    // No `__file__` or `__spec__`: they would name the host's paths.
    if (name === "__name__") return obj.name;
    return name === "__class__" ? typeOf(obj) : name === "__dict__" ? hooks.ownDict(obj) : undefined;
  }
  if (obj instanceof PyType) {
    // A script's class reads its namespace with descriptors (user-type.ts).
    if (obj.user) {
      const v = (obj as any).$getTypeAttr(name);
      return v !== undefined ? v : typeFallbackAttr(obj, name);
    }
    if (name === "__name__" || name === "__qualname__") return obj.name;
    if (name === "__module__") return obj.module;
    const m = obj.lookup(name);
    if (m === undefined) {
      if (name === "__class__") return typeOf(obj);
      if (name === "__dict__") return hooks.ownDict(obj);
      const fact = keepsHierarchy(obj) ? classFact(obj, name) : undefined;
      return fact !== undefined ? fact : typeFallbackAttr(obj, name);
    }
    if (m === null) return null;
    if (m.$classmethod) return bind(obj, m);
    return builtinMethodOf(obj, name, m) ?? m;
  }
  if (typeof obj === "function") {
    if (name === "__name__") return obj.$name ?? obj.name;
    if (name === "__qualname__") return obj.$qualname ?? obj.$name ?? obj.name;
    // Attributes a script or functools set on a function (`f.calls = 0`, `cache_info`, `__wrapped__`).
    const own = obj.$attrs;
    if (own !== undefined && name in own) return own[name];
    // A script's function has its docstring or None; a builtin's text is not kept.
    if (name === "__doc__" && (obj.$doc !== undefined || obj.$params !== undefined)) return functionDoc(obj);
    // A script's function belongs to the flow's one module.
    if (name === "__module__" && obj.$params !== undefined) return "__main__";
  } else if (obj !== null && typeof obj === "object") {
    if (typeof obj.$getAttr === "function") {
      const v = obj.$getAttr(name);
      if (v !== undefined) return v;
    }
    if (obj instanceof PyBaseException && name in obj.attrs) return obj.attrs[name];
  }
  const t = typeOf(obj);
  if (t.user && obj instanceof PyBaseException) {
    const v = (t as any).$instanceAttr(obj, name);
    if (v !== undefined) return v;
  }
  const p = t.lookupProperty(name);
  if (p !== undefined) return p(obj);
  const m = t.lookup(name);
  if (m === undefined) {
    // `x.__class__` is type(x): a Python type, nothing of the runtime.
    if (name === "__class__") return t;
    if (name === "__dict__") return hooks.ownDict(obj);
    // A builtin value's protocol methods (`[].__len__`), which guest/builtins makes.
    const op = t.user || name.charCodeAt(0) !== 95 ? undefined : hooks.protocolAttr?.(obj, t, name);
    return op === undefined ? undefined : bind(obj, op);
  }
  // `__hash__ = None` (dict's, list's): the attribute is None.
  if (m === null) return null;
  return bind(m.$classmethod ? t : obj, m);
}

/** The `**kwargs` dict a builtin's binder gave it, as callPy's keyword record (none: undefined). */
export function keywordRecord(kw: { size: number; entries(): Iterable<[unknown, unknown]> } | null): Record<string, any> | undefined {
  return kw === null || kw.size === 0 ? undefined : Object.fromEntries(Array.from(kw.entries(), ([k, v]) => [String(k), v]));
}

/** getattr(obj, name); AttributeError as CPython words it. */
export function getAttr(obj: any, name: string): any {
  const v = lookupAttr(obj, name);
  if (v !== undefined) return v;
  if (obj instanceof PyModule) return raise(E.AttributeError, `module '${obj.name}' has no attribute '${name}'`);
  if (obj instanceof PyType) return raise(E.AttributeError, `type object '${obj.name}' has no attribute '${name}'`);
  return raise(E.AttributeError, `'${typeName(obj)}' object has no attribute '${name}'`);
}

/** `obj.name`, or undefined where `obj` has no such attribute: also where looking raises
 *  AttributeError (a script's __getattr__ or property), which means "no such attribute". */
export function findAttr(obj: any, name: string): any {
  try {
    return lookupAttr(obj, name);
  } catch (e) {
    if (e instanceof PyBaseException && e.type.mro.includes(E.AttributeError)) return undefined;
    throw e;
  }
}

export function hasAttr(obj: any, name: string): boolean {
  return findAttr(obj, name) !== undefined;
}

/** obj.name(*pos, **kw) without materialising a bound method for builtin types. */
export function callMethod(obj: any, name: string, pos: any[], kw?: Record<string, any>): any {
  // str first: the commonest receiver, and neither a module, a type nor an object with $getAttr.
  if (typeof obj === "string" || !(obj instanceof PyModule || obj instanceof PyType || (obj !== null && typeof obj === "object" && typeof obj.$getAttr === "function"))) {
    const t = typeof obj === "string" ? T.str : typeOf(obj);
    const m = t.lookup(name);
    if (m !== undefined && m !== null && t.lookupProperty(name) === undefined) {
      const self = m.$classmethod ? t : obj;
      if (hasKeys(kw)) {
        if (m.$kw) return m.$kw(prependItem(self, pos), kw);
        raise(E.TypeError, `${m.$qualname ?? m.$name}() takes no keyword arguments`);
      }
      return callWithSelf(m, self, pos);
    }
  }
  return callPy(getAttr(obj, name), pos, kw);
}
