// Name resolution, as CPython's symtable does it: which scope owns each name (local, enclosing
// function, or module/builtins), so the emitter can map every Python name to one JS variable.

import type * as A from "./ast.js";
import { definedName } from "./private-names.js";

export type ScopeKind = "module" | "function" | "lambda" | "comprehension" | "class";
export type FunctionNode = A.FunctionDef | A.AsyncFunctionDef | A.Lambda;
export type ComprehensionNode = A.ListComp | A.SetComp | A.DictComp | A.GeneratorExp;
export type ScopeNode = FunctionNode | ComprehensionNode | A.Module | A.ClassDef;

/** One place a variable gets a value. `topLevel` means directly in its scope's body, not in a block. */
export interface BindSite {
  kind: "def" | "assign" | "param" | "import" | "other";
  node: A.Node;
  topLevel: boolean;
}

/** A Python variable: owned by a function scope, or by the module for globals and builtins. */
export class Variable {
  readonly sites: BindSite[] = [];
  /** Loaded other than as the callee of a call: the value may flow anywhere. */
  escapes = false;
  constructor(
    readonly name: string,
    readonly owner: Scope,
  ) {}

  /** The `def` that is this variable's only binding, when it sits directly in its scope body. */
  soleDef(): A.FunctionDef | A.AsyncFunctionDef | null {
    if (this.sites.length !== 1) return null;
    const s = this.sites[0];
    // A decorated def binds whatever the decorators return.
    const def = s.node as A.FunctionDef | A.AsyncFunctionDef;
    return s.kind === "def" && s.topLevel && def.decorator_list.length === 0 ? def : null;
  }
}

export class Scope {
  readonly vars = new Map<string, Variable>();
  readonly declaredGlobal = new Set<string>();
  readonly declaredNonlocal = new Set<string>();
  readonly children: Scope[] = [];
  /** Name nodes read in this scope (not in nested scopes), in source order. */
  readonly loads: A.Name[] = [];
  /** Call nodes evaluated in this scope. */
  readonly calls: A.Call[] = [];
  hasAwait = false;
  /** A function whose body yields: calling it makes a generator. */
  isGenerator = false;
  /** Decided by analyze-async. */
  isAsync = false;
  readonly qualname: string;
  /** Scopes around this one (0: the module). */
  readonly depth: number;

  constructor(
    readonly kind: ScopeKind,
    readonly node: ScopeNode,
    readonly parent: Scope | null,
    /** Its function's or class's `__name__`: a private name as written, not mangled. */
    readonly name: string,
  ) {
    this.qualname = qualnameOf(name, parent);
    this.depth = parent ? parent.depth + 1 : 0;
    parent?.children.push(this);
  }

  /** The nearest scope that is not a comprehension (where `:=` binds). */
  nonComprehension(): Scope {
    let s: Scope = this;
    while (s.kind === "comprehension" && s.parent) s = s.parent;
    return s;
  }
}

function qualnameOf(name: string, parent: Scope | null): string {
  if (!parent || parent.kind === "module") return name;
  if (parent.kind === "class") return `${parent.qualname}.${name}`;
  const p = parent.kind === "comprehension" ? parent.qualname : `${parent.qualname}.<locals>`;
  return `${p}.${name}`;
}

export type Resolution =
  | { kind: "local"; v: Variable }
  | { kind: "free"; v: Variable }
  | { kind: "global"; v: Variable };

export class ScopeInfo {
  readonly module: Scope;
  private readonly byNode = new Map<A.Node, Scope>();
  private readonly cache = new Map<Scope, Map<string, Resolution>>();

  constructor(mod: A.Module) {
    this.module = new Scope("module", mod, null, "<module>");
    this.byNode.set(mod, this.module);
    const binder = new Binder(this);
    binder.body(mod.body, this.module, true);
    binder.finish();
    this.markEscapes(this.module);
  }

  register(node: A.Node, scope: Scope): void {
    this.byNode.set(node, scope);
  }

  scopeOf(node: ScopeNode): Scope {
    const s = this.byNode.get(node);
    if (!s) throw new Error("scope: node was not analysed");
    return s;
  }

  /** Names some scope declares `global` or `nonlocal`: a binding there is another scope's. */
  get declaredOuter(): ReadonlySet<string> {
    return (this.outerNames ??= new Set(this.all().flatMap((s) => [...s.declaredGlobal, ...s.declaredNonlocal])));
  }

  private outerNames: Set<string> | undefined;

  /** All scopes, parents before children. */
  all(): Scope[] {
    const out: Scope[] = [];
    const walk = (s: Scope) => {
      out.push(s);
      s.children.forEach(walk);
    };
    walk(this.module);
    return out;
  }

  globalVar(name: string): Variable {
    let v = this.module.vars.get(name);
    if (!v) {
      v = new Variable(name, this.module);
      this.module.vars.set(name, v);
    }
    return v;
  }

  resolve(scope: Scope, name: string): Resolution {
    let m = this.cache.get(scope);
    if (!m) this.cache.set(scope, (m = new Map()));
    let r = m.get(name);
    if (!r) m.set(name, (r = this.lookup(scope, name)));
    return r;
  }

  private lookup(scope: Scope, name: string): Resolution {
    if (scope.kind === "module" || scope.declaredGlobal.has(name)) return { kind: "global", v: this.globalVar(name) };
    if (!scope.declaredNonlocal.has(name)) {
      const own = scope.vars.get(name);
      if (own) return { kind: "local", v: own };
    }
    for (let p = scope.parent; p && p.kind !== "module"; p = p.parent) {
      // A class body's names are not visible in the functions it contains.
      if (p.kind === "class") continue;
      if (p.declaredGlobal.has(name)) break;
      const v = p.vars.get(name);
      if (v && !p.declaredNonlocal.has(name)) return { kind: "free", v };
      if (p.declaredNonlocal.has(name)) continue;
    }
    return { kind: "global", v: this.globalVar(name) };
  }

  private markEscapes(scope: Scope): void {
    const callees = new Set<A.Node>(scope.calls.map((c) => c.func));
    for (const n of scope.loads) if (!callees.has(n)) this.resolve(scope, n.id).v.escapes = true;
    scope.children.forEach((c) => this.markEscapes(c));
  }
}

/** Walks the tree once, creating scopes and recording bindings, loads, calls and awaits. */
class Binder {
  constructor(private readonly info: ScopeInfo) {}

  private bind(scope: Scope, name: string, site: BindSite): void {
    const target = scope.declaredGlobal.has(name) ? this.info.module : scope;
    if (target === scope && scope.declaredNonlocal.has(name)) {
      // The enclosing variable gets the site; resolution happens once all scopes are known.
      this.pendingNonlocal.push({ scope, name, site });
      return;
    }
    let v = target.vars.get(name);
    if (!v) target.vars.set(name, (v = new Variable(name, target)));
    v.sites.push(site);
  }

  private pendingNonlocal: { scope: Scope; name: string; site: BindSite }[] = [];

  body(stmts: A.Stmt[], scope: Scope, topLevel: boolean): void {
    if (topLevel) this.declarations(stmts, scope);
    for (const s of stmts) this.stmt(s, scope, topLevel);
  }

  finish(): void {
    for (const p of this.pendingNonlocal) this.info.resolve(p.scope, p.name).v.sites.push(p.site);
  }

  /** `global`/`nonlocal` apply to the whole scope, wherever they appear in it. */
  private declarations(stmts: A.Stmt[], scope: Scope): void {
    const visit = (list: A.Stmt[]) => {
      for (const s of list) {
        if (s.kind === "Global") s.names.forEach((n) => scope.declaredGlobal.add(n));
        else if (s.kind === "Nonlocal") s.names.forEach((n) => scope.declaredNonlocal.add(n));
        for (const sub of childBlocks(s)) visit(sub);
      }
    };
    visit(stmts);
  }

  private stmt(s: A.Stmt, scope: Scope, top: boolean): void {
    switch (s.kind) {
      case "FunctionDef":
      case "AsyncFunctionDef":
        s.decorator_list.forEach((d) => this.expr(d, scope));
        this.defaults(s.args, scope);
        this.bind(scope, s.name, { kind: "def", node: s, topLevel: top });
        this.functionScope(s, scope, definedName(s), s.body);
        return;
      case "Return":
        if (s.value) this.expr(s.value, scope);
        return;
      case "Delete":
        s.targets.forEach((t) => this.target(t, scope, { kind: "other", node: s, topLevel: top }));
        return;
      case "Assign":
        this.expr(s.value, scope);
        s.targets.forEach((t) => this.target(t, scope, { kind: "assign", node: s, topLevel: top }));
        return;
      case "AugAssign":
        this.expr(s.value, scope);
        if (s.target.kind === "Name") this.load(s.target, scope);
        this.target(s.target, scope, { kind: "assign", node: s, topLevel: top });
        return;
      case "AnnAssign":
        if (s.value) this.expr(s.value, scope);
        this.target(s.target, scope, { kind: "assign", node: s, topLevel: top });
        return;
      case "For":
      case "AsyncFor":
        // `async for` awaits each `__anext__`: the function must be able to suspend.
        if (s.kind === "AsyncFor") scope.hasAwait = true;
        this.expr(s.iter, scope);
        this.target(s.target, scope, { kind: "other", node: s, topLevel: false });
        this.body(s.body, scope, false);
        this.body(s.orelse, scope, false);
        return;
      case "While":
        this.expr(s.test, scope);
        this.body(s.body, scope, false);
        this.body(s.orelse, scope, false);
        return;
      case "If": {
        // An elif chain in a loop: thousands of links must not nest this walk.
        let link: A.If = s;
        for (;;) {
          this.expr(link.test, scope);
          this.body(link.body, scope, false);
          if (link.orelse.length !== 1 || link.orelse[0].kind !== "If") break;
          link = link.orelse[0];
        }
        this.body(link.orelse, scope, false);
        return;
      }
      case "Raise":
        if (s.exc) this.expr(s.exc, scope);
        if (s.cause) this.expr(s.cause, scope);
        return;
      case "Try":
      case "TryStar":
        this.body(s.body, scope, false);
        for (const h of s.handlers) {
          if (h.type) this.expr(h.type, scope);
          if (h.name) this.bind(scope, h.name, { kind: "other", node: h, topLevel: false });
          this.body(h.body, scope, false);
        }
        this.body(s.orelse, scope, false);
        this.body(s.finalbody, scope, false);
        return;
      case "Assert":
        this.expr(s.test, scope);
        if (s.msg) this.expr(s.msg, scope);
        return;
      case "Import":
        for (const a of s.names) {
          this.bind(scope, a.asname ?? a.name.split(".")[0], { kind: "import", node: s, topLevel: top });
        }
        return;
      case "ImportFrom":
        for (const a of s.names) this.bind(scope, a.asname ?? a.name, { kind: "import", node: s, topLevel: top });
        return;
      case "Expr":
        this.expr(s.value, scope);
        return;
      case "With":
      case "AsyncWith":
        // `async with` awaits __aenter__ and __aexit__: the function must be able to suspend.
        if (s.kind === "AsyncWith") scope.hasAwait = true;
        for (const it of s.items) {
          this.expr(it.context_expr, scope);
          if (it.optional_vars) this.target(it.optional_vars, scope, { kind: "other", node: s, topLevel: false });
        }
        this.body(s.body, scope, false);
        return;
      case "Match":
        this.expr(s.subject, scope);
        for (const c of s.cases) {
          this.pattern(c.pattern, scope, { kind: "other", node: s, topLevel: false });
          if (c.guard) this.expr(c.guard, scope);
          this.body(c.body, scope, false);
        }
        return;
      case "ClassDef":
        s.decorator_list.forEach((d) => this.expr(d, scope));
        s.bases.forEach((b) => this.expr(b, scope));
        s.keywords.forEach((k) => this.expr(k.value, scope));
        this.bind(scope, s.name, { kind: "other", node: s, topLevel: top });
        this.classScope(s, scope);
        return;
      case "Global":
      case "Nonlocal":
      case "Pass":
      case "Break":
      case "Continue":
        return;
    }
  }

  /** A match pattern's captures are bindings; its values, keys and classes are loads. */
  private pattern(p: A.Pattern, scope: Scope, site: BindSite): void {
    const sub = (x: A.Pattern) => this.pattern(x, scope, site);
    switch (p.kind) {
      case "MatchValue":
        this.expr(p.value, scope);
        return;
      case "MatchSingleton":
        return;
      case "MatchSequence":
      case "MatchOr":
        p.patterns.forEach(sub);
        return;
      case "MatchMapping":
        p.keys.forEach((k) => this.expr(k, scope));
        p.patterns.forEach(sub);
        if (p.rest) this.bind(scope, p.rest, site);
        return;
      case "MatchClass":
        this.expr(p.cls, scope);
        [...p.patterns, ...p.kwd_patterns].forEach(sub);
        return;
      case "MatchStar":
        if (p.name) this.bind(scope, p.name, site);
        return;
      case "MatchAs":
        if (p.pattern) sub(p.pattern);
        if (p.name) this.bind(scope, p.name, site);
        return;
    }
  }

  private defaults(args: A.arguments, scope: Scope): void {
    args.defaults.forEach((d) => this.expr(d, scope));
    args.kw_defaults.forEach((d) => d && this.expr(d, scope));
  }

  private functionScope(node: FunctionNode, parent: Scope, name: string, body: A.Stmt[] | A.Expr): Scope {
    const scope = new Scope(node.kind === "Lambda" ? "lambda" : "function", node, parent, name);
    this.info.register(node, scope);
    const a = node.args;
    const params = [...a.posonlyargs, ...a.args, ...(a.vararg ? [a.vararg] : []), ...a.kwonlyargs, ...(a.kwarg ? [a.kwarg] : [])];
    for (const p of params) this.bind(scope, p.arg, { kind: "param", node: p, topLevel: true });
    if (Array.isArray(body)) this.body(body, scope, true);
    else this.expr(body, scope);
    // An async generator's steps are awaited: its body is always a JS async generator.
    if (node.kind === "AsyncFunctionDef" && scope.isGenerator) scope.hasAwait = true;
    return scope;
  }

  /** A class body runs once, as a function of its own whose names become the class namespace. */
  private classScope(node: A.ClassDef, parent: Scope): void {
    const scope = new Scope("class", node, parent, definedName(node));
    this.info.register(node, scope);
    // CPython's compiler stores a class docstring as `__doc__` in the namespace.
    const doc = docstring(node.body);
    if (doc) this.bind(scope, "__doc__", { kind: "other", node: doc, topLevel: true });
    this.body(node.body, scope, true);
  }

  private target(t: A.Expr, scope: Scope, site: BindSite): void {
    switch (t.kind) {
      case "Name":
        this.bind(scope, t.id, site);
        return;
      case "Tuple":
      case "List":
        t.elts.forEach((e) => this.target(e, scope, site));
        return;
      case "Starred":
        this.target(t.value, scope, site);
        return;
      case "Attribute":
        this.expr(t.value, scope);
        return;
      case "Subscript":
        this.expr(t.value, scope);
        this.expr(t.slice, scope);
        return;
      default:
        this.expr(t, scope);
    }
  }

  private load(n: A.Name, scope: Scope): void {
    scope.loads.push(n);
  }

  private comprehension(node: ComprehensionNode, scope: Scope, name: string): void {
    const gens = node.generators;
    this.expr(gens[0].iter, scope);
    const inner = new Scope("comprehension", node, scope, name);
    this.info.register(node, inner);
    gens.forEach((g, i) => {
      if (i > 0) this.expr(g.iter, inner);
      this.target(g.target, inner, { kind: "other", node, topLevel: false });
      g.ifs.forEach((c) => this.expr(c, inner));
      if (g.is_async) inner.hasAwait = true;
    });
    if (node.kind === "DictComp") {
      this.expr(node.key, inner);
      this.expr(node.value, inner);
    } else this.expr(node.elt, inner);
  }

  expr(e: A.Expr, scope: Scope): void {
    switch (e.kind) {
      case "Name":
        this.load(e, scope);
        return;
      case "NamedExpr": {
        this.expr(e.value, scope);
        const owner = scope.nonComprehension();
        this.bind(owner, e.target.id, { kind: "assign", node: e, topLevel: false });
        return;
      }
      case "Lambda":
        this.defaults(e.args, scope);
        this.functionScope(e, scope, "<lambda>", e.body);
        return;
      case "ListComp":
        return this.comprehension(e, scope, "<listcomp>");
      case "SetComp":
        return this.comprehension(e, scope, "<setcomp>");
      case "DictComp":
        return this.comprehension(e, scope, "<dictcomp>");
      case "GeneratorExp":
        return this.comprehension(e, scope, "<genexpr>");
      case "Await":
        scope.hasAwait = true;
        this.expr(e.value, scope);
        return;
      case "Call":
        scope.calls.push(e);
        this.expr(e.func, scope);
        e.args.forEach((a) => this.expr(a, scope));
        e.keywords.forEach((k) => this.expr(k.value, scope));
        return;
      case "BoolOp":
        e.values.forEach((v) => this.expr(v, scope));
        return;
      case "BinOp":
        this.expr(e.left, scope);
        this.expr(e.right, scope);
        return;
      case "UnaryOp":
        this.expr(e.operand, scope);
        return;
      case "IfExp":
        this.expr(e.test, scope);
        this.expr(e.body, scope);
        this.expr(e.orelse, scope);
        return;
      case "Dict":
        e.keys.forEach((k) => k && this.expr(k, scope));
        e.values.forEach((v) => this.expr(v, scope));
        return;
      case "Set":
      case "List":
      case "Tuple":
        e.elts.forEach((x) => this.expr(x, scope));
        return;
      case "Compare":
        this.expr(e.left, scope);
        e.comparators.forEach((c) => this.expr(c, scope));
        return;
      case "FormattedValue":
        this.expr(e.value, scope);
        if (e.format_spec) this.expr(e.format_spec, scope);
        return;
      case "JoinedStr":
        e.values.forEach((v) => this.expr(v, scope));
        return;
      case "Yield":
      case "YieldFrom":
        scope.isGenerator = true;
        if (e.value) this.expr(e.value, scope);
        return;
      case "Attribute":
      case "Starred":
        this.expr(e.value, scope);
        return;
      case "Subscript":
        this.expr(e.value, scope);
        this.expr(e.slice, scope);
        return;
      case "Slice":
        if (e.lower) this.expr(e.lower, scope);
        if (e.upper) this.expr(e.upper, scope);
        if (e.step) this.expr(e.step, scope);
        return;
      case "Constant":
        return;
    }
  }
}

/** The statement lists nested in a compound statement (not in nested function scopes). */
export function childBlocks(s: A.Stmt): A.Stmt[][] {
  switch (s.kind) {
    case "For":
    case "AsyncFor":
    case "While":
    case "If":
      return [s.body, s.orelse];
    case "Try":
    case "TryStar":
      return [s.body, ...s.handlers.map((h) => h.body), s.orelse, s.finalbody];
    case "With":
    case "AsyncWith":
      return [s.body];
    case "Match":
      return s.cases.map((c) => c.body);
    default:
      return [];
  }
}

/** A class or function body's leading string literal: its `__doc__`. */
export function docstring(body: A.Stmt[]): A.ExprStmt | null {
  const first = body[0];
  return first?.kind === "Expr" && first.value.kind === "Constant" && first.value.value.type === "str" ? first : null;
}

/** An `async def` that does not yield: calling it makes a coroutine, which runs when awaited. */
export function isCoroutine(s: Scope): boolean {
  return s.node.kind === "AsyncFunctionDef" && !s.isGenerator;
}
