// Decides which scopes compile to JS `async` functions: only those that may reach a tool call,
// because async calls cost ~10x plain calls in QuickJS (docs/design.md, "Tool calls, async").

import type * as A from "./ast.js";
import { type ComprehensionNode, type Scope, type ScopeInfo, type Variable, isCoroutine } from "./scope.js";
import { walk, walkOwnScope } from "./walk.js";
import { ACCESSOR, COMPUTED_ACCESS, ITERATION, computedAccess, memberNames, scopeExpressions } from "./analyze-members.js";
import { CallSites } from "./call-sites.js";
import { plainCallbacks } from "./plain-callbacks.js";

/** The attribute a method is reached by: its def's name, mangled when private (`_C__helper`). */
function memberName(s: Scope): string {
  return s.node.kind === "FunctionDef" || s.node.kind === "AsyncFunctionDef" ? s.node.name : s.name;
}

export class AsyncInfo {
  /** An async function or tool, or an iterator whose steps call tools, is used as a value
   *  somewhere, so a dynamic call may suspend. */
  escapes = false;
  /** A function value that may suspend escapes (not only such iterators): any dynamic call may
   *  suspend. Where only iterators escape, only a call that may step one does (stepsIterator). */
  private functionsEscape = false;
  private readonly tainted = new Set<Variable>();
  /** Variables that may hold an iterator whose steps call tools (tainted too: loading one may suspend). */
  private readonly iterators = new Set<Variable>();
  /** Names of methods (in any class) compiled async: reading or invoking them may suspend. */
  private readonly asyncMembers = new Set<string>();
  private readonly expressions = new Map<Scope, A.Node[]>();
  /** How the script reaches methods other than by calling `obj.name(...)` (methodAccess), walked
   *  for once a method is found to suspend: most scripts have none. */
  private access: MethodAccess | null = null;
  /** Names of methods whose call makes such an iterator (a generator method whose body calls
   *  tools, or one that returns such an iterator). */
  private readonly iteratorMembers = new Set<string>();
  /** Each def's own `return` values, and the defs whose returns are being looked at (recursion). */
  private readonly returns = new Map<Scope, A.Expr[]>();
  private readonly returning = new Set<Scope>();
  /** Attribute names some `x.name = ...` binds to an iterator whose steps call tools. */
  private readonly taintedAttrs = new Set<string>();
  /** Built once a parameter's taint is first asked for. */
  private callSites: CallSites | null = null;
  /** Lambdas a library calls where it cannot wait, with its refusal: a dynamic call in them is
   *  checked, not awaited (plain-callbacks.ts). */
  private readonly checked: Map<Scope, string>;

  constructor(
    private readonly info: ScopeInfo,
    private readonly tools: ReadonlySet<string>,
  ) {
    this.checked = plainCallbacks(info);
    const scopes = info.all();
    let changed = true;
    while (changed) {
      changed = false;
      for (const s of scopes) {
        for (const v of s.vars.values()) {
          if (!this.tainted.has(v) && this.computeTaint(v)) {
            this.tainted.add(v);
            changed = true;
          }
          if (!this.iterators.has(v) && this.holdsIterator(v)) {
            this.iterators.add(v);
            changed = true;
          }
        }
        if (this.escapes && this.storesTainted(s)) changed = true;
        if (!s.isAsync && s.kind !== "module" && this.needsAsync(s)) {
          s.isAsync = true;
          changed = true;
        }
        if (s.parent?.kind === "class" && !this.iteratorMembers.has(memberName(s)) && this.makesIterator(s)) {
          this.iteratorMembers.add(memberName(s));
          changed = true;
        }
        if (suspendsWhenCalled(s) && s.parent?.kind === "class") {
          for (const name of isAccessor(s) ? [memberName(s), ACCESSOR] : [memberName(s)]) {
            if (this.asyncMembers.has(name)) continue;
            this.asyncMembers.add(name);
            changed = true;
          }
        }
      }
      const esc = this.computeEscapes(scopes);
      if (esc.any !== this.escapes || esc.functions !== this.functionsEscape) {
        this.escapes = esc.any;
        this.functionsEscape = esc.functions;
        changed = true;
      }
    }
  }

  /** A global that only names a tool: never assigned by the script. */
  isTool(v: Variable): boolean {
    return v.owner.kind === "module" && v.sites.length === 0 && this.tools.has(v.name);
  }

  /** The variable may hold a function that returns a promise (a tool or an async-compiled function). */
  isTainted(v: Variable): boolean {
    return this.isTool(v) || this.tainted.has(v) || this.iterators.has(v);
  }

  private computeTaint(v: Variable): boolean {
    if (this.isTool(v)) return true;
    // A parameter that a call by name passes a function that may suspend (`sort_by(xs, key=fetch)`):
    // the builtins it is given to (`sorted(xs, key=key)`) must be awaited.
    if (this.escapes && v.sites[0]?.kind === "param" && this.passedFunction(v)) return true;
    for (const site of v.sites) {
      if (site.kind === "def" && suspendsWhenCalled(this.info.scopeOf(site.node as A.FunctionDef))) return true;
      // A class whose construction may wait (by name: its own or an inherited method).
      if (site.node.kind === "ClassDef" && this.awaitsAny(CONSTRUCTION)) return true;
      if (site.kind === "assign" && site.node.kind === "Assign" && this.exprTainted(site.node.value, v.owner)) return true;
    }
    return false;
  }

  /** `v` is assigned such an iterator, or is a parameter some call may pass one: its loops must wait. */
  private holdsIterator(v: Variable): boolean {
    if (!this.escapes) return false;
    return v.sites.some((site) => (site.kind === "assign" && site.node.kind === "Assign" && this.iteratorExpr(site.node.value, v.owner)) || (site.kind === "param" && this.passedIterator(v)));
  }

  private expressionsOf(s: Scope): A.Node[] {
    let exprs = this.expressions.get(s);
    if (!exprs) this.expressions.set(s, (exprs = scopeExpressions(s.node)));
    return exprs;
  }

  /** Adds the attributes `s` assigns such an iterator to (`self.pages = pages`): whether any is new. */
  private storesTainted(s: Scope): boolean {
    let added = false;
    for (const e of this.expressionsOf(s)) {
      if (e.kind !== "Assign" || !this.iteratorExpr(e.value, s)) continue;
      for (const t of e.targets) {
        if (t.kind !== "Attribute" || this.taintedAttrs.has(t.attr)) continue;
        this.taintedAttrs.add(t.attr);
        added = true;
      }
    }
    return added;
  }

  private passedIterator(v: Variable): boolean {
    this.callSites ??= new CallSites(this.info);
    return this.callSites.argumentsOf(v).some((a) => this.iteratorExpr(a.expr, a.scope));
  }

  private passedFunction(v: Variable): boolean {
    this.callSites ??= new CallSites(this.info);
    return this.callSites.argumentsOf(v, true).some((a) => this.functionExpr(a.expr, a.scope));
  }

  /** A function value whose call may suspend: a tool, a def or lambda compiled async, a method
   *  read off an object (`svc.fetch`) that some class compiles async. */
  private functionExpr(e: A.Expr, scope: Scope): boolean {
    switch (e.kind) {
      case "Name":
        return this.isTool(this.info.resolve(scope, e.id).v) || this.tainted.has(this.info.resolve(scope, e.id).v);
      case "Lambda":
        return this.info.scopeOf(e).isAsync;
      case "Attribute":
        return this.asyncMembers.has(e.attr);
      // A list of them (`steps=[fetch, parse]`), walked by the function it is given to.
      case "List":
      case "Tuple":
      case "Set":
        return e.elts.some((x) => this.functionExpr(x, scope));
      case "Dict":
        return e.values.some((x) => this.functionExpr(x, scope));
      default:
        return false;
    }
  }

  /** Calling def `s` makes an iterator whose steps call tools: it is a generator that calls
   *  tools, or returns such an iterator (`def get_pages(): return read_pages(3)`). */
  private makesIterator(s: Scope): boolean {
    if (s.kind !== "function") return false;
    if (s.isGenerator) return s.isAsync;
    if (!this.escapes || this.returning.has(s)) return false;
    let returns = this.returns.get(s);
    if (!returns) {
      const found: A.Expr[] = [];
      walkOwnScope(s.node, (n) => n.kind === "Return" && n.value && found.push(n.value));
      this.returns.set(s, (returns = found));
    }
    this.returning.add(s);
    try {
      return returns.some((r) => this.iteratorExpr(r, s));
    } finally {
      this.returning.delete(s);
    }
  }

  /** The script may take method `name` as a value, or reach a method by a computed name. */
  private reachedAsValue(name: string): boolean {
    const access = (this.access ??= methodAccess(this.info.module.node));
    return access.computed || access.names.has(name);
  }

  /** Right-hand sides that pass a function value along (a name, a lambda, a conditional), or an
   *  iterator whose steps call tools (a generator expression, the call of a generator def, map or
   *  filter, that does): what walks it must be able to wait. */
  private exprTainted(e: A.Expr, scope: Scope): boolean {
    switch (e.kind) {
      case "Name":
        return this.isTainted(this.info.resolve(scope, e.id).v);
      case "Lambda":
        return this.info.scopeOf(e).isAsync;
      case "IfExp":
        return this.exprTainted(e.body, scope) || this.exprTainted(e.orelse, scope);
      default:
        return this.iteratorExpr(e, scope);
    }
  }

  /** An expression whose value may be an iterator whose steps call tools. */
  private iteratorExpr(e: A.Expr, scope: Scope): boolean {
    switch (e.kind) {
      case "Name":
        return this.iterators.has(this.info.resolve(scope, e.id).v);
      case "Attribute":
        return this.taintedAttrs.has(e.attr);
      case "GeneratorExp":
        return this.info.scopeOf(e).isAsync;
      case "Call": {
        if (e.func.kind === "Attribute") return this.iteratorMembers.has(e.func.attr);
        if (e.func.kind !== "Name") return false;
        const v = this.info.resolve(scope, e.func.id).v;
        if (v.sites.length === 0 && WRAPPING.has(e.func.id)) {
          // The builtin map or filter over a function that calls tools is such an iterator too.
          const mapping = (e.func.id === "map" || e.func.id === "filter") && e.args.length > 0 && this.exprTainted(e.args[0]!, scope);
          return mapping || e.args.some((a) => this.iteratorExpr(a.kind === "Starred" ? a.value : a, scope));
        }
        return v.sites.length > 0 && v.sites.every((site) => site.kind === "def") && v.sites.some((site) => this.makesIterator(this.info.scopeOf(site.node as A.FunctionDef)));
      }
      case "IfExp":
        return this.iteratorExpr(e.body, scope) || this.iteratorExpr(e.orelse, scope);
      // A container that holds one (`{"pages": read_pages(3)}`), and an item of such a container.
      case "List":
      case "Tuple":
      case "Set":
        return e.elts.some((x) => this.iteratorExpr(x.kind === "Starred" ? x.value : x, scope));
      case "Dict":
        return e.values.some((x) => this.iteratorExpr(x, scope));
      case "Subscript":
        return this.iteratorExpr(e.value, scope);
      default:
        return false;
    }
  }

  /** The refusal a dynamic call in plain scope `s` raises for a promise, where `s` is such a callback. */
  refusalIn(s: Scope): string | undefined {
    return this.checked.get(s);
  }

  /** `e` may run a method that calls a tool (a property, a special method): its value may be a promise. */
  awaitsMember(e: A.Node): boolean {
    return this.asyncMembers.size > 0 && this.awaitsAny(memberNames(e));
  }

  /** One of the methods `names` is compiled async in some class. */
  awaitsAny(names: readonly string[]): boolean {
    if (this.asyncMembers.size === 0) return false;
    for (const n of names) if (this.asyncMembers.has(n)) return true;
    return false;
  }

  private needsAsync(s: Scope): boolean {
    if (s.hasAwait) return true;
    if (this.escapes && s.kind === "comprehension" && this.firstIterTainted(s)) return true;
    // Its loop may step an object whose `__iter__`/`__next__` calls tools.
    if (s.kind === "comprehension" && this.awaitsAny(ITERATION)) return true;
    if (this.asyncMembers.size && this.expressionsOf(s).some((e) => this.awaitsMember(e))) return true;
    if (this.taintedAttrs.size && this.expressionsOf(s).some((e) => e.kind === "Attribute" && this.taintedAttrs.has(e.attr))) return true;
    for (const n of s.loads) if (this.isTainted(this.info.resolve(s, n.id).v)) return true;
    for (const c of s.children) if (c.isAsync && c.kind !== "function") return true;
    const checked = this.checked.has(s);
    if (this.escapes && !checked) for (const c of s.calls) if (this.isDynamicCall(s, c) && (this.functionsEscape || this.asyncMembers.size > 0 || this.stepsIterator(s, c))) return true;
    if (this.escapes) for (const c of s.calls) if (this.callsBack(s, c)) return true;
    if (!checked) for (const c of s.calls) if (this.callMaySuspend(s, c)) return true;
    return false;
  }

  /**
   * Where no function value escapes (`escapes` false): whether call `c` in `s` may still reach a
   * method compiled async. `obj.name(...)` may, for a method name some class compiles async; any
   * call of a value that may be a class or an instance (an attribute, a name not bound to a def,
   * a tool or a builtin, any other expression) may, when some class's `__init__`, `__new__`,
   * `__post_init__` or `__call__` is compiled async.
   */
  callMaySuspend(s: Scope, c: A.Call): boolean {
    if (this.asyncMembers.size === 0) return false;
    if (c.func.kind === "Attribute" && this.asyncMembers.has(c.func.attr)) return true;
    if (c.func.kind === "Name" && !this.isDynamicCall(s, c)) {
      if (!ATTRIBUTE_READERS.has(c.func.id)) return false;
      // getattr(o, "p") runs property p's getter (or a descriptor's `__get__`); a computed name, any.
      const name = c.args[1];
      return name?.kind !== "Constant" || name.value.type !== "str" || this.awaitsAny([name.value.value, "__get__"]);
    }
    return this.awaitsAny(CONSTRUCTION);
  }

  /** Whether a value that may suspend escapes (`any`), and whether a function value does. */
  private computeEscapes(scopes: Scope[]): { any: boolean; functions: boolean } {
    let iterators = false;
    for (const s of scopes) {
      if (s.kind === "lambda" && s.isAsync) return FUNCTIONS;
      // A generator that calls tools is a value whose every step (next, send, list, ...) may suspend.
      // So is a generator expression that calls tools (lazy: built only as its consumer steps it).
      // An async generator is one whatever it calls: its steps are always awaited, and calling
      // its function makes the object at once.
      if ((s.isGenerator || s.node.kind === "GeneratorExp") && s.isAsync && s.node.kind !== "AsyncFunctionDef") iterators = true;
      // So is a script's iterator whose `__next__` (or the `__getitem__` iteration walks) calls tools.
      if (suspendsWhenCalled(s) && s.parent?.kind === "class" && steppedMethod(s)) iterators = true;
      // Decorated functions are reached through wrappers.
      if (suspendsWhenCalled(s) && isDecorated(s)) return FUNCTIONS;
      // A method is called as `obj.name(...)` (callMaySuspend), unless the script takes it as a
      // value: `obj.name` read otherwise, `getattr(obj, "name")`, or a way in by a computed name.
      if (suspendsWhenCalled(s) && s.parent?.kind === "class" && (CALLED_BY_NAME.has(memberName(s)) || this.reachedAsValue(memberName(s)))) return FUNCTIONS;
      for (const v of s.vars.values()) {
        if (!v.escapes || !this.isTainted(v)) continue;
        if (!this.holdsOnlyIterators(v)) return FUNCTIONS;
        iterators = true;
      }
    }
    for (const v of this.info.module.vars.values()) if (v.escapes && this.isTool(v)) return FUNCTIONS;
    return { any: iterators, functions: false };
  }

  /** Every binding of `v` gives it an iterator whose steps call tools (`pages = read_pages()`),
   *  never a function value. */
  private holdsOnlyIterators(v: Variable): boolean {
    return !this.isTool(v) && v.sites.length > 0 && v.sites.every((site) => site.kind === "assign" && site.node.kind === "Assign" && this.iteratorExpr(site.node.value, v.owner) && !this.functionExpr(site.node.value, v.owner));
  }

  /**
   * Where only iterators whose steps call tools escape, and no method is compiled async (the
   * builtins that run special methods lean on a consumer that waits): whether call `c` may step one (a
   * generator's `send`/`throw`/`close`/`__next__`, a call handed one, which may drain it) or
   * make one. Any other call of a plain function or method returns its value at once.
   */
  private stepsIterator(s: Scope, c: A.Call): boolean {
    if (c.func.kind === "Attribute" && GENERATOR_METHODS.has(c.func.attr)) return true;
    if (this.iteratorExpr(c, s)) return true;
    // An iterator reaches a call by ways the analysis does not follow (a loop's target, an item
    // unpacked, a parameter): only plainly inert arguments rule one out.
    return !argumentValues(c).every((a) => this.inert(a, s));
  }

  /**
   * A builtin (`sorted`, `max`, `map`, `list`, `sum`...) given an argument that may be a function or
   * an iterator that may suspend: it calls or steps it and answers a promise. Such a value reaches
   * an argument by ways the analysis does not follow (`key=o.keyfn`, `list(o.pages)` where a
   * constructor's keyword stored it): only plainly inert arguments, or a builtin that neither
   * calls nor steps its arguments (INERT_BUILTINS), keep the call plain.
   */
  private callsBack(s: Scope, c: A.Call): boolean {
    if (c.func.kind !== "Name" || INERT_BUILTINS.has(c.func.id)) return false;
    const v = this.info.resolve(s, c.func.id).v;
    if (!(v.owner.kind === "module" && v.sites.length === 0) || this.isTool(v)) return false;
    return !argumentValues(c).every((a) => this.inert(a, s));
  }

  /** A comprehension's first iterable (evaluated outside it) names a function that may suspend:
   *  it may be a generator that calls tools, which the comprehension's loop then awaits. */
  private firstIterTainted(s: Scope): boolean {
    const node = s.node as ComprehensionNode;
    let tainted = false;
    walk(node.generators[0].iter, (n) => {
      if (n.kind === "Name" && this.isTainted(this.info.resolve(s.parent!, n.id).v)) tainted = true;
    });
    return tainted;
  }

  /** A call whose callee is not known statically to be a plain def, a tool, a builtin or a module's own function. */
  private isDynamicCall(s: Scope, c: A.Call): boolean {
    if (c.func.kind === "Name") {
      const v = this.info.resolve(s, c.func.id).v;
      if (v.soleDef() || this.isTool(v) || (v.owner.kind === "module" && v.sites.length === 0)) return false;
    }
    return !this.moduleCall(s, c);
  }

  /**
   * A call of a module's function or class by a name only imports bind (`defaultdict(int)`,
   * `json.loads(s)`, `datetime.fromisoformat(s)`; asyncio's excepted, whose calls make futures):
   * the module's code returns a promise only where it calls back a function, or steps an
   * iterator, that the call hands it and that may suspend, or runs a method some class compiles
   * async. So `defaultdict(lambda: defaultdict(int))` keeps a plain factory in a script whose
   * generators call tools (`escapes`), which defaultdict could not wait for.
   */
  private moduleCall(s: Scope, c: A.Call): boolean {
    if (this.asyncMembers.size) return false;
    let root = c.func;
    while (root.kind === "Attribute") root = root.value;
    if (root.kind !== "Name") return false;
    const v = this.info.resolve(s, root.id).v;
    if (v.sites.length === 0 || !v.sites.every((site) => site.kind === "import" && !importsAsyncio(site.node, v.name))) return false;
    // Any other argument may be a function or an iterator that may suspend (an item of a dict of
    // handlers, a loop's target): only the plainly inert ones let the call stay plain.
    return argumentValues(c).every((a) => this.inert(a, s));
  }

  /** An argument that cannot be a function or an iterator that may suspend: a constant, a
   *  builtin (`int`), a module's name, a lambda or def compiled plain. */
  private inert(e: A.Expr, s: Scope): boolean {
    if (e.kind === "Constant") return true;
    if (e.kind === "Lambda") return !this.info.scopeOf(e).isAsync;
    if (e.kind !== "Name") return false;
    const v = this.info.resolve(s, e.id).v;
    if (this.isTool(v) || this.tainted.has(v) || this.iterators.has(v)) return false;
    if (v.owner.kind === "module" && v.sites.length === 0) return true;
    if (v.sites.length > 0 && v.sites.every((site) => site.kind === "import")) return true;
    const def = v.soleDef();
    return def !== null && !this.info.scopeOf(def).isAsync;
  }
}

/** Builtins that neither call nor step their arguments (special methods they run are the
 *  analysis's by name: `awaitsMember`; a property getattr or hasattr runs, by the name they are
 *  given: `callMaySuspend`), so never answer a promise for a function or iterator given to them. */
const INERT_BUILTINS = new Set([
  "abs", "ascii", "bin", "bool", "callable", "chr", "delattr", "dir", "divmod", "float", "format", "getattr", "hasattr", "hash", "hex",
  "id", "int", "isinstance", "issubclass", "len", "oct", "ord", "pow", "print", "range", "repr", "round", "setattr", "slice", "str", "type",
]);

/** computeEscapes' answer when a function value that may suspend escapes. */
const FUNCTIONS = Object.freeze({ any: true, functions: true });

/** Builtins that read an attribute by the name they are given: a property's getter may run. */
const ATTRIBUTE_READERS = new Set(["getattr", "hasattr"]);

/** Builtins whose iterator steps the iterators they are given, lazily. */
const WRAPPING = new Set(["map", "filter", "enumerate", "zip", "iter", "reversed"]);

/** The special methods a call of a class (a dataclass's `__init__` calls `__post_init__`) or an instance runs. */
const CONSTRUCTION = ["__init__", "__new__", "__post_init__", "__call__"];

/**
 * Methods the guest's library calls by name on a script's object, as a plain call whose promise
 * it would not wait for (contextlib.closing's `close`, dict.update's `keys` and `items`, copy's
 * `copy`, bisect's `insert`, csv writers' `write`, ExitStack's `__enter__`/`__exit__`, a
 * delegating generator's `send`, `aclose`), and `__call__`, which any call of an instance runs
 * (map, filter, sorted's key...): one of these that calls a tool escapes.
 */
const CALLED_BY_NAME = new Set(["__call__", "__enter__", "__exit__", "aclose", "close", "copy", "insert", "items", "keys", "send", "write"]);

interface MethodAccess {
  /** Names read as an attribute's value (not called at once) or given to getattr as a literal. */
  names: Set<string>;
  /** A method may be reached by a computed name: getattr with any other name, operator's
   *  methodcaller or attrgetter, vars or `__dict__`. */
  computed: boolean;
}

/** How the script reaches methods other than by calling `obj.name(...)`: every such way, by its syntax. */
function methodAccess(module: A.Node): MethodAccess {
  const access: MethodAccess = { names: new Set(), computed: false };
  const callees = new Set<A.Node>();
  walk(module, (n) => {
    if (n.kind === "Call") {
      callees.add(n.func);
      if (n.func.kind === "Name" && n.func.id === "getattr") {
        const name = n.args[1];
        if (name?.kind === "Constant" && name.value.type === "str") access.names.add(name.value.value);
        if (name?.kind !== "Constant" || name.value.type !== "str" || COMPUTED_ACCESS.has(name.value.value)) access.computed = true;
      }
    }
    if (computedAccess(n)) access.computed = true;
    if (n.kind === "Attribute") {
      // The walk visits a call before its callee.
      if (!callees.has(n)) access.names.add(n.attr);
    }
  });
  return access;
}

/** A call's argument expressions, positional (unstarred) and keyword. */
function argumentValues(c: A.Call): A.Expr[] {
  return [...c.args.map((a) => (a.kind === "Starred" ? a.value : a)), ...c.keywords.map((k) => k.value)];
}

/** The methods of a generator that step it. */
const GENERATOR_METHODS = new Set(["send", "throw", "close", "__next__"]);

/** Calling the function may return a promise: compiled async, and not a coroutine function
 *  (whose call returns a coroutine at once; only awaiting it may suspend). */
function suspendsWhenCalled(s: Scope): boolean {
  return s.isAsync && !isCoroutine(s);
}

/** A method that may be a property's setter or deleter: decorated `@x.setter`/`@x.deleter`, or
 *  named in its class's body (`x = property(get_x, set_x)`). */
function isAccessor(s: Scope): boolean {
  const n = s.node;
  if ((n.kind === "FunctionDef" || n.kind === "AsyncFunctionDef") && n.decorator_list.some((d) => d.kind === "Attribute" && (d.attr === "setter" || d.attr === "deleter"))) return true;
  return s.parent!.loads.some((l) => l.id === memberName(s));
}

/** `__next__`, or a `__getitem__` whose class defines no `__iter__` (iteration calls it, index by index). */
function steppedMethod(s: Scope): boolean {
  const name = memberName(s);
  return name === "__next__" || (name === "__getitem__" && !s.parent!.vars.has("__iter__"));
}

function isDecorated(s: Scope): boolean {
  const n = s.node;
  return (n.kind === "FunctionDef" || n.kind === "AsyncFunctionDef" || n.kind === "ClassDef") && n.decorator_list.length > 0;
}

/** Import site `node` may bind `name` from asyncio (or a submodule of it): true, the cautious
 *  answer, for a site that is not an import statement. */
function importsAsyncio(node: A.Node, name: string): boolean {
  const isAsyncio = (m: string | null) => m !== null && (m === "asyncio" || m.startsWith("asyncio."));
  if (node.kind === "ImportFrom") return isAsyncio(node.module);
  if (node.kind !== "Import") return true;
  return node.names.some((a) => (a.asname ?? a.name.split(".")[0]) === name && isAsyncio(a.name));
}
