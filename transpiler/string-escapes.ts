// Decodes the body of a string or bytes literal (escape sequences, backslash-newline) as
// CPython 3.11 does; used by the tokenizer for plain literals and by the f-string parser.

import type { Token } from "./token.js";
import { raise } from "./syntax-error.js";
import { unicodeNames } from "./unicode-names.js";

const SIMPLE: Record<string, number> = {
  "\\": 0x5c, "'": 0x27, '"': 0x22, a: 0x07, b: 0x08, f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b,
};

/**
 * Decodes `body` (the text between the quotes). Bytes literals come back as byte values.
 * `token` locates errors: CPython reports codec errors at the literal's end, ASCII errors at its start.
 */
export function decodeStringBody(body: string, raw: boolean, bytes: boolean, token: () => Token): string | number[] {
  const cps = Array.from(body);
  if (bytes && cps.some((c) => c.codePointAt(0)! > 0x7f)) {
    const t = token();
    raise(t.line, t.col, "bytes can only contain ASCII literal characters");
  }
  const out: number[] = [];
  // `from` and `to`: the first and last character CPython reports (counted as its decoder does).
  const codecError = (from: number, to: number, what: string): never => {
    const t = token();
    raise(t.endLine, t.endCol,
      `(unicode error) 'unicodeescape' codec can't decode bytes in position ${decoderOffset(cps, from)}-${decoderOffset(cps, to + 1) - 1}: ${what}`);
  };
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i];
    if (c !== "\\" || raw) {
      out.push(c.codePointAt(0)!);
      continue;
    }
    const e = cps[i + 1];
    if (e === undefined) {
      out.push(0x5c);
      continue;
    }
    i++;
    if (e === "\n") continue;
    if (e in SIMPLE) {
      out.push(SIMPLE[e]);
    } else if (e >= "0" && e <= "7") {
      let digits = e;
      while (digits.length < 3 && cps[i + 1] >= "0" && cps[i + 1] <= "7") digits += cps[++i];
      out.push(parseInt(digits, 8) & (bytes ? 0xff : 0x1fffff));
    } else if (e === "x" || (!bytes && (e === "u" || e === "U"))) {
      const n = e === "x" ? 2 : e === "u" ? 4 : 8;
      const hex = cps.slice(i + 1, i + 1 + n).join("");
      if (hex.length < n || !/^[0-9a-fA-F]+$/.test(hex)) {
        const good = hex.match(/^[0-9a-fA-F]*/)![0].length;
        if (bytes) {
          const t = token();
          raise(t.endLine, t.endCol, `(value error) invalid \\x escape at position ${i - 1}`);
        }
        codecError(i - 1, i + good, `truncated \\${e === "x" ? "xXX" : e === "u" ? "uXXXX" : "UXXXXXXXX"} escape`);
      }
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) codecError(i - 1, i + n, "illegal Unicode character");
      out.push(code);
      i += n;
    } else if (e === "N" && !bytes) {
      // CPython's reported end: the N, the last character when no brace closes, the `{` of `\N{}`.
      const close = cps[i + 1] === "{" ? cps.indexOf("}", i + 2) : -2;
      if (close < i + 3) return codecError(i - 1, close === -2 ? i : close === -1 ? cps.length - 1 : close - 1, "malformed \\N character escape");
      const name = cps.slice(i + 2, close).join("");
      const char = unicodeNames().lookup(name, false);
      if (char === undefined) return codecError(i - 1, close, "unknown Unicode character name");
      out.push(char.codePointAt(0)!);
      i = close;
    } else {
      // Unknown escapes keep their backslash (CPython only warns).
      out.push(0x5c, e.codePointAt(0)!);
    }
  }
  return bytes ? out : fromCodePoints(out);
}

/**
 * Where CPython's escape decoder sees body index `i`: it reads the literal with each non-ASCII
 * character written as `\\U%08x` (10 bytes) and a backslash before one as `\\u005c` (6).
 */
function decoderOffset(cps: string[], i: number): number {
  let at = 0;
  for (let k = 0; k < i && k < cps.length; k++) {
    if (cps[k].codePointAt(0)! > 0x7f) at += 10;
    else if (cps[k] === "\\" && (k + 1 >= cps.length || cps[k + 1].codePointAt(0)! > 0x7f)) at += 6;
    else at += 1;
  }
  return at + Math.max(0, i - cps.length);
}

function fromCodePoints(codes: number[]): string {
  let s = "";
  // Chunked: spreading a 100 KiB literal into one call would overflow the argument limit.
  for (let k = 0; k < codes.length; k += 4096) s += String.fromCodePoint(...codes.slice(k, k + 4096));
  return s;
}
