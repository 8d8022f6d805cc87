// What an expression certainly evaluates to, when the emitter can tell without running it (or
// else it raises): lets an operator drop the inline branches that cannot apply and the `typeof`
// tests that cannot fail. No user classes exist, so no operator can be overloaded.

import type * as A from "./ast.js";
import type { Emitter, Kind } from "./emit-context.js";
import { staticDef } from "./static-callee.js";
import { walkOwnScope } from "./walk.js";

const MAX_SAFE = 9007199254740991n;

export const isIntKind = (k: Kind) => k === "number" || k === "int";

/** Where a kind analysis learns a name's kind and a call's result kind, and keeps its answers. */
interface KindSource {
  name(e: A.Name): Kind;
  call(e: A.Call): Kind;
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
      name: (n) => (cx.fn.numbers.has(cx.varName(cx.resolve(n.id).v)) ? "number" : null),
      call: (c) => defCallKind(cx, c, staticDef(cx, c), (arg) => staticKind(cx, arg)),
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
      return null;
    case "Name":
      return source.name(e);
    case "JoinedStr":
      return "str";
    case "UnaryOp": {
      // 0 - x stays in the safe range.
      const operand = e.op === "USub" ? kindIn(cx, e.operand, source) : null;
      return isIntKind(operand) ? operand : null;
    }
    case "BinOp":
      return binOpKind(e.op, kindIn(cx, e.left, source), kindIn(cx, e.right, source));
    case "Call": {
      const name = directBuiltin(cx, e);
      if (name === null) return source.call(e);
      // int() and float() may run a script's __int__/__float__/__index__: no kind is promised.
      if (name === "int" || name === "float") return null;
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
    memo: new Map(),
  };
  let ints = true;
  walkOwnScope(def, (n) => {
    if (ints && n.kind === "Return") ints = n.value !== null && isIntKind(kindIn(cx, n.value, source));
  });
  return ints;
}

/** The builtins whose one-argument call the emitter makes a direct call of the guest's function
 *  of the same name (emit-call.ts; int and float: intOf, floatOf), and whose result kind is known
 *  here where it can be. */
const DIRECT_BUILTINS = ["len", "str", "repr", "int", "float"] as const;

/** Which of DIRECT_BUILTINS `e` calls, unrebound, with one plain positional argument; else null. */
export function directBuiltin(cx: Emitter, e: A.Call): (typeof DIRECT_BUILTINS)[number] | null {
  if (e.args.length !== 1 || e.keywords.length || e.args[0].kind === "Starred") return null;
  return DIRECT_BUILTINS.find((name) => cx.isBuiltinName(e.func, name)) ?? null;
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
