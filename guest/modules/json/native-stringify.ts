// json.dumps through one call of the engine's JSON.stringify: `toJSON` hooks, installed on the
// Python value classes only for that call, hand it each container's contents (a list's own
// items array, a dict as a plain object), so the whole walk runs natively; the text is then
// brought to CPython's separators with a few whole-text replacements.

import { BELOW_DEL, PyDict, PyFloat, PyList, PyTuple, ScriptDict, ScriptList, floatRepr, intToString, isRunOf, unitsWithin } from "../../values/index.js";
import { isArrayIndex } from "./array-index.js";
import { MAX_NATIVE_DEPTH, NOT_SIMPLE } from "./not-simple.js";

/** Separators, ensure_ascii and indent (null or absent: one line) of an unsorted json.dumps. */
export interface CompactOptions {
  itemSeparator: string;
  keySeparator: string;
  ensureAscii: boolean;
  indent?: string | null;
}

// JSON.stringify writes a float or big int hook's marker string as this text, replaced at the end.
const RAW = "\u0001";
const RAW_TEXT = '"\\u0001"';
// One-line layouts are written with a newline as the indent: raw newlines, which JSON.stringify
// escapes inside strings, then mark exactly the layout's whitespace, and the first after a ","
// ends an item.
const ONE_LINE_INDENT = "\n";

/** Per call: the texts behind the RAW markers in order, and the open containers' counts of
 *  object children not yet visited (hooks run in document order, each before its children). */
let raws: string[] = [];
let pending: number[] = [];
let open = 0;

/** A container's hook, before its children's: its depth, and its object children to come. */
function enter(children: number): void {
  while (open > 0 && pending[open - 1] === 0) open--;
  if (open > 0) pending[open - 1]--;
  if (open >= MAX_NATIVE_DEPTH) throw NOT_SIMPLE;
  pending[open++] = children;
}

function listHook(this: PyList | PyTuple): unknown[] {
  const items = this.items;
  let children = 0;
  for (let i = 0; i < items.length; i++) {
    const x = items[i];
    if (typeof x === "object" && x !== null) children++;
  }
  enter(children);
  return items;
}

// dictHook's object being filled and its object members so far: one forEach callback for every
// dict, not a closure made per dict (~2 ms of the json kernel's 5,000). Null between calls.
let filling: Record<string, unknown> | null = null;
let members = 0;

function copyMember(v: unknown, k: any): void {
  // A str key is its own hash key; any other key json.dumps converts (and could collide).
  // plainKey's test where a compare cannot settle it: most keys are strs from ":" up (no
  // array index, no "\0" prefix); a number or bigint compares false. No call per key.
  if (!(k >= ":") && (typeof k !== "string" || !plainKey(k))) throw NOT_SIMPLE;
  filling![k] = v;
  if (typeof v === "object" && v !== null) members++;
}

function dictHook(this: PyDict): Record<string, unknown> {
  const o: Record<string, unknown> = Object.create(null);
  filling = o;
  members = 0;
  this.vals.forEach(copyMember);
  // A "toJSON" key, once per dict rather than a compare per key (`o` has no prototype).
  if (o.toJSON !== undefined) throw NOT_SIMPLE;
  enter(members);
  return o;
}

/** A str key a plain object keeps in insertion order and JSON.stringify writes as it is:
 *  "\0"-prefixed hash keys stand for other types, and an own `toJSON` would be called. */
export function plainKey(k: string): boolean {
  return !isArrayIndex(k) && k.charCodeAt(0) !== 0 && k !== "toJSON";
}

function floatHook(this: PyFloat): string {
  const v = this.v;
  if (!Number.isFinite(v)) throw NOT_SIMPLE;
  enter(0);
  raws.push(floatRepr(v));
  return RAW;
}

function bigintHook(this: bigint): string {
  raws.push(intToString(this));
  return RAW;
}

function refuse(): never {
  throw NOT_SIMPLE;
}

type Hooked = { toJSON?: unknown };
const HOOKS: [Hooked, unknown][] = [
  // Any other object (sets, bytes, functions, ...) is for the exact encoder; arrays (our lists'
  // items) are written as they are.
  [Object.prototype as Hooked, refuse],
  [Array.prototype as Hooked, undefined],
  [PyList.prototype as Hooked, listHook],
  [PyTuple.prototype as Hooked, listHook],
  [PyDict.prototype as Hooked, dictHook],
  // A script's subclass of list or dict: the exact encoder calls its `__iter__` or items().
  [ScriptList.prototype as Hooked, refuse],
  [ScriptDict.prototype as Hooked, refuse],
  [PyFloat.prototype as Hooked, floatHook],
  [BigInt.prototype as Hooked, bigintHook],
];

/** JSON.stringify with the hooks in place; NOT_SIMPLE for values the hooks refuse or a cycle. */
function hookedStringify(value: unknown, space: string | undefined): string | typeof NOT_SIMPLE {
  raws = [];
  open = 0;
  // Not enumerable: a for-in during the call (an in-place dict making its Map) must not list it.
  for (const [proto, hook] of HOOKS) Object.defineProperty(proto, "toJSON", { value: hook, writable: true, configurable: true });
  try {
    return JSON.stringify(value, null, space);
  } catch (e) {
    if (e === NOT_SIMPLE || e instanceof TypeError) return NOT_SIMPLE; // TypeError: a cycle
    throw e;
  } finally {
    for (const [proto] of HOOKS) delete proto.toJSON;
    filling = null;
  }
}

/**
 * json.dumps of `value` without sort_keys when its shape and options allow (see CompactOptions);
 * NOT_SIMPLE otherwise: non-finite floats, other types, keys that are not plain str, nesting
 * over MAX_NATIVE_DEPTH or a cycle, separators JSON.stringify cannot be brought to.
 */
export function stringifyNative(value: unknown, opts: CompactOptions): string | typeof NOT_SIMPLE {
  const { itemSeparator, keySeparator, indent } = opts;
  let text: string | typeof NOT_SIMPLE;
  if (indent != null) {
    // JSON.stringify's own layout is CPython's with an indent of 1 to 10 characters.
    if (indent.length === 0 || indent.length > 10 || keySeparator !== ": ") return NOT_SIMPLE;
    // The item separator goes in before each "\n" that follows a ",": one in the indent misleads.
    if (itemSeparator !== "," && indent.indexOf("\n") >= 0) return NOT_SIMPLE;
    text = hookedStringify(value, indent);
    if (text === NOT_SIMPLE) return text;
    if (itemSeparator !== ",") text = text.replaceAll(",\n", replacement(itemSeparator) + "\n");
  } else if (itemSeparator === "," && keySeparator === ":") {
    text = hookedStringify(value, undefined);
    if (text === NOT_SIMPLE) return text;
  } else {
    if (keySeparator !== ": " || itemSeparator.indexOf("\n") >= 0) return NOT_SIMPLE;
    text = hookedStringify(value, ONE_LINE_INDENT);
    if (text === NOT_SIMPLE) return text;
    text = text.replaceAll(",\n", replacement(itemSeparator)).replaceAll("\n", "");
  }
  if (raws.length > 0) text = spliceRaws(text);
  return text === NOT_SIMPLE ? text : escapeAsCPython(text, opts.ensureAscii);
}

/** `s` as a replaceAll replacement that inserts it as it is. */
function replacement(s: string): string {
  return s.indexOf("$") < 0 ? s : s.replaceAll("$", "$$$$");
}

/** The float and big int texts in place of their markers; NOT_SIMPLE when a str looked like one. */
function spliceRaws(text: string): string | typeof NOT_SIMPLE {
  const pieces = text.split(RAW_TEXT);
  if (pieces.length !== raws.length + 1) return NOT_SIMPLE;
  const out = [pieces[0]];
  for (let i = 0; i < raws.length; i++) out.push(raws[i], pieces[i + 1]);
  return out.join("");
}

// JSON.stringify escapes what CPython escapes, in the same words (\n, \u001f), and also lone
// surrogates, which CPython writes as they are unless ensure_ascii; CPython's ensure_ascii also
// escapes DEL and every non-ASCII unit, which JSON.stringify leaves (and writes only in strings).
const ALL_ASCII = /^[\x00-\x7e]*$/;
const BEYOND_ASCII = /[\x7f-\uffff]/g;
const LONE_SURROGATE_ESCAPE = /\\ud[89a-f]/;

/** JSON.stringify's text with CPython's escaping; NOT_SIMPLE when that cannot be told apart. */
export function escapeAsCPython(text: string, ensureAscii: boolean): string | typeof NOT_SIMPLE {
  if (ensureAscii) {
    // The host's facts, or one pass of a run-matching pattern: the cheaper test when nothing is
    // to be escaped.
    if (unitsWithin(text, BELOW_DEL) ?? isRunOf(ALL_ASCII, text)) return text;
    return text.replace(BEYOND_ASCII, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
  }
  // Lone surrogates CPython writes as they are; a false match (an escaped backslash before
  // "ud8") only costs the exact path.
  if (text.indexOf("\\ud") >= 0 && LONE_SURROGATE_ESCAPE.test(text)) return NOT_SIMPLE;
  return text;
}
