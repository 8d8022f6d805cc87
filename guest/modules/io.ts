// The `io` module's StringIO: an in-memory text file (write overwrites at the position, as
// CPython's; read/readline/readlines/seek/tell/truncate, line iteration, with-statement methods).
// Positions count code points. newline=None turns \r\n and \r into \n on write; '' and '\n' keep text.

import {
  E,
  PyIterator,
  PyList,
  PyModule,
  PyType,
  T,
  asIndex,
  builtin,
  codePoints,
  defineMethods,
  defineProperties,
  fakeAddress,
  raise,
  toArray,
  typeName,
  STOP,
} from "../values/index.js";

export const StringIOType = new PyType("StringIO", [T.object], "_io");

export class StringIO {
  /** The text as code points, so positions count as CPython's do. */
  private chars: string[];
  private pos = 0;
  closed = false;

  constructor(
    initial: string,
    private readonly translate: boolean,
  ) {
    this.chars = codePoints(translate ? toLf(initial) : initial);
  }

  private open(): void {
    if (this.closed) raise(E.ValueError, "I/O operation on closed file");
  }

  write(s: unknown): number {
    this.open();
    if (typeof s !== "string") raise(E.TypeError, `string argument expected, got '${typeName(s)}'`);
    const cps = codePoints(this.translate ? toLf(s as string) : (s as string));
    while (this.chars.length < this.pos) this.chars.push("\0");
    this.chars.splice(this.pos, cps.length, ...cps);
    this.pos += cps.length;
    return cps.length;
  }

  getvalue(): string {
    this.open();
    return this.chars.join("");
  }

  read(size: number): string {
    this.open();
    const end = size < 0 ? this.chars.length : Math.min(this.chars.length, this.pos + size);
    const out = this.chars.slice(this.pos, end).join("");
    this.pos = Math.max(this.pos, end);
    return out;
  }

  readline(size: number): string {
    this.open();
    let end = this.pos;
    while (end < this.chars.length && this.chars[end] !== "\n" && (size < 0 || end - this.pos < size)) end++;
    if (end < this.chars.length && this.chars[end] === "\n" && (size < 0 || end - this.pos < size)) end++;
    const out = this.chars.slice(this.pos, end).join("");
    this.pos = Math.max(this.pos, end);
    return out;
  }

  seek(pos: number, whence: number): number {
    this.open();
    if (whence === 0) {
      if (pos < 0) raise(E.ValueError, `Negative seek position ${pos}`);
      this.pos = pos;
    } else if (whence === 1 || whence === 2) {
      if (pos !== 0) raise(E.OSError, "Can't do nonzero cur-relative seeks");
      if (whence === 2) this.pos = this.chars.length;
    } else {
      raise(E.ValueError, `Invalid whence (${whence}, should be 0, 1 or 2)`);
    }
    return this.pos;
  }

  tell(): number {
    this.open();
    return this.pos;
  }

  truncate(size: number | null): number {
    this.open();
    const n = size === null ? this.pos : size;
    if (n < 0) raise(E.ValueError, `Negative size value ${n}`);
    this.chars.length = Math.min(this.chars.length, n);
    return n;
  }

  $iter(): PyIterator {
    this.open();
    return new LineIterator(this);
  }

  $repr(): string {
    return `<_io.StringIO object at ${fakeAddress(this)}>`;
  }
}
Object.defineProperty(StringIO.prototype, "$type", { value: StringIOType });

class LineIterator extends PyIterator {
  constructor(private readonly file: StringIO) {
    super(StringIOType);
  }

  next(): unknown {
    const line = this.file.readline(-1);
    return line === "" ? STOP : line;
  }
}

function toLf(s: string): string {
  return s.replace(/\r\n?/g, "\n");
}

StringIOType.construct = (pos, kw) => ctor.$kw!(pos, kw ?? {});
const ctor = builtin("StringIO", "initial_value='', newline='\\n'", (initial: unknown, newline: unknown) => {
  if (initial !== null && typeof initial !== "string") raise(E.TypeError, `initial_value must be str or None, not ${typeName(initial)}`);
  if (newline !== null && !["", "\n", "\r", "\r\n"].includes(newline as string)) raise(E.ValueError, `illegal newline value: ${String(newline)}`);
  return new StringIO((initial as string | null) ?? "", newline === null);
});

const size = (x: unknown) => (x === null ? -1 : Number(asIndex(x)));

defineProperties(StringIOType, { closed: (f: StringIO) => f.closed });
defineMethods(StringIOType, {
  write: builtin("write", "self, s, /", (f: StringIO, s: unknown) => f.write(s)),
  writelines: builtin("writelines", "self, lines, /", (f: StringIO, lines: unknown) => {
    for (const line of toArray(lines)) f.write(line);
    return null;
  }),
  getvalue: builtin("getvalue", "self", (f: StringIO) => f.getvalue()),
  read: builtin("read", "self, size=-1, /", (f: StringIO, n: unknown) => f.read(size(n))),
  readline: builtin("readline", "self, size=-1, /", (f: StringIO, n: unknown) => f.readline(size(n))),
  readlines: builtin("readlines", "self, hint=-1, /", (f: StringIO) => {
    const lines: string[] = [];
    for (let line = f.readline(-1); line !== ""; line = f.readline(-1)) lines.push(line);
    return new PyList(lines);
  }),
  seek: builtin("seek", "self, pos, whence=0, /", (f: StringIO, p: unknown, w: unknown) => f.seek(Number(asIndex(p)), Number(asIndex(w)))),
  tell: builtin("tell", "self", (f: StringIO) => f.tell()),
  truncate: builtin("truncate", "self, pos=None, /", (f: StringIO, p: unknown) => f.truncate(p === null ? null : Number(asIndex(p)))),
  close: builtin("close", "self", (f: StringIO) => ((f.closed = true), null)),
  readable: builtin("readable", "self", () => true),
  writable: builtin("writable", "self", () => true),
  seekable: builtin("seekable", "self", () => true),
  flush: builtin("flush", "self", () => null),
  __enter__: builtin("__enter__", "self", (f: StringIO) => f),
  __exit__: builtin("__exit__", "self, *args", (f: StringIO) => ((f.closed = true), null)),
});

export function ioModule(): PyModule {
  return new PyModule("io", { StringIO: StringIOType });
}
