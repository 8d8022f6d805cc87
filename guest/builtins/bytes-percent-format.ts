// `bytes % args` (PEP 461): str's printf-style formatting (percent-format.ts) run over the bytes
// as Latin-1 text (one char per byte), with bytes's own %s/%b, %r/%a, %c, keys and messages, as
// CPython 3.11's _PyBytes_FormatEx. Installs itself as the values' bytes `%` hook.
import { E, PyByteArray, asciiRepr, PyBytes, PyDict, PyList, PyRange, callSpecial, isInt, raise, scriptIndex, setBytesPercentFormatter, specialMethod, typeName } from "../values/index.js";
import { percentFormat, type PercentFlavor } from "./percent-format.js";
import { bytesOf, text } from "./bytes-methods.js";

/** %s and %b: a bytes-like's bytes, or its `__bytes__`'s. */
function bytesArg(v: any): string {
  if (v instanceof PyBytes) return text(v.b);
  const m = specialMethod(v, "__bytes__");
  if (m === undefined || m === null) {
    raise(E.TypeError, `%b requires a bytes-like object, or an object that implements __bytes__, not '${typeName(v)}'`);
  }
  const r = callSpecial(m, v, [], "__bytes__");
  // CPython checks PyBytes_Check: a bytearray is not bytes here.
  if (!(r instanceof PyBytes) || r instanceof PyByteArray) raise(E.TypeError, `__bytes__ returned non-bytes (type ${typeName(r)})`);
  return text(r.b);
}

/** %c: one byte, from an int in range(256) (or `__index__`) or a bytes-like of length 1. */
function byteChar(v: any): string {
  if (v instanceof PyBytes && v.b.length === 1) return String.fromCharCode(v.b[0]);
  const n = isInt(v) || typeof v === "boolean" ? v : scriptIndex(v);
  if (n === undefined) raise(E.TypeError, "%c requires an integer in range(256) or a single byte");
  if (!(n >= 0 && n <= 255)) raise(E.OverflowError, "%c arg not in range(256)");
  return String.fromCharCode(Number(n));
}

const BYTES: PercentFlavor = {
  name: "bytes",
  text(ch, v) {
    if (ch === "s" || ch === "b") return bytesArg(v);
    // %r is %a: a repr made ASCII, so that it is bytes.
    if (ch === "r" || ch === "a") return asciiRepr(v);
    return ch === "c" ? byteChar(v) : undefined;
  },
  key: bytesOf,
  // As str's (percent-format.ts), but neither bytes nor bytearray serves %(key)s.
  isMapping: (args) => args instanceof PyDict || args instanceof PyList || args instanceof PyRange,
  unsupported(ch, index) {
    const code = ch.charCodeAt(0);
    // CPython formats the byte through a C `char`: one past 0x7f is negative.
    if (code > 0x7f) raise(E.OverflowError, "character argument not in range(0x110000)");
    raise(E.ValueError, `unsupported format character '${ch}' (0x${code.toString(16)}) at index ${index}`);
  },
};

/** `fmt % args` of a bytes or bytearray `fmt`: a value of its type. */
function bytesPercentFormat(fmt: PyBytes, args: any): PyBytes {
  return fmt.withBytes(bytesOf(percentFormat(text(fmt.b), args, BYTES)).b);
}

setBytesPercentFormatter(bytesPercentFormat);
