// Which expressions and statements may run a method of a script's class that calls a tool: an
// attribute read (a property), an operator, a subscript, item or attribute assignment or deletion (a special
// method), an f-string, or a builtin that calls special methods (print, sorted, ...). Such an expression must be awaited where it may return a promise, and makes its
// function async (analyze-async.ts).

import type * as A from "./ast.js";
import { forEachChild } from "./ast-walk.js";

const BINARY: Partial<Record<A.OperatorName, string>> = {
  Add: "add", Sub: "sub", Mult: "mul", MatMult: "matmul", Div: "truediv", FloorDiv: "floordiv", Mod: "mod", Pow: "pow",
  LShift: "lshift", RShift: "rshift", BitAnd: "and", BitOr: "or", BitXor: "xor",
};
// An ordering may be functools.total_ordering's, made from any other one and `__eq__`.
const ORDERING = ["__lt__", "__gt__", "__le__", "__ge__", "__eq__"];
// Without `__contains__`, `in` walks the container (`__iter__`, `__next__`, `__getitem__`).
const MEMBERSHIP = ["__contains__", "__hash__", "__eq__", "__iter__", "__next__", "__getitem__"];
const COMPARE: Partial<Record<A.CmpOpName, string[]>> = {
  Eq: ["__eq__"], NotEq: ["__ne__", "__eq__"], Lt: ORDERING, Gt: ORDERING,
  LtE: ORDERING, GtE: ORDERING, In: MEMBERSHIP, NotIn: MEMBERSHIP,
};
const UNARY: Partial<Record<A.UnaryOpName, string>> = { USub: "__neg__", UAdd: "__pos__", Invert: "__invert__" };
const BUILTINS: Record<string, string[]> = {
  repr: ["__repr__"], str: ["__str__", "__repr__"], len: ["__len__"], abs: ["__abs__"], format: ["__format__", "__str__"],
};
const TEXT = ["__str__", "__repr__", "__format__"];
/** What the builtins below may call on the values they are given. */
const VALUE_DUNDERS = [
  ...TEXT, "__lt__", "__le__", "__gt__", "__ge__", "__eq__", "__ne__", "__hash__", "__bool__", "__len__", "__iter__", "__next__",
  "__contains__", "__index__", "__int__", "__float__", "__abs__", "__round__", "__add__", "__radd__", "__getitem__",
  "__getattr__", "keys", "__missing__",
];
/**
 * Builtins that call no script code but special methods (without `key=`; map and filter call
 * their function only as they are stepped, iter, zip and enumerate only `__iter__` when made):
 * a call of one runs through `accepting`, so a special method calling a tool from inside it is awaited.
 */
export const REPLAYING_BUILTINS = new Set([
  "print", "str", "repr", "ascii", "format", "bool", "len", "abs", "hash", "sorted", "min", "max", "sum", "any", "all",
  "list", "tuple", "set", "frozenset", "dict", "round", "divmod", "pow", "int", "float", "getattr", "hasattr",
  "setattr", "delattr", "next", "iter", "zip", "map", "filter", "enumerate", "reversed",
]);
/** Keywords those builtins take that pass no script code. */
const PLAIN_KEYWORDS = new Set(["sep", "end", "flush", "default", "reverse", "start"]);
/** str methods that format their arguments. */
export const FORMATTING_METHODS = new Set(["format", "join", "format_map"]);
/** COMPARISONS a list's `sort()` without `key=` runs (its items' `__lt__`). */
export const COMPARISONS = ["__lt__", "__gt__"];

/** List and tuple methods that compare items with `==` (`xs.index(v)`, `xs.count(v)`, `xs.remove(v)`). */
export const SEARCHING_METHODS = new Set(["index", "count", "remove"]);
/** What those comparisons may call. */
const EQUALITY = ["__eq__"];

/** Dict methods that hash a key and compare it with `==` (`d.get(k)`, `d.pop(k)`, `d.setdefault(k)`). */
export const KEYED_METHODS = new Set(["get", "pop", "setdefault"]);

/** `x.name(...)` for a method in `names`, without keywords or `*` arguments. */
function plainMethodCall(e: A.Call, names: ReadonlySet<string>): boolean {
  return e.func.kind === "Attribute" && names.has(e.func.attr) && e.keywords.length === 0 && e.args.every((a) => a.kind !== "Starred");
}

/** `xs.index(...)`, `xs.count(v)` or `xs.remove(v)`: on a list or tuple, it calls no script code
 *  but the items' `__eq__`. */
export const searchCall = (e: A.Call): boolean => plainMethodCall(e, SEARCHING_METHODS);

/** `d.get(...)`, `d.pop(...)` or `d.setdefault(...)`: on a dict, it calls no script code but the
 *  key's `__hash__` and `__eq__`. */
export const keyedCall = (e: A.Call): boolean => plainMethodCall(e, KEYED_METHODS);

/** `d.update(m)`: on a dict, it calls no script code but m's keys(), items and pairs' methods,
 *  and the keys' `__hash__` and `__eq__`. */
export const updateCall = (e: A.Call): boolean => plainMethodCall(e, UPDATE) && e.args.length === 1;
const UPDATE = new Set(["update"]);

/** `xs.sort()` / `xs.sort(reverse=...)`: it calls no script code but the items' comparisons. */
export function sortCall(e: A.Call): boolean {
  return e.func.kind === "Attribute" && e.func.attr === "sort" && e.args.length === 0 && e.keywords.every((k) => k.arg === "reverse");
}

/** `e` is a call of one of REPLAYING_BUILTINS by its builtin name (the caller checks the name is not rebound). */
export function replayingCall(e: A.Call): boolean {
  if (e.func.kind !== "Name" || !REPLAYING_BUILTINS.has(e.func.id)) return false;
  const print = e.func.id === "print";
  return e.keywords.every((k) => k.arg !== null && (PLAIN_KEYWORDS.has(k.arg) || (print && k.arg === "file")));
}

/** itertools' functions that take no function of the script's: made, they call no script code
 *  but their iterables' `__iter__` (and, for those that read them at once, `__next__`). */
const ITERTOOLS_PLAIN = new Set([
  "islice", "chain", "compress", "pairwise", "cycle", "zip_longest", "product", "combinations", "combinations_with_replacement", "permutations", "tee",
]);
/** Keywords those take that pass no script code. */
const ITERTOOLS_KEYWORDS = new Set(["fillvalue", "repeat", "r"]);

/** `itertools.f(...)` or `f(...)` (the emitter checks `f` is imported from itertools) for one of
 *  ITERTOOLS_PLAIN, or `accumulate(xs)` without a function. */
export function itertoolsCall(e: A.Call): boolean {
  const name = e.func.kind === "Attribute" && e.func.value.kind === "Name" ? e.func.attr : e.func.kind === "Name" ? e.func.id : "";
  const plain = ITERTOOLS_PLAIN.has(name) || (name === "accumulate" && e.args.length === 1);
  return plain && e.keywords.every((k) => k.arg !== null && ITERTOOLS_KEYWORDS.has(k.arg));
}

/** `print(..., file=f)`: it calls `f.write` (and `f.flush` when asked) as special methods. */
function printsToFile(e: A.Call): boolean {
  return e.func.kind === "Name" && e.func.id === "print" && e.keywords.some((k) => k.arg === "file");
}

/** What a file's writer may run. */
const FILE_METHODS = ["write", "flush"];

/** What a `for` loop, unpacking and `in` may call on the iterable. */
export const ITERATION = ["__iter__", "__next__", "__getitem__", "__contains__", "__eq__"];
/** What a truth test may call. */
export const TRUTH = ["__bool__", "__len__"];
/** What sum's `+` may call. */
export const ADDITION = ["__add__", "__radd__"];

/** What a dict or set display may call on its keys. */
export const KEYS = ["__hash__", "__eq__"];
/** What `**m` and str.format_map may call on a mapping (a dict subclass's `__missing__`). */
const MAPPING = ["keys", "__getitem__", "__missing__"];
const hasMappingSpread = (e: A.Call | A.Dict) => (e.kind === "Dict" ? e.keys.includes(null) : e.keywords.some((k) => k.arg === null));

/** What `o[k] = v` and `del o[k]` may call. */
export const ITEM_STORE = ["__setitem__", "__hash__", "__eq__"];
export const ITEM_DELETE = ["__delitem__", "__hash__", "__eq__"];

/** Stands, among the methods compiled async, for a property's setter or deleter: its def is named
 *  for the property (or for `property(fget, fset)`'s argument), not for what a store names. */
export const ACCESSOR = "(property accessor)";
/** What `o.x = v`, `setattr()` and `__setattr__(...)` may call. */
export const ATTR_STORE = ["__setattr__", "__set__", ACCESSOR];
/** What `del o.x`, `delattr()` and `__delattr__(...)` may call. */
export const ATTR_DELETE = ["__delattr__", "__delete__", ACCESSOR];

/** `t`, a target, stores (or deletes) an attribute, itself or inside an unpacking. */
function hasAttribute(t: A.Expr): boolean {
  if (t.kind === "Tuple" || t.kind === "List") return t.elts.some(hasAttribute);
  return t.kind === "Attribute" || (t.kind === "Starred" && hasAttribute(t.value));
}

/** `x.__setattr__(...)` or `x.__delattr__(...)` (super()'s, object's): it calls no script code but
 *  a setter, deleter or descriptor. */
export function attrMethodCall(e: A.Call): boolean {
  return e.func.kind === "Attribute" && (e.func.attr === "__setattr__" || e.func.attr === "__delattr__");
}

/** What a call of setattr/delattr (by that name) or of a `__setattr__`/`__delattr__` method may call. */
function attrCallNames(e: A.Call): string[] {
  const name = e.func.kind === "Name" ? e.func.id : e.func.kind === "Attribute" ? e.func.attr : "";
  return name === "setattr" || name === "__setattr__" ? ATTR_STORE : name === "delattr" || name === "__delattr__" ? ATTR_DELETE : [];
}

/** The methods `e` itself (not its operands) may call; empty for other nodes. */
export function memberNames(e: A.Node): string[] {
  switch (e.kind) {
    case "JoinedStr":
      return TEXT;
    case "AugAssign": {
      const n = BINARY[e.op]!;
      const item = e.target.kind === "Subscript" ? ["__getitem__", "__missing__", ...ITEM_STORE] : e.target.kind === "Attribute" ? [e.target.attr, "__getattr__", "__get__", ...ATTR_STORE] : [];
      return [`__i${n}__`, `__${n}__`, `__r${n}__`, ...item];
    }
    case "Assign":
      return [
        ...(e.targets.some((t) => t.kind === "Subscript") ? ITEM_STORE : []),
        ...(e.targets.some((t) => t.kind === "Tuple" || t.kind === "List") ? ITERATION : []),
        ...(e.targets.some(hasAttribute) ? ATTR_STORE : []),
      ];
    case "For":
    // `[*x]`, `f(*x)`, `yield from x`: x is walked.
    case "Starred":
    case "YieldFrom":
      return ITERATION;
    case "With":
      return ["__enter__", "__exit__"];
    case "Dict":
      return hasMappingSpread(e) ? [...KEYS, ...MAPPING] : KEYS;
    case "Set":
      return KEYS;
    case "If":
    case "While":
    case "IfExp":
    case "Assert":
    case "BoolOp":
      return TRUTH;
    case "Delete":
      return [...(e.targets.some((t) => t.kind === "Subscript") ? ITEM_DELETE : []), ...(e.targets.some(hasAttribute) ? ATTR_DELETE : [])];
    case "Attribute":
      // A name the object lacks falls to its class's `__getattr__`; a class attribute may be a
      // descriptor the script wrote.
      return [e.attr, "__getattr__", "__get__"];
    case "BinOp": {
      const n = BINARY[e.op];
      return n ? [`__${n}__`, `__r${n}__`, ...(e.op === "Mod" ? TEXT : [])] : [];
    }
    case "Compare":
      return e.ops.flatMap((op) => COMPARE[op] ?? []);
    case "Subscript":
      // A dict's lookup hashes and compares the key; a dict subclass's `__missing__` answers for an absent one.
      return ["__getitem__", "__missing__", ...KEYS];
    case "UnaryOp": {
      const n = UNARY[e.op];
      return n ? [n] : e.op === "Not" ? TRUTH : [];
    }
    case "Call":
      return hasMappingSpread(e) ? [...callNames(e), ...MAPPING] : callNames(e);
    default:
      return [];
  }
}

/** The methods a call may call on its arguments (memberNames), `**m`'s apart. */
function callNames(e: A.Call): string[] {
  const attr = attrCallNames(e);
  if (attr.length) return attr;
  if (replayingCall(e)) return printsToFile(e) ? [...VALUE_DUNDERS, ...FILE_METHODS] : VALUE_DUNDERS;
  if (itertoolsCall(e)) return ITERATION;
  // `{0[k]}` and format_map read items.
  if (e.func.kind === "Attribute" && FORMATTING_METHODS.has(e.func.attr)) return e.func.attr === "join" ? TEXT : [...TEXT, ...MAPPING];
  if (sortCall(e)) return COMPARISONS;
  if (searchCall(e)) return EQUALITY;
  if (keyedCall(e)) return KEYS;
  if (updateCall(e)) return [...KEYS, ...MAPPING, ...ITERATION];
  return e.func.kind === "Name" && e.args.length === 1 && Object.hasOwn(BUILTINS, e.func.id) ? BUILTINS[e.func.id] : [];
}

/** The condition `n` tests as a JS boolean (emit-operators.ts `cond`): an if, while, assert or
 *  ternary's test, or what `not` negates. */
function conditionOf(n: A.Node): A.Expr | undefined {
  if (n.kind === "If" || n.kind === "While" || n.kind === "Assert" || n.kind === "IfExp") return n.test;
  return n.kind === "UnaryOp" && n.op === "Not" ? n.operand : undefined;
}

/** A condition may call `__bool__`/`__len__`: not when its every test is a comparison (whose own
 *  operation tests a script's `__lt__`'s answer) or a bool literal. */
function testsTruth(test: A.Expr): boolean {
  if (test.kind === "BoolOp") return test.values.some(testsTruth);
  if (test.kind === "UnaryOp" && test.op === "Not") return testsTruth(test.operand);
  return !(test.kind === "Compare" || (test.kind === "Constant" && test.value.type === "bool"));
}

/** A condition's `and`/`or`, nested too: emitted as its operands' tests (testsTruth, charged to
 *  the condition's owner), never as the BoolOp's value. */
function addConditionBoolOps(test: A.Expr, out: Set<A.Node>): void {
  if (test.kind !== "BoolOp") return;
  out.add(test);
  for (const v of test.values) addConditionBoolOps(v, out);
}

/** Every expression evaluated directly in a scope's body (nested functions, classes and
 *  comprehensions are scopes of their own) that may call a method itself: a condition whose
 *  tests are all comparisons calls none (the emitter may still await it where its function is
 *  async for another reason). */
export function scopeExpressions(node: A.Node): A.Node[] {
  const out: A.Node[] = [];
  const conditions = new Set<A.Node>();
  const visit = (n: A.Node, top: boolean) => {
    if (!top && isScope(n)) {
      // Decorators, defaults and bases run in the enclosing scope.
      if (n.kind === "FunctionDef" || n.kind === "AsyncFunctionDef") {
        n.decorator_list.forEach((d) => visit(d, false));
        n.args.defaults.forEach((d) => visit(d, false));
      } else if (n.kind === "ClassDef") [...n.decorator_list, ...n.bases].forEach((d) => visit(d, false));
      return;
    }
    const test = conditionOf(n);
    if (test) addConditionBoolOps(test, conditions);
    if (MEMBER_NODES.has(n.kind) && !conditions.has(n) && !(test && !testsTruth(test))) out.push(n);
    forEachChild(n, visit, false);
  };
  visit(node, true);
  return out;
}

const SCOPES = new Set(["FunctionDef", "AsyncFunctionDef", "ClassDef", "Lambda", "ListComp", "SetComp", "DictComp", "GeneratorExp"]);

function isScope(n: A.Node): n is A.FunctionDef | A.AsyncFunctionDef | A.ClassDef {
  return SCOPES.has(n.kind);
}

const MEMBER_NODES = new Set([
  "Attribute", "BinOp", "Compare", "Subscript", "UnaryOp", "Call", "JoinedStr", "AugAssign", "Assign", "Delete", "For", "If", "While", "IfExp", "Assert", "BoolOp", "With",
  "Dict", "Set", "Starred", "YieldFrom",
]);

/** operator's functions that reach an attribute by a name the script computes, and `__dict__`,
 *  which holds a class's methods by name (the subset refuses `__getattribute__`, the other way in). */
export const COMPUTED_ACCESS = new Set(["methodcaller", "attrgetter", "__dict__"]);

/** Node `n` may reach an attribute by a computed name: `vars`, operator's `attrgetter` or
 *  `methodcaller` (by any name an import gives them), a `__dict__`. */
export function computedAccess(n: A.Node): boolean {
  if (n.kind === "Name") return n.id === "vars" || COMPUTED_ACCESS.has(n.id);
  if (n.kind === "Attribute") return COMPUTED_ACCESS.has(n.attr);
  if (n.kind === "ImportFrom") return n.names.some((a) => COMPUTED_ACCESS.has(a.name));
  return false;
}
