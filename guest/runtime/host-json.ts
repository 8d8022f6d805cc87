// JSON the guest hands the host (a result, a tool call's arguments) crosses the boundary as UTF-8,
// where a raw lone surrogate would become U+FFFD: it is escaped (`\ud800`, as json.dumps writes it
// by default), which the host's JSON.parse reads back as the same string.

import { wellFormed } from "../values/index.js";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with each lone surrogate (only ever inside a JSON string) as its `\uXXXX` escape. */
export function hostJson(text: string): string {
  if (wellFormed(text)) return text;
  return text.replace(LONE_SURROGATE, (c) => "\\u" + c.charCodeAt(0).toString(16));
}
