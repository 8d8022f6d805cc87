// The `base64` module over bytes: b64encode/b64decode (altchars, validate), the urlsafe and
// standard variants, encodebytes/decodebytes, b32 and b16; decoding errors raise binascii.Error (a ValueError).
import { E, PyBytes, PyModule, isAscii, pyDef, newExceptionType, raise, truthy, typeOf, unitBytes } from "../../values/index.js";
import { CodecError, b16decode, b16encode, b32decode, b32encode, b64decode, b64encode } from "./codec.js";

/** binascii.Error, which base64 raises for bad input. */
const BinasciiError = newExceptionType("Error", [E.ValueError], "binascii");

function bytesArg(x: unknown): Uint8Array {
  if (x instanceof PyBytes) return x.b;
  return raise(E.TypeError, `a bytes-like object is required, not '${typeOf(x).name}'`);
}

/** Decoders also take ASCII str, as CPython's _bytes_from_decode_data does. */
function decodeArg(x: unknown): Uint8Array {
  if (typeof x === "string") {
    if (!isAscii(x)) raise(E.ValueError, "string argument should contain only ASCII characters");
    return unitBytes(x);
  }
  if (x instanceof PyBytes) return x.b;
  return raise(E.TypeError, `argument should be a bytes-like object or ASCII string, not '${typeOf(x).name}'`);
}

function guard(f: () => Uint8Array): PyBytes {
  try {
    return new PyBytes(f());
  } catch (e) {
    if (e instanceof CodecError) raise(BinasciiError, e.message);
    throw e;
  }
}

/** Maps the two alternative characters onto "+/" (or back). */
function translate(data: Uint8Array, from: string, to: string): Uint8Array {
  const a = from.charCodeAt(0);
  const b = from.charCodeAt(1);
  return data.map((c) => (c === a ? to.charCodeAt(0) : c === b ? to.charCodeAt(1) : c));
}

function altcharsArg(altchars: unknown): string | null {
  if (altchars === null) return null;
  const b = decodeArg(altchars);
  if (b.length !== 2) raise(E.AssertionError, repr2(b));
  return String.fromCharCode(b[0], b[1]);
}

function repr2(b: Uint8Array): string {
  return "b'" + Array.from(b, (c) => String.fromCharCode(c)).join("") + "'";
}

/** encodebytes: base64 in lines of 76 characters (57 bytes), each ending in a newline. */
function encodeLines(data: Uint8Array): Uint8Array {
  const lines: Uint8Array[] = [];
  for (let i = 0; i < data.length; i += 57) lines.push(b64encode(data.subarray(i, i + 57)));
  const out = new Uint8Array(lines.reduce((n, l) => n + l.length + 1, 0));
  let at = 0;
  for (const l of lines) {
    out.set(l, at);
    out[at + l.length] = 0x0a;
    at += l.length + 1;
  }
  return out;
}

/** encodebytes/decodebytes take bytes only (`_input_type_check`). */
function bytesOnly(x: unknown): Uint8Array {
  if (x instanceof PyBytes) return x.b;
  return raise(E.TypeError, `expected bytes-like object, not ${typeOf(x).name}`);
}

export function base64Module(): PyModule {
  return new PyModule("base64", {
    b64encode: pyDef("b64encode", "s, altchars=None", (s: unknown, alt: unknown) => {
      const out = b64encode(bytesArg(s));
      const a = altcharsArg(alt);
      return new PyBytes(a === null ? out : translate(out, "+/", a));
    }),
    b64decode: pyDef("b64decode", "s, altchars=None, validate=False", (s: unknown, alt: unknown, validate: unknown) => {
      let data = decodeArg(s);
      const a = altcharsArg(alt);
      if (a !== null) data = translate(data, a, "+/");
      return guard(() => b64decode(data, truthy(validate)));
    }),
    standard_b64encode: pyDef("standard_b64encode", "s", (s: unknown) => new PyBytes(b64encode(bytesArg(s)))),
    standard_b64decode: pyDef("standard_b64decode", "s", (s: unknown) => guard(() => b64decode(decodeArg(s)))),
    urlsafe_b64encode: pyDef("urlsafe_b64encode", "s", (s: unknown) => new PyBytes(translate(b64encode(bytesArg(s)), "+/", "-_"))),
    urlsafe_b64decode: pyDef("urlsafe_b64decode", "s", (s: unknown) => guard(() => b64decode(translate(decodeArg(s), "-_", "+/")))),
    encodebytes: pyDef("encodebytes", "s", (s: unknown) => new PyBytes(encodeLines(bytesOnly(s)))),
    decodebytes: pyDef("decodebytes", "s", (s: unknown) => guard(() => b64decode(bytesOnly(s)))),
    b32encode: pyDef("b32encode", "s", (s: unknown) => new PyBytes(b32encode(bytesArg(s)))),
    b32decode: pyDef("b32decode", "s, casefold=False, map01=None", (s: unknown, casefold: unknown) => guard(() => b32decode(decodeArg(s), truthy(casefold)))),
    b16encode: pyDef("b16encode", "s", (s: unknown) => new PyBytes(b16encode(bytesArg(s)))),
    b16decode: pyDef("b16decode", "s, casefold=False", (s: unknown, casefold: unknown) => guard(() => b16decode(decodeArg(s), truthy(casefold)))),
  });
}
