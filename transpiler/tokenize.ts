// Tokenizer: source text -> Token[] with Python 3.11's NEWLINE/INDENT/DEDENT rules, implicit
// line joining inside brackets, backslash continuation, numbers and string literals (decoded here).

import type { ConstantValue } from "./ast.js";
import { PySyntaxError, raise, type CompileErrorType } from "./syntax-error.js";
import type { StringToken, Token, TokenKind } from "./token.js";
import { decodeStringBody } from "./string-escapes.js";
import { interruptPoint } from "./interrupt.js";

/**
 * Where the text being tokenized sits in the script. f-string replacement fields are tokenized
 * on their own; only the columns of their first line are shifted, by `firstLineCol`.
 */
export interface TokenizeOrigin {
  line: number;
  firstLineCol: number;
}

const OPERATORS = [
  "**=", "//=", ">>=", "<<=", "...", "->", ":=", "**", "//", "<<", ">>", "<=", ">=", "==", "!=",
  "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=",
  "+", "-", "*", "/", "%", "@", "&", "|", "^", "~", "<", ">", "(", ")", "[", "]", "{", "}",
  ",", ":", ".", ";", "=",
];
const CLOSING: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
// CPython 3.11 accepts (with a warning) a number directly followed by one of these keywords.
const KEYWORDS_AFTER_NUMBER = ["and", "else", "for", "if", "in", "is", "not", "or"];
// Python's str.isprintable() is false for these (the space itself is handled before).
const NON_PRINTABLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]$/u;
const STRING_PREFIXES = new Set(["r", "u", "b", "br", "rb", "f", "fr", "rf"]);
// CPython's tokenizer limits (MAXLEVEL, MAXINDENT) and int_max_str_digits: they also bound the
// recursion of every later phase and the quadratic cost of decimal conversion.
const MAX_BRACKET_DEPTH = 200;
const MAX_INDENT_LEVELS = 100;
const MAX_INT_LITERAL_DIGITS = 4300;

// ASCII first: the Unicode property regexes are the tokenizer's hot path otherwise.
const isAsciiLetter = (c: string) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
const isIdStart = (c: string) => isAsciiLetter(c) || (c > "\x7f" && /\p{ID_Start}/u.test(c));
const isIdContinue = (c: string) =>
  isAsciiLetter(c) || (c >= "0" && c <= "9") || (c > "\x7f" && /\p{ID_Continue}/u.test(c));
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

export function tokenize(source: string, origin: TokenizeOrigin = { line: 1, firstLineCol: 0 }): Token[] {
  return new Tokenizer(source, origin).run();
}

class Tokenizer {
  private readonly cps: string[];
  private i = 0;
  private line = 1;
  private lineStart = 0;
  private readonly tokens: Token[] = [];
  private readonly brackets: { ch: string; line: number; col: number }[] = [];
  private readonly indents = [0];
  private readonly altIndents = [0];
  /** Set when the source ended inside brackets, CPython's weakest tokenizer error. */
  private unclosed = false;

  constructor(
    source: string,
    private readonly origin: TokenizeOrigin,
  ) {
    this.cps = Array.from(source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"));
  }

  run(): Token[] {
    try {
      this.scan();
    } catch (e) {
      if (!(e instanceof PySyntaxError)) throw e;
      const end = this.cps.length;
      const token = this.push("ERRORTOKEN", "", end, end);
      token.error = e;
      token.unclosed = this.unclosed;
    }
    return this.tokens;
  }

  private scan(): void {
    let atLineStart = true;
    let lineHasTokens = false;
    while (true) {
      if (atLineStart && this.brackets.length === 0) {
        this.indentation();
        lineHasTokens = false;
        atLineStart = false;
      }
      const c = this.cps[this.i];
      if (c === undefined) break;
      if (c === " " || c === "\t" || c === "\f") {
        this.i++;
      } else if (c === "#") {
        while (this.i < this.cps.length && this.cps[this.i] !== "\n") this.i++;
      } else if (c === "\\") {
        this.continuation();
      } else if (c === "\n") {
        if (lineHasTokens && this.brackets.length === 0) this.push("NEWLINE", "\n", this.i, this.i + 1);
        this.newline();
        atLineStart = this.brackets.length === 0;
      } else {
        this.token(c);
        lineHasTokens = true;
      }
    }
    this.finish();
  }

  // ---- positions ----------------------------------------------------------------------------

  private pos(index: number, line = this.line, lineStart = this.lineStart): [number, number] {
    const col = index - lineStart;
    return line === 1
      ? [this.origin.line, col + this.origin.firstLineCol]
      : [line + this.origin.line - 1, col];
  }

  private fail(index: number, message: string, line = this.line, lineStart = this.lineStart, type?: CompileErrorType): never {
    const [l, c] = this.pos(index, line, lineStart);
    raise(l, c, message, type);
  }

  /** An indentation error at `index` of the current line (CPython's IndentationError). */
  private indentationFail(index: number, message: string): never {
    this.fail(index, message, this.line, this.lineStart, "IndentationError");
  }

  private push(kind: TokenKind, value: string, start: number, end: number, startLine = this.line,
    startLineStart = this.lineStart): Token {
    interruptPoint();
    const [line, col] = this.pos(start, startLine, startLineStart);
    const [endLine, endCol] = this.pos(end);
    const token: Token = { kind, value, line, col, endLine, endCol };
    this.tokens.push(token);
    return token;
  }

  private newline(): void {
    this.i++;
    this.line++;
    this.lineStart = this.i;
  }

  // ---- layout -------------------------------------------------------------------------------

  /** Emits INDENT/DEDENT for a logical line's indentation; blank and comment-only lines have none. */
  private indentation(): void {
    let col = 0;
    let alt = 0;
    let j = this.i;
    for (;; j++) {
      const c = this.cps[j];
      if (c === " ") { col++; alt++; }
      else if (c === "\t") { col = Math.floor(col / 8) * 8 + 8; alt++; }
      else if (c === "\f") { col = 0; alt = 0; }
      else break;
    }
    this.i = j;
    const c = this.cps[j];
    if (c === undefined || c === "#" || c === "\n") return;
    const top = this.indents[this.indents.length - 1];
    const altTop = this.altIndents[this.altIndents.length - 1];
    if (col === top) {
      if (alt !== altTop) this.tabError(j);
    } else if (col > top) {
      if (alt <= altTop) this.tabError(j);
      if (this.indents.length >= MAX_INDENT_LEVELS) this.indentationFail(j, "too many levels of indentation");
      this.indents.push(col);
      this.altIndents.push(alt);
      this.push("INDENT", "", j, j);
    } else {
      while (col < this.indents[this.indents.length - 1]) {
        this.indents.pop();
        this.altIndents.pop();
        this.push("DEDENT", "", j, j);
      }
      if (col !== this.indents[this.indents.length - 1]) {
        this.indentationFail(j, "unindent does not match any outer indentation level");
      }
      if (alt !== this.altIndents[this.altIndents.length - 1]) this.tabError(j);
    }
  }

  private lineStartBefore(index: number): number {
    let k = index;
    while (k > 0 && this.cps[k - 1] !== "\n") k--;
    return k;
  }

  private tabError(index: number): never {
    this.fail(index, "inconsistent use of tabs and spaces in indentation", this.line, this.lineStart, "TabError");
  }

  private continuation(): void {
    const next = this.cps[this.i + 1];
    if (next === "\n") {
      const at = this.i;
      this.i++;
      this.newline();
      if (this.i >= this.cps.length) this.fail(at, "unexpected EOF while parsing", this.line - 1, this.lineStartBefore(at));
      return;
    }
    if (next === undefined) this.fail(this.i, "unexpected EOF while parsing");
    this.fail(this.i + 1, "unexpected character after line continuation character");
  }

  private finish(): void {
    const open = this.brackets[this.brackets.length - 1];
    if (open) {
      this.unclosed = true;
      raise(open.line, open.col, `'${open.ch}' was never closed`);
    }
    const last = this.tokens[this.tokens.length - 1];
    const end = this.cps.length;
    if (last && last.kind !== "NEWLINE" && last.kind !== "DEDENT" && last.kind !== "INDENT") {
      this.push("NEWLINE", "", end, end);
    }
    for (let k = 1; k < this.indents.length; k++) this.push("DEDENT", "", end, end);
    this.push("ENDMARKER", "", end, end);
  }

  // ---- tokens -------------------------------------------------------------------------------

  private token(c: string): void {
    if (isIdStart(c)) return this.nameOrString();
    if (isDigit(c) || (c === "." && isDigit(this.cps[this.i + 1]))) return this.number();
    if (c === '"' || c === "'") return this.string("", this.i);
    this.operator(c);
  }

  private nameOrString(): void {
    const start = this.i;
    while (this.i < this.cps.length && isIdContinue(this.cps[this.i])) this.i++;
    const text = this.cps.slice(start, this.i).join("");
    const q = this.cps[this.i];
    if ((q === '"' || q === "'") && STRING_PREFIXES.has(text.toLowerCase())) {
      return this.string(text.toLowerCase(), start);
    }
    this.push("NAME", text.normalize("NFKC"), start, this.i);
  }

  private operator(c: string): void {
    const start = this.i;
    const rest = c + (this.cps[start + 1] ?? "") + (this.cps[start + 2] ?? "");
    const op = OPERATORS.find((o) => rest.startsWith(o));
    if (op === undefined) {
      if (c === "!" || c === "$" || c === "?" || c === "`") this.fail(start, "invalid syntax");
      const code = c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
      if (NON_PRINTABLE.test(c)) this.fail(start, `invalid non-printable character U+${code}`);
      this.fail(start, `invalid character '${c}' (U+${code})`);
    }
    const [line, col] = this.pos(start);
    if (op === "(" || op === "[" || op === "{") {
      if (this.brackets.length >= MAX_BRACKET_DEPTH) this.fail(start, "too many nested parentheses");
      this.brackets.push({ ch: op, line, col });
    } else if (op in CLOSING) {
      const open = this.brackets.pop();
      if (open === undefined) this.fail(start, `unmatched '${op}'`);
      if (open.ch !== CLOSING[op]) {
        this.fail(start, `closing parenthesis '${op}' does not match opening parenthesis '${open.ch}'` +
          (open.line !== line ? ` on line ${open.line}` : ""));
      }
    }
    this.i += op.length;
    this.push("OP", op, start, this.i);
  }

  // ---- numbers ------------------------------------------------------------------------------

  /** Reads digits matching `predicate` with single underscores between them; returns the digits. */
  private digits(predicate: (c: string) => boolean, kind: string): string {
    let out = "";
    while (this.i < this.cps.length) {
      const c = this.cps[this.i];
      if (predicate(c)) {
        out += c;
        this.i++;
      } else if (c === "_" && out !== "") {
        this.i++;
        if (!predicate(this.cps[this.i] ?? "")) this.fail(this.i, `invalid ${kind} literal`);
      } else {
        break;
      }
    }
    return out;
  }

  private number(): void {
    const start = this.i;
    const c0 = this.cps[this.i];
    const c1 = (this.cps[this.i + 1] ?? "").toLowerCase();
    let value: ConstantValue;
    if (c0 === "0" && (c1 === "x" || c1 === "o" || c1 === "b")) {
      const [base, kind, pred] =
        c1 === "x" ? [16, "hexadecimal", (c: string) => /^[0-9a-fA-F]$/.test(c)] as const
        : c1 === "o" ? [8, "octal", (c: string) => c >= "0" && c <= "7"] as const
        : [2, "binary", (c: string) => c === "0" || c === "1"] as const;
      this.i += 2;
      if (this.cps[this.i] === "_") this.i++;
      const digits = this.digits(pred, kind);
      if (digits === "" || isDigit(this.cps[this.i]) || this.idCharFollows()) {
        const bad = this.cps[this.i];
        if (base !== 16 && isDigit(bad)) this.fail(this.i, `invalid digit '${bad}' in ${kind} literal`);
        this.fail(this.i, `invalid ${kind} literal`);
      }
      const prefix = base === 16 ? "0x" : base === 8 ? "0o" : "0b";
      value = { type: "int", digits: BigInt(prefix + digits).toString() };
    } else {
      value = this.decimal(start);
    }
    this.push("NUMBER", this.cps.slice(start, this.i).join(""), start, this.i).number = value;
  }

  private decimal(start: number): ConstantValue {
    const intPart = this.cps[this.i] === "." ? "" : this.digits(isDigit, "decimal");
    let text = intPart;
    let isFloat = false;
    if (this.cps[this.i] === ".") {
      isFloat = true;
      this.i++;
      text += "." + (isDigit(this.cps[this.i]) ? this.digits(isDigit, "decimal") : "");
    }
    const e = this.cps[this.i];
    if (e === "e" || e === "E") {
      const save = this.i;
      this.i++;
      let sign = "";
      if (this.cps[this.i] === "+" || this.cps[this.i] === "-") sign = this.cps[this.i++];
      if (!isDigit(this.cps[this.i])) {
        this.i = save;
        this.fail(start, "invalid decimal literal");
      }
      text += "e" + sign + this.digits(isDigit, "decimal");
      isFloat = true;
    }
    const j = this.cps[this.i];
    if (j === "j" || j === "J") {
      this.i++;
      if (this.idCharFollows()) this.fail(start, "invalid imaginary literal");
      return { type: "complex", imag: Number(text) };
    }
    if (this.idCharFollows()) this.fail(start, "invalid decimal literal");
    if (isFloat) return { type: "float", value: Number(text) };
    if (/^0+[1-9]/.test(intPart)) {
      this.fail(start, "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers");
    }
    // CPython converts a decimal literal with int(), under its 4300-digit limit.
    if (intPart.length > MAX_INT_LITERAL_DIGITS) {
      this.fail(start, `Exceeds the limit (${MAX_INT_LITERAL_DIGITS} digits) for integer string conversion: value has ${intPart.length} digits; use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.`);
    }
    return { type: "int", digits: BigInt(intPart).toString() };
  }

  private idCharFollows(): boolean {
    const c = this.cps[this.i];
    if (c === undefined || !isIdContinue(c)) return false;
    const rest = this.cps.slice(this.i, this.i + 6).join("");
    return !KEYWORDS_AFTER_NUMBER.some((k) => rest.startsWith(k) && !isIdContinue(rest[k.length] ?? " "));
  }

  // ---- strings ------------------------------------------------------------------------------

  private string(prefix: string, start: number): void {
    const startLine = this.line;
    const startLineStart = this.lineStart;
    const q = this.cps[this.i];
    const triple = this.cps[this.i + 1] === q && this.cps[this.i + 2] === q;
    const quoteLength = triple ? 3 : 1;
    this.i += quoteLength;
    const bodyStart = this.i;
    while (true) {
      const c = this.cps[this.i];
      if (c === undefined || (c === "\n" && !triple)) {
        const what = triple ? "unterminated triple-quoted string literal" : "unterminated string literal";
        // CPython counts the line of the last character read, not the empty one after a final newline.
        const detected = this.line - (this.cps[this.i - 1] === "\n" ? 1 : 0) + this.origin.line - 1;
        this.fail(start, `${what} (detected at line ${detected})`, startLine, startLineStart);
      }
      if (c === q && (!triple || (this.cps[this.i + 1] === q && this.cps[this.i + 2] === q))) break;
      if (c === "\\") {
        this.i++;
        if (this.cps[this.i] === "\n") this.newline();
        else if (this.cps[this.i] !== undefined) this.i++;
      } else if (c === "\n") {
        this.newline();
      } else {
        this.i++;
      }
    }
    const body = this.cps.slice(bodyStart, this.i).join("");
    this.i += quoteLength;
    const info: StringToken = {
      prefix,
      raw: prefix.includes("r"),
      bytes: prefix.includes("b"),
      fstring: prefix.includes("f"),
      quoteLength,
      body,
      value: null,
    };
    const text = this.cps.slice(start, this.i).join("");
    const token = this.push("STRING", text, start, this.i, startLine, startLineStart);
    token.string = info;
    if (!info.fstring) {
      info.value = decodeStringBody(body, info.raw, info.bytes, () => token);
    }
  }
}
