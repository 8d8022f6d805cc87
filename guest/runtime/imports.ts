// `import m`, `import a.b`, `from m import x`: modules are built on first import in a run, from
// the lazy table in guest/modules, and shared by later imports of the same run.

import { E, PyModule, hasAttr, getAttr, raise } from "../values/index.js";

// Submodules python3's startup has imported before a script runs (site imports collections.abc),
// so `import collections` alone reads `collections.abc`, as models' scripts often do.
const STARTUP_SUBMODULES: Record<string, string> = { collections: "abc" };

export function createImports(table: Record<string, () => PyModule>) {
  const loaded = new Map<string, PyModule>();

  const isPackage = (name: string) => Object.keys(table).some((k) => k.startsWith(`${name}.`));

  /** CPython names the first part of a dotted name that it cannot find (`a` of `a.b`). */
  function missingPart(name: string): string {
    const parts = name.split(".");
    for (let i = 1; i < parts.length; i++) {
      const prefix = parts.slice(0, i).join(".");
      if (!Object.prototype.hasOwnProperty.call(table, prefix) && !isPackage(prefix)) return prefix;
    }
    return name;
  }

  function load(name: string): PyModule {
    if (name.startsWith(".")) raise(E.ImportError, "attempted relative import with no known parent package");
    let m = loaded.get(name);
    if (m) return m;
    const make = Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
    if (make) m = make();
    else if (isPackage(name)) m = new PyModule(name, Object.create(null));
    else return raise(E.ModuleNotFoundError, `No module named '${missingPart(name)}'`);
    loaded.set(name, m);
    const sub = STARTUP_SUBMODULES[name];
    if (sub !== undefined && !hasAttr(m, sub)) m.attrs[sub] = load(`${name}.${sub}`);
    return m;
  }

  /** `import name` binds `name`; `import name.sub` (full = "name.sub") binds the package `name`. */
  function importModule(name: string, full?: string): PyModule {
    if (!full) return load(name);
    const sub = load(full);
    const pkg = load(name);
    const attr = full.slice(name.length + 1);
    if (!hasAttr(pkg, attr)) pkg.attrs[attr] = sub;
    return pkg;
  }

  function importFrom(mod: PyModule, name: string): any {
    if (!hasAttr(mod, name)) {
      const sub = `${mod.name}.${name}`;
      if (Object.prototype.hasOwnProperty.call(table, sub)) return load(sub);
      raise(E.ImportError, `cannot import name '${name}' from '${mod.name}' (unknown location)`);
    }
    return getAttr(mod, name);
  }

  return { importModule, importFrom };
}
