// Decodes the body of a string or bytes literal (escape sequences, backslash-newline) as
// CPython 3.11 does; used by the tokenizer for plain literals and by the f-string parser.

import type { Token } from "./token.js";
import { raise } from "./syntax-error.js";

// `\N{...}` needs the Unicode name table, which JS lacks; these are the names scripts use.
const UNICODE_NAMES: Record<string, number> = {
  "SPACE": 0x20, "NO-BREAK SPACE": 0xa0, "BULLET": 0x2022, "EN DASH": 0x2013, "EM DASH": 0x2014,
  "HORIZONTAL ELLIPSIS": 0x2026, "DEGREE SIGN": 0xb0, "COPYRIGHT SIGN": 0xa9,
  "REGISTERED SIGN": 0xae, "TRADE MARK SIGN": 0x2122, "EURO SIGN": 0x20ac, "POUND SIGN": 0xa3,
  "YEN SIGN": 0xa5, "CENT SIGN": 0xa2, "SECTION SIGN": 0xa7, "PILCROW SIGN": 0xb6,
  "MULTIPLICATION SIGN": 0xd7, "DIVISION SIGN": 0xf7, "PLUS-MINUS SIGN": 0xb1,
  "RIGHTWARDS ARROW": 0x2192, "LEFTWARDS ARROW": 0x2190, "UPWARDS ARROW": 0x2191,
  "DOWNWARDS ARROW": 0x2193, "CHECK MARK": 0x2713, "HEAVY CHECK MARK": 0x2714,
  "BALLOT X": 0x2717, "CROSS MARK": 0x274c, "WARNING SIGN": 0x26a0, "BLACK STAR": 0x2605,
  "WHITE STAR": 0x2606, "SNOWMAN": 0x2603, "GREEK SMALL LETTER ALPHA": 0x3b1,
  "GREEK SMALL LETTER BETA": 0x3b2, "GREEK SMALL LETTER PI": 0x3c0,
  "GREEK CAPITAL LETTER DELTA": 0x394, "GREEK CAPITAL LETTER OMEGA": 0x3a9,
  "GREEK SMALL LETTER MU": 0x3bc, "INFINITY": 0x221e, "ZERO WIDTH SPACE": 0x200b,
  "LINE FEED": 0x0a, "CARRIAGE RETURN": 0x0d, "CHARACTER TABULATION": 0x09, "NULL": 0x00,
  "LATIN SMALL LETTER E WITH ACUTE": 0xe9, "BOX DRAWINGS LIGHT HORIZONTAL": 0x2500,
  "BOX DRAWINGS LIGHT VERTICAL": 0x2502, "FULL BLOCK": 0x2588, "MIDDLE DOT": 0xb7,
  "LEFT-POINTING DOUBLE ANGLE QUOTATION MARK": 0xab, "RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK": 0xbb,
  "LEFT DOUBLE QUOTATION MARK": 0x201c, "RIGHT DOUBLE QUOTATION MARK": 0x201d,
  "LEFT SINGLE QUOTATION MARK": 0x2018, "RIGHT SINGLE QUOTATION MARK": 0x2019,
};

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
  const codecError = (from: number, to: number, what: string): never => {
    const t = token();
    // CPython counts positions in the escape-decoder's UTF-8 input; for ASCII bodies that is the index.
    raise(t.endLine, t.endCol,
      `(unicode error) 'unicodeescape' codec can't decode bytes in position ${from}-${to}: ${what}`);
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
      const close = cps.indexOf("}", i);
      const name = cps[i + 1] === "{" && close > 0 ? cps.slice(i + 2, close).join("").toUpperCase() : null;
      if (name === null) return codecError(i - 1, i, "malformed \\N character escape");
      const code = UNICODE_NAMES[name];
      if (code === undefined) codecError(i - 1, close, "unknown Unicode character name");
      out.push(code);
      i = close;
    } else {
      // Unknown escapes keep their backslash (CPython only warns).
      out.push(0x5c, e.codePointAt(0)!);
    }
  }
  return bytes ? out : fromCodePoints(out);
}

function fromCodePoints(codes: number[]): string {
  let s = "";
  // Chunked: spreading a 100 KiB literal into one call would overflow the argument limit.
  for (let k = 0; k < codes.length; k += 4096) s += String.fromCodePoint(...codes.slice(k, k + 4096));
  return s;
}
