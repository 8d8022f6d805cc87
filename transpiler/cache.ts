// Transpiling is a pure function of the script and the tool names it may call, so a flow run again
// (a harness's template, a retried script) reuses the JavaScript instead of parsing again (about
// 0.4-0.7 ms for a short script). Bounded by total characters; the least recently used goes first.
// One cache per thread that transpiles: each sandbox worker (wasm/worker-entry.ts), and the host
// for engines that transpile there.
import type { TranspileOptions, TranspileResult } from "./index.js";

type Transpile = (source: string, options: TranspileOptions) => TranspileResult | Promise<TranspileResult>;

/** Characters of source and JavaScript kept in all: a few typical flows, never unbounded. */
const MAX_CACHED_CHARS = 4 * 1024 * 1024;
/** Scripts kept under one key (the same tools and length): a lookup compares each with the script. */
const MAX_PER_KEY = 16;

type Entry = { source: string; result: TranspileResult; chars: number };

export function cachedTranspile(transpile: Transpile): Transpile {
  // Keyed by the options and the script's length, the script itself compared: a key holding the
  // whole script was copied and hashed on every flow (V8 hashes ~3 ns a character: ~15-20 us for
  // a 5 KB script), where comparing two strings runs at memory speed and stops at a difference.
  const cache = new Map<string, Entry[]>();
  let chars = 0;
  // A hit is returned as it is, not as a promise: its callers await either (an async function's
  // promise was a few us of a flow after an idle gap).
  return (source, options) => {
    // The names are the tools' Python aliases (identifiers, never NUL): the key is unambiguous.
    const key = `${options.functionNesting ?? ""}\0${options.tools.join("\0")}\0\0${source.length}`;
    const entries = cache.get(key);
    // Indexed: a flow after an idle gap runs this in V8's baseline tiers, where for-of makes an iterator.
    for (let i = 0; entries !== undefined && i < entries.length; i++) {
      if (entries[i]!.source !== source) continue;
      cache.delete(key);
      cache.set(key, entries);
      return entries[i]!.result;
    }
    return transpileAndKeep(source, options, key);
  };

  async function transpileAndKeep(source: string, options: TranspileOptions, key: string): Promise<TranspileResult> {
    const result = Object.freeze(await transpile(source, options));
    const size = key.length + source.length + (result.ok ? result.js.length : 0);
    if (size > MAX_CACHED_CHARS) return result;
    // Looked up again: another flow may have cached or dropped this key while this one transpiled.
    const current = cache.get(key) ?? [];
    if (current.some((entry) => entry.source === source)) return result;
    if (current.length === MAX_PER_KEY) chars -= current.shift()!.chars;
    // A copy of its own: a caller's slice of a larger text would keep all of that text alive.
    current.push({ source: `${source}\0`.slice(0, -1), result, chars: size });
    chars += size;
    cache.delete(key);
    cache.set(key, current);
    for (const [oldest, dropped] of cache) {
      if (chars <= MAX_CACHED_CHARS) break;
      cache.delete(oldest);
      for (const entry of dropped) chars -= entry.chars;
    }
    return result;
  }
}
