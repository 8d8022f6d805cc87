// Packing and unpacking one value per code, as CPython 3.11's _struct.c does on x86-64 Linux:
// the range checks and their struct.error texts (which differ between codes: "byte format
// requires ...", "'i' format requires ...", "argument out of range"), IEEE floats, and half
// floats rounded as PyFloat_Pack2.

import { E, type Int, PyBaseException, PyBytes, PyFloat, T, isInt, normInt, raise, scriptIndex, toBigInt, truthy, type PyType } from "../../values/index.js";

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
const ULONG_MAX = 2n ** 64n - 1n;

/** get_pylong: an int, or what __index__ gives. */
function pyLong(v: unknown, error: PyType): bigint {
  if (isInt(v) || typeof v === "boolean") return toBigInt(v as Int | boolean);
  const n = scriptIndex(v);
  return n === undefined ? raise(error, "required argument is not an integer") : toBigInt(n);
}

/** get_long / get_ulong: the C long or unsigned long it must fit, else "argument out of range". */
function cLong(v: unknown, unsigned: boolean, error: PyType): bigint {
  const x = pyLong(v, error);
  if (unsigned ? x < 0n || x > ULONG_MAX : x < LONG_MIN || x > LONG_MAX) raise(error, "argument out of range");
  return x;
}

/** An integer code's range beyond the C long's, and the message that names it. Native and
 *  little-endian codes share native's checks ("short format requires ..."); big-endian ones
 *  (bp_int, bp_uint) name the code ("'h' format requires ..."). */
function rangeMessage(c: string, size: number, native: boolean, bigEndian: boolean): [min: bigint, max: bigint, message: string] | null {
  if (c === "b") return [-128n, 127n, "byte format requires -128 <= number <= 127"];
  if (c === "B") return [0n, 255n, "ubyte format requires 0 <= number <= 255"];
  if (!bigEndian && c === "h") return [-32768n, 32767n, "short format requires -32768 <= number <= 32767"];
  if (!bigEndian && c === "H") return [0n, 65535n, "ushort format requires 0 <= number <= 65535"];
  if (size === 8 || (native && c !== "i" && c !== "I")) return null;
  const bits = BigInt(size * 8);
  if (UNSIGNED.includes(c)) return [0n, 2n ** bits - 1n, `'${c}' format requires 0 <= number <= ${2n ** bits - 1n}`];
  const max = 2n ** (bits - 1n) - 1n;
  return [-max - 1n, max, `'${c}' format requires ${-max - 1n} <= number <= ${max}`];
}

const UNSIGNED = "BHILQNP";

/** The int a code packs. Pointers, and big-endian q/Q (_PyLong_AsByteArray), say only "int too
 *  large to convert"; B, and H but in big-endian, use a signed C long first as _struct.c does. */
function packedInt(c: string, size: number, v: unknown, native: boolean, bigEndian: boolean, error: PyType): bigint {
  if (c === "P" || (bigEndian && size === 8)) {
    const x = pyLong(v, error);
    const [min, max] = c === "P" ? [LONG_MIN, ULONG_MAX] : c === "q" ? [LONG_MIN, LONG_MAX] : [0n, ULONG_MAX];
    if (x < min || x > max) raise(error, "int too large to convert");
    return x;
  }
  const x = cLong(v, c !== "B" && UNSIGNED.includes(c) && (bigEndian || c !== "H"), error);
  const range = rangeMessage(c, size, native, bigEndian);
  if (range && (x < range[0] || x > range[1])) raise(error, range[2]);
  return x;
}

/** PyFloat_AsDouble: a float, an int, or what __float__ / __index__ give; str and bytes are not. */
function packedFloat(v: unknown, error: PyType): number {
  if (v instanceof PyFloat) return v.v;
  if (typeof v !== "string" && !(v instanceof PyBytes)) {
    try {
      return (T.float.construct!([v]) as PyFloat).v;
    } catch (e) {
      if (!(e instanceof PyBaseException)) throw e;
    }
  }
  return raise(error, "required argument is not a float");
}

/** The unbiased exponent of a finite x > 0 that is a normal double: x = m * 2**e, 1 <= m < 2. */
function exponent(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  return ((view.getUint16(0) >> 4) & 0x7ff) - 1023;
}

/** PyFloat_Pack2's bits: round half to even, OverflowError from 65520 up. */
function halfBits(x: number): number {
  const overflow = () => raise(E.OverflowError, "float too large to pack with e format");
  if (x === 0) return Object.is(x, -0) ? 0x8000 : 0;
  if (x === Infinity || x === -Infinity) return x < 0 ? 0xfc00 : 0x7c00;
  if (Number.isNaN(x)) return 0x7e00;
  const sign = x < 0 ? 1 : 0;
  if (sign) x = -x;
  let e: number;
  let f: number;
  if (x < 2 ** -25) {
    e = 0;
    f = 0;
  } else {
    e = exponent(x);
    f = x / 2 ** e;
    if (e >= 16) overflow();
    if (e < -14) {
      f = f * 2 ** (14 + e);
      e = 0;
    } else {
      e += 15;
      f -= 1;
    }
  }
  f *= 1024;
  let bits = Math.trunc(f);
  if (f - bits > 0.5 || (f - bits === 0.5 && bits % 2 === 1)) {
    if (++bits === 1024) {
      bits = 0;
      if (++e === 31) overflow();
    }
  }
  return bits | (e << 10) | (sign << 15);
}

/** PyFloat_Unpack2. */
function fromHalf(h: number): number {
  const sign = h >> 15 ? -1 : 1;
  const e = (h >> 10) & 0x1f;
  const f = h & 0x3ff;
  if (e === 0x1f) return f === 0 ? sign * Infinity : NaN;
  return sign * (e === 0 ? (f / 1024) * 2 ** -14 : (1 + f / 1024) * 2 ** (e - 15));
}

/** Writes `v` for code `c` (`size` bytes) at `offset` in `out`, which is zeroed, so `x`, padding
 *  and short strings need nothing. */
export function packItem(out: DataView, c: string, offset: number, size: number, v: unknown, le: boolean, native: boolean, error: PyType): void {
  switch (c) {
    case "?":
      out.setUint8(offset, truthy(v) ? 1 : 0);
      return;
    case "c":
      if (!(v instanceof PyBytes) || v.b.length !== 1) raise(error, "char format requires a bytes object of length 1");
      out.setUint8(offset, v.b[0]);
      return;
    case "s":
    case "p": {
      if (!(v instanceof PyBytes)) raise(error, `argument for '${c}' must be a bytes object`);
      const bytes = new Uint8Array(out.buffer);
      if (c === "s") {
        bytes.set(v.b.subarray(0, size), offset);
        return;
      }
      // Pascal string: a length byte (at most 255), then the bytes that fit; `0p` writes nothing.
      const n = Math.min(v.b.length, size - 1);
      if (n < 0) return;
      bytes.set(v.b.subarray(0, n), offset + 1);
      bytes[offset] = Math.min(n, 255);
      return;
    }
    case "e":
      out.setUint16(offset, halfBits(packedFloat(v, error)), le);
      return;
    case "f": {
      const x = packedFloat(v, error);
      // Standard sizes check the narrowing (PyFloat_Pack4); native `f` is a plain C cast.
      if (!native && Number.isFinite(x) && !Number.isFinite(Math.fround(x))) raise(E.OverflowError, "float too large to pack with f format");
      out.setFloat32(offset, x, le);
      return;
    }
    case "d":
      out.setFloat64(offset, packedFloat(v, error), le);
      return;
  }
  const x = BigInt.asUintN(size * 8, packedInt(c, size, v, native, !le, error));
  if (size === 1) out.setUint8(offset, Number(x));
  else if (size === 2) out.setUint16(offset, Number(x), le);
  else if (size === 4) out.setUint32(offset, Number(x), le);
  else out.setBigUint64(offset, x, le);
}

/** Reads code `c`'s value (`size` bytes) at `offset`. */
export function unpackItem(data: DataView, bytes: Uint8Array, c: string, offset: number, size: number, le: boolean): unknown {
  switch (c) {
    case "?":
      return data.getUint8(offset) !== 0;
    case "c":
      return new PyBytes(bytes.slice(offset, offset + 1));
    case "s":
      return new PyBytes(bytes.slice(offset, offset + size));
    case "p": {
      // `0p` reads a length of -1, which CPython's bytes constructor refuses.
      if (size === 0) raise(E.SystemError, "Negative size passed to PyBytes_FromStringAndSize");
      const n = Math.min(bytes[offset], size - 1);
      return new PyBytes(bytes.slice(offset + 1, offset + 1 + n));
    }
    case "e":
      return new PyFloat(fromHalf(data.getUint16(offset, le)));
    case "f":
      return new PyFloat(data.getFloat32(offset, le));
    case "d":
      return new PyFloat(data.getFloat64(offset, le));
    case "b":
      return data.getInt8(offset);
    case "B":
      return data.getUint8(offset);
    case "h":
      return data.getInt16(offset, le);
    case "H":
      return data.getUint16(offset, le);
  }
  const signed = c === "i" || c === "l" || c === "q" || c === "n";
  if (size === 4) return signed ? data.getInt32(offset, le) : data.getUint32(offset, le);
  return normInt(signed ? data.getBigInt64(offset, le) : data.getBigUint64(offset, le));
}
