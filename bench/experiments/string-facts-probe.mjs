// Probe (issue 17, session 27): facts about a long guest string read by the host from the
// QuickJS heap, against the guest's regex scans. QuickJS's regex engine tries every position
// (~18 ns a character), and it has no native "all ASCII" or "no surrogate" test; the host can
// read a string's header (its JSValue's low word the JSString*, whose second word holds the
// length in 31 bits and the wide-character flag in the top bit; the characters from +16) and
// scan the bytes natively. A one-byte string holds no surrogate at all. Ropes (tag -6) would
// keep the regex. `node bench/experiments/string-facts-probe.mjs`: the answers (1 ASCII, 0
// not, 2 wide) and ms per scan: a 4 MiB log and a 90-character line x1000, host (through a
// handle-based ctx.newFunction, ~6 us a call; callDirectly's path is ~1 us) and regex.
import { getQuickJS } from "quickjs-emscripten";
import { isAscii } from "node:buffer";
import { logText } from "../large-output.mjs";
const qjs = await getQuickJS();
const ctx = qjs.newContext();
ctx.runtime.setMemoryLimit(2 ** 30);
const wordAt = (heap, at) => (heap[at] | (heap[at + 1] << 8) | (heap[at + 2] << 16) | (heap[at + 3] << 24)) >>> 0;
const facts = ctx.newFunction("facts", (h) => {
  const heap = ctx.module.HEAPU8;
  const tag = wordAt(heap, h.value + 4) | 0;
  if (tag !== -7) return ctx.newNumber(-1);
  const str = wordAt(heap, h.value);
  const word = wordAt(heap, str + 4);
  const length = word & 0x7fffffff;
  if (word >>> 31) return ctx.newNumber(2);
  return ctx.newNumber(isAscii(heap.subarray(str + 16, str + 16 + length)) ? 1 : 0);
});
ctx.setProp(ctx.global, "facts", facts);
ctx.setProp(ctx.global, "TEXT", ctx.newString(logText(4)));
const r = ctx.evalCode(`
function T(f) { f(); const t = Date.now(); for (let i = 0; i < 20; i++) f(); return (Date.now() - t) / 20; }
const short = TEXT.slice(0, 90), wide = TEXT.slice(0, 1000) + "\\u4e2d", latin = TEXT.slice(0, 1000) + "\\xe9";
({ factsBig: facts(TEXT), factsWide: facts(wide), factsLatin: facts(latin), factsShort: facts(short),
   regexBig: T(() => /[^\\x00-\\x7e]/.test(TEXT)), hostBig: T(() => facts(TEXT)),
   regexShort: T(() => { for (let i = 0; i < 1000; i++) /[\\uD800-\\uDFFF]/.test(short); }), hostShort: T(() => { for (let i = 0; i < 1000; i++) facts(short); }) })`);
console.log(ctx.dump(ctx.unwrapResult(r)));
