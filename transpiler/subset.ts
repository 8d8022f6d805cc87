// Subset check: after parsing, finds every construct tool flows refuse (each with its position and
// a substitute) plus the errors CPython raises when compiling (`'break' outside loop`, ...).

import { children } from "./ast-walk.js";
import type * as A from "./ast.js";
import { generatorErrors } from "./check-generators.js";
import { exceptStarErrors } from "./check-except-star.js";
import { matchErrors } from "./check-match.js";
import { compileErrors } from "./compile-errors.js";
import { futureErrors } from "./future.js";
import { PySyntaxError } from "./syntax-error.js";
import { STDLIB_MODULES } from "./stdlib-modules.js";
import { walk } from "./walk.js";

export { walk };

export interface SubsetOptions {
  /** Names the script sees as tool functions (after aliasing). */
  tools: string[];
}

export const AVAILABLE_MODULES = [
  "json", "re", "math", "collections", "collections.abc", "itertools", "functools", "datetime", "calendar", "statistics", "textwrap",
  "string", "base64", "hashlib", "hmac", "urllib.parse", "asyncio", "typing", "random", "uuid", "heapq", "bisect", "operator", "copy", "types", "io", "csv", "html", "time", "sys", "pprint", "decimal", "fractions", "unicodedata", "difflib", "contextlib", "__future__", "dataclasses", "enum", "abc", "logging", "warnings", "traceback", "fnmatch", "graphlib", "numbers", "shlex", "secrets", "struct", "zoneinfo",
];
const MODULE_LIST = `available modules: ${AVAILABLE_MODULES.filter((m) => !m.startsWith("_")).join(", ")}`;

const NA = "is not available in tool flows";

/** Submodules of a module flows have that they do not (`from logging import handlers`). */
const MISSING_SUBMODULES: Record<string, readonly string[]> = { logging: ["config", "handlers"] };

/**
 * A module of CPython's standard library that flows do not provide (`os`, `subprocess`,
 * `json.decoder`, ...): refused before anything runs. Any other unknown name (`numpy`,
 * `nonexistent`) is left to the runtime, which raises ModuleNotFoundError where the import runs,
 * so `try: import yaml` / `except ImportError:` behaves as in CPython.
 */
function refusedModule(name: string): boolean {
  return !AVAILABLE_MODULES.includes(name) && STDLIB_MODULES.has(name.split(".")[0]);
}

/** Builtins a flow cannot reach, and what to use instead. */
const FORBIDDEN_NAMES: Record<string, string> = {
  eval: "; parse data with json.loads, int() or float()",
  exec: "; write the code in the flow itself",
  compile: "; use re.compile for regular expressions",
  __import__: "; use an import statement",
  __builtins__: "; call builtins by name",
  globals: "; keep the values in a dict",
  locals: "; keep the values in a dict",
  input: "; use the ask_user tool",
  breakpoint: "; use print()",
  exit: "; use sys.exit() or raise SystemExit to stop the flow",
  quit: "; use sys.exit() or raise SystemExit to stop the flow",
  open: "; use the file_read tool",
  memoryview: "; slice the bytes or bytearray itself (b[i:j]), or use bytearray to change bytes in place",
};

/**
 * Every problem in `module`: CPython's compile-time errors (in CPython's order), then refusals in
 * source order; empty when the script is inside the subset. Callers report the first. Each is a
 * PySyntaxError (message without position, see syntax-error.ts).
 */
export function checkSubset(module: A.Module, options: SubsetOptions): PySyntaxError[] {
  const found: PySyntaxError[] = [];
  const tools = new Set(options.tools);
  const defined = boundNames(module);
  const refuse = (at: { line: number; col: number }, message: string) =>
    found.push(new PySyntaxError(message, at.line, at.col));

  for (const stmt of moduleLevelStatements(module.body)) checkModuleBinding(stmt, tools, refuse);
  const typeOnly = typeCheckingImports(module);
  walk(module, (node) => {
    switch (node.kind) {
      case "ClassDef":
        // Other class keywords go to the base that makes the class (`TypedDict, total=False`).
        for (const k of node.keywords) {
          if (k.arg === "metaclass" || k.arg === null) refuse(k.value, k.arg === null ? `\`**\` in a class statement is ${NA.slice(3)}; write the keywords out` : `metaclasses are ${NA.slice(3)}; use a class decorator or a base class`);
        }
        break;
      case "Constant":
        if (node.value.type === "complex") refuse(node, `complex numbers are ${NA.slice(3)}; use a (real, imag) tuple of floats`);
        break;
      case "Name":
        // Own keys only: `constructor` or `__proto__` are ordinary undefined names (NameError).
        if (Object.hasOwn(FORBIDDEN_NAMES, node.id) && !defined.has(node.id) && !tools.has(node.id)) {
          refuse(node, `\`${node.id}\` ${NA}${FORBIDDEN_NAMES[node.id]}`);
        }
        break;
      case "Assign":
        // `C.__slots__ = ...` after the class is made changes nothing in CPython: only a class
        // body's `__slots__` restricts attributes.
        for (const t of node.targets) {
          if (t.kind === "Attribute" && t.attr === "__slots__") refuse(t, `\`${dotted(t.value)}.${t.attr}\` ${NA}; set __slots__ in the class body`);
        }
        break;
      case "Attribute":
        if (isForbiddenDunder(node.attr)) refuse(node, `\`${dotted(node.value)}.${node.attr}\` ${NA}${DUNDER_HINT}`);
        break;
      case "Call":
        checkGetattrDunder(node, refuse);
        // vars(obj) and dir(obj) read obj; without an argument they would read the local scope.
        if (node.func.kind === "Name" && (node.func.id === "vars" || node.func.id === "dir") && !node.args.length && !node.keywords.length && !defined.has(node.func.id) && !tools.has(node.func.id)) {
          if (node.func.id === "vars") refuse(node, `\`vars()\` (the local variables) ${NA}; keep the values in a dict, or pass an object: vars(obj)`);
          else refuse(node, `\`dir()\` (the names in scope) ${NA}; pass an object: dir(obj)`);
        }
        break;
      case "Import":
        for (const a of node.names) {
          if (refusedModule(a.name) && !typeOnly.has(node)) refuse(a, `\`import ${a.name}\` ${NA}; ${MODULE_LIST}`);
        }
        break;
      case "ImportFrom":
        checkImportFrom(node, refuse, typeOnly.has(node));
        break;
      case "Global":
        for (const name of node.names) {
          if (tools.has(name)) refuse(node, `\`global ${name}\` would shadow the tool \`${name}\`; choose another name`);
        }
        break;
    }
  });
  // CPython's own compile errors (future imports' first) come first: the script would not run under CPython either.
  const yields = generatorErrors(module);
  found.push(...yields.refused);
  const compile = [...futureErrors(module), ...compileErrors(module), ...yields.compile, ...matchErrors(module), ...exceptStarErrors(module)];
  return [...compile, ...found.sort((a, b) => a.line - b.line || a.col - b.col)];
}

type Refuse = (at: { line: number; col: number }, message: string) => void;

/**
 * Imports in the body of `if TYPE_CHECKING:` (or `typing.TYPE_CHECKING`), which never runs: any
 * module name is accepted there, as CPython never looks it up (one that did run would raise
 * ModuleNotFoundError, as the runtime's importModule does for a name it does not know).
 */
function typeCheckingImports(module: A.Module): Set<A.Node> {
  const out = new Set<A.Node>();
  walk(module, (node) => {
    if (node.kind !== "If") return;
    const t = node.test;
    const guard = (t.kind === "Name" && t.id === "TYPE_CHECKING") || (t.kind === "Attribute" && t.attr === "TYPE_CHECKING" && t.value.kind === "Name" && t.value.id === "typing");
    if (!guard) return;
    for (const stmt of node.body) {
      walk(stmt, (n) => {
        if (n.kind === "Import" || n.kind === "ImportFrom") out.add(n);
      });
    }
  });
  return out;
}

function checkImportFrom(node: A.ImportFrom, refuse: Refuse, typeOnly: boolean): void {
  const text = `from ${".".repeat(node.level)}${node.module ?? ""} import ${node.names.map((n) => n.name).join(", ")}`;
  // A relative import raises ImportError when it runs (there is no parent package), as in CPython.
  if (node.level > 0) return;
  const module = node.module!;
  const submodules = module === "urllib" && node.names.every((n) => n.name === "parse");
  if (!AVAILABLE_MODULES.includes(module) && !submodules) {
    if (refusedModule(module) && !typeOnly) refuse(node, `\`${text}\` ${NA}; ${MODULE_LIST}`);
    return;
  }
  if (node.names.some((n) => n.name === "*")) {
    refuse(node, `\`from ${module} import *\` ${NA}; import the names you use`);
  } else if (!typeOnly && node.names.some((n) => MISSING_SUBMODULES[module]?.includes(n.name))) {
    refuse(node, `\`${text}\` ${NA}; ${MODULE_LIST}`);
  }
}

/** Statements that run in the module scope, including those nested in if/for/while/try blocks. */
function moduleLevelStatements(body: A.Stmt[], out: A.Stmt[] = []): A.Stmt[] {
  // Into one array: copying at each level would be quadratic in a long `elif` chain.
  for (const stmt of body) {
    out.push(stmt);
    switch (stmt.kind) {
      case "If": case "For": case "AsyncFor": case "While":
        moduleLevelStatements(stmt.body, out);
        moduleLevelStatements(stmt.orelse, out);
        break;
      case "Try":
        moduleLevelStatements(stmt.body, out);
        for (const h of stmt.handlers) moduleLevelStatements(h.body, out);
        moduleLevelStatements(stmt.orelse, out);
        moduleLevelStatements(stmt.finalbody, out);
        break;
    }
  }
  return out;
}

/** A tool must stay callable: refuse rebinding its name at module level. */
function checkModuleBinding(stmt: A.Stmt, tools: Set<string>, refuse: Refuse): void {
  const check = (at: A.Span, name: string) => {
    if (tools.has(name)) refuse(at, `\`${name}\` is a tool in this flow; choose another name`);
  };
  const target = (e: A.Expr) => {
    if (e.kind === "Name") check(e, e.id);
    else if (e.kind === "Tuple" || e.kind === "List") e.elts.forEach(target);
    else if (e.kind === "Starred") target(e.value);
  };
  switch (stmt.kind) {
    case "Assign": stmt.targets.forEach(target); break;
    case "AugAssign": case "AnnAssign": case "For": case "AsyncFor": target(stmt.target); break;
    case "FunctionDef": case "AsyncFunctionDef": check(stmt, stmt.name); break;
    case "Import": case "ImportFrom":
      for (const a of stmt.names) check(a, a.asname ?? a.name.split(".")[0]);
      break;
  }
}

const DUNDER_HINT = "; use type(x).__name__, isinstance() or a dict";

/** Introspection that reaches the runtime (code, frames, globals, every class); other dunders
 *  (`__class__`, `__init__`, `__eq__`, ...) are ordinary attributes of classes. */
const FORBIDDEN_DUNDERS = new Set([
  "__globals__", "__code__", "__closure__", "__builtins__", "__subclasses__", "__getattribute__",
  "__reduce__", "__reduce_ex__", "__traceback__", "__frame__", "__loader__", "__spec__", "__import__", "__self_class__",
  "__class_getitem__", "__set_name__", "__new__", "__del__", "__weakref__", "__defaults__",
  "__kwdefaults__", "__annotations__",
]);

function isForbiddenDunder(attr: string): boolean {
  return FORBIDDEN_DUNDERS.has(attr);
}

function checkGetattrDunder(call: A.Call, refuse: Refuse): void {
  const f = call.func;
  if (f.kind !== "Name" || !["getattr", "hasattr", "setattr", "delattr"].includes(f.id)) return;
  const name = call.args[1];
  if (name?.kind === "Constant" && name.value.type === "str" && isForbiddenDunder(name.value.value)) {
    refuse(name, `\`${f.id}(${dotted(call.args[0])}, '${name.value.value}')\` ${NA}${DUNDER_HINT}`);
  }
}

/** A short rendering of `e` for messages: `a.b`, `f(...)`, `a[...]`, else `(...)`. */
function dotted(e: A.Expr | undefined): string {
  switch (e?.kind) {
    case "Name": return e.id;
    case "Attribute": return `${dotted(e.value)}.${e.attr}`;
    case "Call": return `${dotted(e.func)}(...)`;
    case "Subscript": return `${dotted(e.value)}[...]`;
    default: return "(...)";
  }
}

/** Every name the script binds anywhere (a script may define its own `open` or `input`). */
function boundNames(module: A.Module): Set<string> {
  const names = new Set<string>();
  const target = (e: A.Expr) => {
    if (e.kind === "Name") names.add(e.id);
    else if (e.kind === "Tuple" || e.kind === "List") e.elts.forEach(target);
    else if (e.kind === "Starred") target(e.value);
  };
  walk(module, (node) => {
    switch (node.kind) {
      case "Assign": node.targets.forEach(target); break;
      case "AugAssign": case "AnnAssign": case "For": case "AsyncFor": case "comprehension":
        target(node.target);
        break;
      case "NamedExpr": names.add(node.target.id); break;
      case "FunctionDef": case "AsyncFunctionDef": case "ClassDef": names.add(node.name); break;
      case "arg": names.add(node.arg); break;
      case "ExceptHandler": if (node.name !== null) names.add(node.name); break;
      case "alias": names.add(node.asname ?? node.name.split(".")[0]); break;
      case "withitem": if (node.optional_vars) target(node.optional_vars); break;
    }
  });
  return names;
}
