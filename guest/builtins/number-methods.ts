// Methods and attributes of int and float that tool flows use: int.bit_length, int.bit_count,
// float.is_integer, as_integer_ratio, hex and fromhex, conjugate, and the numeric attributes
// real/imag (and int numerator/denominator).
import { E, PyFloat, PyTuple, T, bitLength, builtin, classMethod, defineMethods, defineProperties, intAbs, raise, toBigInt } from "../values/index.js";
import { floatAsIntegerRatio, floatFromHex, floatHex } from "./float-hex.js";

// bool inherits all of these from int and gets plain ints back (True.real == 1), as in CPython.
const asInt = (x: number | bigint | boolean) => (typeof x === "boolean" ? (x ? 1 : 0) : x);

defineMethods(T.int, {
  bit_length: builtin("bit_length", "self, /", (x) => bitLength(asInt(x))),
  bit_count: builtin("bit_count", "self, /", (x) => toBigInt(intAbs(asInt(x))).toString(2).replace(/0/g, "").length),
  as_integer_ratio: builtin("as_integer_ratio", "self, /", (x) => new PyTuple([asInt(x), 1])),
  conjugate: builtin("conjugate", "self, /", asInt),
});

defineProperties(T.int, {
  real: asInt,
  imag: () => 0,
  numerator: asInt,
  denominator: () => 1,
});

defineMethods(T.float, {
  is_integer: builtin("is_integer", "self, /", (x: PyFloat) => Number.isInteger(x.v)),
  as_integer_ratio: builtin("as_integer_ratio", "self, /", (x: PyFloat) => new PyTuple(floatAsIntegerRatio(x.v))),
  hex: builtin("hex", "self, /", (x: PyFloat) => floatHex(x.v)),
  conjugate: builtin("conjugate", "self, /", (x: PyFloat) => x),
  // A classmethod: float.fromhex(s) and (1.0).fromhex(s) alike.
  fromhex: classMethod(builtin("fromhex", "type, string, /", (_type: unknown, s: unknown) =>
    new PyFloat(floatFromHex(typeof s === "string" ? s : raise(E.TypeError, "bad argument type for built-in operation"))))),
});

defineProperties(T.float, {
  real: (x: PyFloat) => x,
  imag: () => new PyFloat(0),
});
