// What an expression certainly evaluates to, when the emitter can tell without running it (or
// else it raises): lets an operator drop the inline branches that cannot apply and the `typeof`
// tests that cannot fail. No user classes exist, so no operator can be overloaded.

import type * as A from "./ast.js";
import type { Emitter, Kind } from "./emit-context.js";
import { staticDef } from "./static-callee.js";
import { boundByLoop, globalBoundAt, isDefinite } from "./emit-names.js";
import type { Scope, Variable } from "./scope.js";
import { isScopeNode, walkOwnScope } from "./walk.js";
import { safeMagnitude } from "./number-bounds.js";

const MAX_SAFE = 9007199254740991n;

export const isIntKind = (k: Kind) => k === "number" || k === "int";

/** Where a kind analysis learns a name's kind, a call's result kind and which builtin a call is
 *  (each resolved in the scope the expression runs in), and keeps its answers. */
interface KindSource {
  name(e: A.Name): Kind;
  call(e: A.Call): Kind;
  builtin(e: A.Call): DirectBuiltin | null;
  /** `e`'s result is sure to be a safe int (number-bounds.ts). */
  safe(e: A.BinOp): boolean;
  readonly memo: Map<A.Expr, Kind>;
}

export function staticKind(cx: Emitter, e: A.Expr): Kind {
  // Each operator of a chain asks about its operands: remembered, the chain costs one pass.
  const known = cx.fn.kinds.get(e);
  return known !== undefined ? known : kindIn(cx, e, emitterSource(cx));
}

const emitterSources = new WeakMap<Emitter, KindSource>();

/** The emitter's own source, made once: the function being emitted and its JS numbers. */
function emitterSource(cx: Emitter): KindSource {
  let source = emitterSources.get(cx);
  if (source === undefined) {
    source = {
      name: (n) => {
        const v = cx.resolve(n.id).v;
        if (cx.fn.numbers.has(cx.varName(v))) return "number";
        // A module global read after a binding earlier in the same block is bound too.
        return isDefinite(cx, v) && intVariables(cx).has(v) ? "int" : readKind(cx, intVariables(cx), n, cx.fn.scope);
      },
      call: (c) => defCallKind(cx, c, staticDef(cx, c), (arg) => staticKind(cx, arg)),
      builtin: (c) => directBuiltin(cx, c),
      safe: (e) => safeMagnitude(cx, e) !== null,
      get memo() {
        return cx.fn.kinds;
      },
    };
    emitterSources.set(cx, source);
  }
  return source;
}

function kindIn(cx: Emitter, e: A.Expr, source: KindSource): Kind {
  let kind = source.memo.get(e);
  if (kind === undefined) {
    kind = computeKind(cx, e, source);
    source.memo.set(e, kind);
  }
  return kind;
}

function computeKind(cx: Emitter, e: A.Expr, source: KindSource): Kind {
  switch (e.kind) {
    case "Constant":
      if (e.value.type === "str") return "str";
      if (e.value.type === "int") return BigInt(e.value.digits) <= MAX_SAFE ? "number" : "int";
      return e.value.type === "float" ? "float" : null;
    case "Name":
      return source.name(e);
    case "JoinedStr":
      return "str";
    case "UnaryOp": {
      // 0 - x stays in the safe range; `-1.5` is a literal too (emit-expr.ts).
      const operand = e.op === "USub" ? kindIn(cx, e.operand, source) : null;
      return isIntKind(operand) || operand === "float" ? operand : null;
    }
    case "BinOp": {
      const kind = binOpKind(e.op, kindIn(cx, e.left, source), kindIn(cx, e.right, source));
      return kind === "int" && source.safe(e) ? "number" : kind;
    }
    case "Call": {
      const name = source.builtin(e);
      if (name === null) return source.call(e);
      // int() and float() may run a script's __int__/__float__/__index__: no kind is promised.
      if (name === "int" || name === "float" || name === "type") return null;
      // Only len() of a range can pass 2**53.
      if (name === "len") return kindIn(cx, e.args[0], source) === "str" ? "number" : "int";
      return "str";
    }
    default:
      return null;
  }
}

/**
 * A call of `def` (null: not a def's) with one positional int argument for each of its
 * parameters: an int when the def returns only ints given int parameters (intReturning), as
 * every call that returns then does.
 */
function defCallKind(cx: Emitter, e: A.Call, def: A.FunctionDef | A.AsyncFunctionDef | null, argKind: (arg: A.Expr) => Kind): Kind {
  if (def === null || def.kind !== "FunctionDef" || e.keywords.length !== 0 || e.args.length !== def.args.args.length + def.args.posonlyargs.length) return null;
  if (!e.args.every((arg) => arg.kind !== "Starred" && isIntKind(argKind(arg)))) return null;
  return intReturning(cx, def) ? "int" : null;
}

const intReturns = new WeakMap<A.FunctionDef, boolean>();

/**
 * Whether every value `def` returns is an int when its parameters hold ints: a plain function
 * (no generator, no defaults, no `*`/`**`, parameters never rebound) whose body ends in a
 * `return` (it cannot return None by running off its end) and each of whose returns gives an int
 * kind with its parameters taken as ints and its own calls with int arguments as ints (the
 * assumption holds by induction on the depth of the calls: fib, factorial, gcd).
 */
function intReturning(cx: Emitter, def: A.FunctionDef): boolean {
  let known = intReturns.get(def);
  if (known === undefined) {
    // A call of the def from inside its own analysis takes the assumption.
    intReturns.set(def, true);
    known = computeIntReturning(cx, def);
    intReturns.set(def, known);
  }
  return known;
}

function computeIntReturning(cx: Emitter, def: A.FunctionDef): boolean {
  const scope = cx.info.scopeOf(def);
  const { args } = def;
  const last = def.body[def.body.length - 1];
  if (scope.isGenerator || scope.isAsync || args.vararg || args.kwarg || args.kwonlyargs.length || args.defaults.length || last?.kind !== "Return") return false;
  const params = new Set([...args.posonlyargs, ...args.args].map((p) => scope.vars.get(p.arg)));
  if ([...params].some((v) => v === undefined || v.sites.length !== 1)) return false;
  const source: KindSource = {
    name: (n) => (params.has(cx.info.resolve(scope, n.id).v) ? "int" : null),
    // Only the def's own calls: resolved in its scope, bound by the time its body runs.
    call: (c) => defCallKind(cx, c, c.func.kind === "Name" && cx.info.resolve(scope, c.func.id).v.soleDef() === def ? def : null, (arg) => kindIn(cx, arg, source)),
    builtin: (c) => builtinIn(cx, c, scope),
    // Magnitudes are known only while a loop's body is emitted.
    safe: () => false,
    memo: new Map(),
  };
  let ints = true;
  walkOwnScope(def, (n) => {
    if (ints && n.kind === "Return") ints = n.value !== null && isIntKind(kindIn(cx, n.value, source));
  });
  return ints;
}

/** The builtins whose one-argument call the emitter makes a direct call of the guest's function
 *  of the same name (emit-call.ts; int, float and type: intOf, floatOf, typeOf), and whose
 *  result kind is known here where it can be. */
const DIRECT_BUILTINS = ["len", "str", "repr", "int", "float", "type"] as const;
type DirectBuiltin = (typeof DIRECT_BUILTINS)[number];

/** Which of DIRECT_BUILTINS `e` calls, unrebound, with one plain positional argument; else null. */
export function directBuiltin(cx: Emitter, e: A.Call): DirectBuiltin | null {
  return builtinIn(cx, e, cx.fn.scope);
}

/** directBuiltin for a call made in `scope` (the analyses read code of scopes the emitter is not in). */
function builtinIn(cx: Emitter, e: A.Call, scope: Scope): DirectBuiltin | null {
  if (e.args.length !== 1 || e.keywords.length || e.args[0].kind === "Starred") return null;
  return DIRECT_BUILTINS.find((name) => cx.isBuiltinName(e.func, name, scope)) ?? null;
}

/**
 * The variables that only ever hold ints: each binding is `x = e`, `x op= e`, `x: T = e`,
 * `(x := e)` with `e` an int when the variables it reads are such variables (unpacking an int
 * raises), or `for x in range(...)`; any other binding (a parameter, `del`, `import`, `with`,
 * `except`, a binding inside a comprehension or class body) rules a variable out. The greatest
 * such set (each binding keeps all of them ints, so `i = 0` ... `i += 1` qualifies), found by
 * dropping ruled-out variables until none is. A module global counts only where a read cannot
 * see the builtin or tool of its name instead (readKind).
 */
function intVariables(cx: Emitter): ReadonlySet<Variable> {
  let found = intSets.get(cx);
  if (found === undefined) {
    found = computeIntVariables(cx);
    intSets.set(cx, found);
  }
  return found;
}

const intSets = new WeakMap<Emitter, Set<Variable>>();

function computeIntVariables(cx: Emitter): Set<Variable> {
  const sites = bindingScopes(cx);
  const held = new Set<Variable>();
  for (const scope of cx.info.all()) {
    if (scope.kind !== "module" && scope.kind !== "function") continue;
    for (const v of scope.vars.values()) {
      if (v.sites.length && !cx.isTool(v) && v.sites.every((site) => sites.has(site.node))) held.add(v);
    }
  }
  // A worklist, each variable checked again only when one it read was dropped: a chain of
  // bindings that drops one a pass would make passes over all of them quadratic.
  const readers = new Map<Variable, Set<Variable>>();
  const check = (v: Variable) => {
    const noteRead = (read: Variable) => {
      let r = readers.get(read);
      if (r === undefined) readers.set(read, (r = new Set()));
      r.add(v);
    };
    return v.sites.every((site) => bindsInt(cx, held, site.node, sites.get(site.node)!, noteRead));
  };
  const queue = [...held];
  const queued = new Set(queue);
  while (queue.length) {
    const v = queue.pop()!;
    queued.delete(v);
    if (!held.has(v) || check(v)) continue;
    held.delete(v);
    for (const reader of readers.get(v) ?? []) {
      if (held.has(reader) && !queued.has(reader)) {
        queued.add(reader);
        queue.push(reader);
      }
    }
  }
  return held;
}

const BINDINGS = new Set(["Assign", "AugAssign", "AnnAssign", "NamedExpr", "For"]);

/** Each binding statement or `:=` directly in the module's or a def's code, with its scope. */
function bindingScopes(cx: Emitter): Map<A.Node, Scope> {
  const out = new Map<A.Node, Scope>();
  for (const scope of cx.info.all()) {
    const node = scope.node;
    if (node.kind !== "Module" && node.kind !== "FunctionDef" && node.kind !== "AsyncFunctionDef") continue;
    // A def's own statements only: its defaults and decorators run in the enclosing scope.
    for (const s of node.body) {
      const visit = (n: A.Node) => {
        if (BINDINGS.has(n.kind)) out.set(n, scope);
      };
      visit(s);
      if (!isScopeNode(s)) walkOwnScope(s, visit);
    }
  }
  return out;
}

/** Whether binding `node` (in `scope`) gives an int, the variables in `held` taken as ints;
 *  `noteRead` hears each variable the answer read. */
function bindsInt(cx: Emitter, held: ReadonlySet<Variable>, node: A.Node, scope: Scope, noteRead: (v: Variable) => void): boolean {
  const source: KindSource = {
    name: (n) => readKind(cx, held, n, scope, noteRead),
    call: (c) => defCallKind(cx, c, defIn(cx, c, scope), (arg) => kindIn(cx, arg, source)),
    builtin: (c) => builtinIn(cx, c, scope),
    // Magnitudes are known only while a loop's body is emitted.
    safe: () => false,
    memo: new Map(),
  };
  const int = (e: A.Expr) => isIntKind(kindIn(cx, e, source));
  switch (node.kind) {
    case "Assign":
      // `x = e` (`x = y = e` too); unpacking an int into `x, y = e` raises.
      return int(node.value);
    case "AnnAssign":
      return node.target.kind === "Name" && node.value !== null && int(node.value);
    case "AugAssign":
      return node.target.kind === "Name" && isIntKind(binOpKind(node.op, readKind(cx, held, node.target, scope, noteRead), kindIn(cx, node.value, source)));
    case "NamedExpr":
      return int(node.value);
    case "For":
      return node.target.kind === "Name" && node.iter.kind === "Call" && cx.isBuiltinName(node.iter.func, "range", scope);
    default:
      return false;
  }
}

/**
 * "int" where `n`, read in `scope`, is one of `held` and the read sees a value one of its
 * bindings gave or raises: always for a def's variable (unbound, a read raises), for a module
 * global once a module-level statement has bound it (globalBoundAt) or in the body of a
 * module-level `for` loop that binds it (boundByLoop).
 */
function readKind(cx: Emitter, held: ReadonlySet<Variable>, n: A.Name, scope: Scope, noteRead?: (v: Variable) => void): Kind {
  const r = cx.info.resolve(scope, n.id);
  noteRead?.(r.v);
  const bound = r.kind !== "global" || globalBoundAt(cx, r.v, scope, n.line) || (scope.kind === "module" && boundByLoop(cx, r.v, n));
  return held.has(r.v) && bound ? "int" : null;
}

/** The `def` a call made in `scope` goes to, when its name is bound to that def alone by the
 *  time the call runs (a def's own name, or a module global bound before the call). */
function defIn(cx: Emitter, c: A.Call, scope: Scope): A.FunctionDef | A.AsyncFunctionDef | null {
  if (c.func.kind !== "Name") return null;
  const r = cx.info.resolve(scope, c.func.id);
  const def = r.v.soleDef();
  return def !== null && (r.kind !== "global" || globalBoundAt(cx, r.v, scope, c.line)) ? def : null;
}

function binOpKind(op: A.OperatorName, a: Kind, b: Kind): Kind {
  switch (op) {
    case "Add":
    case "Mult":
      // str * int repeats.
      return a === "str" || b === "str" ? "str" : isIntKind(a) && isIntKind(b) ? "int" : null;
    case "Sub":
      return isIntKind(a) && isIntKind(b) ? "int" : null;
    case "Mod":
      // str % args formats; an int remainder is smaller than the divisor.
      if (a === "str") return "str";
      return a === "number" && b === "number" ? "number" : isIntKind(a) && isIntKind(b) ? "int" : null;
    case "FloorDiv":
      return a === "number" && b === "number" ? "number" : isIntKind(a) && isIntKind(b) ? "int" : null;
    default:
      return null;
  }
}
