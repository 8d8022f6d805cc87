// One pass over a tool's JSON text, for what the host must know before the guest gets it: whether
// it is JSON at all (the grammar JSON.parse accepts), how deep its arrays and objects nest
// (json-depth.ts), whether its numbers can be typed by value (the guest then skips its own scan
// for them: an integral value is a Python int, any other a float), and whether JSON.parse's
// objects keep its keys in the text's order. Numbers are typed by value unless a token written as
// a float has an integral value (`3.0`, `1e5`, `-0.0`) or an int token is past 2**53 (JSON.parse
// would round it); keys keep their order unless one is an array index, which a JS object lists
// before its other keys (Python's dict keeps the text's order). A charCodeAt loop with no regex
// and no recursion: V8 runs it at a few ms per MiB, where JSON.parse builds the whole tree (about
// 28 ms per MiB) and the depth and number scans were two more passes.

export interface JsonScan {
  /** Arrays and objects nested inside each other, at the deepest point. */
  depth: number;
  /** Whether every number is a float exactly when its value is not integral, and exact as a double. */
  numbersByValue: boolean;
  /** Whether no object key is an array index (`"0"`, `"42"`, also written with escapes). */
  keysInOrder: boolean;
  /**
   * The tokens a marked answer writes as markers (host/tool-answer.ts), as [start, end) pairs in
   * text order: each number token not typed by value, and each string value (not a key) whose
   * text starts with `\u0000`; null when there are none.
   */
  marks: number[] | null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** The scan of `json`, or undefined when it is not JSON text. */
export function scanJson(json: string): JsonScan | undefined {
  const n = json.length;
  // The open containers, innermost last, by their closing character.
  const closers: number[] = [];
  let depth = 0;
  let numbersByValue = true;
  let keysInOrder = true;
  let marks: number[] | null = null;
  let i = space(json, 0);
  for (;;) {
    // A value starts at i.
    const c = json.charCodeAt(i);
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      const closer = c === OPEN_ARRAY ? CLOSE_ARRAY : CLOSE_OBJECT;
      closers.push(closer);
      if (closers.length > depth) depth = closers.length;
      i = space(json, i + 1);
      if (json.charCodeAt(i) === closer) {
        closers.pop();
        i++;
      } else if (c === OPEN_ARRAY) continue;
      else {
        if (keysInOrder && indexKeyAt(json, i)) keysInOrder = false;
        if ((i = key(json, i)) < 0) return undefined;
        continue;
      }
    } else if (c === QUOTE) {
      const end = string(json, i);
      if (end < 0) return undefined;
      if (json.charCodeAt(i + 1) === BACKSLASH && json.startsWith("\\u0000", i + 1)) (marks ??= []).push(i, end);
      i = end;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const end = number(json, i);
      if (end < 0) return undefined;
      // A token number() could not type by its digits needs its value looked at.
      if (!numberTyped && !typedByValue(json.slice(i, end), numberFloat)) {
        numbersByValue = false;
        (marks ??= []).push(i, end);
      }
      i = end;
    } else if (json.startsWith("true", i)) i += 4;
    else if (json.startsWith("false", i)) i += 5;
    else if (json.startsWith("null", i)) i += 4;
    else return undefined;
    // After a value: a separator starts the next one, a closer ends its container.
    for (;;) {
      i = space(json, i);
      if (closers.length === 0) return i === n ? { depth, numbersByValue, keysInOrder, marks } : undefined;
      const d = json.charCodeAt(i);
      const closer = closers[closers.length - 1];
      if (d === 0x2c) {
        i = space(json, i + 1);
        if (closer === CLOSE_OBJECT) {
          if (keysInOrder && indexKeyAt(json, i)) keysInOrder = false;
          if ((i = key(json, i)) < 0) return undefined;
        }
        break;
      }
      if (d !== closer) return undefined;
      closers.pop();
      i++;
    }
  }
}

/** Past an object's `"key" :` at `i` to its value, or -1. */
function key(json: string, i: number): number {
  if (json.charCodeAt(i) !== QUOTE || (i = string(json, i)) < 0) return -1;
  i = space(json, i);
  return json.charCodeAt(i) === 0x3a ? space(json, i + 1) : -1;
}

/** Past the string token whose opening quote is at `i` (no raw control character, only JSON's escapes), or -1. */
function string(json: string, i: number): number {
  const n = json.length;
  for (i++; i < n; i++) {
    const c = json.charCodeAt(i);
    // Past "\\": no quote, backslash or control character (most of a string's text).
    if (c > BACKSLASH) continue;
    if (c === QUOTE) return i + 1;
    if (c < 0x20) return -1;
    if (c === BACKSLASH) {
      const e = json.charCodeAt(++i);
      if (e === 0x75) {
        for (let k = 0; k < 4; k++) if (!isHexDigit(json.charCodeAt(++i))) return -1;
      } else if (e !== 0x22 && e !== 0x5c && e !== 0x2f && e !== 0x62 && e !== 0x66 && e !== 0x6e && e !== 0x72 && e !== 0x74) return -1;
    }
  }
  return -1;
}

/**
 * Whether number() found its token typed by value from its digits alone: an int token of at most
 * 15 characters (a safe integer), or a token of at most 15 characters with a fraction whose
 * digits are not all zero and no exponent (not integral). Other tokens are for typedByValue.
 */
let numberTyped = true;
/** Whether number()'s token has a fraction or an exponent (a float token). */
let numberFloat = false;

/** Past the number token at `i` (-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?), or -1; sets numberTyped. */
function number(json: string, i: number): number {
  const start = i;
  if (json.charCodeAt(i) === 0x2d) i++;
  if (json.charCodeAt(i) === 0x30) i++;
  else if (isDigit(json.charCodeAt(i))) i = digits(json, i);
  else return -1;
  numberTyped = i - start <= 15;
  numberFloat = false;
  if (json.charCodeAt(i) === 0x2e) {
    numberFloat = true;
    let c = json.charCodeAt(++i);
    if (!isDigit(c)) return -1;
    // A digit past the point that is not zero: the value is not integral (unless an exponent follows).
    let fraction = false;
    do {
      if (c !== 0x30) fraction = true;
      c = json.charCodeAt(++i);
    } while (isDigit(c));
    // At most 15 characters hold at most 14 digits: too few for a fraction that is not zero to
    // round away in a double.
    numberTyped = fraction && i - start <= 15;
  }
  const e = json.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    numberTyped = false;
    numberFloat = true;
    const sign = json.charCodeAt(++i);
    if (sign === 0x2b || sign === 0x2d) i++;
    if (!isDigit(json.charCodeAt(i))) return -1;
    i = digits(json, i);
  }
  return i;
}

/** A float token's value is not integral; an int token's is a safe integer (up to 15 characters it is). */
function typedByValue(token: string, float: boolean): boolean {
  return float ? Number(token) % 1 !== 0 : token.length <= 15 || Number.isSafeInteger(Number(token));
}

/** Whether the string token at `i`, a key, is an array index, which JS objects list first
 *  (4294967295 too: a safe guess); false for no valid token. */
function indexKeyAt(json: string, i: number): boolean {
  // An array index starts with a digit, written as it is or escaped.
  const first = json.charCodeAt(i + 1);
  if (json.charCodeAt(i) !== QUOTE || !(isDigit(first) || first === BACKSLASH)) return false;
  const end = string(json, i);
  if (end < 0) return false;
  const k = JSON.parse(json.slice(i, end)) as string;
  return isDigit(k.charCodeAt(0)) && String(Number(k) >>> 0) === k;
}

function digits(json: string, i: number): number {
  while (isDigit(json.charCodeAt(i))) i++;
  return i;
}

/** Past JSON's whitespace (space, tab, newline, carriage return) from `i`. */
function space(json: string, i: number): number {
  for (;;) {
    const c = json.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return i;
    i++;
  }
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHexDigit(c: number): boolean {
  return isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
}
