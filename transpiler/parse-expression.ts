// Expression half of the recursive-descent parser: Python 3.11's expression grammar (lambda ..
// atom, comprehensions, calls, slices, displays, strings). Patterns and statements extend it.

import type * as A from "./ast.js";
import { parseFString } from "./fstring.js";
import { TokenCursor, type Pos } from "./parse-cursor.js";
import { PySyntaxError, raise } from "./syntax-error.js";
import { KEYWORDS, type Token } from "./token.js";

const COMPARE_OPS: Record<string, A.CmpOpName> = {
  "==": "Eq", "!=": "NotEq", "<": "Lt", "<=": "LtE", ">": "Gt", ">=": "GtE",
};
const BINARY_LEVELS: Record<string, A.OperatorName>[] = [
  { "|": "BitOr" },
  { "^": "BitXor" },
  { "&": "BitAnd" },
  { "<<": "LShift", ">>": "RShift" },
  { "+": "Add", "-": "Sub" },
  { "*": "Mult", "/": "Div", "//": "FloorDiv", "%": "Mod", "@": "MatMult" },
];
const UNARY_OPS: Record<string, A.UnaryOpName> = { "+": "UAdd", "-": "USub", "~": "Invert" };

export class ExpressionParser extends TokenCursor {
  // ---- expression lists ---------------------------------------------------------------------

  /** `star_expressions`: a bare tuple when a comma follows. */
  parseStarExpressions(): A.Expr {
    const start = this.tok;
    const first = this.parseStarExpression();
    if (!this.isOp(",")) return first;
    const elts = [first];
    while (this.eatOp(",")) {
      if (!this.startsExpression()) break;
      elts.push(this.parseStarExpression());
    }
    return this.node(start, { kind: "Tuple", elts });
  }

  protected parseStarExpression(): A.Expr {
    if (!this.isOp("*")) return this.parseExpression();
    const start = this.next();
    return this.node(start, { kind: "Starred", value: this.parseBitwiseOr() });
  }

  protected parseStarNamedExpression(): A.Expr {
    if (!this.isOp("*")) return this.parseNamedExpression();
    const start = this.next();
    return this.node(start, { kind: "Starred", value: this.parseBitwiseOr() });
  }

  // ---- precedence levels --------------------------------------------------------------------

  protected parseNamedExpression(): A.Expr {
    if (this.isName() && this.isOp(":=", this.peek())) {
      const start = this.tok;
      const target = this.node(start, { kind: "Name", id: this.next().value }) as A.Name;
      this.next();
      return this.node(start, { kind: "NamedExpr", target, value: this.parseExpression() });
    }
    const e = this.parseExpression();
    if (this.isOp(":=")) this.fail(e, `cannot use assignment expressions with ${describeExpr(e)}`);
    return e;
  }

  parseExpression(): A.Expr {
    return this.nested(this.tok, () => this.parseConditional());
  }

  private parseConditional(): A.Expr {
    if (this.isKw("lambda")) return this.parseLambda();
    const start = this.tok;
    const body = this.parseDisjunction();
    if (!this.isKw("if")) return body;
    this.next();
    const test = this.parseDisjunction();
    if (!this.eatKw("else")) {
      if (this.startsExpression() || this.tok.kind === "NEWLINE" || this.isOp(")")) {
        raise(start.line, start.col, "expected 'else' after 'if' expression");
      }
      this.unexpected();
    }
    return this.node(start, { kind: "IfExp", test, body, orelse: this.parseExpression() });
  }

  private parseLambda(): A.Expr {
    const start = this.next();
    const args = this.parseParameters(":", false);
    this.expectOp(":");
    return this.node(start, { kind: "Lambda", args, body: this.parseExpression() });
  }

  private parseBoolOp(op: A.BoolOpName, word: string, operand: () => A.Expr): A.Expr {
    const start = this.tok;
    const first = operand();
    if (!this.isKw(word)) return first;
    const values = [first];
    while (this.eatKw(word)) values.push(operand());
    return this.node(start, { kind: "BoolOp", op, values });
  }

  protected parseDisjunction(): A.Expr {
    return this.parseBoolOp("Or", "or", () => this.parseConjunction());
  }
  private parseConjunction(): A.Expr {
    return this.parseBoolOp("And", "and", () => this.parseInversion());
  }
  private parseInversion(): A.Expr {
    if (!this.isKw("not")) return this.parseComparison();
    const start = this.next();
    return this.node(start, { kind: "UnaryOp", op: "Not", operand: this.nested(start, () => this.parseInversion()) });
  }

  private compareOp(): A.CmpOpName | null {
    const t = this.tok;
    if (t.kind === "OP" && t.value in COMPARE_OPS) return COMPARE_OPS[t.value];
    if (this.isKw("in")) return "In";
    if (this.isKw("not") && this.isKw("in", this.peek())) return "NotIn";
    if (this.isKw("is")) return this.isKw("not", this.peek()) ? "IsNot" : "Is";
    return null;
  }

  private parseComparison(): A.Expr {
    const start = this.tok;
    const left = this.parseBitwiseOr();
    const ops: A.CmpOpName[] = [];
    const comparators: A.Expr[] = [];
    for (let op = this.compareOp(); op !== null; op = this.compareOp()) {
      this.next();
      if (op === "NotIn" || op === "IsNot") this.next();
      ops.push(op);
      comparators.push(this.parseBitwiseOr());
    }
    if (ops.length === 0) return left;
    return this.node(start, { kind: "Compare", left, ops, comparators });
  }

  protected parseBitwiseOr(): A.Expr {
    return this.parseBinary(0);
  }

  private parseBinary(level: number): A.Expr {
    if (level === BINARY_LEVELS.length) return this.parseFactor();
    const ops = BINARY_LEVELS[level];
    const start = this.tok;
    let left = this.parseBinary(level + 1);
    while (this.tok.kind === "OP" && this.tok.value in ops) {
      const op = ops[this.next().value];
      const right = this.parseBinary(level + 1);
      left = this.node(start, { kind: "BinOp", left, op, right });
    }
    return left;
  }

  private parseFactor(): A.Expr {
    const t = this.tok;
    if (t.kind === "OP" && t.value in UNARY_OPS) {
      this.next();
      return this.node(t, { kind: "UnaryOp", op: UNARY_OPS[t.value], operand: this.nested(t, () => this.parseFactor()) });
    }
    return this.parsePower();
  }

  private parsePower(): A.Expr {
    const start = this.tok;
    let left: A.Expr;
    if (this.isKw("await")) {
      this.next();
      left = this.node(start, { kind: "Await", value: this.parsePrimary() });
    } else {
      left = this.parsePrimary();
    }
    if (!this.eatOp("**")) return left;
    return this.node(start, { kind: "BinOp", left, op: "Pow", right: this.nested(start, () => this.parseFactor()) });
  }

  protected parsePrimary(): A.Expr {
    const start = this.tok;
    let e = this.parseAtom();
    for (;;) {
      if (this.eatOp(".")) {
        e = this.node(start, { kind: "Attribute", value: e, attr: this.expectName() });
      } else if (this.isOp("(")) {
        e = this.parseCall(start, e);
      } else if (this.eatOp("[")) {
        const slice = this.parseSlices();
        this.expectOp("]");
        e = this.node(start, { kind: "Subscript", value: e, slice });
      } else {
        return e;
      }
    }
  }

  // ---- calls and subscripts -----------------------------------------------------------------

  protected parseCall(start: Pos, func: A.Expr): A.Call & A.Span {
    const { args, keywords } = this.parseArguments();
    return this.node(start, { kind: "Call", func, args, keywords });
  }

  /** `'(' arguments ')'` for calls and class bases, with CPython's ordering errors. */
  protected parseArguments(): { args: A.Expr[]; keywords: A.keyword[] } {
    const lparen = this.expectOp("(");
    const args: A.Expr[] = [];
    const keywords: A.keyword[] = [];
    let seenKeyword = false;
    let seenDoubleStar = false;
    while (!this.isOp(")")) {
      const start = this.tok;
      if (this.eatOp("*")) {
        const value = this.parseExpression();
        if (this.isKw("for")) this.fail(start, "iterable unpacking cannot be used in comprehension");
        if (seenDoubleStar) this.fail(start, "iterable argument unpacking follows keyword argument unpacking");
        args.push(this.node(start, { kind: "Starred", value }));
      } else if (this.eatOp("**")) {
        keywords.push(this.node(start, { kind: "keyword", arg: null, value: this.parseExpression() }));
        seenDoubleStar = true;
      } else if (this.isName() && this.isOp("=", this.peek())) {
        const arg = this.next().value;
        this.next();
        keywords.push(this.node(start, { kind: "keyword", arg, value: this.parseExpression() }));
        seenKeyword = true;
      } else {
        let e = this.parseNamedExpression();
        if (this.isKw("for") || this.isKw("async")) {
          const generators = this.parseComprehensionClauses();
          if (args.length > 0 || keywords.length > 0 || !this.isOp(")")) {
            this.fail(e, "Generator expression must be parenthesized");
          }
          e = this.nodeTo(lparen, this.tok, { kind: "GeneratorExp", elt: e, generators });
        } else if (this.isOp("=")) {
          this.fail(e, 'expression cannot contain assignment, perhaps you meant "=="?');
        }
        if (seenDoubleStar) this.fail(e, "positional argument follows keyword argument unpacking");
        if (seenKeyword) this.fail(e, "positional argument follows keyword argument");
        args.push(e);
      }
      if (!this.eatOp(",")) break;
    }
    if (!this.isOp(")")) this.unexpected(this.startsExpression() ? "invalid syntax. Perhaps you forgot a comma?" : "invalid syntax");
    this.next();
    return { args, keywords };
  }

  private parseSlices(): A.Expr {
    const start = this.tok;
    const first = this.parseSliceItem();
    // A lone `*b` is still a tuple, as CPython's grammar builds it.
    if (!this.isOp(",") && first.kind !== "Starred") return first;
    const elts = [first];
    while (this.eatOp(",")) {
      if (this.isOp("]")) break;
      elts.push(this.parseSliceItem());
    }
    return this.node(start, { kind: "Tuple", elts });
  }

  private parseSliceItem(): A.Expr {
    const start = this.tok;
    if (this.isOp("*")) return this.parseStarNamedExpression();
    const lower = this.isOp(":") ? null : this.parseNamedExpression();
    if (!this.isOp(":")) return lower!;
    // A slice bound is an `expression`: `a[x:=1:]` is invalid, `a[(x:=1):]` is not.
    if (lower?.kind === "NamedExpr" && !this.parenthesized.has(lower)) this.unexpected();
    this.next();
    const bound = () => (this.isOp(":") || this.isOp(",") || this.isOp("]") ? null : this.parseExpression());
    const upper = bound();
    const step = this.eatOp(":") ? bound() : null;
    return this.node(start, { kind: "Slice", lower, upper, step });
  }

  // ---- atoms and displays -------------------------------------------------------------------

  protected parseAtom(): A.Expr {
    const t = this.tok;
    if (t.kind === "NAME") {
      if (t.value === "None" || t.value === "True" || t.value === "False") {
        this.next();
        const value: A.ConstantValue = t.value === "None" ? { type: "None" } : { type: "bool", value: t.value === "True" };
        return this.node(t, { kind: "Constant", value });
      }
      if (KEYWORDS.has(t.value)) this.unexpected();
      this.next();
      return this.node(t, { kind: "Name", id: t.value });
    }
    if (t.kind === "NUMBER") {
      this.next();
      return this.node(t, { kind: "Constant", value: t.number! });
    }
    if (t.kind === "STRING") return this.parseStrings();
    if (this.isOp("(")) return this.parseParen();
    if (this.isOp("[")) return this.parseListDisplay();
    if (this.isOp("{")) return this.parseBraceDisplay();
    if (this.isOp("...")) {
      this.next();
      return this.node(t, { kind: "Constant", value: { type: "Ellipsis" } });
    }
    this.unexpected();
  }

  private parseParen(): A.Expr {
    const start = this.next();
    if (this.eatOp(")")) return this.node(start, { kind: "Tuple", elts: [] });
    if (this.isKw("yield")) {
      const y = this.parseYield();
      this.expectOp(")");
      this.parenthesized.add(y);
      return y;
    }
    const first = this.parseStarNamedExpression();
    if (this.isKw("for") || this.isKw("async")) {
      this.noStarredElement(first);
      const generators = this.parseComprehensionClauses();
      this.expectOp(")");
      return this.node(start, { kind: "GeneratorExp", elt: first, generators });
    }
    if (this.isOp(",")) {
      const elts = this.parseElementsAfter(first, ")");
      return this.node(start, { kind: "Tuple", elts });
    }
    this.closeBracket(")");
    if (first.kind === "Starred") this.fail(first, "cannot use starred expression here");
    this.parenthesized.add(first);
    return first;
  }

  /** Remaining `, elt` items of a display up to and including `close`. */
  private parseElementsAfter(first: A.Expr, close: string): A.Expr[] {
    const elts = [first];
    while (this.eatOp(",")) {
      if (this.isOp(close)) break;
      elts.push(this.parseStarNamedExpression());
    }
    this.closeBracket(close);
    return elts;
  }

  private closeBracket(close: string): void {
    if (this.isOp(close)) {
      this.next();
      return;
    }
    this.unexpected(this.startsExpression() ? "invalid syntax. Perhaps you forgot a comma?" : "invalid syntax");
  }

  private parseListDisplay(): A.Expr {
    const start = this.next();
    if (this.eatOp("]")) return this.node(start, { kind: "List", elts: [] });
    const first = this.parseStarNamedExpression();
    if (this.isKw("for") || this.isKw("async")) {
      this.noStarredElement(first);
      const generators = this.parseComprehensionClauses();
      this.expectOp("]");
      return this.node(start, { kind: "ListComp", elt: first, generators });
    }
    const elts = this.parseElementsAfter(first, "]");
    return this.node(start, { kind: "List", elts });
  }

  private noStarredElement(e: A.Expr): void {
    if (e.kind === "Starred") this.fail(e, "iterable unpacking cannot be used in comprehension");
  }

  private parseBraceDisplay(): A.Expr {
    const start = this.next();
    if (this.eatOp("}")) return this.node(start, { kind: "Dict", keys: [], values: [] });
    if (this.isOp("**")) return this.parseDictRest(start, [], []);
    const first = this.parseStarNamedExpression();
    // `{*a: 1}`: CPython's grammar has no starred dict key; its error points at the ':'.
    if (first.kind === "Starred" && this.isOp(":")) this.unexpected();
    if (this.eatOp(":")) {
      const value = this.parseDictValue();
      if (this.isKw("for") || this.isKw("async")) {
        const generators = this.parseComprehensionClauses();
        this.expectOp("}");
        return this.node(start, { kind: "DictComp", key: first, value, generators });
      }
      return this.parseDictRest(start, [first], [value]);
    }
    if (this.isKw("for") || this.isKw("async")) {
      this.noStarredElement(first);
      const generators = this.parseComprehensionClauses();
      this.expectOp("}");
      return this.node(start, { kind: "SetComp", elt: first, generators });
    }
    const elts = this.parseElementsAfter(first, "}");
    return this.node(start, { kind: "Set", elts });
  }

  private parseDictValue(): A.Expr {
    if (this.isOp("*")) this.fail(this.tok, "cannot use a starred expression in a dictionary value");
    return this.parseExpression();
  }

  private parseDictRest(start: Pos, keys: (A.Expr | null)[], values: A.Expr[]): A.Expr {
    if (keys.length > 0 && !this.eatOp(",")) {
      this.closeBracket("}");
      return this.node(start, { kind: "Dict", keys, values });
    }
    while (!this.isOp("}")) {
      const at = this.tok;
      if (this.eatOp("**")) {
        values.push(this.parseBitwiseOr());
        if (keys.length === 0 && (this.isKw("for") || this.isKw("async"))) this.fail(at, "dict unpacking cannot be used in dict comprehension");
        keys.push(null);
      } else {
        const key = this.parseExpression();
        if (!this.eatOp(":")) {
          if (this.isOp(",") || this.isOp("}")) this.fail(key, "':' expected after dictionary key");
          this.unexpected();
        }
        keys.push(key);
        values.push(this.parseDictValue());
      }
      if (!this.eatOp(",")) break;
    }
    this.closeBracket("}");
    return this.node(start, { kind: "Dict", keys, values });
  }

  /** `for target in iter [if cond]...` clauses, repeated. */
  protected parseComprehensionClauses(): A.comprehension[] {
    const generators: A.comprehension[] = [];
    while (this.isKw("for") || (this.isKw("async") && this.isKw("for", this.peek()))) {
      const isAsync = this.eatKw("async") ? 1 : 0;
      this.next();
      const target = this.parseTargetList("in");
      if (!this.eatKw("in")) this.unexpected();
      const iter = this.parseDisjunction();
      const ifs: A.Expr[] = [];
      while (this.eatKw("if")) ifs.push(this.parseDisjunction());
      generators.push({ kind: "comprehension", target, iter, ifs, is_async: isAsync });
    }
    return generators;
  }

  /** `star_targets` up to `stop` (a keyword such as `in`): elements at `|` level so `in` is not consumed. */
  protected parseTargetList(stop: string): A.Expr {
    const start = this.tok;
    const one = (): A.Expr => {
      if (!this.isOp("*")) return this.parseBitwiseOr();
      const s = this.next();
      return this.node(s, { kind: "Starred", value: this.parseBitwiseOr() });
    };
    const first = one();
    if (!this.isOp(",")) return this.checkTarget(first, "assign");
    const elts = [first];
    while (this.eatOp(",")) {
      if (this.isKw(stop) || !this.startsExpression()) break;
      elts.push(one());
    }
    return this.checkTarget(this.node(start, { kind: "Tuple", elts }), "assign");
  }

  /** Raises CPython's "cannot assign to ..." / "cannot delete ..." for the first invalid part. */
  protected checkTarget<T extends A.Expr>(e: T, mode: "assign" | "delete"): T {
    const bad = invalidTarget(e, mode);
    if (bad !== null) this.fail(bad, `cannot ${mode === "assign" ? "assign to" : "delete"} ${describeExpr(bad)}`);
    return e;
  }

  // ---- yield, parameters, strings -----------------------------------------------------------

  protected parseYield(): A.Expr {
    const start = this.next();
    if (this.eatKw("from")) return this.node(start, { kind: "YieldFrom", value: this.parseExpression() });
    const value = this.startsExpression() ? this.parseStarExpressions() : null;
    return this.node(start, { kind: "Yield", value });
  }

  /** Parameter list up to (not including) `close`; annotations only for `def`. */
  protected parseParameters(close: string, annotations: boolean): A.arguments {
    const a: A.arguments = {
      kind: "arguments", posonlyargs: [], args: [], vararg: null, kwonlyargs: [], kw_defaults: [],
      kwarg: null, defaults: [],
    };
    let keywordOnly = false;
    let bareStar: Token | null = null;
    let slashSeen = false;
    const param = (starred = false): A.arg => {
      const start = this.tok;
      const name = this.expectName();
      let annotation: A.Expr | null = null;
      if (annotations && this.eatOp(":")) {
        // `*args: *Ts` (3.11) annotates with a starred expression.
        annotation = starred && this.isOp("*") ? this.parseStarExpression() : this.parseExpression();
      }
      return this.node(start, { kind: "arg", arg: name, annotation });
    };
    while (!this.isOp(close)) {
      const t = this.tok;
      if (this.eatOp("/")) {
        if (slashSeen) this.fail(t, "/ may appear only once");
        if (keywordOnly) this.fail(t, "/ must be ahead of *");
        if (a.args.length === 0) this.fail(t, "at least one argument must precede /");
        slashSeen = true;
        a.posonlyargs = a.args;
        a.args = [];
      } else if (this.eatOp("*")) {
        if (keywordOnly) this.fail(t, "* argument may appear only once");
        keywordOnly = true;
        if (this.isOp(",") || this.isOp(close)) bareStar = t;
        else a.vararg = param(true);
      } else if (this.eatOp("**")) {
        a.kwarg = param();
        this.eatOp(",");
        if (!this.isOp(close)) this.fail(this.tok, "arguments cannot follow var-keyword argument");
        break;
      } else {
        const p = param();
        const dflt = this.eatOp("=") ? this.parseExpression() : null;
        if (keywordOnly) {
          a.kwonlyargs.push(p);
          a.kw_defaults.push(dflt);
        } else {
          if (dflt === null && a.defaults.length > 0) this.fail(p, "non-default argument follows default argument");
          a.args.push(p);
          if (dflt !== null) a.defaults.push(dflt);
        }
      }
      if (!this.eatOp(",")) break;
    }
    if (bareStar !== null && a.kwonlyargs.length === 0) this.fail(bareStar, "named arguments must follow bare *");
    if (!this.isOp(close)) this.unexpected();
    return a;
  }

  /** Adjacent string literals: one Constant, or a JoinedStr when any part is an f-string. */
  private parseStrings(): A.Expr {
    const first = this.tok;
    const parts: Token[] = [];
    while (this.tok.kind === "STRING") parts.push(this.next());
    const bytes = parts.map((p) => p.string!.bytes);
    const last = parts[parts.length - 1];
    const span: A.Span = { line: first.line, col: first.col, endLine: last.endLine, endCol: last.endCol };
    const mixed = bytes.findIndex((b) => b !== bytes[0]);
    if (mixed >= 0) {
      // CPython parses each part in turn, so an f-string before the mismatch reports its own
      // error first: `f"{'a' + "b"}"` (3.12's nested quotes) is `f-string: expecting '}'`.
      for (const p of parts.slice(0, mixed)) if (p.string!.fstring) this.fstringPieces(p, span);
      raise(last.endLine, last.endCol, "cannot mix bytes and nonbytes literals");
    }
    if (bytes[0]) {
      const value = parts.flatMap((p) => p.string!.value as number[]);
      return this.node(first, { kind: "Constant", value: { type: "bytes", value } });
    }
    if (!parts.some((p) => p.string!.fstring)) {
      const value = parts.map((p) => p.string!.value as string).join("");
      return this.node(first, { kind: "Constant", value: { type: "str", value } });
    }
    const values: (A.Constant | A.FormattedValue)[] = [];
    let literal = "";
    const flush = () => {
      if (literal !== "") values.push({ ...span, kind: "Constant", value: { type: "str", value: literal } });
      literal = "";
    };
    for (const p of parts) {
      const pieces = p.string!.fstring ? this.fstringPieces(p, span) : [p.string!.value as string];
      for (const piece of pieces) {
        if (typeof piece === "string") {
          literal += piece;
        } else {
          flush();
          values.push(piece);
        }
      }
    }
    flush();
    return this.node(first, { kind: "JoinedStr", values });
  }

  private fstringPieces(p: Token, span: A.Span) {
    return parseFString(p, span, (tokens) => new ExpressionParser(tokens).parseFStringField());
  }

  /** An f-string replacement field, tokenized from `(expr)` as CPython 3.11 does (so `{a, b}` is a tuple in parentheses). */
  parseFStringField(): A.Expr {
    try {
      const e = this.isKw("yield") ? this.parseYield() : this.parseStarExpressions();
      if (!this.at("NEWLINE")) this.unexpected();
      return e;
    } catch (err) {
      if (err instanceof PySyntaxError && !err.message.startsWith("f-string")) {
        raise(err.line, err.col, `f-string: ${err.message}`);
      }
      throw err;
    }
  }
}

/** The first sub-expression that cannot be assigned to (or deleted), or null when `e` is a valid target. */
export function invalidTarget(e: A.Expr, mode: "assign" | "delete"): A.Expr | null {
  switch (e.kind) {
    case "Name":
    case "Attribute":
    case "Subscript":
      return null;
    case "Starred":
      return mode === "delete" ? e : invalidTarget(e.value, mode);
    case "Tuple":
    case "List":
      for (const elt of e.elts) {
        const bad = invalidTarget(elt, mode);
        if (bad !== null) return bad;
      }
      return null;
    default:
      return e;
  }
}

const CONSTANT_NAMES: Partial<Record<A.ConstantValue["type"], string>> = {
  None: "None", Ellipsis: "ellipsis",
};
const EXPR_NAMES: Partial<Record<A.Expr["kind"], string>> = {
  Attribute: "attribute", Subscript: "subscript", Starred: "starred", Name: "name", List: "list",
  Tuple: "tuple", Lambda: "lambda", Call: "function call", BoolOp: "expression", BinOp: "expression",
  UnaryOp: "expression", GeneratorExp: "generator expression", Yield: "yield expression",
  YieldFrom: "yield expression", Await: "await expression", ListComp: "list comprehension",
  SetComp: "set comprehension", DictComp: "dict comprehension", Dict: "dict literal",
  Set: "set display", JoinedStr: "f-string expression", FormattedValue: "f-string expression",
  Compare: "comparison", IfExp: "conditional expression", NamedExpr: "named expression",
};

/** CPython's name for an expression in "cannot assign to ..." messages. */
export function describeExpr(e: A.Expr): string {
  if (e.kind === "Constant") {
    if (e.value.type === "bool") return e.value.value ? "True" : "False";
    return CONSTANT_NAMES[e.value.type] ?? "literal";
  }
  return EXPR_NAMES[e.kind] ?? "expression";
}
