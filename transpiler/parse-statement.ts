// Statement half of the recursive-descent parser: blocks and indentation, simple statements,
// assignments with CPython's target errors, and every compound statement of Python 3.11.

import type * as A from "./ast.js";
import type { Pos } from "./parse-cursor.js";
import { describeExpr, invalidTarget } from "./parse-expression.js";
import { PatternParser } from "./parse-pattern.js";
import { PySyntaxError, raise } from "./syntax-error.js";
import type { Token } from "./token.js";
import { interruptPoint } from "./interrupt.js";

const AUG_OPS: Record<string, A.OperatorName> = {
  "+=": "Add", "-=": "Sub", "*=": "Mult", "@=": "MatMult", "/=": "Div", "%=": "Mod", "&=": "BitAnd",
  "|=": "BitOr", "^=": "BitXor", "<<=": "LShift", ">>=": "RShift", "**=": "Pow", "//=": "FloorDiv",
};
// Targets CPython's "Maybe you meant '=='" hint never applies to (not a `bitwise_or`, or excluded).
const NO_EQ_HINT = new Set(["Compare", "BoolOp", "IfExp", "Lambda", "NamedExpr", "Starred", "Yield", "YieldFrom",
  "GeneratorExp", "Tuple", "List"]);

export class StatementParser extends PatternParser {
  parseModule(): A.Module {
    const body: A.Stmt[] = [];
    while (this.tok.kind !== "ENDMARKER") body.push(...this.parseStatement());
    return { kind: "Module", body };
  }

  private parseStatement(): A.Stmt[] {
    interruptPoint();
    const t = this.tok;
    if (t.kind === "INDENT") raise(t.line, t.col, "unexpected indent", "IndentationError");
    if (t.kind === "NAME") {
      switch (t.value) {
        case "if": return [this.parseIf()];
        case "while": return [this.parseWhile()];
        case "for": return [this.parseFor(t)];
        case "try": return [this.parseTry()];
        case "with": return [this.parseWith(t)];
        case "def": return [this.parseFunctionDef(t, [])];
        case "class": return [this.parseClassDef([])];
        case "async": return [this.parseAsync([])];
        case "match": {
          const m = this.tryParseMatch();
          if (m !== null) return [m];
        }
      }
    }
    if (this.isOp("@")) return [this.parseDecorated()];
    return this.parseSimpleStatements();
  }

  /** `stmt (';' stmt)* [';'] NEWLINE` */
  private parseSimpleStatements(): A.Stmt[] {
    const stmts = [this.parseSimpleStatement()];
    while (this.eatOp(";")) {
      if (this.tok.kind === "NEWLINE") break;
      stmts.push(this.parseSimpleStatement());
    }
    if (this.tok.kind !== "NEWLINE") this.unexpected();
    this.next();
    return stmts;
  }

  /** `:` then an indented block or simple statements on the same line. */
  protected parseBlock(what: string, header: Pos): A.Stmt[] {
    if (!this.isOp(":")) this.unexpected("expected ':'");
    this.next();
    if (this.tok.kind !== "NEWLINE") return this.parseSimpleStatements();
    this.next();
    if (!this.at("INDENT")) {
      raise(this.tok.line, this.tok.col, `expected an indented block after ${what} on line ${header.line}`, "IndentationError");
    }
    this.next();
    const body: A.Stmt[] = [];
    while (!this.at("DEDENT") && !this.at("ENDMARKER")) body.push(...this.parseStatement());
    this.next();
    return body;
  }

  // ---- simple statements --------------------------------------------------------------------

  private parseSimpleStatement(): A.Stmt {
    const t = this.tok;
    if (t.kind === "NAME") {
      switch (t.value) {
        case "pass":
        case "break":
        case "continue": {
          this.next();
          const kind = t.value === "pass" ? "Pass" : t.value === "break" ? "Break" : "Continue";
          return this.node(t, { kind });
        }
        case "return": {
          this.next();
          const value = this.startsExpression() ? this.parseStarExpressions() : null;
          return this.node(t, { kind: "Return", value });
        }
        case "raise": {
          this.next();
          const exc = this.startsExpression() ? this.parseExpression() : null;
          const cause = exc !== null && this.eatKw("from") ? this.parseExpression() : null;
          return this.node(t, { kind: "Raise", exc, cause });
        }
        case "global":
        case "nonlocal": {
          this.next();
          const names = [this.expectName()];
          while (this.eatOp(",")) names.push(this.expectName());
          return this.node(t, { kind: t.value === "global" ? "Global" : "Nonlocal", names });
        }
        case "del": return this.parseDel(t);
        case "assert": {
          this.next();
          const test = this.parseExpression();
          const msg = this.eatOp(",") ? this.parseExpression() : null;
          return this.node(t, { kind: "Assert", test, msg });
        }
        case "import": return this.parseImport(t);
        case "from": return this.parseImportFrom(t);
      }
    }
    return this.parseExpressionStatement(t);
  }

  private parseDel(start: Token): A.Stmt {
    this.next();
    const targets: A.Expr[] = [];
    do {
      if (this.tok.kind === "NEWLINE" || this.isOp(";")) break;
      const s = this.tok;
      const target = this.eatOp("*") ? this.node(s, { kind: "Starred" as const, value: this.parseBitwiseOr() }) : this.parseBitwiseOr();
      targets.push(this.checkTarget(target, "delete"));
    } while (this.eatOp(","));
    if (targets.length === 0) this.unexpected();
    return this.node(start, { kind: "Delete", targets });
  }

  private parseDottedName(): string {
    let name = this.expectName();
    while (this.eatOp(".")) name += "." + this.expectName();
    return name;
  }

  private parseImport(start: Token): A.Stmt {
    this.next();
    const names: A.alias[] = [];
    do {
      const s = this.tok;
      const name = this.parseDottedName();
      const asname = this.eatKw("as") ? this.expectName() : null;
      names.push(this.node(s, { kind: "alias", name, asname }));
    } while (this.eatOp(","));
    return this.node(start, { kind: "Import", names });
  }

  private parseImportFrom(start: Token): A.Stmt {
    this.next();
    let level = 0;
    while (this.isOp(".") || this.isOp("...")) level += this.next().value.length;
    const module = level === 0 || this.isName() ? this.parseDottedName() : null;
    if (!this.eatKw("import")) this.unexpected();
    const names: A.alias[] = [];
    if (this.isOp("*")) {
      const s = this.next();
      names.push(this.node(s, { kind: "alias", name: "*", asname: null }));
      return this.node(start, { kind: "ImportFrom", module, names, level });
    }
    const parens = this.eatOp("(");
    do {
      if (parens && this.isOp(")")) break;
      if (!parens && names.length > 0 && this.tok.kind === "NEWLINE") {
        raise(this.prev.line, this.prev.col, "trailing comma not allowed without surrounding parentheses");
      }
      const s = this.tok;
      const name = this.expectName();
      const asname = this.eatKw("as") ? this.expectName() : null;
      names.push(this.node(s, { kind: "alias", name, asname }));
    } while (this.eatOp(","));
    if (parens) this.expectOp(")");
    return this.node(start, { kind: "ImportFrom", module, names, level });
  }

  private parseRightHandSide(): A.Expr {
    return this.isKw("yield") ? this.parseYield() : this.parseStarExpressions();
  }

  private parseExpressionStatement(start: Token): A.Stmt {
    const first = this.parseRightHandSide();
    if (this.isOp(":")) return this.parseAnnAssign(start, first);
    const aug = this.tok.kind === "OP" ? AUG_OPS[this.tok.value] : undefined;
    if (aug !== undefined) {
      if (first.kind !== "Name" && first.kind !== "Attribute" && first.kind !== "Subscript") {
        this.fail(first, `'${describeExpr(first)}' is an illegal expression for augmented assignment`);
      }
      this.next();
      return this.node(start, { kind: "AugAssign", target: first, op: aug, value: this.parseRightHandSide() });
    }
    if (this.isOp("=")) {
      const targets = [first];
      let value: A.Expr;
      for (;;) {
        this.next();
        value = this.parseRightHandSide();
        if (!this.isOp("=")) break;
        targets.push(value);
      }
      for (const target of targets) this.checkAssignTarget(target, targets.length === 1);
      return this.node(start, { kind: "Assign", targets, value });
    }
    if (first.kind === "Name" && (first.id === "print" || first.id === "exec") &&
      this.startsExpression() && !this.isOp("(")) {
      this.fail(first, `Missing parentheses in call to '${first.id}'. Did you mean ${first.id}(...)?`);
    }
    return this.node(start, { kind: "Expr", value: first });
  }

  private checkAssignTarget(target: A.Expr, single: boolean): void {
    if ((target.kind === "Yield" || target.kind === "YieldFrom") && !this.parenthesized.has(target)) {
      this.fail(target, "assignment to yield expression not possible");
    }
    const bad = invalidTarget(target, "assign");
    if (bad === null) return;
    const isKeywordConstant = bad.kind === "Constant" && (bad.value.type === "bool" || bad.value.type === "None");
    if (single && bad === target && !NO_EQ_HINT.has(bad.kind) && !isKeywordConstant &&
      !(bad.kind === "UnaryOp" && bad.op === "Not")) {
      this.fail(bad, `cannot assign to ${describeExpr(bad)} here. Maybe you meant '==' instead of '='?`);
    }
    this.fail(bad, `cannot assign to ${describeExpr(bad)}`);
  }

  private parseAnnAssign(start: Token, target: A.Expr): A.Stmt {
    this.next();
    // CPython names a bad target only once the annotation itself has parsed.
    const annotation = this.parseExpression();
    if (target.kind === "Tuple" || target.kind === "List") {
      this.fail(target, `only single target (not ${target.kind === "Tuple" ? "tuple" : "list"}) can be annotated`);
    }
    if (target.kind !== "Name" && target.kind !== "Attribute" && target.kind !== "Subscript") {
      this.fail(target, "illegal target for annotation");
    }
    const value = this.eatOp("=") ? this.parseRightHandSide() : null;
    const simple = target.kind === "Name" && !this.parenthesized.has(target) ? 1 : 0;
    return this.node(start, { kind: "AnnAssign", target, annotation, value, simple });
  }

  // ---- compound statements ------------------------------------------------------------------

  private parseTest(): A.Expr {
    const test = this.parseNamedExpression();
    if (this.isOp("=")) this.fail(test, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
    return test;
  }

  /** An `elif` chain in a loop, not by recursion: CPython compiles ~3,000 links (nesting.ts). */
  private parseIf(): A.If {
    const links: { start: Token; test: A.Expr; body: A.Stmt[] }[] = [];
    do {
      const start = this.next();
      const test = this.parseTest();
      links.push({ start, test, body: this.parseBlock(`'${start.value}' statement`, start) });
    } while (this.isKw("elif"));
    let orelse = this.parseElse();
    for (let i = links.length - 1; i >= 0; i--) {
      const { start, test, body } = links[i];
      orelse = [this.node(start, { kind: "If", test, body, orelse })];
    }
    return orelse[0] as A.If;
  }

  private parseElse(): A.Stmt[] {
    if (!this.isKw("else")) return [];
    const e = this.next();
    return this.parseBlock("'else' statement", e);
  }

  private parseWhile(): A.While {
    const start = this.next();
    const test = this.parseTest();
    const body = this.parseBlock("'while' statement", start);
    const orelse = this.parseElse();
    return this.node(start, { kind: "While", test, body, orelse });
  }

  private parseFor(start: Token): A.For | A.AsyncFor {
    const isAsync = this.isKw("async");
    if (isAsync) this.next();
    const forTok = this.next();
    const target = this.parseTargetList("in");
    if (!this.eatKw("in")) this.unexpected();
    const iter = this.parseStarExpressions();
    const body = this.parseBlock("'for' statement", forTok);
    const orelse = this.parseElse();
    const kind = isAsync ? "AsyncFor" : "For";
    return this.node(start, { kind, target, iter, body, orelse });
  }

  private parseTry(): A.Try | A.TryStar {
    const start = this.next();
    const body = this.parseBlock("'try' statement", start);
    const handlers: A.ExceptHandler[] = [];
    let star: boolean | null = null;
    while (this.isKw("except")) {
      const h = this.next();
      const isStar = this.eatOp("*");
      if (star !== null && star !== isStar) this.fail(h, "cannot have both 'except' and 'except*' on the same 'try'");
      star = isStar;
      let type: A.Expr | null = null;
      let name: string | null = null;
      if (!this.isOp(":")) {
        type = this.parseExpression();
        if (this.isOp(",")) this.fail(type, "multiple exception types must be parenthesized");
        if (this.eatKw("as")) name = this.expectName();
      } else if (isStar) {
        this.unexpected("expected one or more exception types");
      }
      const hbody = this.parseBlock(`'except${isStar ? "*" : ""}' statement`, h);
      handlers.push(this.node(h, { kind: "ExceptHandler", type, name, body: hbody }));
    }
    const orelse = handlers.length > 0 ? this.parseElse() : [];
    let finalbody: A.Stmt[] = [];
    if (this.isKw("finally")) {
      const f = this.next();
      finalbody = this.parseBlock("'finally' statement", f);
    }
    if (handlers.length === 0 && finalbody.length === 0) this.unexpected("expected 'except' or 'finally' block");
    return this.node(start, { kind: star ? "TryStar" : "Try", body, handlers, orelse, finalbody });
  }

  private parseWithItem(): A.withitem {
    const context_expr = this.parseExpression();
    let optional_vars: A.Expr | null = null;
    if (this.eatKw("as")) {
      const s = this.tok;
      const star = this.eatOp("*");
      const target = this.parseBitwiseOr();
      optional_vars = this.checkTarget(star ? this.node(s, { kind: "Starred", value: target }) : target, "assign");
    }
    return { kind: "withitem", context_expr, optional_vars };
  }

  private parseWith(start: Token): A.With | A.AsyncWith {
    const isAsync = this.isKw("async");
    if (isAsync) this.next();
    const withTok = this.next();
    let items: A.withitem[] | null = null;
    if (this.isOp("(")) {
      // `with (a as b, c):` groups items; `with (a, b) as c:` is one tuple item. Try the former.
      const save = this.pos;
      try {
        this.next();
        items = [this.parseWithItem()];
        while (this.eatOp(",") && !this.isOp(")")) items.push(this.parseWithItem());
        this.expectOp(")");
        if (!this.isOp(":")) items = null;
      } catch (e) {
        if (!(e instanceof PySyntaxError)) throw e;
        items = null;
      }
      if (items === null) this.pos = save;
    }
    if (items === null) {
      items = [this.parseWithItem()];
      while (this.eatOp(",")) items.push(this.parseWithItem());
    }
    const body = this.parseBlock("'with' statement", withTok);
    return this.node(start, { kind: isAsync ? "AsyncWith" : "With", items, body });
  }

  private parseDecorated(): A.Stmt {
    const decorators: A.Expr[] = [];
    while (this.eatOp("@")) {
      decorators.push(this.parseNamedExpression());
      if (this.tok.kind !== "NEWLINE") this.unexpected();
      this.next();
    }
    if (this.isKw("def")) return this.parseFunctionDef(this.tok, decorators);
    if (this.isKw("class")) return this.parseClassDef(decorators);
    if (this.isKw("async")) return this.parseAsync(decorators);
    this.unexpected();
  }

  private parseAsync(decorators: A.Expr[]): A.Stmt {
    const start = this.tok;
    const next = this.peek();
    if (this.isKw("def", next)) return this.parseFunctionDef(start, decorators);
    if (decorators.length === 0 && this.isKw("for", next)) return this.parseFor(start);
    if (decorators.length === 0 && this.isKw("with", next)) return this.parseWith(start);
    this.next();
    this.unexpected();
  }

  private parseFunctionDef(start: Token, decorator_list: A.Expr[]): A.FunctionDef | A.AsyncFunctionDef {
    const isAsync = this.isKw("async");
    if (isAsync) this.next();
    const defTok = this.next();
    const name = this.expectName();
    this.expectOp("(", "expected '('");
    const args = this.parseParameters(")", true);
    this.expectOp(")");
    const returns = this.eatOp("->") ? this.parseExpression() : null;
    const body = this.parseBlock("function definition", defTok);
    const kind = isAsync ? "AsyncFunctionDef" : "FunctionDef";
    return this.node(start, { kind, name, args, body, decorator_list, returns });
  }

  private parseClassDef(decorator_list: A.Expr[]): A.ClassDef {
    const start = this.next();
    const name = this.expectName();
    const { args: bases, keywords } = this.isOp("(") ? this.parseArguments() : { args: [], keywords: [] };
    const body = this.parseBlock("class definition", start);
    return this.node(start, { kind: "ClassDef", name, bases, keywords, body, decorator_list });
  }
}
