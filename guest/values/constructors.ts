// Calling the builtin types: int(), float(), str(), bool(), list(), tuple(), dict(), set(),
// frozenset(), range(), type(), bytes(), slice(), object(). Installs each type's `construct`.
import { AsyncPyIterator } from "./async-iterator.js";
import { E, PyBaseException, raise } from "./exceptions.js";
import { hooks } from "./hooks.js";
import { PyType, T, isInstance, typeOf, typeName } from "./type.js";
import { PyFloat, floatToInt } from "./float.js";
import { type Int, intToFloat, isInt } from "./int.js";
import { PyList } from "./list.js";
import { PyTuple, tupleOf } from "./tuple.js";
import { PyDict } from "./dict.js";
import { PySet } from "./set.js";
import { setFrom } from "./set-algebra.js";
import { PyRange } from "./range.js";
import { PySlice } from "./slice.js";
import { PyBytes } from "./bytes.js";
import { decodeBytes, encodeText } from "./codecs.js";
import { extendingItems, isIterable, iter, toArray } from "./iterate.js";
import type { PyIterator } from "./iterator.js";
import { checkSequenceLength } from "./limits.js";
import { copyItems } from "./arrays.js";
import { SEQ } from "./type-marks.js";
import { truthy } from "./protocol.js";
import { str } from "./repr.js";
import { updateFromPairs } from "./operators.js";
import { builtin, callMethod, callPy, hasAttr, recoveringCall, type PyFunction } from "./callable.js";
import { getItem } from "./items.js";
import { parseFloat, parseInt } from "./convert.js";
import { scriptIndex } from "./index-protocol.js";
import { isScriptInstance, mergesEntries } from "./script-containers.js";
import { callSpecial, typeSpecial } from "./special.js";

/** An int argument where CPython calls __index__ ("'float' object cannot be interpreted as an integer"). */
export function asIndex(x: any): Int {
  if (isInt(x)) return x;
  if (typeof x === "boolean") return x ? 1 : 0;
  // A script's class with __index__ (PyNumber_Index).
  const n = scriptIndex(x);
  if (n !== undefined) return n;
  return raise(E.TypeError, `'${typeName(x)}' object cannot be interpreted as an integer`);
}

const latin1 = (b: Uint8Array) => String.fromCharCode(...b);

function toInt(x: any, base: any): Int {
  if (base === undefined) {
    // Text first: int(text) is the commonest conversion.
    if (typeof x === "string") return parseInt(x, 10);
    if (isInt(x)) return x;
    if (typeof x === "boolean") return x ? 1 : 0;
    if (x instanceof PyFloat) return floatToInt(x.v);
    if (x instanceof PyBytes) return parseInt(latin1(x.b), 10);
    if (x !== null && typeof x === "object" && typeof x.$int === "function") return x.$int();
    return raise(E.TypeError, `int() argument must be a string, a bytes-like object or a real number, not '${typeName(x)}'`);
  }
  const b = asIndex(base);
  if (!(b === 0 || (b >= 2 && b <= 36))) raise(E.ValueError, "int() base must be >= 2 and <= 36, or 0");
  if (typeof x === "string") return parseInt(x, Number(b));
  if (x instanceof PyBytes) return parseInt(latin1(x.b), Number(b));
  return raise(E.TypeError, "int() can't convert non-string with explicit base");
}

function toFloat(x: any): number {
  if (x instanceof PyFloat) return x.v;
  if (isInt(x)) return intToFloat(x);
  if (typeof x === "boolean") return x ? 1 : 0;
  if (typeof x === "string") return parseFloat(x);
  if (x !== null && typeof x === "object" && typeof x.$float === "function") return x.$float();
  return raise(E.TypeError, `float() argument must be a string or a real number, not '${typeName(x)}'`);
}

/** bytes(source, encoding, errors), or the bytes of bytearray(...) (`kind`, in its messages);
 *  a bytes-like source is returned as it is. */
export function toBytes(source: any, encoding: any, errors: any, kind = "bytes"): PyBytes {
  if (typeof source === "string") {
    if (encoding === undefined) raise(E.TypeError, "string argument without an encoding");
    return encodeText(source, encoding, errors ?? "strict", "bytes");
  }
  if (encoding !== undefined) raise(E.TypeError, "encoding without a string argument");
  if (source === undefined) return new PyBytes(new Uint8Array(0));
  if (source instanceof PyBytes) return source;
  if (isInt(source) || typeof source === "boolean" || scriptIndex(source) !== undefined) {
    const n = Number(asIndex(source));
    if (n < 0) raise(E.ValueError, "negative count");
    checkSequenceLength(n);
    return new PyBytes(new Uint8Array(n));
  }
  // A script's instance without __iter__ or __getitem__ is refused as CPython words it, not as iter()'s TypeError.
  if (!isIterable(source) || source.$iterable === false) raise(E.TypeError, `cannot convert '${typeName(source)}' object to ${kind}`);
  // PyBytes_FromObject asks the length hint after making the iterator, as list() does (a list
  // subclass's `__len__`); bytearray's init asks none.
  const items = kind === "bytes" ? extendingItems(source) : toArray(source);
  const out = new Uint8Array(items.length);
  items.forEach((v, i) => {
    const n = Number(asIndex(v));
    if (n < 0 || n > 255) raise(E.ValueError, kind === "bytes" ? "bytes must be in range(0, 256)" : "byte must be in range(0, 256)");
    out[i] = n;
  });
  return new PyBytes(out);
}

// A list or tuple first, by its mark (an instanceof costs ~75 ns in QuickJS): toArray's own
// first step inline, a call less (~80 ns) on list(xs).
const listBody = (it: any) =>
  it?.$seq === SEQ ? new PyList(copyItems(it.items)) : it instanceof AsyncPyIterator ? it.drain().then((xs) => new PyList(xs)) : new PyList(extendingItems(it));
// Only an exact tuple is returned as is: a namedtuple becomes a plain tuple, as in CPython.
const tupleBody = (it: any) => {
  if (it instanceof AsyncPyIterator) return it.drain().then(tupleOf);
  return it instanceof PyTuple && typeOf(it) === T.tuple ? it : tupleOf(extendingItems(it));
};

const dictBody = (source: any, kwargs?: PyDict): PyDict => {
  const d = new PyDict();
  dictUpdate(d, source, kwargs);
  return d;
};

// `list(x)`, `tuple(x)` and `dict(x)` of the unrebound builtins, as the transpiler calls them:
// without the type's caller and the binder (for dict, a kwargs dict and an arguments array at
// each call, ~5 us for a two-key dict).
export const listFrom = recoveringCall(listBody);
export const tupleFrom = recoveringCall(tupleBody);
export const dictFrom = recoveringCall((source: any) => dictBody(source));

/**
 * dict(mapping_or_iterable, **kwargs) into `d`: shared by dict() and dict.update(). As CPython's
 * dict_update_arg, a script's object with a `keys` attribute (a dict of a subclass that overrides
 * `__iter__` too, as dict_merge reads it), or a module's mapping that is no
 * dict (`$mapping`: collections.ChainMap), is a mapping: its keys() listed, then each key's item;
 * anything else is pairs.
 */
export function dictUpdate(d: PyDict, source: any, kwargs?: PyDict): void {
  if (source instanceof PyDict && mergesEntries(source)) {
    d.setAll(source);
  } else if (source !== undefined && (source?.$mapping === true || (typeOf(source).user && hasAttr(source, "keys")))) {
    for (const [k, v] of mappingItems(source)) d.set(k, v);
  } else if (source !== undefined) {
    updateFromPairs(d, source);
  }
  if (kwargs) d.setAll(kwargs);
}

hooks.dictUpdate = dictUpdate;

/** A mapping's items as CPython's PyMapping_Keys and `[]` read them: keys() listed first, then
 *  each key's item (dict(m), dict.update(m), `{**m}`, `f(**m)`). */
export function mappingItems(m: any): [any, any][] {
  return methodOutputList(m, "keys", keysOf(m)).map((k): [any, any] => [k, getItem(m, k)]);
}

/** m.keys(): a script's class's method is called as a special method (special.ts), which an
 *  operation that can wait (`{**m}`, `f(**m)`, `dict(m)`) waits for where it calls a tool. */
function keysOf(m: any): any {
  const t = typeOf(m);
  const f = t.user ? typeSpecial(t, "keys") : undefined;
  const own = isScriptInstance(m) && Object.hasOwn(m.attrs, "keys");
  return typeof f === "function" && !own ? callSpecial(f, m, [], "keys") : callMethod(m, "keys", []);
}

/** CPython's method_output_as_list: `out`, what m's method `name` returned, listed; a TypeError
 *  from making its iterator names the method. */
export function methodOutputList(m: any, name: string, out: any): any[] {
  let it: PyIterator;
  try {
    it = iter(out);
  } catch (error) {
    if (error instanceof PyBaseException && isInstance(error, E.TypeError)) raise(E.TypeError, `${typeName(m)}.${name}() returned a non-iterable (type ${typeName(out)})`);
    throw error;
  }
  return toArray(it);
}

class PyObject {}
Object.defineProperty(PyObject.prototype, "$type", { value: T.object });

/** Makes calling `type` call the builtin `fn` (the builtin types here, and iteration.ts's map,
 *  filter, zip, enumerate and reversed, which are types in CPython too). */
export function install(type: PyType, fn: PyFunction): void {
  type.construct = (pos, kw) => callPy(fn, pos, kw);
  // A positional call from the program (`list(x)`, `range(3)`) calls the builtin itself: what
  // callPy and construct add (a refused async iterator drained and the call run again) it does too.
  type.caller = fn;
}

/** int(x) and float(x) with one positional argument, as the transpiler calls them directly. */
export const intOf = (x: any): Int => toInt(x, undefined);
export const floatOf = (x: any): PyFloat => new PyFloat(toFloat(x));

install(T.int, builtin("int", "x=?, /, base=?", (x, base) => (x === undefined ? (base === undefined ? 0 : raise(E.TypeError, "int() missing string argument")) : toInt(x, base))));
install(T.float, builtin("float", "x=?, /", (x) => (x === undefined ? new PyFloat(0) : floatOf(x))));
install(
  T.str,
  builtin("str", "object='', encoding=?, errors=?", (o, encoding, errors) => {
    if (encoding === undefined && errors === undefined) return str(o);
    if (!(o instanceof PyBytes)) raise(E.TypeError, `decoding to str: need a bytes-like object, ${typeName(o)} found`);
    return decodeBytes(o.b, encoding ?? "utf-8", errors ?? "strict", "str");
  }),
);
install(T.bool, builtin("bool", "x=False, /", (x) => truthy(x)));
install(T.list, builtin("list", "iterable=(), /", listBody));
install(T.tuple, builtin("tuple", "iterable=(), /", tupleBody));
install(T.set, builtin("set", "iterable=?, /", (it) => setFrom(it, false)));
install(T.frozenset, builtin("frozenset", "iterable=?, /", (it) => (it instanceof PySet && it.frozen ? it : setFrom(it, true))));
install(
  T.dict,
  builtin("dict", "*args, **kwargs", (args: any[], kwargs: PyDict) => {
    if (args.length > 1) raise(E.TypeError, `dict expected at most 1 argument, got ${args.length}`);
    return dictBody(args[0], kwargs);
  }),
);
/** range(stop) / range(start, stop[, step]): the type's body, which the transpiler calls
 *  directly for `range(...)` of the unrebound builtin with one to three positional arguments. */
export function rangeOf(a: any, b?: any, c?: any): PyRange {
  if (b === undefined) return new PyRange(0, asIndex(a), 1);
  return new PyRange(asIndex(a), asIndex(b), c === undefined ? 1 : asIndex(c));
}

install(T.range, builtin("range", "start_or_stop, stop=?, step=?, /", rangeOf));
install(T.slice, builtin("slice", "start_or_stop, stop=?, step=?, /", (a, b, c) => (b === undefined ? new PySlice(null, a, null) : new PySlice(a, b, c === undefined ? null : c))));
// bytes(a_bytearray) is a copy; bytes(b) is b.
install(T.bytes, builtin("bytes", "source=?, encoding=?, errors=?", (source, encoding, errors) => {
  // A script's class with __bytes__ answers first (bytes_new, before the iterable protocol).
  if (encoding === undefined && errors === undefined && typeof source?.$bytes === "function") {
    const own = source.$bytes();
    if (own !== undefined) return own;
  }
  const made = toBytes(source, encoding, errors);
  return made.$type === T.bytes ? made : new PyBytes(made.b.slice());
}));
install(T.object, builtin("object", "/", () => new PyObject()));
