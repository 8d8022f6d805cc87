// JS code for a Python literal's value. The objects some values need (a float's box, a big int,
// bytes) are made by `made`: hoisted to program start by the emitter, or left as they are inside
// code that itself runs there (a set display's frozenset constant, constant-set.ts).

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";

/** A JS expression for a float's value, exact for NaN, the infinities and -0. */
export function jsNumber(n: number): string {
  if (Number.isNaN(n)) return "0/0";
  if (!Number.isFinite(n)) return n > 0 ? "1/0" : "-1/0";
  return Object.is(n, -0) ? "-0" : String(n);
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** An int: a JS number in the safe range, else a bigint. */
export function intCode(n: bigint, made: (code: string) => string): string {
  if (n <= MAX_SAFE && n >= -MAX_SAFE) return n < 0n ? `(${n})` : String(n);
  return made(`${n}n`);
}

/** A float's box. */
export function floatCode(cx: Emitter, v: number, made: (code: string) => string): string {
  return made(`new ${cx.h("PyFloat")}(${jsNumber(v)})`);
}

export function constantCode(cx: Emitter, v: A.ConstantValue, made: (code: string) => string): string {
  switch (v.type) {
    case "int":
      return intCode(BigInt(v.digits), made);
    case "float":
      return floatCode(cx, v.value, made);
    case "str":
      return JSON.stringify(v.value);
    case "bool":
      return v.value ? "true" : "false";
    case "None":
      return "null";
    case "bytes":
      return made(`${cx.h("bytesOf")}([${v.value.join(",")}])`);
    case "Ellipsis":
      return cx.h("Ellipsis");
    case "complex":
      throw new Error(`emit: ${v.type} literal is refused by the subset check`);
  }
}
