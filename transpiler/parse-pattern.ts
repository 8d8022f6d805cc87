// `match` statements and their patterns (Python 3.11 grammar). Tool flows refuse `match`, but it is
// parsed fully so the refusal names the right place and a well-formed script never reads as garbage.

import type * as A from "./ast.js";
import type { Pos } from "./parse-cursor.js";
import { ExpressionParser } from "./parse-expression.js";
import { PySyntaxError, raise } from "./syntax-error.js";

export abstract class PatternParser extends ExpressionParser {
  protected abstract parseBlock(what: string, header: Pos): A.Stmt[];

  /** `match` is a soft keyword: returns null (cursor unchanged) when the line is not a match header. */
  protected tryParseMatch(): A.Match | null {
    const save = this.pos;
    const start = this.next();
    let subject: A.Expr | null = null;
    try {
      subject = this.parseSubject();
    } catch (e) {
      if (!(e instanceof PySyntaxError)) throw e;
    }
    if (subject === null || !this.isOp(":") || this.peek().kind !== "NEWLINE") {
      this.pos = save;
      return null;
    }
    this.next();
    this.next();
    if (!this.at("INDENT")) raise(this.tok.line, this.tok.col, `expected an indented block after 'match' statement on line ${start.line}`, "IndentationError");
    this.next();
    const cases: A.match_case[] = [];
    while (this.isKw("case")) cases.push(this.parseCase());
    if (cases.length === 0) this.unexpected();
    if (!this.at("DEDENT")) this.unexpected();
    this.next();
    return this.node(start, { kind: "Match" as const, subject, cases });
  }

  private parseSubject(): A.Expr {
    const start = this.tok;
    const first = this.parseStarNamedExpression();
    if (!this.isOp(",")) return first;
    const elts = [first];
    while (this.eatOp(",")) {
      if (this.isOp(":")) break;
      elts.push(this.parseStarNamedExpression());
    }
    return this.node(start, { kind: "Tuple", elts });
  }

  private parseCase(): A.match_case {
    const caseTok = this.next();
    const pattern = this.parseOpenSequence();
    const guard = this.eatKw("if") ? this.parseNamedExpression() : null;
    const body = this.parseBlock("'case' statement", caseTok);
    return { kind: "match_case", pattern, guard, body };
  }

  /** `patterns`: a bare comma-separated sequence becomes a MatchSequence. */
  private parseOpenSequence(): A.Pattern {
    const start = this.tok;
    const first = this.parseMaybeStarPattern();
    if (!this.isOp(",")) return first;
    const patterns = [first];
    while (this.eatOp(",")) {
      if (this.isOp(":") || this.isKw("if")) break;
      patterns.push(this.parseMaybeStarPattern());
    }
    return this.node(start, { kind: "MatchSequence", patterns });
  }

  private parseMaybeStarPattern(): A.Pattern {
    if (!this.isOp("*")) return this.parsePattern();
    const start = this.next();
    const id = this.expectName();
    return this.node(start, { kind: "MatchStar", name: id === "_" ? null : id });
  }

  private parsePattern(): A.Pattern {
    const start = this.tok;
    const or = this.parseOrPattern();
    if (!this.eatKw("as")) return or;
    const name = this.expectName();
    return this.node(start, { kind: "MatchAs", pattern: or, name });
  }

  private parseOrPattern(): A.Pattern {
    const start = this.tok;
    const first = this.parseClosedPattern();
    if (!this.isOp("|")) return first;
    const patterns = [first];
    while (this.eatOp("|")) patterns.push(this.parseClosedPattern());
    return this.node(start, { kind: "MatchOr", patterns });
  }

  private parseClosedPattern(): A.Pattern {
    const t = this.tok;
    if (this.isOp("(") || this.isOp("[")) return this.parseSequencePattern();
    if (this.isOp("{")) return this.parseMappingPattern();
    if (t.kind === "NAME" && (t.value === "None" || t.value === "True" || t.value === "False")) {
      this.next();
      const value: A.ConstantValue = t.value === "None" ? { type: "None" } : { type: "bool", value: t.value === "True" };
      return this.node(t, { kind: "MatchSingleton", value });
    }
    if (this.isName()) {
      const nameOrAttr = this.parseNameOrAttribute();
      if (this.isOp("(")) return this.parseClassPattern(t, nameOrAttr);
      if (nameOrAttr.kind === "Name") {
        return this.node(t, { kind: "MatchAs", pattern: null, name: nameOrAttr.id === "_" ? null : nameOrAttr.id });
      }
      return this.node(t, { kind: "MatchValue", value: nameOrAttr });
    }
    return this.node(t, { kind: "MatchValue", value: this.parseLiteralValue() });
  }

  private parseNameOrAttribute(): A.Expr {
    const start = this.tok;
    let e: A.Expr = this.node(start, { kind: "Name", id: this.next().value });
    while (this.eatOp(".")) e = this.node(start, { kind: "Attribute", value: e, attr: this.expectName() });
    return e;
  }

  /** Numbers (optionally signed, optionally `a + bj`) and strings. */
  private parseLiteralValue(): A.Expr {
    const start = this.tok;
    if (this.tok.kind === "STRING") return this.parseAtom();
    let left: A.Expr;
    if (this.eatOp("-")) {
      left = this.node(start, { kind: "UnaryOp", op: "USub", operand: this.parseNumberAtom() });
    } else {
      left = this.parseNumberAtom();
    }
    if (this.isOp("+") || this.isOp("-")) {
      const op = this.next().value === "+" ? "Add" : "Sub";
      left = this.node(start, { kind: "BinOp", left, op, right: this.parseNumberAtom() });
    }
    return left;
  }

  private parseNumberAtom(): A.Expr {
    if (this.tok.kind !== "NUMBER") this.unexpected();
    return this.parseAtom();
  }

  private parseSequencePattern(): A.Pattern {
    const start = this.next();
    const close = start.value === "(" ? ")" : "]";
    const patterns: A.Pattern[] = [];
    let sawComma = false;
    while (!this.isOp(close)) {
      patterns.push(this.parseMaybeStarPattern());
      if (!this.eatOp(",")) break;
      sawComma = true;
    }
    this.expectOp(close);
    if (close === ")" && patterns.length === 1 && !sawComma && patterns[0].kind !== "MatchStar") {
      return patterns[0];
    }
    return this.node(start, { kind: "MatchSequence", patterns });
  }

  private parseMappingPattern(): A.Pattern {
    const start = this.next();
    const keys: A.Expr[] = [];
    const patterns: A.Pattern[] = [];
    let rest: string | null = null;
    while (!this.isOp("}")) {
      if (this.eatOp("**")) {
        rest = this.expectName();
      } else {
        const t = this.tok;
        const key = t.kind === "NAME" && (t.value === "None" || t.value === "True" || t.value === "False")
          ? this.parseAtom()
          : this.isName() ? this.parseNameOrAttribute() : this.parseLiteralValue();
        keys.push(key);
        this.expectOp(":");
        patterns.push(this.parsePattern());
      }
      if (!this.eatOp(",")) break;
    }
    this.expectOp("}");
    return this.node(start, { kind: "MatchMapping", keys, patterns, rest });
  }

  private parseClassPattern(start: Pos, cls: A.Expr): A.Pattern {
    this.next();
    const patterns: A.Pattern[] = [];
    const kwd_attrs: string[] = [];
    const kwd_patterns: A.Pattern[] = [];
    while (!this.isOp(")")) {
      if (this.isName() && this.isOp("=", this.peek())) {
        kwd_attrs.push(this.next().value);
        this.next();
        kwd_patterns.push(this.parsePattern());
      } else {
        if (kwd_attrs.length > 0) this.unexpected("positional patterns follow keyword patterns");
        patterns.push(this.parsePattern());
      }
      if (!this.eatOp(",")) break;
    }
    this.expectOp(")");
    return this.node(start, { kind: "MatchClass", cls, patterns, kwd_attrs, kwd_patterns });
  }
}
