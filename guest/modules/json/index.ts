// The `json` module (loads, dumps, JSONDecodeError, JSONEncoder) plus the runtime-boundary helpers parseJSON
// (tool results, Python's rules) and toResultJSON (a flow's result as JSON text).

import { E, PyBytes, PyDict, PyModule, pyDef, callCannotWait, lookupAttr, newException, newExceptionType, raise, truthy, typeOf, utf8Decode } from "../../values/index.js";
import { JsonDecodeFailure, JsonIntTooLong, JsonTooDeep, decodeErrorMessage, decodeJson, type DecodeHooks } from "./decode.js";
import { encodeJson } from "./encode.js";
import { JSONEncoderType, encodeWith, indentText, separatorsArg } from "./encoder-class.js";

export { toResultJSON } from "./encode.js";

/** json.JSONDecodeError (module json.decoder, a ValueError), with msg/doc/pos/lineno/colno. */
export const JSONDecodeError = newExceptionType("JSONDecodeError", [E.ValueError], "json.decoder");

function decodeError(err: JsonDecodeFailure) {
  const text = decodeErrorMessage(err);
  const exc = newException(JSONDecodeError, [text]);
  const m = /line (\d+) column (\d+) \(char (\d+)\)$/.exec(text)!;
  exc.attrs.msg = err.msg;
  exc.attrs.doc = err.doc;
  exc.attrs.pos = Number(m[3]);
  exc.attrs.lineno = Number(m[1]);
  exc.attrs.colno = Number(m[2]);
  return exc;
}

/** Python-rules JSON parsing; raises json.JSONDecodeError like json.loads. */
export function parseJSON(text: string, hooks?: DecodeHooks): unknown {
  try {
    return decodeJson(text, hooks);
  } catch (e) {
    if (e instanceof JsonDecodeFailure) throw decodeError(e);
    if (e instanceof JsonTooDeep) raise(E.RecursionError, e.message);
    if (e instanceof JsonIntTooLong) {
      raise(
        E.ValueError,
        `Exceeds the limit (4300 digits) for integer string conversion: value has ${e.message} digits; use sys.set_int_max_str_digits() to increase the limit`,
      );
    }
    throw e;
  }
}

function loads(s: unknown, kwargs: unknown, hooks: DecodeHooks | undefined): unknown {
  rejectKeywords(kwargs, "JSONDecoder");
  let text: string;
  if (typeof s === "string") text = s;
  else if (s instanceof PyBytes) text = utf8Decode(stripUtf8Bom(s.b));
  else return raise(E.TypeError, `the JSON object must be str, bytes or bytearray, not ${typeOf(s).name}`);
  return parseJSON(text, hooks);
}

/** A hook argument of json.loads as the scanner calls it: None is no hook; a hook that calls a
 *  tool is refused (the scanner cannot wait). */
function hook(name: string, f: unknown): ((x: any) => unknown) | undefined {
  if (f === null) return undefined;
  return (x) => callCannotWait(f, [x], () => `json.loads(${name}=...) calls a tool, and the decoder cannot wait for it`);
}

/** json.loads' hooks, or undefined where none is given (the native parse may run). */
function decodeHooks(oh: unknown, pf: unknown, pi: unknown, pc: unknown, oph: unknown): DecodeHooks | undefined {
  if (oh === null && pf === null && pi === null && pc === null && oph === null) return undefined;
  return {
    object: hook("object_hook", oh),
    float: hook("parse_float", pf),
    int: hook("parse_int", pi),
    constant: hook("parse_constant", pc),
    pairs: hook("object_pairs_hook", oph),
  };
}

function stripUtf8Bom(b: Uint8Array): Uint8Array {
  return b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? b.subarray(3) : b;
}

function rejectKeywords(kwargs: unknown, cls: string): void {
  const d = kwargs as { size?: number; keys?: () => Iterable<unknown> } | null;
  if (d && d.size) {
    const first = [...d.keys!()][0];
    raise(E.TypeError, `${cls}.__init__() got an unexpected keyword argument '${String(first)}'`);
  }
}

function dumps(
  obj: unknown,
  skipkeys: unknown,
  ensureAscii: unknown,
  checkCircular: unknown,
  allowNan: unknown,
  cls: unknown,
  indent: unknown,
  separators: unknown,
  dflt: unknown,
  sortKeys: unknown,
  kwargs: unknown,
): string {
  if (cls !== null) {
    // json.dumps hands every argument to cls(...) and asks the encoder it makes to encode.
    const kw = { skipkeys, ensure_ascii: ensureAscii, check_circular: checkCircular, allow_nan: allowNan, indent, separators, default: dflt, sort_keys: sortKeys };
    for (const [k, v] of (kwargs as PyDict | null)?.entries() ?? []) (kw as Record<string, unknown>)[k as string] = v;
    return encodeWith(cls, kw, obj);
  }
  rejectKeywords(kwargs, "JSONEncoder");
  const ind = indentText(indent);
  const [itemSeparator, keySeparator] = separatorsArg(separators, ind);
  // check_circular=False would let CPython recurse into a RecursionError; cycles are always refused here.
  void checkCircular;
  return encodeJson(obj, { skipkeys: truthy(skipkeys), ensureAscii: truthy(ensureAscii), allowNan: truthy(allowNan), indent: ind, itemSeparator, keySeparator, sortKeys: truthy(sortKeys), default: dflt });
}


const LOADS_PARAMS = "cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, object_pairs_hook=None, **kw";
const DUMPS_PARAMS = "skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw";

function decode(s: unknown, cls: unknown, oh: unknown, pf: unknown, pi: unknown, pc: unknown, oph: unknown, kw: unknown): unknown {
  if (cls !== null) raise(E.TypeError, "json.loads(cls=...) is not available in tool flows; use object_hook=");
  return loads(s, kw, decodeHooks(oh, pf, pi, pc, oph));
}

/** `fp.method(...args)` of a file-like object json.dump/load is handed (a write that calls a tool is refused). */
function fileCall(fp: unknown, method: "read" | "write", args: unknown[]): unknown {
  const m = lookupAttr(fp, method);
  if (m === undefined) raise(E.AttributeError, `'${typeOf(fp).name}' object has no attribute '${method}'`);
  return callCannotWait(m, args, () => `json.${method === "read" ? "load" : "dump"}'s fp.${method}() calls a tool, and json cannot wait for it`);
}

export function jsonModule(): PyModule {
  return new PyModule("json", {
    loads: pyDef("loads", `s, *, ${LOADS_PARAMS}`, decode),
    // json.load reads the whole file first, as CPython's does.
    load: pyDef("load", `fp, *, ${LOADS_PARAMS}`, (fp: unknown, ...rest: unknown[]) => (decode as (...args: unknown[]) => unknown)(fileCall(fp, "read", []), ...rest)),
    dumps: pyDef("dumps", `obj, *, ${DUMPS_PARAMS}`, dumps),
    // json.dump writes the whole text in one write() (CPython writes it in pieces: a file-like
    // object that collects the writes sees one).
    dump: pyDef("dump", `obj, fp, *, ${DUMPS_PARAMS}`, (obj: unknown, fp: unknown, ...rest: unknown[]) => {
      fileCall(fp, "write", [(dumps as (...args: unknown[]) => string)(obj, ...rest)]);
      return null;
    }),
    JSONDecodeError,
    JSONEncoder: JSONEncoderType,
  });
}
