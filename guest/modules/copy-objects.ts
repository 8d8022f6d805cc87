// copy.copy and copy.deepcopy of the script's own objects, the way CPython's copy module reaches
// them: a class's `__copy__()` / `__deepcopy__(memo)`, else the object's reduction (object's
// `__reduce_ex__(4)`: a new instance made without `__init__`, its state the instance's attributes
// or `__getstate__()`; a script's `__reduce_ex__` / `__reduce__`) rebuilt as `_reconstruct` does
// (`__setstate__(state)`, else the attributes stored as they are). An exception reduces to
// `type(e)(*e.args)` and its attributes, a method to `getattr(self, name)`.

import {
  DT,
  E,
  PyBaseException,
  PyDict,
  PyInstance,
  PyModule,
  PyTuple,
  ScriptDict,
  ScriptList,
  STOP,
  callMethod,
  callPy,
  callSpecial,
  dictUpdate,
  findAttr,
  getAttr,
  givenId,
  hasSlots,
  iter,
  objectId,
  isScriptInstance,
  raise,
  setItem,
  specialMethod,
  typeName,
  typeOf,
  unpack,
  userSetAttr,
} from "../values/index.js";

/** deepcopy's memo: x -> its copy, a Map until a script is given it (`__deepcopy__(memo)`,
 *  `copy.deepcopy(x, memo)`): from then on that dict holds the copies, keyed by id(x), as
 *  CPython's (the script may pass it back or fill it: `memo[id(self)] = new`). */
export class Memo extends Map<object, unknown> {
  private byId: PyDict | null = null;

  static of(dict: PyDict | null): Memo {
    const memo = new Memo();
    if (dict !== null) memo.keepIn(dict);
    return memo;
  }

  /** The memo as the script sees it. */
  get dict(): PyDict {
    if (this.byId === null) {
      const d = new PyDict();
      for (const [x, y] of this) d.set(objectId(x), y);
      this.keepIn(d);
    }
    return this.byId!;
  }

  // Own get and set over Map's: until a script takes the memo, every lookup is the Map's own.
  private keepIn(d: PyDict): void {
    this.byId = d;
    this.clear();
    // An object never given an id (by id() or a copy) is in no memo.
    this.get = (x) => {
      const id = givenId(x);
      return id === undefined ? undefined : d.get(id);
    };
    this.set = (x, y) => {
      d.set(objectId(x), y);
      return this;
    };
  }
}

/** deepcopy of a part: `inGenerator` for _reconstruct's args, which 3.11 copies in a generator
 *  expression (a frame deeper than the state's copy). */
export type Deep = (x: unknown, memo: Memo, inGenerator?: boolean) => unknown;

/** A reduction: `make(args)` makes the new object, which then takes `state`, `items` (appended)
 *  and `pairs` (stored by key), as copy._reconstruct does with __reduce_ex__'s answer. */
interface Reduction {
  make: (args: unknown[]) => unknown;
  args: unknown[];
  state: unknown;
  items: unknown;
  pairs: unknown;
}

/** copy.copy(x) of a script's object; undefined for a value copied as it is (atomic). */
export function copyObject(x: unknown): unknown {
  if (isScriptInstance(x)) {
    // An enum member (a subclass's) is atomic: Enum's __copy__ and __deepcopy__ return it.
    if (x instanceof PyInstance && x.constructor !== PyInstance) return undefined;
    const m = specialMethod(x, "__copy__");
    if (m !== undefined) return callSpecial(m, x, [], "__copy__");
    const r = reduction(x);
    return typeof r === "string" ? x : reconstruct(x, r, null, noDeep);
  }
  // method.__reduce__: getattr(m.__self__, m.__func__.__name__) (the function may be any
  // callable types.MethodType bound).
  if (typeof x === "function") return isMethod(x) ? getAttr(x.$self, getAttr(x.$func, "__name__")) : undefined;
  return otherObject(x, null, noDeep);
}

/** copy.deepcopy(x, memo) of a script's object (memo holds its copy once it is made, for the
 *  cycles through it); undefined for a value copied as it is (atomic). */
export function deepcopyObject(x: unknown, memo: Memo, deep: Deep): unknown {
  if (isScriptInstance(x)) {
    if (x instanceof PyInstance && x.constructor !== PyInstance) return undefined;
    // getattr(x, "__deepcopy__", None): the instance's lookup, its class's __getattr__ included.
    const copier = findAttr(x, "__deepcopy__");
    if (copier !== undefined) return settled(callPy(copier, [memo.dict]), x, "__deepcopy__");
    const r = reduction(x);
    return typeof r === "string" ? x : reconstruct(x, r, memo, deep);
  }
  // type(m)(m.__func__, deepcopy(m.__self__)): a method of an object copied binds to its copy.
  if (typeof x === "function") return isMethod(x) ? callPy(DT.method, [x.$func, deep(x.$self, memo)]) : undefined;
  return otherObject(x, memo, deep);
}

/** An exception (rebuilt from its args) or a module (refused); undefined for the rest. */
function otherObject(x: unknown, memo: Memo | null, deep: Deep): unknown {
  if (x instanceof PyBaseException) return reconstruct(x, exceptionReduction(x), memo, deep);
  if (x instanceof PyModule) return raise(E.TypeError, "cannot pickle 'module' object");
  return undefined;
}

const noDeep: Deep = (x) => x;

/** A script's method (`obj.m`); a builtin's (`xs.append`) is atomic, as CPython's. */
function isMethod(f: any): f is { $self: any; $func: any } {
  return f.$type === DT.method;
}

/** A method reached by getattr may call a tool, which a copy cannot wait for. */
function settled(r: unknown, x: unknown, name: string): unknown {
  if (!(r instanceof Promise)) return r;
  r.catch(() => undefined);
  return raise(E.TypeError, `${typeName(x)}.${name}() calls a tool, and copy cannot wait for it`);
}

/** BaseException.__reduce__: (type(e), e.args, e.__dict__ where it has attributes). */
function exceptionReduction(e: PyBaseException): Reduction {
  const t = typeOf(e);
  return { make: (args) => callPy(t, args), args: e.args.items, state: attrsDict(e.attrs), items: null, pairs: null };
}

/** An instance of a script's class: a PyInstance, or a dict or list of a subclass. */
type ScriptObject = PyInstance | ScriptDict | ScriptList;


/** object.__reduce_ex__(4)'s default: a new instance of the class (no __init__; its argument,
 *  the class, deepcopy copies too), its state, and for a dict or list subclass its items (set by
 *  `y[k] = v`, added by `y.append(v)`), read as _PyObject_GetItemsIter does: `iter(x.items())`,
 *  `iter(x)` (a subclass's overrides). */
function objectReduction(x: ScriptObject): Reduction {
  if (x instanceof ScriptDict) return { make: () => new ScriptDict(x.$type), args: [x.$type], state: state(x), items: null, pairs: iter(settled(callMethod(x, "items", []), x, "items")) };
  if (x instanceof ScriptList) return { make: () => new ScriptList(x.$type), args: [x.$type], state: state(x), items: iter(x), pairs: null };
  return { make: () => new PyInstance(x.$type), args: [x.$type], state: state(x), items: null, pairs: null };
}

/** x.__reduce_ex__(4): the class's own, its own __reduce__, else object's (a string: x is atomic). */
function reduction(x: ScriptObject): Reduction | string {
  let rv: unknown;
  let m = specialMethod(x, "__reduce_ex__");
  if (m !== undefined) rv = callSpecial(m, x, [4], "__reduce_ex__");
  else if ((m = specialMethod(x, "__reduce__")) !== undefined) rv = callSpecial(m, x, [], "__reduce__");
  else return objectReduction(x);
  if (typeof rv === "string") return rv;
  if (!(rv instanceof PyTuple) || rv.items.length < 2 || rv.items.length > 5) return raise(E.TypeError, "__reduce__ must return a string or tuple");
  const [func, args, st = null, items = null, pairs = null] = rv.items;
  if (!(args instanceof PyTuple)) return raise(E.TypeError, "second item of the tuple returned by __reduce__ must be a tuple");
  return { make: (a) => callPy(func, a), args: args.items, state: st, items, pairs };
}

/** x.__getstate__(): the class's own, else object's: the attributes (None for none; `(None,
 *  slots)` for a class with `__slots__`). */
function state(x: ScriptObject): unknown {
  const m = specialMethod(x, "__getstate__");
  if (m !== undefined) return callSpecial(m, x, [], "__getstate__");
  const d = attrsDict(x.attrs);
  return d !== null && hasSlots(x.$type) ? new PyTuple([null, d]) : d;
}

function attrsDict(attrs: Record<string, unknown>): PyDict | null {
  const d = new PyDict();
  for (const k in attrs) d.set(k, attrs[k]);
  return d.size === 0 ? null : d;
}

/** copy._reconstruct: `memo` null for copy.copy. */
function reconstruct(x: object, r: Reduction, memo: Memo | null, deep: Deep): unknown {
  const args = memo === null ? r.args : r.args.map((a) => deep(a, memo, true));
  const y = r.make(args);
  if (memo !== null) memo.set(x, y);
  if (r.state !== null) {
    const st = memo === null ? r.state : deep(r.state, memo);
    // hasattr(y, '__setstate__'): its class's __getattr__ is asked (with y's attributes empty).
    const setter = findAttr(y, "__setstate__");
    if (setter !== undefined) settled(callPy(setter, [st]), y, "__setstate__");
    else setState(y, st);
  }
  if (r.items !== null) {
    const it = iter(r.items);
    for (let v = it.next(); v !== STOP; v = it.next()) callPy(getAttr(y, "append"), [memo === null ? v : deep(v, memo)]);
  }
  if (r.pairs !== null) {
    const it = iter(r.pairs);
    for (let p = it.next(); p !== STOP; p = it.next()) {
      const [k, v] = unpack(p, 2);
      setItem(y, memo === null ? k : deep(k, memo), memo === null ? v : deep(v, memo));
    }
  }
  return y;
}

/** _reconstruct without __setstate__: `y.__dict__.update(state)`, then setattr for each slot of
 *  a `(state, slots)` pair. */
function setState(y: any, st: unknown): void {
  let slots: unknown = null;
  if (st instanceof PyTuple && st.items.length === 2) [st, slots] = st.items;
  if (st !== null) {
    const attrs = (isScriptInstance(y) && !hasSlots(y.$type)) || y instanceof PyBaseException ? y.attrs : raise(E.AttributeError, `'${typeName(y)}' object has no attribute '__dict__'`);
    for (const [k, v] of dictOf(st).entries()) attrs[attrName(k)] = v;
  }
  if (slots !== null) {
    for (const [k, v] of dictOf(slots).entries()) {
      if (!userSetAttr(y, attrName(k), v)) raise(E.AttributeError, `'${typeName(y)}' object has no attribute '${k}'`);
    }
  }
}

function attrName(k: unknown): string {
  return typeof k === "string" ? k : raise(E.TypeError, `attribute name must be string, not '${typeName(k)}'`);
}

/** A mapping (or pairs) as dict.update reads it. */
function dictOf(m: unknown): PyDict {
  if (m instanceof PyDict) return m;
  const d = new PyDict();
  dictUpdate(d, m);
  return d;
}
