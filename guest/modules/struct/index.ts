// The `struct` module as CPython 3.11's on x86-64 Linux: pack, unpack, calcsize, iter_unpack,
// unpack_from, pack_into, the Struct class and struct.error. Formats are read by format.ts and
// values converted by codec.ts. Buffers are bytes and bytearray; pack_into writes a bytearray.

import {
  E,
  type Int,
  PyByteArray,
  PyBytes,
  PyIterator,
  PyModule,
  PyTuple,
  PyType,
  STOP,
  T,
  asIndex,
  builtin,
  callPy,
  checkSequenceLength,
  defineMethods,
  defineProperties,
  encodeText,
  newExceptionType,
  raise,
  typeName,
  type PyFunction,
} from "../../values/index.js";
import { packItem, unpackItem } from "./codec.js";
import { layout, type Layout } from "./format.js";

const StructError = newExceptionType("error", [E.Exception], "struct");
const StructType = new PyType("Struct", [T.object], "_struct");
const UnpackIteratorType = new PyType("unpack_iterator", [T.object], "_struct");
// C types: CPython's reprs and messages name them `_struct.Struct`.
StructType.tpName = "_struct.Struct";
UnpackIteratorType.tpName = "_struct.unpack_iterator";

class Struct {
  constructor(
    readonly format: string,
    readonly layout: Layout,
  ) {}
}
Object.defineProperty(Struct.prototype, "$type", { value: StructType });

/** Struct(format): a str format is encoded as ASCII (UnicodeEncodeError otherwise), as CPython does. */
function newStruct(format: unknown): Struct {
  let bytes: Uint8Array;
  if (typeof format === "string") bytes = encodeText(format, "ascii", "strict").b;
  else if (format instanceof PyBytes) bytes = format.b;
  else return raise(E.TypeError, `Struct() argument 1 must be a str or bytes object, not ${typeName(format)}`);
  const text = Array.from(bytes, (b) => String.fromCharCode(b)).join("");
  return new Struct(text, layout(text, StructError));
}

function pack(s: Struct, values: readonly unknown[]): Uint8Array {
  if (values.length !== s.layout.count) raise(StructError, `pack expected ${s.layout.count} items for packing (got ${values.length})`);
  const size = Number(s.layout.size);
  checkSequenceLength(size);
  const out = new Uint8Array(size);
  packTo(s, values, out);
  return out;
}

/** Packs `values` item by item into `out` (zeroed): an item that fails leaves those before it
 *  written, as CPython's s_pack_internal does in pack_into's buffer. */
function packTo(s: Struct, values: readonly unknown[], out: Uint8Array): void {
  const { codes, littleEndian, native } = s.layout;
  out.fill(0);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  let i = 0;
  for (const { c, offset, count, size } of codes) {
    for (let k = 0; k < count; k++) packItem(view, c, offset + k * size, size, values[i++], littleEndian, native, StructError);
  }
}

function bytesOf(buffer: unknown): Uint8Array {
  if (buffer instanceof PyBytes) return buffer.b;
  return raise(E.TypeError, `a bytes-like object is required, not '${typeName(buffer)}'`);
}

function unpackAt(s: Struct, bytes: Uint8Array, offset: number): PyTuple {
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset);
  const at = bytes.subarray(offset);
  const out: unknown[] = [];
  for (const { c, offset: start, count, size } of s.layout.codes) {
    for (let k = 0; k < count; k++) out.push(unpackItem(view, at, c, start + k * size, size, s.layout.littleEndian));
  }
  return new PyTuple(out);
}

function unpack(s: Struct, buffer: unknown): PyTuple {
  const bytes = bytesOf(buffer);
  if (bytes.length !== s.layout.size) raise(StructError, `unpack requires a buffer of ${s.layout.size} bytes`);
  return unpackAt(s, bytes, 0);
}

function unpackFrom(s: Struct, buffer: unknown, offsetArg: unknown): PyTuple {
  const bytes = bytesOf(buffer);
  let offset = Number(asIndex(offsetArg));
  const size = Number(s.layout.size);
  if (offset < 0) {
    if (offset + size > 0) raise(StructError, `not enough data to unpack ${size} bytes at offset ${offset}`);
    if (offset + bytes.length < 0) raise(StructError, `offset ${offset} out of range for ${bytes.length}-byte buffer`);
    offset += bytes.length;
  }
  if (bytes.length - offset < size) {
    raise(
      StructError,
      `unpack_from requires a buffer of at least ${size + offset} bytes for unpacking ${size} bytes at offset ${offset} (actual buffer size is ${bytes.length})`,
    );
  }
  return unpackAt(s, bytes, offset);
}

/** pack_into(buffer, offset, *values): packs into a bytearray at `offset` (from its end when
 *  negative), with CPython's checks in its order; bytes are read-only. */
function packInto(s: Struct, args: readonly unknown[]): null {
  if (args.length === 0) raise(StructError, "pack_into expected buffer argument");
  if (args.length === 1) raise(StructError, "pack_into expected offset argument");
  if (args.length !== s.layout.count + 2) raise(StructError, `pack_into expected ${s.layout.count} items for packing (got ${args.length - 2})`);
  const buffer = args[0];
  if (!(buffer instanceof PyByteArray)) return raise(E.TypeError, `argument must be read-write bytes-like object, not ${typeName(buffer)}`);
  // An ssize_t, as PyNumber_AsSsize_t(offset, IndexError) reads it; checked in bigints so the
  // messages print an offset near 2**63 exactly.
  let offset = BigInt(asIndex(args[1]));
  if (offset > 0x7fffffffffffffffn || offset < -0x8000000000000000n) raise(E.IndexError, "cannot fit 'int' into an index-sized integer");
  const length = BigInt(buffer.b.length);
  const size = BigInt(s.layout.size);
  if (offset < 0n) {
    if (offset + size > 0n) raise(StructError, `no space to pack ${size} bytes at offset ${offset}`);
    if (offset + length < 0n) raise(StructError, `offset ${offset} out of range for ${length}-byte buffer`);
    offset += length;
  }
  if (length - offset < size) {
    raise(StructError, `pack_into requires a buffer of at least ${size + offset} bytes for packing ${size} bytes at offset ${offset} (actual buffer size is ${length})`);
  }
  const start = Number(offset);
  packTo(s, args.slice(2), buffer.b.subarray(start, start + Number(size)));
  return null;
}

class UnpackIterator extends PyIterator {
  private offset = 0;
  constructor(
    private readonly s: Struct,
    private readonly bytes: Uint8Array,
  ) {
    super(UnpackIteratorType);
  }
  next(): unknown {
    const size = Number(this.s.layout.size);
    if (this.bytes.length - this.offset < size) return STOP;
    const t = unpackAt(this.s, this.bytes, this.offset);
    this.offset += size;
    return t;
  }
  remaining(): number {
    return Math.floor((this.bytes.length - this.offset) / Number(this.s.layout.size));
  }
}

function iterUnpack(s: Struct, buffer: unknown): UnpackIterator {
  const bytes = bytesOf(buffer);
  const size = Number(s.layout.size);
  if (size === 0) raise(StructError, "cannot iteratively unpack with a struct of length 0");
  if (bytes.length % size !== 0) raise(StructError, `iterative unpacking requires a buffer of a multiple of ${size} bytes`);
  return new UnpackIterator(s, bytes);
}

defineMethods(UnpackIteratorType, {
  __length_hint__: builtin("__length_hint__", "self, /", (self: UnpackIterator) => self.remaining()),
});

defineMethods(StructType, {
  pack: builtin("pack", "self, /, *v", (self: Struct, v: unknown[]) => new PyBytes(pack(self, v))),
  unpack: builtin("unpack", "self, buffer, /", unpack),
  unpack_from: builtin("unpack_from", "self, /, buffer, offset=0", unpackFrom),
  pack_into: builtin("pack_into", "self, /, *args", packInto),
  iter_unpack: builtin("iter_unpack", "self, buffer, /", iterUnpack),
});
defineProperties(StructType, {
  format: (self: Struct) => self.format,
  size: (self: Struct): Int => self.layout.size,
});
const construct = builtin("Struct", "format", newStruct);
StructType.construct = (pos, kw) => callPy(construct, pos, kw);

// The module functions' Structs by str format, as CPython's _struct cache (cleared at 100): a loop
// that packs with one format reads it once.
const cache = new Map<string, Struct>();

function cached(format: unknown): Struct {
  if (typeof format !== "string") return newStruct(format);
  let s = cache.get(format);
  if (s === undefined) {
    if (cache.size >= 100) cache.clear();
    cache.set(format, (s = newStruct(format)));
  }
  return s;
}

/** The module functions' `format` first argument ("missing format argument" when there is none). */
function withFormat(args: readonly unknown[]): Struct {
  if (args.length === 0) raise(E.TypeError, "missing format argument");
  return cached(args[0]);
}

export function structModule(): PyModule {
  const m = new PyModule("struct", {
    error: StructError,
    Struct: StructType,
    calcsize: builtin("calcsize", "format, /", (f: unknown) => cached(f).layout.size),
    pack: builtin("pack", "*args", (args: unknown[]) => new PyBytes(pack(withFormat(args), args.slice(1)))),
    pack_into: builtin("pack_into", "*args", (args: unknown[]) => packInto(withFormat(args), args.slice(1))),
    unpack: builtin("unpack", "format, buffer, /", (f: unknown, b: unknown) => unpack(cached(f), b)),
    unpack_from: builtin("unpack_from", "format, /, buffer, offset=0", (f: unknown, b: unknown, o: unknown) => unpackFrom(cached(f), b, o)),
    iter_unpack: builtin("iter_unpack", "format, buffer, /", (f: unknown, b: unknown) => iterUnpack(cached(f), b)),
  });
  // They are _struct's (`_struct.calcsize() takes exactly one argument`).
  for (const v of Object.values(m.attrs)) if (typeof v === "function") (v as PyFunction).$owner = "_struct";
  return m;
}
