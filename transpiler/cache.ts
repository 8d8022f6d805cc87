// Transpiling is a pure function of the script and the tool names it may call, so a flow run again
// (a harness's template, a retried script) reuses the JavaScript instead of parsing again (about
// 0.4-0.7 ms for a short script). Bounded by total characters; the least recently used goes first.
// One cache per thread that transpiles: each sandbox worker (wasm/worker-entry.ts), and the host
// for engines that transpile there.
import type { TranspileOptions, TranspileResult } from "./index.js";

type Transpile = (source: string, options: TranspileOptions) => TranspileResult | Promise<TranspileResult>;

/** Characters of source and JavaScript kept in all: a few typical flows, never unbounded. */
const MAX_CACHED_CHARS = 4 * 1024 * 1024;

export function cachedTranspile(transpile: Transpile): Transpile {
  const cache = new Map<string, { result: TranspileResult; chars: number }>();
  let chars = 0;
  return async (source, options) => {
    // The names are the tools' Python aliases (identifiers, never NUL): the key is unambiguous.
    const key = `${options.functionNesting ?? ""}\0${options.tools.join("\0")}\0\0${source}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit.result;
    }
    const result = Object.freeze(await transpile(source, options));
    const size = key.length + (result.ok ? result.js.length : 0);
    if (size > MAX_CACHED_CHARS) return result;
    cache.set(key, { result, chars: size });
    chars += size;
    for (const [oldest, entry] of cache) {
      if (chars <= MAX_CACHED_CHARS) break;
      cache.delete(oldest);
      chars -= entry.chars;
    }
    return result;
  };
}
