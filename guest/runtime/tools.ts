// Tools as Python functions: keyword arguments only, sent as JSON through the host binding;
// the answer is parsed with Python's JSON rules, or raises ToolError / ToolPermissionError /
// TypeError.

import { E, PyDict, newException, raise, type PyFunction } from "../values/index.js";
import { encodeJson, type EncodeOptions } from "../modules/json/encode.js";
import { parseJSON } from "../modules/json/index.js";
import { NOT_SIMPLE, parseNative, stringifyKeywords } from "../modules/json/native.js";
import { hostJson } from "./host-json.js";

export interface HostBinding {
  /** The call's promise, settled with `decode(answer)`, or rejected with what `decode` threw. */
  callTool(alias: string, argsJson: string, decode: (answer: string) => unknown): Promise<any>;
  print(text: string): void;
}

// json.dumps defaults, except that NaN/Infinity are refused: the host only accepts valid JSON.
const ARGS_JSON: EncodeOptions = {
  skipkeys: false,
  ensureAscii: false,
  allowNan: false,
  indent: null,
  itemSeparator: ", ",
  keySeparator: ": ",
  sortKeys: false,
  default: null,
};

/** The host binding's bound on one call's arguments (wasm/host-binding.ts): refused here first,
 *  as a ValueError the script can catch, before the call is made or logged. */
const MAX_ARGS_JSON_CHARS = 1 << 20;

export function createTools(host: HostBinding) {
  const made = new Map<string, PyFunction>();

  function callTool(name: string, pos: any[], kw: Record<string, any> | null): Promise<any> {
    if (pos.length) {
      const n = pos.length;
      raise(E.TypeError, `${name}() takes 0 positional arguments but ${n} ${n === 1 ? "was" : "were"} given`);
    }
    const json = argsJson(kw ?? {});
    if (json.length > MAX_ARGS_JSON_CHARS) {
      raise(E.ValueError, `the arguments of ${name}() are ${json.length} characters of JSON; a tool call takes at most ${MAX_ARGS_JSON_CHARS}`);
    }
    return host.callTool(name, json, decodeAnswer);
  }

  function tool(name: string): PyFunction {
    let f = made.get(name);
    if (!f) {
      f = (...pos: any[]) => callTool(name, pos, null);
      f.$kw = (pos, kw) => callTool(name, pos, kw);
      f.$name = name;
      f.$qualname = name;
      f.$async = true;
      made.set(name, f);
    }
    return f;
  }

  return { callTool, tool };
}

/** The keywords as the JSON text the host takes (lone surrogates escaped: host-json.ts). */
export function argsJson(kw: Record<string, any>): string {
  // Holds no lone surrogate: hostJson's scan would find nothing.
  const small = scalarKeywords(kw);
  if (small !== undefined) return small;
  const fast = stringifyKeywords(kw, ARGS_JSON);
  if (fast !== NOT_SIMPLE) return hostJson(fast);
  const args = new PyDict();
  for (const k of Object.keys(kw)) args.set(k, kw[k]);
  return hostJson(encodeJson(args, ARGS_JSON));
}

/** Keyword names as JSON strings: a script's calls name a few keywords over and over. */
const keyTexts = new Map<string, string>();
const MAX_KEY_TEXTS = 256;

/**
 * The text ARGS_JSON gives keywords whose values are all ints in the safe range, str, bool or
 * None (most tool calls), without the general encoder, whose set-up cost more than the text in
 * QuickJS. Undefined for anything else, and where CPython writes a lone surrogate raw (so the
 * text has none, raw or escaped).
 */
function scalarKeywords(kw: Record<string, any>): string | undefined {
  const keys = Object.keys(kw);
  let text = "{";
  let strings = false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const v = kw[key];
    let value: string;
    if (typeof v === "number") value = "" + v; // an int: floats are PyFloat
    else if (typeof v === "string") {
      // A text longer than the quotes alone add had something escaped.
      value = strJson(v);
      if (value.length !== v.length + 2) strings = true;
    } else if (v === null) value = "null";
    else if (v === true) value = "true";
    else if (v === false) value = "false";
    else return undefined;
    let keyText = keyTexts.get(key);
    if (keyText === undefined) {
      keyText = JSON.stringify(key);
      // JSON.stringify escapes a lone surrogate, which CPython writes as it is (escapeAsCPython).
      if (keyText.indexOf("\\ud") >= 0) return undefined;
      if (keyTexts.size < MAX_KEY_TEXTS) keyTexts.set(key, keyText);
    }
    text += (i ? ", " : "") + keyText + ": " + value;
  }
  return strings && text.indexOf("\\ud") >= 0 ? undefined : text + "}";
}

/** A str this long has its JSON text kept, with the str, until another long str is encoded. */
const LONG_STR = 1 << 16;
let lastLong: string | undefined;
let lastLongJson = "";

/**
 * JSON.stringify(v), the engine's own loop (C), which is still ~10 ns a character in QuickJS (a
 * 1 MB argument ~10 ms; a regex test or a scan for quotes, backslashes and control characters
 * cost more: bench/experiments/large-args-s17.md). A script passing one long text call after
 * call (a document to several tools, a loop) pays it once: comparing the str again is a memcmp.
 * Holds at most one str of at most MAX_ARGS_JSON_CHARS (a longer one is refused) and its text.
 */
function strJson(v: string): string {
  if (v.length < LONG_STR || v.length > MAX_ARGS_JSON_CHARS) return JSON.stringify(v);
  if (v !== lastLong) {
    lastLongJson = JSON.stringify(v);
    lastLong = v;
  }
  return lastLongJson;
}

/**
 * A by-value answer that is one str, bool, None or int in the safe range, as parseNative reads
 * it, without its set-up (most answers of small tools); NOT_SIMPLE for anything else.
 */
function scalarByValue(text: string): unknown {
  const first = text.charCodeAt(0);
  // Quickly past containers, and past a BOM, which parseNative refuses for the exact path.
  if (first === 0x7b || first === 0x5b || first === 0xfeff) return NOT_SIMPLE;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    // Not JSON as the engine reads it (NaN, Infinity): parseNative and the exact path decide.
    return NOT_SIMPLE;
  }
  if (typeof v === "number") return Number.isSafeInteger(v) ? (v === 0 ? 0 : v) : NOT_SIMPLE;
  return typeof v === "object" && v !== null ? NOT_SIMPLE : v;
}

// The exceptions an answer may name (a custom tool's arguments that break its schema are a TypeError).
const ANSWER_ERRORS: Record<string, any> = { ToolPermissionError: E.ToolPermissionError, TypeError: E.TypeError };

// The host writes a value as `{"ok":<value>}`: the value's own text parses alone when simple.
const OK_PREFIX = '{"ok":';
// The same, when the host checked that every number in it is typed by its value (wasm/answer-prefixes.ts).
const BY_VALUE_PREFIX = '{"numbers":"by-value","ok":';
// The same, with the numbers that are not so written as markers (in-place.ts's inPlaceMarked).
const MARKED_PREFIX = '{"numbers":"marked","ok":';
// A text tool's output, verbatim after this prefix: the script sees {"text": ...}.
const TEXT_PREFIX = "text:";

/**
 * The answer as the call's value, or its error raised. The raise happens when the host answers
 * (guest/runtime/host-calls.ts), so its JS stack holds no script frame: every frame of its
 * traceback, the calling one included, is the `await` it passes (await-frames.ts). That spares
 * each call capturing a stack of its own.
 */
export function decodeAnswer(answer: string): any {
  // The by-value form first: a JSON tool's answer, the most common.
  const byValue = answer.startsWith(BY_VALUE_PREFIX);
  if (!byValue && answer.startsWith(MARKED_PREFIX)) {
    // Only the native reader knows the markers: a text it cannot read is the host's bug.
    const value = parseNative(answer.slice(MARKED_PREFIX.length, -1), "marked");
    if (value === NOT_SIMPLE) throw new Error("host: malformed tool answer");
    return value;
  }
  if (!byValue && answer.startsWith(TEXT_PREFIX)) {
    const d = new PyDict();
    d.set("text", answer.slice(TEXT_PREFIX.length));
    return d;
  }
  // A value that parses alone is all the envelope holds: `1, "error": ...` is no JSON value.
  if ((byValue || answer.startsWith(OK_PREFIX)) && answer.endsWith("}")) {
    const text = answer.slice((byValue ? BY_VALUE_PREFIX : OK_PREFIX).length, -1);
    if (byValue) {
      const scalar = scalarByValue(text);
      if (scalar !== NOT_SIMPLE) return scalar;
    }
    const value = parseNative(text, byValue ? "by-value" : undefined);
    if (value !== NOT_SIMPLE) return value;
  }
  const d = parseJSON(answer);
  if (!(d instanceof PyDict)) throw new Error("host: malformed tool answer");
  if (d.has("ok")) return d.get("ok");
  const message = d.get("error");
  const type = ANSWER_ERRORS[d.get("type")] ?? E.ToolError;
  throw newException(type, [typeof message === "string" ? message : "tool failed"]);
}
