// Methods and attributes of int and float that tool flows use: int.bit_length, int.bit_count,
// float.is_integer, and the numeric attributes real/imag (and int numerator/denominator).
import { PyFloat, T, bitLength, builtin, defineMethods, defineProperties, intAbs, toBigInt } from "../values/index.js";

// bool inherits all of these from int and gets plain ints back (True.real == 1), as in CPython.
const asInt = (x: number | bigint | boolean) => (typeof x === "boolean" ? (x ? 1 : 0) : x);

defineMethods(T.int, {
  bit_length: builtin("bit_length", "self, /", (x) => bitLength(asInt(x))),
  bit_count: builtin("bit_count", "self, /", (x) => toBigInt(intAbs(asInt(x))).toString(2).replace(/0/g, "").length),
});

defineProperties(T.int, {
  real: asInt,
  imag: () => 0,
  numerator: asInt,
  denominator: () => 1,
});

defineMethods(T.float, {
  is_integer: builtin("is_integer", "self, /", (x: PyFloat) => Number.isInteger(x.v)),
});

defineProperties(T.float, {
  real: (x: PyFloat) => x,
  imag: () => new PyFloat(0),
});
