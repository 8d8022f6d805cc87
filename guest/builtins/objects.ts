// Builtins about any object: print, isinstance, callable, getattr, hasattr, format.
import { E, PyBaseException, PyTuple, PyType, callPy, callSpecial, getAttr, stdoutText, hasAttr, hooks, isInstance, raise, str as pyStr, truthy, typeOf, wellFormed } from "../values/index.js";
import { format } from "./format-spec.js";

function textArg(x: any, name: string): string | null {
  if (x === null) return null;
  if (typeof x !== "string") raise(E.TypeError, `${name} must be None or a string, not ${typeOf(x).name}`);
  return x;
}

/**
 * print(*args, sep=' ', end='\n'): one hooks.print call per print(). CPython's stdout (UTF-8,
 * surrogateescape in a C.UTF-8 locale) writes each argument, separator and end in turn and refuses
 * one with a lone surrogate outside U+DC80..U+DCFF: UnicodeEncodeError, after the pieces before it.
 */
export function print(args: any[], sep: any, end: any): null {
  // Under contextlib.redirect_stdout: the file's write(), as print(file=...) calls it.
  if (hooks.stdout !== null) return printTo(hooks.stdout, args, sep, end, false);
  const s = textArg(sep, "sep") ?? " ";
  const e = textArg(end, "end") ?? "\n";
  if (args.length === 1) {
    // The commonest print, without the loop's bookkeeping (a str() that raises has written nothing).
    const a = args[0];
    const piece = typeof a === "string" ? a : pyStr(a);
    const text = piece + e;
    hooks.print(wellFormed(text) && !highSurrogateAt(text, piece.length - 1) ? text : unencodablePrefix(text, [piece.length, text.length]));
    return null;
  }
  let text = "";
  const ends: number[] = [];
  try {
    for (let i = 0; i < args.length; i++) {
      if (i > 0) ends.push((text += s).length);
      const a = args[i];
      ends.push((text += typeof a === "string" ? a : pyStr(a)).length);
    }
  } catch (error) {
    // CPython has written the arguments (and separators) before the one whose str() raised.
    if (error instanceof PyBaseException && text !== "") hooks.print(unencodablePrefix(text, ends));
    throw error;
  }
  ends.push((text += e).length);
  hooks.print(unencodablePrefix(text, ends));
  return null;
}

/**
 * print(*args, sep=, end=, file=, flush=) as the builtin takes it: flush's truth is tested as the
 * arguments are parsed, before anything is written; without a file (or file=None), the flow's prints.
 */
export function printBuiltin(args: any[], sep: any, end: any, file: any, flush: any): null {
  const flushed = truthy(flush);
  return file === null ? print(args, sep, end) : printTo(file, args, sep, end, flushed);
}

/**
 * print(..., file=f): CPython's `f.write(str(x))` for each argument, separator and end in turn,
 * `write` looked up anew each time (before the piece's str()), then `f.flush()` when asked. The
 * writes and flush run as special methods do, so one that calls a tool is awaited where the
 * script's print can wait (transpiler/analyze-members.ts) and refused elsewhere.
 */
function printTo(file: any, args: any[], sep: any, end: any, flush: boolean): null {
  const s = textArg(sep, "sep") ?? " ";
  const e = textArg(end, "end") ?? "\n";
  const write = (piece: any) => {
    const writer = getAttr(file, "write");
    const text = typeof piece === "string" ? piece : pyStr(piece);
    callSpecial((_: any, t: string) => callPy(writer, [t]), file, [text], "write");
  };
  for (let i = 0; i < args.length; i++) {
    if (i > 0) write(s);
    write(args[i]);
  }
  write(e);
  if (flush) {
    const flusher = getAttr(file, "flush");
    callSpecial(() => callPy(flusher, []), file, [], "flush");
  }
  return null;
}

/** `text` (pieces ending at `ends`) as stdout writes it, or its pieces before an unencodable one, which raises. */
function unencodablePrefix(text: string, ends: number[]): string {
  if (wellFormed(text) && !splitsPair(text, ends)) return text;
  let written = "";
  for (let i = 0, start = 0; i < ends.length; start = ends[i++]) {
    try {
      written += stdoutText(text.slice(start, ends[i]));
    } catch (error) {
      if (written) hooks.print(written);
      throw error;
    }
  }
  return written;
}

/** A surrogate pair split between two pieces: each piece has a lone surrogate, which stdout refuses. */
function splitsPair(text: string, ends: number[]): boolean {
  for (let i = 0; i < ends.length - 1; i++) if (highSurrogateAt(text, ends[i] - 1)) return true;
  return false;
}

function highSurrogateAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff;
}

export function isinstance(obj: any, classinfo: any): boolean {
  if (classinfo instanceof PyType) {
    if (classinfo.checkRefusal !== null) raise(E.TypeError, classinfo.checkRefusal);
    return isInstance(obj, classinfo) || (classinfo.virtualCheck !== null && classinfo.virtualCheck.instance(obj));
  }
  if (classinfo instanceof PyTuple) {
    const items = classinfo.items;
    for (let i = 0; i < items.length; i++) if (isinstanceChecked(obj, items[i])) return true;
    return false;
  }
  // Unions (`int | None`) and the typing module's objects answer for themselves.
  if (classinfo !== null && typeof classinfo?.$instancecheck === "function") return classinfo.$instancecheck(obj);
  raise(E.TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
}

function isinstanceChecked(obj: any, c: any): boolean {
  if (!(c instanceof PyType) && !(c instanceof PyTuple) && typeof c?.$instancecheck !== "function") raise(E.TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
  return isinstance(obj, c);
}

function attrName(name: any): string {
  if (typeof name !== "string") raise(E.TypeError, `attribute name must be string, not '${typeOf(name).name}'`);
  return name;
}

/** getattr(obj, name[, default]); `hasDefault` separates a missing default from None. */
export function getattr(obj: any, name: any, dflt: any, hasDefault: boolean): any {
  const n = attrName(name);
  if (!hasDefault) return getAttr(obj, n);
  try {
    return getAttr(obj, n);
  } catch (e) {
    if (e instanceof PyBaseException && isInstance(e, E.AttributeError)) return dflt;
    throw e;
  }
}

export function hasattr(obj: any, name: any): boolean {
  return hasAttr(obj, attrName(name));
}

export function formatBuiltin(value: any, spec: any): string {
  if (typeof spec !== "string") raise(E.TypeError, `format() argument 2 must be str, not ${typeOf(spec).name}`);
  return format(value, spec);
}
