/** Whether a plain object lists `k` first, as an array index (4294967295 too: a safe guess):
 *  JS objects list such keys before the others, out of the text's (Python's) order. */
export function isArrayIndex(k: string): boolean {
  const c = k.charCodeAt(0);
  return c >= 0x30 && c <= 0x39 && String(+k >>> 0) === k;
}
