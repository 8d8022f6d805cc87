// Subscription: getItem / setItem / delItem for every builtin container, with slices, negative
// indices, slice assignment of a different length and CPython's index/key errors.
import { E, newException, raise } from "./exceptions.js";
import { T, typeName } from "./type.js";
import { PyList } from "./list.js";
import { PyTuple, tupleOf } from "./tuple.js";
import { PyRange } from "./range.js";
import { PyBytes } from "./bytes.js";
import { PySlice, adjustIndices, sliceArray, sliceBytes } from "./slice.js";
import { isSimple, strIndex, strItemUnits, strLen, strSlice, strSliceUnits } from "./str.js";
import { isIterable, toArray } from "./iterate.js";
import { copyItems, sliceItems } from "./arrays.js";
import { checkSequenceLength } from "./limits.js";
import { scriptIndex } from "./index-protocol.js";
import { DICT, SEQ } from "./type-marks.js";

const isIndex = (k: any) => typeof k === "number" || typeof k === "boolean" || typeof k === "bigint";

/** A normalised index into `length` items, or -1 when out of range. */
function seqIndex(key: number | boolean | bigint, length: number): number {
  if (typeof key === "bigint") {
    if (key > 0x7fffffffffffffffn || key < -0x8000000000000000n) {
      raise(E.IndexError, "cannot fit 'int' into an index-sized integer");
    }
    return -1;
  }
  let i = typeof key === "boolean" ? (key ? 1 : 0) : key;
  if (i < 0) i += length;
  return i >= 0 && i < length ? i : -1;
}

function mustBeIndex(what: string, key: any): never {
  return raise(E.TypeError, `${what} indices must be integers or slices, not ${typeName(key)}`);
}

function keyError(key: any): never {
  throw newException(E.KeyError, [key]);
}

/** obj[lower:upper] (no step), with no slice object for a str sliced by its units where
 *  strSliceUnits allows and a list with int or None bounds (JS's slice clamps as CPython's
 *  does); getItem of the slice otherwise. */
export function sliceOf(obj: any, lower: any, upper: any): any {
  if (typeof obj === "string") {
    const units = strSliceUnits(obj, lower, upper, null);
    if (units !== undefined) return units;
  } else if (obj?.$seq === SEQ && obj instanceof PyList && (lower === null || typeof lower === "number") && (upper === null || typeof upper === "number")) {
    return new PyList(lower === null && upper === null ? copyItems(obj.items) : sliceItems(obj.items, lower === null ? 0 : lower, upper === null ? undefined : upper));
  }
  return getItem(obj, new PySlice(lower, upper, null));
}

/** obj[key]. Mappings may supply `$missing(key)` (defaultdict, Counter); other objects
 *  `$getItem(key)`. */
export function getItem(obj: any, key: any): any {
  // A str first: the site reads lists, tuples and dicts inline, and a str was the last of
  // three instanceof tests here (~70 ns each in QuickJS).
  if (typeof obj === "string") {
    if (typeof key === "number") {
      const unit = strItemUnits(obj, key);
      if (unit !== undefined) return unit;
    }
    if (isIndex(key)) {
      const n = isSimple(obj) ? obj.length : strLen(obj);
      const i = seqIndex(key, n);
      if (i < 0) raise(E.IndexError, "string index out of range");
      return strIndex(obj, i);
    }
    if (key instanceof PySlice) {
      const units = strSliceUnits(obj, key.start, key.stop, key.step);
      if (units !== undefined) return units;
      const { start, stop, step } = adjustIndices(key, strLen(obj));
      return strSlice(obj, start, stop, step);
    }
    const n = scriptIndex(key);
    if (n !== undefined) return getItem(obj, n);
    return raise(E.TypeError, `string indices must be integers, not '${typeName(key)}'`);
  }
  // By the marks: a script's subclass of dict or list has none (its class may override `[]`).
  if (obj?.$dict === DICT) {
    const v = obj.get(key);
    if (v !== undefined) return v;
    if (typeof (obj as any).$missing === "function") return (obj as any).$missing(key);
    return keyError(key);
  }
  if (obj?.$seq === SEQ) {
    const isList = obj instanceof PyList;
    if (isIndex(key)) {
      const i = seqIndex(key, obj.items.length);
      if (i < 0) raise(E.IndexError, isList ? "list index out of range" : "tuple index out of range");
      return obj.items[i];
    }
    if (key instanceof PySlice) {
      const items = sliceArray(obj.items, key);
      if (isList) return new PyList(items);
      // CPython gives an exact tuple's whole slice of step 1 as the tuple itself.
      const whole = items.length === obj.items.length && (key.step === null || key.step === 1 || key.step === true);
      return whole && obj.constructor === PyTuple ? obj : tupleOf(items);
    }
    const n = scriptIndex(key);
    if (n !== undefined) return getItem(obj, n);
    return mustBeIndex(isList ? "list" : "tuple", key);
  }
  if (obj instanceof PyRange) {
    if (isIndex(key)) return obj.item(typeof key === "boolean" ? (key ? 1 : 0) : key);
    if (key instanceof PySlice) return obj.slice(key);
    const n = scriptIndex(key);
    if (n !== undefined) return getItem(obj, n);
    return mustBeIndex("range", key);
  }
  if (obj instanceof PyBytes) {
    const bytes = obj.$type === T.bytes;
    if (isIndex(key)) {
      const i = seqIndex(key, obj.b.length);
      if (i < 0) raise(E.IndexError, bytes ? "index out of range" : "bytearray index out of range");
      return obj.b[i];
    }
    if (key instanceof PySlice) return obj.withBytes(sliceBytes(obj.b, key));
    const n = scriptIndex(key);
    if (n !== undefined) return getItem(obj, n);
    return mustBeIndex(bytes ? "byte" : "bytearray", key);
  }
  if (obj !== null && typeof obj === "object" && typeof obj.$getItem === "function") return obj.$getItem(key);
  return raise(E.TypeError, `'${typeName(obj)}' object is not subscriptable`);
}

/** obj[key] = value. Objects may supply `$setItem(key, value)`. */
export function setItem(obj: any, key: any, value: any): void {
  if (obj?.$dict === DICT) {
    obj.set(key, value);
    return;
  }
  if (obj?.$seq === SEQ && obj instanceof PyList) {
    if (isIndex(key)) {
      const i = seqIndex(key, obj.items.length);
      if (i < 0) raise(E.IndexError, "list assignment index out of range");
      obj.items[i] = value;
      return;
    }
    if (key instanceof PySlice) {
      assignSlice(obj, key, value);
      return;
    }
    const n = scriptIndex(key);
    if (n !== undefined) return setItem(obj, n, value);
    return mustBeIndex("list", key);
  }
  if (obj !== null && typeof obj === "object" && typeof obj.$setItem === "function") {
    obj.$setItem(key, value);
    return;
  }
  raise(E.TypeError, `'${typeName(obj)}' object does not support item assignment`);
}

function assignSlice(list: PyList, s: PySlice, value: any): void {
  // Copy first: `a[1:2] = a` reads the list before it changes.
  if (value === list) value = new PyList(copyItems(list.items));
  const { start, stop, step, length } = adjustIndices(s, list.items.length);
  let items: any[];
  if (value instanceof PyList || value instanceof PyTuple) items = copyItems(value.items);
  else {
    if (!isIterable(value)) raise(E.TypeError, step === 1 ? "can only assign an iterable" : "must assign iterable to extended slice");
    items = toArray(value);
  }
  if (step === 1) {
    checkSequenceLength(list.items.length - length + items.length);
    list.items.splice(start, Math.max(0, stop - start), ...items);
    return;
  }
  if (items.length !== length) {
    raise(E.ValueError, `attempt to assign sequence of size ${items.length} to extended slice of size ${length}`);
  }
  for (let i = 0, j = start; i < length; i++, j += step) list.items[j] = items[i];
}

/** del obj[key]. Objects may supply `$delItem(key)`. */
export function delItem(obj: any, key: any): void {
  if (obj?.$dict === DICT) {
    // Counter deletes a missing key silently.
    if (typeof (obj as any).$delItem === "function") return (obj as any).$delItem(key);
    if (!obj.delete(key)) keyError(key);
    return;
  }
  if (obj?.$seq === SEQ && obj instanceof PyList) {
    if (isIndex(key)) {
      const i = seqIndex(key, obj.items.length);
      if (i < 0) raise(E.IndexError, "list assignment index out of range");
      obj.items.splice(i, 1);
      return;
    }
    if (key instanceof PySlice) {
      const { start, stop, step, length } = adjustIndices(key, obj.items.length);
      if (step === 1) {
        if (length > 0) obj.items.splice(start, stop - start);
        return;
      }
      const drop = new Set<number>();
      for (let i = 0, j = start; i < length; i++, j += step) drop.add(j);
      const items = obj.items;
      let w = 0;
      for (let r = 0; r < items.length; r++) if (!drop.has(r)) items[w++] = items[r];
      items.length = w;
      return;
    }
    const n = scriptIndex(key);
    if (n !== undefined) return delItem(obj, n);
    return mustBeIndex("list", key);
  }
  if (obj !== null && typeof obj === "object" && typeof obj.$delItem === "function") {
    obj.$delItem(key);
    return;
  }
  raise(E.TypeError, `'${typeName(obj)}' object doesn't support item deletion`);
}
