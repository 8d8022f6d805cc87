// A tool's answer as the guest receives it (docs/design.md, "The host<->guest boundary"): JSON
// output as `{"ok": <value>}`, marked when its numbers are typed by value, its keys keep their
// order in JSON.parse's objects and it nests at most BY_VALUE_MAX_DEPTH deep, so the guest can
// skip scanning the text for numbers and read JSON.parse's objects in place; text output verbatim
// after `text:`, so tens of MiB cross without being escaped as a JSON string here and unescaped
// by QuickJS's slower JSON.parse there.
import { BY_VALUE_ANSWER_PREFIX, BY_VALUE_MAX_DEPTH, TEXT_ANSWER_PREFIX } from "../wasm/answer-prefixes.js";
import { scanJson, type JsonScan } from "./json-scan.js";

/** The answer for valid JSON text `json`, given its scan when the caller has it. */
export function okAnswer(json: string, scan: JsonScan | undefined = scanJson(json)): string {
  const byValue = scan !== undefined && scan.numbersByValue && scan.keysInOrder && scan.depth <= BY_VALUE_MAX_DEPTH;
  return byValue ? `${BY_VALUE_ANSWER_PREFIX}${json}}` : `{"ok":${json}}`;
}

export function textAnswer(text: string): string {
  // The answer enters the guest as a C string, which ends at a NUL: text holding one crosses
  // as JSON, where it is an escape.
  return text.includes("\0") ? okAnswer(JSON.stringify({ text })) : TEXT_ANSWER_PREFIX + text;
}
