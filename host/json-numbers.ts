// Whether JSON text's numbers can be typed by their value alone, as the guest's fast decoder does
// when the answer says so (guest/runtime/tools.ts): an integral value is a Python int, any other a
// float. That holds unless a token written as a float has an integral value (`3.0`, `1e5`, `-0.0`)
// or an int token is past 2**53 (JSON.parse would round it). One pass, strings skipped by indexOf:
// V8 does this in a few ms per MiB, where the guest's regex scan costs about 100 ns per character.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

export function numbersTypedByValue(json: string): boolean {
  const n = json.length;
  let i = 0;
  while (i < n) {
    const c = json.charCodeAt(i);
    if (c === QUOTE) {
      let end = json.indexOf('"', i + 1);
      while (end > 0 && escaped(json, end)) end = json.indexOf('"', end + 1);
      if (end < 0) return false;
      i = end + 1;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let j = i + 1;
      let float = false;
      for (; j < n; j++) {
        const d = json.charCodeAt(j);
        if ((d >= 0x30 && d <= 0x39) || d === 0x2b || d === 0x2d) continue;
        if (d === 0x2e || d === 0x65 || d === 0x45) float = true;
        else break;
      }
      // Up to 15 digits an int token is exact; a longer one must still be a safe integer.
      if (float ? Number(json.slice(i, j)) % 1 === 0 : j - i > 15 && !Number.isSafeInteger(Number(json.slice(i, j)))) return false;
      i = j;
    } else i++;
  }
  return true;
}

/** Whether the quote at `at` is escaped: an odd run of backslashes before it. */
function escaped(text: string, at: number): boolean {
  let k = at - 1;
  while (text.charCodeAt(k) === BACKSLASH) k--;
  return (at - 1 - k) % 2 === 1;
}
