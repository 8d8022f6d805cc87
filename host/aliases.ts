// The function name each tool gets inside the script. Deterministic from the tools
// list alone, so a caller can show the alias map before the model writes the script.
import { sameStrings } from "./same-strings.js";

/** CPython 3.11 `keyword.kwlist`. */
const KEYWORDS = [
  "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
  "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
  "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

/**
 * CPython 3.11 `dir(builtins)`, all of it rather than the subset's builtins, so the alias map
 * does not change when the subset grows.
 */
const PYTHON_BUILTINS = [
  "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BaseExceptionGroup",
  "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning", "ChildProcessError",
  "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError", "ConnectionResetError",
  "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning", "EnvironmentError", "Exception",
  "ExceptionGroup", "False", "FileExistsError", "FileNotFoundError", "FloatingPointError",
  "FutureWarning", "GeneratorExit", "IOError", "ImportError", "ImportWarning", "IndentationError",
  "IndexError", "InterruptedError", "IsADirectoryError", "KeyError", "KeyboardInterrupt",
  "LookupError", "MemoryError", "ModuleNotFoundError", "NameError", "None", "NotADirectoryError",
  "NotImplemented", "NotImplementedError", "OSError", "OverflowError", "PendingDeprecationWarning",
  "PermissionError", "ProcessLookupError", "RecursionError", "ReferenceError", "ResourceWarning",
  "RuntimeError", "RuntimeWarning", "StopAsyncIteration", "StopIteration", "SyntaxError",
  "SyntaxWarning", "SystemError", "SystemExit", "TabError", "TimeoutError", "True", "TypeError",
  "UnboundLocalError", "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError",
  "UnicodeTranslateError", "UnicodeWarning", "UserWarning", "ValueError", "Warning",
  "ZeroDivisionError", "__build_class__", "__debug__", "__doc__", "__import__", "__loader__",
  "__name__", "__package__", "__spec__", "abs", "aiter", "all", "anext", "any", "ascii", "bin",
  "bool", "breakpoint", "bytearray", "bytes", "callable", "chr", "classmethod", "compile",
  "complex", "copyright", "credits", "delattr", "dict", "dir", "divmod", "enumerate", "eval",
  "exec", "exit", "filter", "float", "format", "frozenset", "getattr", "globals", "hasattr",
  "hash", "help", "hex", "id", "input", "int", "isinstance", "issubclass", "iter", "len",
  "license", "list", "locals", "map", "max", "memoryview", "min", "next", "object", "oct", "open",
  "ord", "pow", "print", "property", "quit", "range", "repr", "reversed", "round", "set",
  "setattr", "slice", "sorted", "staticmethod", "str", "sum", "super", "tuple", "type", "vars", "zip",
];

/** Builtins the flow runtime adds to Python's: a tool named like one gets an alias. */
const FLOW_BUILTINS = ["ToolError", "ToolPermissionError"];

/** Modules a script can import (docs/python-subset.md); `urllib.parse` binds `urllib`. */
const MODULES = [
  "json", "re", "math", "collections", "itertools", "functools", "datetime", "statistics",
  "textwrap", "string", "base64", "hashlib", "urllib", "asyncio",
];

/** Names a tool function must not take, because the script already sees something by that name. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([...KEYWORDS, ...PYTHON_BUILTINS, ...FLOW_BUILTINS, ...MODULES]);

/** Python's `str.isidentifier()` (PEP 3131), as the transpiler's tokenizer accepts names. */
const IDENTIFIER = /^[\p{XID_Start}_]\p{XID_Continue}*$/u;

function usableAsIs(name: string): boolean {
  return IDENTIFIER.test(name) && !RESERVED_NAMES.has(name);
}

function sanitize(name: string): string {
  const replaced = name.replace(/[^A-Za-z0-9_]/g, "_");
  return /^[0-9]/.test(replaced) ? `_${replaced}` : replaced;
}

/** An alias override that the script could not call, or that two tools would share. */
export class AliasError extends Error {
  override name = "AliasError";
}

function checkOverrides(tools: readonly string[], overrides: Readonly<Record<string, string>>): void {
  const owners = new Map<string, string>();
  for (const name of tools) {
    // Own keys only: a tool named `constructor` has no override from Object.prototype.
    if (!Object.hasOwn(overrides, name)) continue;
    const alias = overrides[name];
    if (!usableAsIs(alias)) throw new AliasError(`alias '${alias}' for ${name} is not a usable Python name`);
    const owner = owners.get(alias);
    if (owner !== undefined) throw new AliasError(`alias '${alias}' is given to both ${owner} and ${name}`);
    owners.set(alias, name);
  }
}

/**
 * Registry name -> script name, in `tools` order. Overrides (a fixtures file's `__aliases__`)
 * come first, then names usable as they are, so a sanitized alias never takes a real tool's own
 * name; the rest get `_2`, `_3`, ... on collision.
 */
export function aliasTools(tools: readonly string[], overrides: Readonly<Record<string, string>> = {}): Map<string, string> {
  checkOverrides(tools, overrides);
  const has = (name: string) => Object.prototype.hasOwnProperty.call(overrides, name);
  const kept = new Set(tools.filter((name) => !has(name) && usableAsIs(name)));
  for (const name of tools.filter(has)) {
    if (kept.has(overrides[name])) throw new AliasError(`alias '${overrides[name]}' for ${name} is the name of another tool`);
  }
  const taken = new Set([...kept, ...tools.filter(has).map((name) => overrides[name])]);
  const aliases = new Map<string, string>();
  for (const name of tools) {
    if (has(name)) {
      aliases.set(name, overrides[name]);
      continue;
    }
    if (kept.has(name)) {
      aliases.set(name, name);
      continue;
    }
    const base = sanitize(name);
    let alias = base;
    for (let n = 2; taken.has(alias) || RESERVED_NAMES.has(alias); n++) alias = `${base}_${n}`;
    taken.add(alias);
    aliases.set(name, alias);
  }
  return aliases;
}

/** The tools a flow last aliased without overrides, and their map. */
let lastAliased: { tools: readonly string[]; aliases: ReadonlyMap<string, string> } | undefined;

/**
 * aliasTools for a flow. Without overrides, the last flow's map again when its tools were the same
 * (flows of one host mostly repeat them; aliasing cost ~20 us after an idle gap): the map is
 * shared, never to be changed.
 */
export function flowAliasMap(tools: readonly string[], overrides?: Readonly<Record<string, string>>): ReadonlyMap<string, string> {
  if (overrides !== undefined) return aliasTools(tools, overrides);
  if (lastAliased === undefined || !sameStrings(lastAliased.tools, tools)) lastAliased = { tools: [...tools], aliases: aliasTools(tools) };
  return lastAliased.aliases;
}
