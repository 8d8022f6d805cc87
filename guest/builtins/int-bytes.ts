// int.to_bytes and int.from_bytes (CPython 3.11's defaults: length 1, big-endian, unsigned),
// with CPython's errors; two's complement through bigints.
import { E, PyBytes, T, asIndex, builtin, checkSequenceLength, classMethod, defineMethods, normInt, raise, toBigInt, typeName } from "../values/index.js";

function byteorderOf(order: unknown): "big" | "little" {
  if (order !== "big" && order !== "little") {
    if (typeof order !== "string") raise(E.TypeError, `to_bytes() argument 'byteorder' must be str, not ${typeName(order)}`);
    raise(E.ValueError, "byteorder must be either 'little' or 'big'");
  }
  return order;
}

function toBytes(self: unknown, length: unknown, byteorder: unknown, signed: unknown): PyBytes {
  const n = Number(asIndex(length));
  if (n < 0) raise(E.ValueError, "length argument must be non-negative");
  const order = byteorderOf(byteorder);
  let v = toBigInt(self === true ? 1 : self === false ? 0 : (self as number | bigint));
  if (v < 0n && !signed) raise(E.OverflowError, "can't convert negative int to unsigned");
  const bits = BigInt(8 * n);
  const fits = signed ? v >= -(1n << (bits - 1n)) && v < 1n << (bits - 1n) : v < 1n << bits;
  if (!fits || (n === 0 && v !== 0n)) raise(E.OverflowError, "int too big to convert");
  checkSequenceLength(n);
  if (v < 0n) v += 1n << bits;
  const out = new Uint8Array(n);
  for (let i = n - 1; i >= 0; i--, v >>= 8n) out[i] = Number(v & 0xffn);
  if (order === "little") out.reverse();
  return new PyBytes(out);
}

function fromBytes(cls: unknown, data: unknown, byteorder: unknown, signed: unknown): any {
  if (typeof data === "string" || typeof data === "number" || typeof data === "bigint") raise(E.TypeError, `cannot convert '${typeName(data)}' object to bytes`);
  const b = data instanceof PyBytes ? data.b : (T.bytes.construct!([data]) as PyBytes).b;
  const order = byteorderOf(byteorder);
  const bytes = order === "little" ? Array.from(b).reverse() : Array.from(b);
  let v = 0n;
  for (const x of bytes) v = (v << 8n) | BigInt(x);
  if (signed && bytes.length && bytes[0] >= 0x80) v -= 1n << BigInt(8 * bytes.length);
  return normInt(v);
}

defineMethods(T.int, {
  to_bytes: builtin("to_bytes", "self, /, length=1, byteorder='big', *, signed=False", toBytes),
  from_bytes: classMethod(builtin("from_bytes", "cls, /, bytes, byteorder='big', *, signed=False", fromBytes)),
});
