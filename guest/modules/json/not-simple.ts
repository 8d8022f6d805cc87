/** "Use the exact path" (returned, and thrown from inside a walk): a fast path's value or text
 *  is outside what it reproduces exactly, and the exact encoder or decoder runs instead. */
export const NOT_SIMPLE: unique symbol = Symbol("not simple");
