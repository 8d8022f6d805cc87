// struct's format strings as CPython 3.11's _struct.c reads them (prepare_s): the byte-order
// prefix picks a table, whitespace between codes is skipped, repeat counts, native alignment for
// `@`, and the sizes of x86-64 Linux (long, size_t and pointers are 8 bytes) for native codes.

import { type Int, normInt, raise, type PyType } from "../../values/index.js";

/** One format character of a table: its size and, for native `@`, its alignment. */
interface FormatDef {
  readonly size: number;
  readonly align: number;
}

/** `count` items of one code from `offset`, `size` bytes each: `s`/`p` are one item of
 *  `size` bytes. Kept as a run, so `calcsize('50000000b')` allocates nothing per item. */
export interface Code {
  readonly c: string;
  readonly offset: number;
  readonly count: number;
  readonly size: number;
}

export interface Layout {
  readonly littleEndian: boolean;
  readonly native: boolean;
  readonly codes: readonly Code[];
  /** How many values pack takes and unpack gives. */
  readonly count: number;
  readonly size: Int;
}

const d = (size: number, align = 0): FormatDef => ({ size, align });

const STANDARD: Record<string, FormatDef> = {
  x: d(1), b: d(1), B: d(1), c: d(1), s: d(1), p: d(1), h: d(2), H: d(2), i: d(4), I: d(4),
  l: d(4), L: d(4), q: d(8), Q: d(8), "?": d(1), e: d(2), f: d(4), d: d(8),
};

const NATIVE: Record<string, FormatDef> = {
  x: d(1), b: d(1), B: d(1), c: d(1), s: d(1), p: d(1), h: d(2, 2), H: d(2, 2), i: d(4, 4), I: d(4, 4),
  l: d(8, 8), L: d(8, 8), q: d(8, 8), Q: d(8, 8), n: d(8, 8), N: d(8, 8), "?": d(1, 1), e: d(2, 2),
  f: d(4, 4), d: d(8, 8), P: d(8, 8),
};

const SSIZE_MAX = 2n ** 63n - 1n;

const isDigit = (c: string) => c >= "0" && c <= "9";
const isSpace = (c: string) => c === " " || (c >= "\t" && c <= "\r");

/** prepare_s: the codes, value count and size of `fmt` (text of code points below 256). */
export function layout(fmt: string, error: PyType): Layout {
  if (fmt.includes("\0")) raise(error, "embedded null character");
  const start = fmt.length > 0 && "@=<>!".includes(fmt[0]) ? 1 : 0;
  const order = start ? fmt[0] : "@";
  const native = order === "@";
  const table = native ? NATIVE : STANDARD;
  // `=` is the host's order, and x86-64's is little-endian.
  const littleEndian = order !== ">" && order !== "!";
  const codes: Code[] = [];
  let count = 0;
  let size = 0n;
  const tooLong = () => raise(error, "total struct size too long");
  for (let i = start; i < fmt.length; ) {
    let c = fmt[i++];
    if (isSpace(c)) continue;
    let num = 1n;
    if (isDigit(c)) {
      num = BigInt(c);
      while (i < fmt.length && isDigit((c = fmt[i++]))) {
        num = num * 10n + BigInt(c);
        if (num > SSIZE_MAX) tooLong();
      }
      if (isDigit(c)) raise(error, "repeat count given without format specifier");
    }
    const def = Object.hasOwn(table, c) ? table[c] : raise(error, "bad char in struct format");
    if (def.align && size > 0n) size += BigInt(def.align - 1) - ((size - 1n) % BigInt(def.align));
    if (num > (SSIZE_MAX - size) / BigInt(def.size)) tooLong();
    if (c === "s" || c === "p") {
      codes.push({ c, offset: Number(size), count: 1, size: Number(num) });
      count++;
    } else if (c !== "x" && num > 0n) {
      codes.push({ c, offset: Number(size), count: Number(num), size: def.size });
      count += Number(num);
    }
    size += num * BigInt(def.size);
  }
  return { littleEndian, native, codes, count, size: normInt(size) };
}
