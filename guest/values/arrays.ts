// Copies of JS arrays (a list's or tuple's items, bound arguments). QuickJS's Array slice and
// concat make their result through Array[Symbol.species] and fill it an element at a time
// (~35 ns each: 3 items ~0.55 us, 100 items ~4 us); ES2023's toSpliced() allocates the result
// at its size and copies in C (~0.21 us, ~0.5 us). bench/experiments/array-copies.mjs.

/** ES2023's Array.prototype.toSpliced, which QuickJS has (the project's lib is ES2022), with its
 *  copy of all items when called with no argument. */
interface ByCopy<T> {
  toSpliced(start?: number, skipCount?: number, ...items: T[]): T[] & ByCopy<T>;
}

type Copyable<T> = readonly T[] & ByCopy<T>;

/** QuickJS's apply takes at most 65,535 arguments. */
const MAX_APPLY = 65535;

/** A new array of `a`'s items. */
export function copyItems<T>(a: readonly T[]): T[] {
  return (a as Copyable<T>).toSpliced();
}

/** A new array of `x` then `a`'s items (`[x, ...a]`, which QuickJS steps through an iterator). */
export function prependItem<T>(x: T, a: readonly T[]): T[] {
  return (a as Copyable<T>).toSpliced(0, 0, x);
}

/** `a.slice(start, end)`: negative bounds count from the end, and both are clamped, as JS's. */
export function sliceItems<T>(a: readonly T[], start: number, end?: number): T[] {
  const n = a.length;
  // No Math.min/max: a call each in QuickJS, ~0.1 us.
  const s = start >= 0 ? (start < n ? start : n) : start + n > 0 ? start + n : 0;
  const e = end === undefined ? n : end >= 0 ? (end < n ? end : n) : end + n > 0 ? end + n : 0;
  if (s >= e) return [];
  if (e === n) return (a as Copyable<T>).toSpliced(0, s);
  if (s === 0) return (a as Copyable<T>).toSpliced(e);
  // A middle range: two copies (the items up to `e`, then without the first `s`) cost ~3 ns an
  // item each, slice ~35 ns an item of the range: the copies win unless the range is small
  // beside `e`.
  return (e - s) * 10 >= e ? (a as Copyable<T>).toSpliced(e).toSpliced(0, s) : a.slice(s, e);
}

/** `a.concat(b)` for arrays. */
export function joinItems<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = copyItems(a);
  if (b.length <= MAX_APPLY) out.push.apply(out, b as T[]);
  else for (let i = 0; i < b.length; i++) out.push(b[i]);
  return out;
}
