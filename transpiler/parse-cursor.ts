// The parser's token cursor: lookahead, `eat`/`expect` verbs, error helpers and node spans,
// shared by the expression, pattern and statement parsers that extend it.

import type * as A from "./ast.js";
import { MAX_NESTING, nestingError } from "./nesting.js";
import { raise } from "./syntax-error.js";
import { KEYWORDS, type Token, type TokenKind } from "./token.js";

export type Pos = { line: number; col: number };

const EXPRESSION_KEYWORDS = new Set(["not", "lambda", "await", "None", "True", "False", "yield"]);
const EXPRESSION_OPS = new Set(["(", "[", "{", "-", "+", "~", "*", "...", "**"]);
const LAYOUT: ReadonlySet<TokenKind> = new Set(["NEWLINE", "INDENT", "DEDENT"]);

export class TokenCursor {
  protected pos = 0;
  /** Nodes written inside their own parentheses: `(a): int` is not a simple annotation. */
  protected readonly parenthesized = new WeakSet<object>();

  /** Recursive parse calls in progress (see `nested`). */
  private nesting = 0;

  constructor(protected readonly tokens: Token[]) {}

  /**
   * Runs a parse step that recurses into a nested construct: brackets already stop at 200
   * (tokenizer), this bounds the rest (`- - x`, `not not x`, `lambda: lambda: x`, `elif`).
   */
  protected nested<T>(at: Pos, parse: () => T): T {
    if (++this.nesting > MAX_NESTING) throw nestingError(at);
    try {
      return parse();
    } finally {
      this.nesting--;
    }
  }

  /** Reading the tokenizer's ERRORTOKEN raises its error, as CPython's lazy tokenizer would. */
  protected get tok(): Token {
    return this.checked(this.tokens[this.pos]);
  }
  protected peek(n = 1): Token {
    return this.checked(this.tokens[Math.min(this.pos + n, this.tokens.length - 1)]);
  }
  private checked(t: Token): Token {
    if (t.kind === "ERRORTOKEN") throw t.error!;
    return t;
  }
  protected get prev(): Token {
    return this.tokens[this.pos - 1];
  }
  protected next(): Token {
    const t = this.tokens[this.pos];
    if (t.kind !== "ENDMARKER") this.pos++;
    return t;
  }
  /** Re-reads the cursor, so TypeScript does not keep a narrowing across `next()`. */
  protected at(kind: TokenKind): boolean {
    return this.tok.kind === kind;
  }
  protected isOp(v: string, t = this.tok): boolean {
    return t.kind === "OP" && t.value === v;
  }
  protected isKw(v: string, t = this.tok): boolean {
    return t.kind === "NAME" && t.value === v;
  }
  protected isName(t = this.tok): boolean {
    return t.kind === "NAME" && !KEYWORDS.has(t.value);
  }
  protected eatOp(v: string): boolean {
    if (!this.isOp(v)) return false;
    this.next();
    return true;
  }
  protected eatKw(v: string): boolean {
    if (!this.isKw(v)) return false;
    this.next();
    return true;
  }
  /** CPython names the missing token only where its grammar forces one (`def f(`, `if x:`). */
  protected expectOp(v: string, message = "invalid syntax"): Token {
    if (!this.isOp(v)) this.unexpected(message);
    return this.next();
  }
  protected expectName(): string {
    if (!this.isName()) this.unexpected();
    return this.next().value;
  }
  /** Raises `message` at the current token; a stray INDENT/DEDENT is worded as CPython does. */
  protected unexpected(message = "invalid syntax"): never {
    const t = this.tok;
    if (t.kind === "INDENT") raise(t.line, t.col, "unexpected indent", "IndentationError");
    if (t.kind === "DEDENT") raise(t.line, t.col, "unexpected unindent", "IndentationError");
    raise(t.line, t.col, message);
  }
  protected fail(at: Pos, message: string): never {
    raise(at.line, at.col, message);
  }

  /**
   * Builds a node spanning from `start` to the end of the last consumed token other than
   * NEWLINE/INDENT/DEDENT (so a compound statement ends where its last line's text does, `;` included).
   */
  protected node<T extends { kind: string }>(start: Pos, fields: T): T & A.Span {
    let k = this.pos - 1;
    while (k > 0 && LAYOUT.has(this.tokens[k].kind)) k--;
    return this.nodeTo(start, this.tokens[k], fields);
  }
  /** `fields` is always a fresh literal: it becomes the node (a spread copy cost ~10% of a parse). */
  protected nodeTo<T extends { kind: string }>(start: Pos, end: Token, fields: T): T & A.Span {
    const node = fields as T & A.Span;
    node.line = start.line;
    node.col = start.col;
    node.endLine = end.endLine;
    node.endCol = end.endCol;
    return node;
  }

  protected startsExpression(t = this.tok): boolean {
    if (t.kind === "NAME") return !KEYWORDS.has(t.value) || EXPRESSION_KEYWORDS.has(t.value);
    if (t.kind === "NUMBER" || t.kind === "STRING") return true;
    return t.kind === "OP" && EXPRESSION_OPS.has(t.value);
  }
}
