// Replacement templates for re.sub / Match.expand, parsed as CPython 3.11's
// `_parser.parse_template`: \1 \g<n> \g<name> groups, octal and letter escapes, and its errors.

import { RegexSyntaxError, isIdentifier } from "./syntax.js";

/** Literal text or a group number; the expansion of an unmatched group is "". */
export type TemplatePart = string | number;

/** An unknown group name: CPython raises IndexError here, not re.error. */
export class UnknownGroupName extends Error {}

const ESCAPES: Record<string, string> = { a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "\\": "\\" };
const MAXGROUPS = 2 ** 31 - 1;

export function parseTemplate(template: string, groups: number, groupindex: Map<string, number>): TemplatePart[] {
  const chars = Array.from(template);
  const parts: TemplatePart[] = [];
  let literal = "";
  let pos = 0;
  const addGroup = (index: number, errPos: number) => {
    if (index > groups) throw new RegexSyntaxError(`invalid group reference ${index}`, errPos);
    if (literal) parts.push(literal);
    literal = "";
    parts.push(index);
  };
  const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
  const isOct = (c: string | undefined) => c !== undefined && c >= "0" && c <= "7";
  while (pos < chars.length) {
    const start = pos;
    const ch = chars[pos++];
    if (ch !== "\\") {
      literal += ch;
      continue;
    }
    const c = chars[pos++];
    if (c === undefined) throw new RegexSyntaxError("bad escape (end of pattern)", start);
    if (c === "g") {
      if (chars[pos] !== "<") throw new RegexSyntaxError("missing <", pos);
      pos++;
      const nameStart = pos;
      let name = "";
      while (pos < chars.length && chars[pos] !== ">") name += chars[pos++];
      if (pos >= chars.length) {
        if (!name) throw new RegexSyntaxError("missing group name", nameStart);
        throw new RegexSyntaxError("missing >, unterminated name", nameStart);
      }
      pos++;
      if (!name) throw new RegexSyntaxError("missing group name", nameStart);
      let index: number;
      if (isIdentifier(name)) {
        const g = groupindex.get(name);
        if (g === undefined) throw new UnknownGroupName(`unknown group name '${name}'`);
        index = g;
      } else {
        if (!/^[0-9]+$/.test(name)) throw new RegexSyntaxError(`bad character in group name '${name}'`, nameStart);
        index = Number(name);
        if (index >= MAXGROUPS) throw new RegexSyntaxError(`invalid group reference ${index}`, nameStart);
      }
      addGroup(index, nameStart);
    } else if (c === "0") {
      let digits = "0";
      if (isOct(chars[pos])) {
        digits += chars[pos++];
        if (isOct(chars[pos])) digits += chars[pos++];
      }
      literal += String.fromCharCode(parseInt(digits, 8) & 0xff);
    } else if (isDigit(c)) {
      let digits = c;
      let octal = false;
      if (isDigit(chars[pos])) {
        digits += chars[pos++];
        if (isOct(c) && isOct(digits[1]) && isOct(chars[pos])) {
          digits += chars[pos++];
          octal = true;
          const v = parseInt(digits, 8);
          if (v > 0o377) throw new RegexSyntaxError(`octal escape value \\${digits} outside of range 0-0o377`, start);
          literal += String.fromCharCode(v);
        }
      }
      if (!octal) addGroup(Number(digits), start + 1);
    } else if (ESCAPES[c] !== undefined) {
      literal += ESCAPES[c];
    } else {
      if (/^[A-Za-z]$/.test(c)) throw new RegexSyntaxError(`bad escape \\${c}`, start);
      literal += "\\" + c;
    }
  }
  if (literal) parts.push(literal);
  return parts;
}
