// Lambdas given to a library function that calls them where it cannot wait (json's `default=` and
// hooks, defaultdict's factory, bisect's and heapq.merge's `key=`). Where tools are used as values
// any dynamic call (`o.isoformat()`) may suspend, which would compile such a lambda async, and the
// library refuses every call of it. Compiled plain instead, with each such call checked
// (`$cannotWait`, emit-call.ts): a promise raises the library's own refusal, any other value is
// the answer (docs/design.md, "Tool calls, async").

import type * as A from "./ast.js";
import type { Scope, ScopeInfo } from "./scope.js";
import { computedAccess } from "./analyze-members.js";
import { walk } from "./walk.js";

const DUMPS = "json.dumps(default=...) calls a tool, and the encoder cannot wait for it";
const HOOKS = ["object_hook", "object_pairs_hook", "parse_float", "parse_int", "parse_constant"].map((h): Param => [h, `json.loads(${h}=...) calls a tool, and the decoder cannot wait for it`]);
const BISECT: Param[] = [["key", "bisect(key=...) calls a tool, and the search cannot wait for it; use sorted() or a loop"]];
const FACTORY = "defaultdict's default_factory calls a tool, and a subscript cannot wait for it; set the key first";

/** A parameter (keyword name, or position) and the refusal its library raises for a promise. */
type Param = [string | number, string];

/** The library's function, by its module's name, and the parameters it calls where it cannot wait. */
const CANNOT_WAIT: Record<string, Param[]> = {
  "json.dumps": [["default", DUMPS]],
  "json.dump": [["default", DUMPS]],
  "json.loads": HOOKS,
  "json.load": HOOKS,
  "collections.defaultdict": [[0, FACTORY]],
  "bisect.bisect": BISECT,
  "bisect.bisect_left": BISECT,
  "bisect.bisect_right": BISECT,
  "bisect.insort": BISECT,
  "bisect.insort_left": BISECT,
  "bisect.insort_right": BISECT,
  "heapq.merge": [["key", "heapq.merge(key=...) calls a tool, and the merge cannot wait for it; use sorted()"]],
};

/** Each such lambda, and the list, set and dict comprehensions inside it, with its refusal. */
export function plainCallbacks(info: ScopeInfo): Map<Scope, string> {
  const found = new Map<Scope, string>();
  // The script may call a defaultdict's factory itself (`d.default_factory()`, getattr), where it could wait.
  let factoryRead: boolean | undefined;
  for (const s of info.all()) {
    for (const c of s.calls) {
      const name = libraryName(info, s, c.func);
      const params = name && !(name === "collections.defaultdict" && (factoryRead ??= readsFactory(info.module.node))) ? CANNOT_WAIT[name] : undefined;
      for (const [param, refusal] of params ?? []) {
        const arg = typeof param === "number" ? c.args[param] : c.keywords.find((k) => k.arg === param)?.value;
        if (arg?.kind === "Lambda" && c.args.slice(0, typeof param === "number" ? param : 0).every((a) => a.kind !== "Starred")) mark(info.scopeOf(arg), refusal, found);
      }
    }
  }
  return found;
}

function mark(s: Scope, refusal: string, found: Map<Scope, string>): void {
  found.set(s, refusal);
  // A generator expression is a value the library may hand back (an object hook's answer): left as it is.
  for (const c of s.children) if (c.kind === "comprehension" && c.node.kind !== "GeneratorExp") mark(c, refusal, found);
}

/** `module.name` for a callee bound only by `import module` (`json.dumps`) or `from module import name`. */
function libraryName(info: ScopeInfo, s: Scope, f: A.Expr): string | null {
  const root = f.kind === "Attribute" ? f.value : f;
  if (root.kind !== "Name") return null;
  const v = info.resolve(s, root.id).v;
  if (v.sites.length !== 1 || v.sites[0]!.kind !== "import") return null;
  const node = v.sites[0]!.node;
  if (f.kind === "Attribute" && node.kind === "Import") {
    const a = node.names.find((n) => (n.asname ?? n.name.split(".")[0]) === root.id);
    return a && (a.asname !== null || !a.name.includes(".")) ? `${a.name}.${f.attr}` : null;
  }
  if (f.kind === "Name" && node.kind === "ImportFrom" && node.module && node.level === 0) {
    const a = node.names.find((n) => (n.asname ?? n.name) === root.id);
    return a ? `${node.module}.${a.name}` : null;
  }
  return null;
}

/** The script reads an attribute `default_factory`, or may by a computed name (getattr, vars,
 *  operator's attrgetter, `__dict__`). */
function readsFactory(module: A.Node): boolean {
  let reads = false;
  walk(module, (n) => {
    if (n.kind === "Attribute" && n.attr === "default_factory") reads = true;
    if ((n.kind === "Name" && n.id === "getattr") || computedAccess(n)) reads = true;
  });
  return reads;
}
