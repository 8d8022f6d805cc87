// Which calls in the script may reach a def, and which argument expressions may bind each of its
// parameters there: what analyze-async follows to find a parameter that may hold an iterator
// whose steps call tools (`def flatten(pages): for p in pages` given `read_pages(5)`).
// Over-approximates, as the analysis may: a method is reached by any `x.name(...)` of its name.

import type * as A from "./ast.js";
import type { Scope, ScopeInfo, Variable } from "./scope.js";

/** An argument expression and the scope that evaluates it. */
export interface Argument {
  expr: A.Expr;
  scope: Scope;
}

interface Site {
  call: A.Call;
  scope: Scope;
  /** The call binds the def's first parameter itself (`obj.m(x)`, `C(x)` to `__init__`). */
  bound: boolean;
  /** A call of a value (a parameter, a variable), which may reach any function used as a value. */
  dynamic?: true;
}

export class CallSites {
  private readonly byDef = new Map<Scope, Site[]>();

  constructor(info: ScopeInfo) {
    const members = new Map<string, Scope[]>();
    for (const s of info.all()) {
      if (s.parent?.kind === "class" && s.kind === "function") members.set(s.name, [...(members.get(s.name) ?? []), s]);
    }
    const add = (def: Scope, site: Site) => this.byDef.set(def, [...(this.byDef.get(def) ?? []), site]);
    // Calls of a value (a parameter, a variable, an item): they may reach any function used as a value.
    const dynamic: Site[] = [];
    for (const scope of info.all()) {
      for (const call of scope.calls) {
        if (call.func.kind === "Attribute") {
          for (const m of members.get(call.func.attr) ?? []) add(m, { call, scope, bound: !isStatic(m) });
          continue;
        }
        // A builtin or a tool (a name the script never binds) is not such a call.
        const sites = call.func.kind === "Name" ? info.resolve(scope, call.func.id).v.sites : null;
        if (sites === null || sites.some((site) => site.kind !== "def" && site.node.kind !== "ClassDef")) dynamic.push({ call, scope, bound: false, dynamic: true });
        for (const site of sites ?? []) {
          if (site.kind === "def") add(info.scopeOf(site.node as A.FunctionDef), { call, scope, bound: false });
          else if (site.node.kind === "ClassDef") for (const m of members.get("__init__") ?? []) add(m, { call, scope, bound: true });
        }
      }
    }
    for (const s of info.all()) if (isValue(info, s)) for (const site of dynamic) add(s, site);
  }

  /** The arguments that may bind parameter `v` at the calls that may reach its def (`direct`:
   *  only at calls by its name or a method's), and its default. */
  argumentsOf(v: Variable, direct = false): Argument[] {
    const sites = this.byDef.get(v.owner) ?? [];
    const a = (v.owner.node as A.FunctionDef).args;
    const positional = [...a.posonlyargs, ...a.args];
    const index = positional.findIndex((p) => p.arg === v.name);
    const named = new Set([...positional, ...a.kwonlyargs].map((p) => p.arg));
    const out: Argument[] = [];
    const fallback = defaultOf(a, v.name);
    if (fallback) out.push({ expr: fallback, scope: v.owner.parent! });
    for (const { call, scope, bound, dynamic } of sites) {
      if (direct && dynamic) continue;
      const first = index - (bound ? 1 : 0);
      const rest = positional.length - (bound ? 1 : 0);
      call.args.forEach((arg, i) => {
        if (arg.kind === "Starred" || i === first || (a.vararg?.arg === v.name && i >= rest)) out.push({ expr: arg.kind === "Starred" ? arg.value : arg, scope });
      });
      for (const k of call.keywords) {
        if (k.arg === null || k.arg === v.name || (a.kwarg?.arg === v.name && !named.has(k.arg))) out.push({ expr: k.value, scope });
      }
    }
    return out;
  }
}

/** The default value of parameter `name`, evaluated where its def is. */
function defaultOf(a: A.arguments, name: string): A.Expr | null {
  const positional = [...a.posonlyargs, ...a.args];
  const i = positional.findIndex((p) => p.arg === name) - (positional.length - a.defaults.length);
  if (i >= 0) return a.defaults[i] ?? null;
  const k = a.kwonlyargs.findIndex((p) => p.arg === name);
  return k >= 0 ? a.kw_defaults[k] ?? null : null;
}

/** A lambda, or a def whose name is loaded other than to call it. */
function isValue(info: ScopeInfo, s: Scope): boolean {
  if (s.kind === "lambda") return true;
  if (s.kind !== "function" || s.parent === null || s.parent.kind === "class") return false;
  return info.resolve(s.parent, (s.node as A.FunctionDef).name).v.escapes;
}

function isStatic(s: Scope): boolean {
  const n = s.node as A.FunctionDef;
  return n.decorator_list.some((d) => d.kind === "Name" && d.id === "staticmethod");
}
