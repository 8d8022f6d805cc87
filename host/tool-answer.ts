// A tool's answer as the guest receives it (docs/design.md, "The host<->guest boundary"): JSON
// output as `{"ok": <value>}`, marked when its numbers are typed by value, its keys keep their
// order in JSON.parse's objects and it nests at most BY_VALUE_MAX_DEPTH deep, so the guest can
// skip scanning the text for numbers and read JSON.parse's objects in place; an array or object
// whose only fault is numbers not typed by value (`10.0` as Python writes an integral float, an
// int past 2**53) crosses marked, those tokens written as str markers the guest decodes; text
// output verbatim after `text:`, so tens of MiB cross without being escaped as a JSON string
// here and unescaped by QuickJS's slower JSON.parse there.
import { BY_VALUE_ANSWER_PREFIX, BY_VALUE_MAX_DEPTH, MARKED_ANSWER_PREFIX, TEXT_ANSWER_PREFIX } from "../wasm/answer-prefixes.js";
import { scanJson, type JsonScan } from "../wasm/json-scan.js";

/** The answer for valid JSON text `json`, given its scan when the caller has it. */
export function okAnswer(json: string, scan: JsonScan | undefined = scanJson(json)): string {
  if (scan !== undefined && scan.keysInOrder && scan.depth <= BY_VALUE_MAX_DEPTH) {
    if (scan.numbersByValue) return `${BY_VALUE_ANSWER_PREFIX}${json}}`;
    // An array or object (a scalar answer crosses as it is: the guest reads its token).
    const marked = scan.depth > 0 && scan.marks !== null ? markedJson(json, scan.marks) : undefined;
    if (marked !== undefined) return `${MARKED_ANSWER_PREFIX}${marked}}`;
  }
  return `{"ok":${json}}`;
}

export function textAnswer(text: string): string {
  // The answer enters the guest as a C string, which ends at a NUL: text holding one crosses
  // as JSON, where it is an escape.
  return text.includes("\0") ? okAnswer(JSON.stringify({ text })) : TEXT_ANSWER_PREFIX + text;
}

/** Digits CPython's int() reads from a text at most (sys.get_int_max_str_digits): past them
 *  json.loads raises, which the guest's exact decoder words. */
const MAX_INT_DIGITS = 4300;

/**
 * `json` with each token of `marks` (scanJson's) written as a marker: a float token as the JSON
 * string "\u0000f<token>", an int token as "\u0000i<token>", a string value starting with \u0000
 * with "\u0000s" before its text. Undefined for an int token of more digits than json.loads reads.
 */
function markedJson(json: string, marks: readonly number[]): string | undefined {
  const pieces: string[] = [];
  let last = 0;
  for (let k = 0; k < marks.length; k += 2) {
    const [start, end] = [marks[k]!, marks[k + 1]!];
    pieces.push(json.slice(last, start));
    const token = json.slice(start, end);
    if (token.charCodeAt(0) === 0x22) pieces.push('"\\u0000s', token.slice(1));
    else if (/[.eE]/.test(token)) pieces.push('"\\u0000f', token, '"');
    else if (token.length - (token.charCodeAt(0) === 0x2d ? 1 : 0) > MAX_INT_DIGITS) return undefined;
    else pieces.push('"\\u0000i', token, '"');
    last = end;
  }
  pieces.push(json.slice(last));
  return pieces.join("");
}
