// A script's instance as an index (PyNumber_Index): the one test the sequence operations share
// for `xs[Ix(1)]`, slice bounds, repeat counts and index arguments.

/** `x.__index__()`'s int where x is a script's instance whose class defines `__index__` (its
 *  `$index`, guest/values/instance.ts), else undefined. */
export function scriptIndex(x: any): any {
  return x !== null && typeof x === "object" && typeof x.$index === "function" ? x.$index() : undefined;
}
