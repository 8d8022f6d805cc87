// Splits one f-string token into literal text and FormattedValue nodes the way CPython 3.11's
// string_parser.c does, including its positions: replacement fields are tokenized as `(expr)`.

import type * as A from "./ast.js";
import { decodeStringBody } from "./string-escapes.js";
import { raise } from "./syntax-error.js";
import type { Token } from "./token.js";
import { tokenize } from "./tokenize.js";

/** Literal text (decoded) and replacement fields, in order; the caller merges adjacent text. */
export type FStringPiece = string | A.FormattedValue;

const CONVERSIONS: Record<string, number> = { s: 115, r: 114, a: 97 };

/**
 * `span` is the whole implicitly-concatenated literal: CPython 3.11 gives every Constant and
 * FormattedValue inside a JoinedStr that span. `parseField` parses the tokens of `(expr)`.
 */
export function parseFString(token: Token, span: A.Span, parseField: (tokens: Token[]) => A.Expr): FStringPiece[] {
  return new FStringParser(token, span, parseField).run();
}

class FStringParser {
  private readonly cps: string[];
  private readonly lines: number[] = [];
  private readonly cols: number[] = [];
  private readonly raw: boolean;
  private i = 0;

  constructor(
    private readonly token: Token,
    private readonly span: A.Span,
    private readonly parseField: (tokens: Token[]) => A.Expr,
  ) {
    const info = token.string!;
    this.raw = info.raw;
    this.cps = Array.from(info.body);
    let line = token.line;
    let col = token.col + info.prefix.length + info.quoteLength;
    // One entry per code point plus one for the closing quote, where end-of-text errors point.
    for (const c of this.cps) {
      this.lines.push(line);
      this.cols.push(col);
      if (c === "\n") {
        line++;
        col = 0;
      } else {
        col++;
      }
    }
    this.lines.push(line);
    this.cols.push(col);
  }

  run(): FStringPiece[] {
    return this.literalsAndFields(0);
  }

  private fail(index: number, message: string): never {
    const k = Math.min(index, this.lines.length - 1);
    raise(this.lines[k] ?? this.token.line, this.cols[k] ?? this.token.col, message);
  }

  private decode(chunk: string): string {
    return decodeStringBody(chunk, this.raw, false, () => this.token) as string;
  }

  /** Text and fields up to the end (depth 0) or up to the `}` closing a format spec (depth > 0). */
  private literalsAndFields(depth: number): FStringPiece[] {
    const pieces: FStringPiece[] = [];
    const cps = this.cps;
    let chunk = "";
    while (this.i < cps.length) {
      const ch = cps[this.i];
      if (ch === "\\" && !this.raw && this.i + 1 < cps.length) {
        // An escape is copied whole so that `\N{...}` braces are not read as a field; a brace
        // after a lone backslash still opens or closes one (CPython only warns).
        let end = this.i + 2;
        if (cps[this.i + 1] === "{" || cps[this.i + 1] === "}") end--;
        if (cps[this.i + 1] === "N" && cps[this.i + 2] === "{") {
          while (end < cps.length && cps[end] !== "}") end++;
          end++;
        }
        chunk += cps.slice(this.i, end).join("");
        this.i = end;
        continue;
      }
      if (ch === "{" || ch === "}") {
        if (depth === 0) {
          if (cps[this.i + 1] === ch) {
            chunk += ch;
            this.i += 2;
            continue;
          }
          if (ch === "}") this.fail(this.i, "f-string: single '}' is not allowed");
        }
        if (ch === "}") break;
        if (chunk !== "") pieces.push(this.decode(chunk));
        chunk = "";
        this.i++;
        pieces.push(...this.field(depth));
        continue;
      }
      chunk += ch;
      this.i++;
    }
    if (chunk !== "") pieces.push(this.decode(chunk));
    return pieces;
  }

  /** One `{expr[=][!c][:spec]}` with the opening brace already consumed. */
  private field(depth: number): FStringPiece[] {
    const cps = this.cps;
    if (depth >= 2) this.fail(this.i, "f-string: expressions nested too deeply");
    const exprStart = this.i;
    this.scanExpression();
    if (this.i >= cps.length) this.fail(this.i, "f-string: expecting '}'");
    const text = cps.slice(exprStart, this.i).join("");
    if (/^[ \t\n\f\r]*$/.test(text)) this.fail(this.i, "f-string: empty expression not allowed");
    const value = this.parseField(tokenize(`(${text})`, this.origin(exprStart - 1)));

    let debugText: string | null = null;
    if (cps[this.i] === "=") {
      this.i++;
      while (/^[ \t\n\f\r\v]$/.test(cps[this.i] ?? "")) this.i++;
      debugText = cps.slice(exprStart, this.i).join("");
    }
    let conversion = -1;
    if (cps[this.i] === "!") {
      this.i++;
      if (this.i >= cps.length) this.fail(this.i, "f-string: expecting '}'");
      conversion = CONVERSIONS[cps[this.i]] ?? -1;
      if (conversion === -1) this.fail(this.i, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
      this.i++;
    }
    let formatSpec: A.JoinedStr | null = null;
    if (cps[this.i] === ":") {
      this.i++;
      // CPython 3.11 gives a format spec and its text the f-string token's own span.
      const t = this.token;
      const own: A.Span = { line: t.line, col: t.col, endLine: t.endLine, endCol: t.endCol };
      const values = this.literalsAndFields(depth + 1).map((p): A.Constant | A.FormattedValue =>
        typeof p === "string" ? { ...own, kind: "Constant", value: { type: "str", value: p } } : p);
      formatSpec = { ...own, kind: "JoinedStr", values };
    }
    if (cps[this.i] !== "}") this.fail(this.i, "f-string: expecting '}'");
    this.i++;
    if (debugText !== null && conversion === -1 && formatSpec === null) conversion = CONVERSIONS.r;
    const node: A.FormattedValue = { ...this.span, kind: "FormattedValue", value, conversion, format_spec: formatSpec };
    return debugText === null ? [node] : [debugText, node];
  }

  /** Advances to the `!`, `:`, `=` or `}` ending the expression, skipping nested brackets and strings. */
  private scanExpression(): void {
    const cps = this.cps;
    const stack: string[] = [];
    let quote: string | null = null;
    let tripleQuote = false;
    for (; this.i < cps.length; this.i++) {
      const ch = cps[this.i];
      if (ch === "\\") this.fail(this.i, "f-string expression part cannot include a backslash");
      if (quote !== null) {
        if (ch !== quote) continue;
        if (!tripleQuote) quote = null;
        else if (cps[this.i + 1] === quote && cps[this.i + 2] === quote) {
          this.i += 2;
          quote = null;
        }
        continue;
      }
      if (ch === "'" || ch === '"') {
        quote = ch;
        tripleQuote = cps[this.i + 1] === ch && cps[this.i + 2] === ch;
        if (tripleQuote) this.i += 2;
      } else if (ch === "[" || ch === "(" || ch === "{") {
        stack.push(ch);
      } else if (ch === "#") {
        this.fail(this.i, "f-string expression part cannot include '#'");
      } else if (stack.length === 0 && "!:}=<>".includes(ch)) {
        const next = cps[this.i + 1];
        if (next === "=" && ch !== ":" && ch !== "}") {
          this.i++;
          continue;
        }
        if (ch === "<" || ch === ">") continue;
        break;
      } else if (ch === "]" || ch === ")" || ch === "}") {
        const open = stack.pop();
        if (open === undefined) this.fail(this.i, `f-string: unmatched '${ch}'`);
        const want = open === "[" ? "]" : open === "(" ? ")" : "}";
        if (ch !== want) {
          this.fail(this.i, `f-string: closing parenthesis '${ch}' does not match opening parenthesis '${open}'`);
        }
      }
    }
    if (quote !== null) this.fail(this.i, "f-string: unterminated string");
    if (stack.length > 0) this.fail(this.i, `f-string: unmatched '${stack[stack.length - 1]}'`);
  }

  /** `(expr)` is tokenized with its `(` standing where the `{` is, so positions are the script's. */
  private origin(brace: number) {
    return { line: this.lines[brace], firstLineCol: this.cols[brace] };
  }
}
