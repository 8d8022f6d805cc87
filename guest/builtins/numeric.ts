// Numeric builtins: abs, pow (with 3-argument modular form), hex, oct, bin, ord, chr.
import { E, PyFloat, asIndex, binaryOp, isInt, normInt, raise, strLen, toBigInt, typeName, typeOf } from "../values/index.js";

const isNumber = (x: any) => isInt(x) || typeof x === "boolean" || x instanceof PyFloat;

export function abs(x: any): any {
  if (typeof x === "number") return x < 0 ? -x : x;
  if (typeof x === "bigint") return normInt(x < 0n ? -x : x);
  if (typeof x === "boolean") return x ? 1 : 0;
  if (x instanceof PyFloat) return new PyFloat(Math.abs(x.v));
  // Module types (datetime.timedelta) answer "Abs" through their unary-operator hook.
  if (x !== null && typeof x === "object" && typeof x.$unaryOp === "function") {
    const r = x.$unaryOp("Abs");
    if (r !== undefined) return r;
  }
  if (x !== null && typeof x === "object" && typeof x.$abs === "function") return x.$abs();
  raise(E.TypeError, `bad operand type for abs(): '${typeName(x)}'`);
}

export function pow(base: any, exp: any, mod: any): any {
  if (mod === null) return binaryOp("Pow", base, exp);
  const intLike = (x: any) => isInt(x) || typeof x === "boolean";
  if (!intLike(base) || !intLike(exp) || !intLike(mod)) {
    if (!isNumber(base) || !isNumber(exp) || !isNumber(mod)) {
      raise(E.TypeError, `unsupported operand type(s) for ** or pow(): '${typeOf(base).name}', '${typeOf(exp).name}', '${typeOf(mod).name}'`);
    }
    raise(E.TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
  }
  let m = toBigInt(mod);
  if (m === 0n) raise(E.ValueError, "pow() 3rd argument cannot be 0");
  const negMod = m < 0n;
  if (negMod) m = -m;
  let b = ((toBigInt(base) % m) + m) % m;
  let e = toBigInt(exp);
  if (e < 0n) {
    b = modInverse(b, m);
    e = -e;
  }
  let r = 1n % m;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  // The result takes the modulus's sign, as Python's % does.
  if (negMod && r !== 0n) r -= m;
  return normInt(r);
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  if (oldR !== 1n) raise(E.ValueError, "base is not invertible for the given modulus");
  return ((oldS % m) + m) % m;
}

const integer = (x: any): bigint => toBigInt(asIndex(x));

function radix(x: any, base: number, prefix: string): string {
  const v = integer(x);
  return v < 0n ? `-${prefix}${(-v).toString(base)}` : prefix + v.toString(base);
}

export const hex = (x: any) => radix(x, 16, "0x");
export const oct = (x: any) => radix(x, 8, "0o");
export const bin = (x: any) => radix(x, 2, "0b");

export function ord(c: any): number {
  if (typeof c !== "string") raise(E.TypeError, `ord() expected string of length 1, but ${typeOf(c).name} found`);
  const n = strLen(c);
  if (n !== 1) raise(E.TypeError, `ord() expected a character, but string of length ${n} found`);
  return c.codePointAt(0)!;
}

export function chr(i: any): string {
  const v = integer(i);
  if (v < 0n || v > 0x10ffffn) raise(E.ValueError, "chr() arg not in range(0x110000)");
  return String.fromCodePoint(Number(v));
}
