// repr() and str() of every guest value as CPython prints them: string quoting and escapes,
// containers recursively with the `[...]` recursion guard, floats, exceptions, types.
import { PyType, T, typeOf } from "./type.js";
import { PyFloat, floatRepr } from "./float.js";
import { PyList } from "./list.js";
import { PyTuple } from "./tuple.js";
import { PyDict, PyDictView } from "./dict.js";
import { PySet } from "./set.js";
import { PyRange } from "./range.js";
import { PySlice } from "./slice.js";
import { PyBytes, bytesRepr } from "./bytes.js";
import { PyModule } from "./module.js";
import { E, PyBaseException, isStackOverflow, raise } from "./exceptions.js";
import { intToString } from "./int.js";
import { objectId } from "./hash.js";
import { getRecursionLimit, recursionDepth } from "./recursion-limit.js";
import { isRunOf } from "./class-run.js";
import { encodeErrorStr, translateErrorStr } from "./encode-error.js";
import { syntaxField, syntaxLocation } from "./exception-args.js";

const PLAIN = /^[\x20-\x26\x28-\x5b\x5d-\x7e]*$/;

/** A code point str.isprintable() rejects (the space is printable), which repr(str) escapes. */
export const NOT_PRINTABLE = /(?! )[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
// What repr(str) may escape: the quotes and the backslash, C0 controls and DEL, and the rest.
const SPECIAL = new RegExp(`['"\\\\\\x00-\\x1f\\x7f]|${NOT_PRINTABLE.source}`, "gu");

/** repr(str): CPython's quote choice and escapes. */
export function strRepr(s: string): string {
  if (isRunOf(PLAIN, s)) return "'" + s + "'";
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  // One native replace: the text between escapes is copied as it is (a string built by += per
  // character is a rope of a node each in QuickJS, many times the text's size).
  return quote + s.replace(SPECIAL, (ch) => escapeChar(ch, quote)) + quote;
}

function escapeChar(ch: string, quote: string): string {
  if (ch === quote || ch === "\\") return "\\" + ch;
  if (ch === "'" || ch === '"') return ch;
  if (ch === "\t") return "\\t";
  if (ch === "\n") return "\\n";
  if (ch === "\r") return "\\r";
  const c = ch.codePointAt(0)!;
  return c < 0x100 ? "\\x" + hex(c, 2) : c < 0x10000 ? "\\u" + hex(c, 4) : "\\U" + hex(c, 8);
}

const hex = (c: number, width: number) => c.toString(16).padStart(width, "0");

/** A stable fake address for `<... object at 0x...>` reprs. */
export function fakeAddress(o: object): string {
  return "0x" + (0x7f3a5c000000 + objectId(o) * 0x30).toString(16);
}

// Containers being printed right now: a container met again inside itself prints as `[...]`.
const active = new Set<object>();

function guarded(o: object, recursive: string, render: () => string): string {
  if (active.has(o)) return recursive;
  // Each nested repr is a C-level recursive call in CPython, counted against the recursion limit.
  if (active.size + recursionDepth() >= getRecursionLimit()) raise(E.RecursionError, "maximum recursion depth exceeded while getting the repr of an object");
  const outermost = active.size === 0;
  active.add(o);
  try {
    return render();
  } catch (e) {
    // Containers nested past the engine's stack: CPython's message, raised where the stack is free.
    if (outermost && isStackOverflow(e)) raise(E.RecursionError, "maximum recursion depth exceeded while getting the repr of an object");
    throw e;
  } finally {
    active.delete(o);
  }
}

function itemsRepr(items: any[]): string {
  let s = "";
  for (let i = 0; i < items.length; i++) s += (i ? ", " : "") + repr(items[i]);
  return s;
}

function setRepr(x: PySet): string {
  const name = x.frozen ? "frozenset" : "set";
  if (x.size === 0) return name + "()";
  return guarded(x, `${name}(...)`, () => {
    const body = "{" + itemsRepr(x.values()) + "}";
    return x.frozen ? `frozenset(${body})` : body;
  });
}

function dictRepr(d: PyDict): string {
  return guarded(d, "{...}", () => {
    let s = "";
    // forEach: QuickJS allocates and destructures a pair per entry in for..of (bench/experiments/map-iteration.mjs).
    d.vals.forEach((v, h) => {
      s += (s ? ", " : "") + repr(d.keyOf(h)) + ": " + repr(v);
    });
    return "{" + s + "}";
  });
}

function typeRepr(t: PyType): string {
  // EnumType's repr names the class by `__name__`: `<enum 'Color'>`, `<flag 'Perm'>`.
  if (t.kind !== "class") return `<${t.kind} '${t.name}'>`;
  return t.module === "builtins" ? `<class '${t.name}'>` : `<class '${t.module}.${t.qualname}'>`;
}

function functionRepr(f: any): string {
  const name = f.$name ?? f.name;
  if (f.$type === T.builtin_function_or_method) {
    if (f.$self !== undefined) {
      const owner = f.$self;
      return owner instanceof PyModule
        ? `<built-in function ${name}>`
        : `<built-in method ${name} of ${typeOf(owner).name} object at ${fakeAddress(f)}>`;
    }
    return `<built-in function ${name}>`;
  }
  // CPython names a function by its qualname (`f.<locals>.g`, `C.m`).
  const qualname = f.$qualname ?? name;
  if (f.$func !== undefined) return `<bound method ${qualname} of ${repr(f.$self)}>`;
  return `<function ${qualname} at ${fakeAddress(f)}>`;
}

/** repr(x) for any guest value. Objects may supply their own `$repr()`. */
export function repr(x: any): string {
  switch (typeof x) {
    case "string":
      return strRepr(x);
    case "number":
      return String(x);
    case "bigint":
      return intToString(x);
    case "boolean":
      return x ? "True" : "False";
    case "function":
      return typeof x.$repr === "function" ? x.$repr() : functionRepr(x);
    case "undefined":
      return "None";
  }
  if (x === null) return "None";
  if (x instanceof PyFloat) return floatRepr(x.v);
  if (typeof x.$repr === "function") return x.$repr();
  if (x instanceof PyList) return guarded(x, "[...]", () => "[" + itemsRepr(x.items) + "]");
  if (x instanceof PyTuple) {
    if (x.items.length === 1) return guarded(x, "(...)", () => "(" + repr(x.items[0]) + ",)");
    return guarded(x, "(...)", () => "(" + itemsRepr(x.items) + ")");
  }
  if (x instanceof PyDict) return dictRepr(x);
  if (x instanceof PySet) return setRepr(x);
  if (x instanceof PyRange) {
    const body = `${repr(x.start)}, ${repr(x.stop)}`;
    return x.step === 1 ? `range(${body})` : `range(${body}, ${repr(x.step)})`;
  }
  if (x instanceof PySlice) return `slice(${repr(x.start)}, ${repr(x.stop)}, ${repr(x.step)})`;
  if (x instanceof PyBytes) return x.$type === T.bytes ? bytesRepr(x.b) : `bytearray(${bytesRepr(x.b, true)})`;
  if (x instanceof PyBaseException) return exceptionRepr(x);
  if (x instanceof PyType) return typeRepr(x);
  if (x instanceof PyModule) return `<module '${x.name}'>`;
  if (x instanceof PyDictView) {
    return guarded(x.dict, "...", () => `${x.$type.name}([${itemsRepr(x.toArray())}])`);
  }
  return `<${objectReprName(x.$type)} object at ${fakeAddress(x)}>`;
}

/** What object.__repr__ names a type by: `__module__.__qualname__` (`random.Random`), which for
 *  a C type is its tp_name (`itertools.chain`), and a builtin's plain name. */
function objectReprName(t: PyType | undefined): string {
  if (t === undefined) return "object";
  return t.module === "builtins" || t.tpName.includes(".") ? t.tpName : `${t.module}.${t.qualname}`;
}

/** str(x) for any guest value (Python's str(), as a JS string). Objects may supply `$str()`. */
export function str(x: any): string {
  if (typeof x === "string") return x;
  if (typeof x === "number") return "" + x;
  if (x instanceof PyFloat) return floatRepr(x.v);
  if (x instanceof PyBaseException) return exceptionStr(x);
  if (x !== null && (typeof x === "object" || typeof x === "function") && typeof x.$str === "function") return x.$str();
  return repr(x);
}

/** str(e) as CPython: the single argument's str, else the args tuple's repr, with the
 *  KeyError / OSError / UnicodeDecodeError special cases. */
export function exceptionStr(e: PyBaseException): string {
  const custom = userMethod(e.type, "__str__");
  return custom !== undefined ? mustBeStr(custom(e), "__str__") : builtinExceptionStr(e);
}

/** The builtin classes' `__str__`, which a script's `__str__` reaches by `super().__str__()`. */
export function builtinExceptionStr(e: PyBaseException): string {
  const a = e.args.items;
  const t = e.type;
  if (t.mro.includes(E.KeyError) && a.length === 1) return repr(a[0]);
  if (t.mro.includes(E.OSError) && (e.attrs.strerror !== undefined || e.attrs.filename !== undefined)) return osErrorStr(e.attrs);
  if (t.mro.includes(E.UnicodeDecodeError) && a.length === 5) return unicodeDecodeStr(a);
  const encoding = t.mro.includes(E.UnicodeEncodeError) && a.length === 5 ? encodeErrorStr(a) : null;
  if (encoding !== null) return encoding;
  const translating = t.mro.includes(E.UnicodeTranslateError) && a.length === 4 ? translateErrorStr(a) : null;
  if (translating !== null) return translating;
  if (t.mro.includes(E.SyntaxError)) return str(syntaxField(e, "msg")) + syntaxLocation(e);
  if (t.mro.includes(E.BaseExceptionGroup) && e.attrs.exceptions !== undefined) {
    const n = e.attrs.exceptions.items.length;
    return `${str(e.attrs.message)} (${n} sub-exception${n === 1 ? "" : "s"})`;
  }
  if (a.length === 0) return "";
  if (a.length === 1) return str(a[0]);
  return repr(e.args);
}

/** `[Errno 2] No such file: 'a' -> 'b'`: the attributes osErrorFields set (or the script). */
function osErrorStr({ errno = null, strerror = null, filename, filename2 }: Record<string, any>): string {
  const base = `[Errno ${str(errno)}] ${str(strerror)}`;
  if (filename === undefined) return base;
  return filename2 === undefined ? `${base}: ${repr(filename)}` : `${base}: ${repr(filename)} -> ${repr(filename2)}`;
}

function unicodeDecodeStr(a: any[]): string {
  const [encoding, obj, start, end, reason] = a;
  const bytes: Uint8Array | undefined = obj?.b;
  if (bytes && end === start + 1 && start < bytes.length) {
    const hex = bytes[start].toString(16).padStart(2, "0");
    return `'${encoding}' codec can't decode byte 0x${hex} in position ${start}: ${reason}`;
  }
  return `'${encoding}' codec can't decode bytes in position ${start}-${end - 1}: ${reason}`;
}

/** A method an exception class of the script defines (not one of the defaults). */
function userMethod(t: PyType, name: string): any {
  if (!t.user) return undefined;
  const m = t.lookup(name);
  return typeof m === "function" && !(m as any).$objectDefault ? m : undefined;
}

function mustBeStr(r: any, name: string): string {
  if (typeof r !== "string") raise(E.TypeError, `${name} returned non-string (type ${r === null ? "NoneType" : typeof r === "object" ? r.$type?.name : typeof r})`);
  return r;
}

/** repr(e): `ValueError('x')`, `ValueError()`, `ValueError('a', 1)`. */
export function exceptionRepr(e: PyBaseException): string {
  const custom = userMethod(e.type, "__repr__");
  return custom !== undefined ? mustBeStr(custom(e), "__repr__") : builtinExceptionRepr(e);
}

/** BaseException's `__repr__`, which a script's `__repr__` reaches by `super().__repr__()`. */
export function builtinExceptionRepr(e: PyBaseException): string {
  const a = e.args.items;
  return a.length === 1 ? `${e.type.name}(${repr(a[0])})` : `${e.type.name}${repr(e.args)}`;
}

// Error.message is read lazily so building an exception never formats (or fails on) its args.
// It is str(e), defined here beside str(): exceptions.ts, which every value module imports to
// raise, cannot import the values str() renders.
Object.defineProperty(PyBaseException.prototype, "message", {
  get(this: PyBaseException) {
    return exceptionStr(this);
  },
  configurable: true,
});
