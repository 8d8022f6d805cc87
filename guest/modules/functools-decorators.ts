// functools' decorators: wraps/update_wrapper, lru_cache and cache (call counts and cache_info()
// as CPython's, results of functions that call tools cached once they arrive), cached_property
// and total_ordering.
import { andThen, DT, E, PyDict, PyInstance, PyTuple, PyType, T, builtin, callPy, defineProperties, findAttr, lookupAttr, raise, specialMethod, truthy, typeOf, userSetAttr, type PyFunction } from "../values/index.js";

const WRAPPER_ASSIGNMENTS = ["$name", "$qualname"] as const;
// CPython's WRAPPER_ASSIGNMENTS but `__annotations__`, which a flow cannot read.
const ASSIGNED = ["__module__", "__name__", "__qualname__", "__doc__"];

export function updateWrapper(wrapper: any, wrapped: any): any {
  if (typeof wrapper !== "function") return updateObject(wrapper, wrapped);
  for (const k of WRAPPER_ASSIGNMENTS) {
    // A staticmethod or a callable object has no `$name`: its `__name__` is an attribute.
    const v = typeof wrapped === "function" ? wrapped[k] : findAttr(wrapped, k === "$name" ? "__name__" : "__qualname__");
    if (v !== undefined) wrapper[k] = v;
  }
  // `__annotations__`, where the transpiler kept them (get_type_hints, singledispatch's register).
  if (wrapped?.$annotations !== undefined) wrapper.$annotations = wrapped.$annotations;
  const attrs = (wrapper.$attrs ??= Object.create(null));
  if (wrapped.$attrs) Object.assign(attrs, wrapped.$attrs);
  attrs.__wrapped__ = wrapped;
  const doc = lookupAttr(wrapped, "__doc__");
  if (doc !== undefined) wrapper.$doc = doc;
  return wrapper;
}

/** update_wrapper on an instance of a script's class (a class-based decorator): setattr of each
 *  attribute `wrapped` has, its own attributes added to the instance's, `__wrapped__` last. */
function updateObject(wrapper: any, wrapped: any): any {
  for (const k of ASSIGNED) {
    // A function's own name only (a partial has none, as in CPython).
    const v = typeof wrapped === "function" && k.endsWith("name__") ? wrapped[k === "__name__" ? "$name" : "$qualname"] : findAttr(wrapped, k);
    if (v !== undefined) setOn(wrapper, k, v);
  }
  const own = typeof wrapped === "function" ? wrapped.$attrs : wrapped instanceof PyInstance ? wrapped.attrs : undefined;
  // wrapper.__dict__.update(wrapped.__dict__): no setattr.
  if (own !== undefined) {
    if (!(wrapper instanceof PyInstance)) raise(E.AttributeError, `'${typeOf(wrapper).name}' object has no attribute '__dict__'`);
    Object.assign(wrapper.attrs, own);
  }
  setOn(wrapper, "__wrapped__", wrapped);
  return wrapper;
}

function setOn(obj: any, name: string, value: any): void {
  if (!userSetAttr(obj, name, value)) raise(E.AttributeError, `'${typeOf(obj).name}' object has no attribute '${name}'`);
}

const CacheInfo = new PyType("CacheInfo", [T.tuple], "functools");
const FIELDS = ["hits", "misses", "maxsize", "currsize"];
defineProperties(CacheInfo, Object.fromEntries(FIELDS.map((f, i) => [f, (t: PyTuple) => t.items[i]])));

function cacheInfo(values: any[]): PyTuple {
  const t = new PyTuple(values);
  Object.defineProperty(t, "$type", { value: CacheInfo });
  Object.defineProperty(t, "$repr", { value: () => `CacheInfo(${FIELDS.map((f, i) => `${f}=${values[i] === null ? "None" : values[i]}`).join(", ")})` });
  return t;
}

// Separates positional from keyword arguments in a cache key, as CPython's kwd_mark.
const KWD_MARK = {};

/** CPython's _make_key (typed=False): a lone int or str argument is its own key, so `f(1)` and
 *  `f(1.0)` are cached apart while `f(1.0)` and `f(True)` share one. */
function makeKey(pos: any[], kw: Record<string, any> | undefined): any {
  const named = kw ? Object.keys(kw) : [];
  if (named.length === 0 && pos.length === 1) {
    const t = typeOf(pos[0]);
    if (t === T.int || t === T.str) return pos[0];
  }
  const parts = [...pos];
  if (named.length) {
    parts.push(KWD_MARK);
    for (const k of named) parts.push(k, kw![k]);
  }
  return new PyTuple(parts);
}

function lruWrapper(fn: any, maxsize: number | null): PyFunction {
  if (typeof fn !== "function" && !(fn instanceof PyType)) raise(E.TypeError, "Expected first argument to be an integer, a callable, or None");
  const cache = new PyDict();
  let hits = 0;
  let misses = 0;
  const call = (pos: any[], kw?: Record<string, any>): any => {
    const key = makeKey(pos, kw);
    const found = cache.get(key);
    if (found !== undefined) {
      hits++;
      if (maxsize !== null) {
        cache.delete(key);
        cache.set(key, found);
      }
      return found;
    }
    misses++;
    const store = (r: any) => {
      if (maxsize === 0) return r;
      cache.set(key, r);
      if (maxsize !== null && cache.size > maxsize) cache.delete(cache.keys().next().value);
      return r;
    };
    const r = callPy(fn, pos, kw);
    return r instanceof Promise ? r.then(store) : store(r);
  };
  const wrapper: PyFunction = (...args: any[]) => call(args);
  wrapper.$kw = (pos, kw) => call(pos, kw);
  wrapper.$async = fn.$async;
  (wrapper as any).$repr = () => `<functools._lru_cache_wrapper object>`;
  updateWrapper(wrapper, fn);
  wrapper.$type = LruWrapper;
  wrapper.$attrs!.cache_info = builtin("cache_info", "", () => cacheInfo([hits, misses, maxsize, cache.size]));
  wrapper.$attrs!.cache_clear = builtin("cache_clear", "", () => {
    cache.clear();
    hits = misses = 0;
    return null;
  });
  return wrapper;
}
const LruWrapper = new PyType("_lru_cache_wrapper", [T.object], "functools");

function lruCache(maxsize: any, typed: any): any {
  if (typeof maxsize === "function" || maxsize instanceof PyType) return lruWrapper(maxsize, 128);
  if (maxsize !== null && typeof maxsize !== "number") raise(E.TypeError, "Expected first argument to be an integer, a callable, or None");
  void typed;
  const size = maxsize === null ? null : Math.max(0, maxsize);
  return builtin("decorating_function", "user_function", (fn: any) => lruWrapper(fn, size));
}

// total_ordering: the missing comparisons from the one the class defines, as CPython words them.
type Cmp = (self: any, other: any) => any;
const NI = (r: any) => r !== null && typeof r === "object" && r.$type?.name === "NotImplementedType";
// The class's methods may call tools (then they return promises): each step waits for its operand.
const derive = (f: (r: any, self: any, other: any) => any) => (m: Cmp) => (self: any, other: any) =>
  andThen(m(self, other), (r) => (NI(r) ? r : f(r, self, other)));
const eqOf = (self: any, other: any) => callPy(specialMethodOr(self, "__eq__"), [self, other]);
function specialMethodOr(self: any, name: string): any {
  return specialMethod(self, name) ?? ((a: any, b: any) => a === b);
}
// CPython's four shapes: `not r and self != other`, `r or self == other`, `not r or self == other`,
// `r and self != other`, plus `not r`.
const ne = (s: any, o: any) => andThen(eqOf(s, o), (e) => !truthy(e));
const eq = (s: any, o: any) => andThen(eqOf(s, o), truthy);
const notAndNe = derive((r, s, o) => !truthy(r) && ne(s, o));
const orEq = derive((r, s, o) => truthy(r) || eq(s, o));
const notOrEq = derive((r, s, o) => !truthy(r) || eq(s, o));
const andNe = derive((r, s, o) => truthy(r) && ne(s, o));
const not = derive((r) => !truthy(r));
const CONVERT: Record<string, Record<string, (m: Cmp) => Cmp>> = {
  __lt__: { __gt__: notAndNe, __le__: orEq, __ge__: not },
  __le__: { __ge__: notOrEq, __lt__: andNe, __gt__: not },
  __gt__: { __lt__: notAndNe, __ge__: orEq, __le__: not },
  __ge__: { __le__: notOrEq, __gt__: andNe, __lt__: not },
};

function totalOrdering(cls: any): any {
  if (!(cls instanceof PyType)) raise(E.TypeError, "total_ordering expects a class");
  const defined = (name: string) => {
    const m = cls.lookup(name);
    return m !== undefined && m !== null && !m.$objectDefault;
  };
  // CPython picks the greatest name: __lt__ > __le__ > __gt__ > __ge__.
  const root = ["__lt__", "__le__", "__gt__", "__ge__"].find(defined);
  if (root === undefined) raise(E.ValueError, "must define at least one ordering operation: < > <= >=");
  const rootMethod: Cmp = (self, other) => callPy(cls.lookup(root), [self, other]);
  for (const [name, make] of Object.entries(CONVERT[root])) {
    if (defined(name)) continue;
    const f: PyFunction = make(rootMethod);
    f.$name = name;
    f.$qualname = `${cls.qualname}.${name}`;
    cls.methods.set(name, f);
  }
  return cls;
}

export const functoolsDecorators = {
  wraps: builtin("wraps", "wrapped, assigned=?, updated=?", (wrapped: any) =>
    builtin("update_wrapper", "wrapper", (wrapper: any) => updateWrapper(wrapper, wrapped)),
  ),
  update_wrapper: builtin("update_wrapper", "wrapper, wrapped, assigned=?, updated=?", (wrapper: any, wrapped: any) => updateWrapper(wrapper, wrapped)),
  lru_cache: builtin("lru_cache", "maxsize=128, typed=False", lruCache),
  cache: builtin("cache", "user_function, /", (fn: any) => lruWrapper(fn, null)),
  cached_property: DT.cached_property,
  total_ordering: builtin("total_ordering", "cls", totalOrdering),
};
