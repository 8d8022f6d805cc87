// The syntax tree the parser produces and the emitter consumes: CPython 3.11's `ast` node
// classes and field names (no `ctx`), so parser tests can compare against `ast.parse` directly.

/** Source span: 1-based lines, 0-based columns counted in code points (CPython counts UTF-8 bytes). */
export interface Span {
  line: number;
  col: number;
  endLine: number;
  endCol: number;
}

export type BoolOpName = "And" | "Or";
export type OperatorName =
  | "Add" | "Sub" | "Mult" | "MatMult" | "Div" | "Mod" | "Pow"
  | "LShift" | "RShift" | "BitOr" | "BitXor" | "BitAnd" | "FloorDiv";
export type UnaryOpName = "Invert" | "Not" | "UAdd" | "USub";
export type CmpOpName = "Eq" | "NotEq" | "Lt" | "LtE" | "Gt" | "GtE" | "Is" | "IsNot" | "In" | "NotIn";

/** `int` keeps its decimal digits so big literals stay exact; `complex` is parsed only to be refused. */
export type ConstantValue =
  | { type: "int"; digits: string }
  | { type: "float"; value: number }
  | { type: "complex"; imag: number }
  | { type: "str"; value: string }
  | { type: "bytes"; value: number[] }
  | { type: "bool"; value: boolean }
  | { type: "None" }
  | { type: "Ellipsis" };

// ---- module -------------------------------------------------------------------------------

export interface Module {
  kind: "Module";
  body: Stmt[];
}

// ---- statements ---------------------------------------------------------------------------

export interface FunctionDef extends Span {
  kind: "FunctionDef";
  name: string;
  args: arguments;
  body: Stmt[];
  decorator_list: Expr[];
  returns: Expr | null;
}
export interface AsyncFunctionDef extends Span {
  kind: "AsyncFunctionDef";
  name: string;
  args: arguments;
  body: Stmt[];
  decorator_list: Expr[];
  returns: Expr | null;
}
export interface ClassDef extends Span {
  kind: "ClassDef";
  name: string;
  bases: Expr[];
  keywords: keyword[];
  body: Stmt[];
  decorator_list: Expr[];
}
export interface Return extends Span { kind: "Return"; value: Expr | null }
export interface Delete extends Span { kind: "Delete"; targets: Expr[] }
export interface Assign extends Span { kind: "Assign"; targets: Expr[]; value: Expr }
export interface AugAssign extends Span { kind: "AugAssign"; target: Expr; op: OperatorName; value: Expr }
/** `simple` is 1 when the target is a bare name not in parentheses, as in CPython. */
export interface AnnAssign extends Span {
  kind: "AnnAssign";
  target: Expr;
  annotation: Expr;
  value: Expr | null;
  simple: number;
}
export interface For extends Span { kind: "For"; target: Expr; iter: Expr; body: Stmt[]; orelse: Stmt[] }
export interface AsyncFor extends Span { kind: "AsyncFor"; target: Expr; iter: Expr; body: Stmt[]; orelse: Stmt[] }
export interface While extends Span { kind: "While"; test: Expr; body: Stmt[]; orelse: Stmt[] }
export interface If extends Span { kind: "If"; test: Expr; body: Stmt[]; orelse: Stmt[] }
export interface With extends Span { kind: "With"; items: withitem[]; body: Stmt[] }
export interface AsyncWith extends Span { kind: "AsyncWith"; items: withitem[]; body: Stmt[] }
export interface Match extends Span { kind: "Match"; subject: Expr; cases: match_case[] }
export interface Raise extends Span { kind: "Raise"; exc: Expr | null; cause: Expr | null }
export interface Try extends Span {
  kind: "Try";
  body: Stmt[];
  handlers: ExceptHandler[];
  orelse: Stmt[];
  finalbody: Stmt[];
}
/** `try: ... except* E:` (3.11); parsed only to be refused. */
export interface TryStar extends Span {
  kind: "TryStar";
  body: Stmt[];
  handlers: ExceptHandler[];
  orelse: Stmt[];
  finalbody: Stmt[];
}
export interface Assert extends Span { kind: "Assert"; test: Expr; msg: Expr | null }
export interface Import extends Span { kind: "Import"; names: alias[] }
/** `module` is null for `from . import x`; `level` counts the leading dots. */
export interface ImportFrom extends Span { kind: "ImportFrom"; module: string | null; names: alias[]; level: number }
export interface Global extends Span { kind: "Global"; names: string[] }
export interface Nonlocal extends Span { kind: "Nonlocal"; names: string[] }
export interface ExprStmt extends Span { kind: "Expr"; value: Expr }
export interface Pass extends Span { kind: "Pass" }
export interface Break extends Span { kind: "Break" }
export interface Continue extends Span { kind: "Continue" }

export type Stmt =
  | FunctionDef | AsyncFunctionDef | ClassDef | Return | Delete | Assign | AugAssign | AnnAssign
  | For | AsyncFor | While | If | With | AsyncWith | Match | Raise | Try | TryStar | Assert
  | Import | ImportFrom | Global | Nonlocal | ExprStmt | Pass | Break | Continue;

// ---- expressions --------------------------------------------------------------------------

export interface BoolOp extends Span { kind: "BoolOp"; op: BoolOpName; values: Expr[] }
export interface NamedExpr extends Span { kind: "NamedExpr"; target: Name; value: Expr }
export interface BinOp extends Span { kind: "BinOp"; left: Expr; op: OperatorName; right: Expr }
export interface UnaryOp extends Span { kind: "UnaryOp"; op: UnaryOpName; operand: Expr }
export interface Lambda extends Span { kind: "Lambda"; args: arguments; body: Expr }
export interface IfExp extends Span { kind: "IfExp"; test: Expr; body: Expr; orelse: Expr }
/** A `null` key marks a `**mapping` entry whose mapping is the value at the same index. */
export interface Dict extends Span { kind: "Dict"; keys: (Expr | null)[]; values: Expr[] }
export interface Set extends Span { kind: "Set"; elts: Expr[] }
export interface ListComp extends Span { kind: "ListComp"; elt: Expr; generators: comprehension[] }
export interface SetComp extends Span { kind: "SetComp"; elt: Expr; generators: comprehension[] }
export interface DictComp extends Span { kind: "DictComp"; key: Expr; value: Expr; generators: comprehension[] }
export interface GeneratorExp extends Span { kind: "GeneratorExp"; elt: Expr; generators: comprehension[] }
export interface Await extends Span { kind: "Await"; value: Expr }
export interface Yield extends Span { kind: "Yield"; value: Expr | null }
export interface YieldFrom extends Span { kind: "YieldFrom"; value: Expr }
export interface Compare extends Span { kind: "Compare"; left: Expr; ops: CmpOpName[]; comparators: Expr[] }
export interface Call extends Span { kind: "Call"; func: Expr; args: Expr[]; keywords: keyword[] }
/** `conversion` is -1 (none) or the code point of `s`, `r` or `a` (115, 114, 97), as CPython. */
export interface FormattedValue extends Span {
  kind: "FormattedValue";
  value: Expr;
  conversion: number;
  format_spec: JoinedStr | null;
}
export interface JoinedStr extends Span { kind: "JoinedStr"; values: (Constant | FormattedValue)[] }
export interface Constant extends Span { kind: "Constant"; value: ConstantValue }
export interface Attribute extends Span { kind: "Attribute"; value: Expr; attr: string }
export interface Subscript extends Span { kind: "Subscript"; value: Expr; slice: Expr }
export interface Starred extends Span { kind: "Starred"; value: Expr }
export interface Name extends Span { kind: "Name"; id: string }
export interface List extends Span { kind: "List"; elts: Expr[] }
export interface Tuple extends Span { kind: "Tuple"; elts: Expr[] }
export interface Slice extends Span { kind: "Slice"; lower: Expr | null; upper: Expr | null; step: Expr | null }

export type Expr =
  | BoolOp | NamedExpr | BinOp | UnaryOp | Lambda | IfExp | Dict | Set | ListComp | SetComp
  | DictComp | GeneratorExp | Await | Yield | YieldFrom | Compare | Call | FormattedValue
  | JoinedStr | Constant | Attribute | Subscript | Starred | Name | List | Tuple | Slice;

// ---- helper nodes -------------------------------------------------------------------------

/** No position, as in CPython. `kw_defaults` holds null for a keyword-only parameter without default. */
export interface arguments {
  kind: "arguments";
  posonlyargs: arg[];
  args: arg[];
  vararg: arg | null;
  kwonlyargs: arg[];
  kw_defaults: (Expr | null)[];
  kwarg: arg | null;
  defaults: Expr[];
}
export interface arg extends Span { kind: "arg"; arg: string; annotation: Expr | null }
/** `arg` is null for `**mapping`. */
export interface keyword extends Span { kind: "keyword"; arg: string | null; value: Expr }
/** No position, as in CPython. `is_async` is 0 or 1. */
export interface comprehension {
  kind: "comprehension";
  target: Expr;
  iter: Expr;
  ifs: Expr[];
  is_async: number;
}
/** `type` is null for a bare `except:`. */
export interface ExceptHandler extends Span {
  kind: "ExceptHandler";
  type: Expr | null;
  name: string | null;
  body: Stmt[];
}
export interface alias extends Span { kind: "alias"; name: string; asname: string | null }
/** No position, as in CPython. */
export interface withitem { kind: "withitem"; context_expr: Expr; optional_vars: Expr | null }
/** No position, as in CPython. */
export interface match_case { kind: "match_case"; pattern: Pattern; guard: Expr | null; body: Stmt[] }

// ---- match patterns (parsed only so `match` can be refused with a position) ---------------

export interface MatchValue extends Span { kind: "MatchValue"; value: Expr }
export interface MatchSingleton extends Span { kind: "MatchSingleton"; value: ConstantValue }
export interface MatchSequence extends Span { kind: "MatchSequence"; patterns: Pattern[] }
export interface MatchMapping extends Span {
  kind: "MatchMapping";
  keys: Expr[];
  patterns: Pattern[];
  rest: string | null;
}
export interface MatchClass extends Span {
  kind: "MatchClass";
  cls: Expr;
  patterns: Pattern[];
  kwd_attrs: string[];
  kwd_patterns: Pattern[];
}
export interface MatchStar extends Span { kind: "MatchStar"; name: string | null }
export interface MatchAs extends Span { kind: "MatchAs"; pattern: Pattern | null; name: string | null }
export interface MatchOr extends Span { kind: "MatchOr"; patterns: Pattern[] }

export type Pattern =
  | MatchValue | MatchSingleton | MatchSequence | MatchMapping | MatchClass | MatchStar | MatchAs | MatchOr;

export type Node = Module | Stmt | Expr | arguments | arg | keyword | comprehension | ExceptHandler
  | alias | withitem | match_case | Pattern;
