// A value that is a promise only where a tool-calling method made it one: the sync path stays a
// plain call, the async one a `.then`. Typed `any`: the protocol methods that pass such a value on
// are declared with their sync result (a str, a bool), which the promise stands in for.

/** `f(x)` now, or once `x` settles when it is a promise. */
export function andThen(x: any, f: (v: any) => any): any {
  return x instanceof Promise ? x.then(f) : f(x);
}
