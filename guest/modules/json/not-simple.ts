/** "Use the exact path" (returned, and thrown from inside a walk): a fast path's value or text
 *  is outside what it reproduces exactly, and the exact encoder or decoder runs instead. */
export const NOT_SIMPLE: unique symbol = Symbol("not simple");

/** The nesting the fast paths take: deeper goes to the exact encoder or decoder, which knows
 *  CPython's limits (and finds cycles). Low, so the fast paths' own recursion (native, in
 *  JSON.stringify, which can overflow the host stack) and the work lost on a cycle stay small. */
export const MAX_NATIVE_DEPTH = 100;
