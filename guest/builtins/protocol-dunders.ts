// The protocol methods CPython's builtin types carry as attributes (`[].__len__()`,
// `hasattr(x, "__iter__")`, `it.__next__()`, `f.__call__(1)`), made when one is read (the values
// layer asks here when a builtin value's type has no such attribute): each the operation itself,
// bound to the value. Which type has which is CPython 3.11's; a script's classes define their own.
import {
  NotImplemented,
  PyBytes,
  PyDict,
  PyFloat,
  PyIterator,
  PyList,
  PyRange,
  PySet,
  PyTuple,
  PyType,
  T,
  plainOf,
  builtin,
  defineMethods,
  isSetView,
  richCompare,
  type CompareOp,
  callPy,
  contains,
  delItem,
  getItem,
  hooks,
  iter,
  keywordRecord,
  len,
  setItem,
  type PyFunction,
} from "../values/index.js";
import { nextBuiltin, reversed } from "./iteration.js";

const method = (name: string, params: string, body: (...args: any[]) => any) => builtin(name, `self, ${params}/`, body);

const OPS: Record<string, PyFunction> = {
  __len__: method("__len__", "", (s: unknown) => len(s)),
  __iter__: method("__iter__", "", (s: unknown) => iter(s)),
  __getitem__: method("__getitem__", "key, ", (s: unknown, k: unknown) => getItem(s, k)),
  __setitem__: method("__setitem__", "key, value, ", (s: unknown, k: unknown, v: unknown) => (setItem(s, k, v), null)),
  __delitem__: method("__delitem__", "key, ", (s: unknown, k: unknown) => (delItem(s, k), null)),
  __contains__: method("__contains__", "key, ", (s: unknown, x: unknown) => contains(s, x)),
  __reversed__: method("__reversed__", "", (s: unknown) => reversed(s)),
  __next__: method("__next__", "", (s: unknown) => nextBuiltin(s, undefined, false)),
  __call__: builtin("__call__", "self, /, *args, **kwargs", (s: unknown, args: unknown[], kw: PyDict | null) => callPy(s, args, keywordRecord(kw))),
};

const SEQUENCE = ["__len__", "__iter__", "__getitem__", "__contains__"];
const MUTABLE = [...SEQUENCE, "__setitem__", "__delitem__", "__reversed__"];
const SET = ["__len__", "__iter__", "__contains__"];

/** The protocol methods of each container type (a dict's subclasses find the dict's by their MRO). */
const CONTAINERS = new Map<PyType, readonly string[]>([
  [T.list, MUTABLE],
  [T.dict, MUTABLE],
  [T.tuple, SEQUENCE],
  [T.str, SEQUENCE],
  [T.bytes, SEQUENCE],
  [T.bytearray, [...SEQUENCE, "__setitem__", "__delitem__"]],
  [T.range, [...SEQUENCE, "__reversed__"]],
  [T.set, SET],
  [T.frozenset, SET],
  [T.dict_keys, [...SET, "__reversed__"]],
  [T.dict_items, [...SET, "__reversed__"]],
  [T.dict_values, ["__len__", "__iter__", "__reversed__"]],
]);

/** The values layer's hook each protocol method stands for on a module's object (a deque, a
 *  ChainMap, a regex match): the object has the method where it has the hook. */
const HOOKS: Record<string, string> = {
  __len__: "$len",
  __iter__: "$iter",
  __getitem__: "$getItem",
  __setitem__: "$setItem",
  __delitem__: "$delItem",
  __contains__: "$contains",
  __reversed__: "$reversed",
};

/** `name` of builtin value `obj` (type `t`, which has no attribute of that name), or undefined. */
function protocolAttr(obj: any, t: PyType, name: string): PyFunction | undefined {
  let has = false;
  if (typeof obj === "function") has = name === "__call__";
  else if (obj instanceof PyIterator) has = name === "__iter__" || name === "__next__";
  else {
    const kind = t.mro.find((b) => CONTAINERS.has(b));
    if (kind !== undefined) has = CONTAINERS.get(kind)!.includes(name);
    else has = obj !== null && typeof obj === "object" && name in HOOKS && typeof obj[HOOKS[name]] === "function";
  }
  return has ? OPS[name] : undefined;
}

/** `name` read from builtin type `t` (`list.__len__`, `type(x).__iter__`): the container type
 *  that has it (a dict subclass reads dict's) and the method, or undefined. */
function protocolTypeAttr(t: PyType, name: string): [PyType, PyFunction] | undefined {
  const kind = t.mro.find((b) => CONTAINERS.has(b));
  return kind !== undefined && CONTAINERS.get(kind)!.includes(name) ? [kind, OPS[name]] : undefined;
}

hooks.protocolAttr = protocolAttr;
hooks.protocolTypeAttr = protocolTypeAttr;

const isInt = (x: unknown) => typeof x === "number" || typeof x === "bigint" || typeof x === "boolean";
const isSetLike = (x: unknown) => x instanceof PySet || isSetView(x);

/** Each builtin type's comparison slot: the operands it takes (else NotImplemented, as
 *  `(1).__eq__(1.0)` answers: int's slot takes ints only) and whether it orders them or only
 *  tests equality (dict, range). */
const SLOTS: [PyType, (other: unknown) => boolean, boolean][] = [
  [T.int, isInt, true],
  [T.float, (x) => x instanceof PyFloat || isInt(x), true],
  [T.str, (x) => typeof x === "string", true],
  [T.list, (x) => x instanceof PyList, true],
  [T.tuple, (x) => x instanceof PyTuple, true],
  [T.bytes, (x) => x instanceof PyBytes, true],
  [T.set, isSetLike, true],
  [T.frozenset, isSetLike, true],
  [T.dict_keys, isSetLike, true],
  [T.dict_items, isSetLike, true],
  [T.dict, (x) => x instanceof PyDict, false],
  [T.range, (x) => x instanceof PyRange, false],
];

const COMPARISONS: [name: string, op: CompareOp][] = [
  ["__eq__", "Eq"], ["__ne__", "NotEq"], ["__lt__", "Lt"], ["__le__", "LtE"], ["__gt__", "Gt"], ["__ge__", "GtE"],
];

// Defined on the types (not made when read): object's own __eq__ and __ne__ would be found first.
for (const [type, takes, orders] of SLOTS) {
  const compare = (op: CompareOp) => (self: unknown, other: unknown) =>
    takes(other) && (orders || op === "Eq" || op === "NotEq") ? richCompare(plainOf(self), plainOf(other), op) : NotImplemented;
  defineMethods(type, Object.fromEntries(COMPARISONS.map(([name, op]) => [name, method(name, "value, ", compare(op))])));
}
