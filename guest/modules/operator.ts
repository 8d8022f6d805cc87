// The `operator` module: the operator functions over guest/values' dispatch (binaryOp,
// richCompare, getItem, ...), and itemgetter/attrgetter/methodcaller with CPython's reprs.

import {
  E,
  PyDict,
  PyFloat,
  PyModule,
  PyTuple,
  PyType,
  T,
  asIndex,
  binaryOp,
  builtin,
  callMethod,
  contains,
  delItem,
  eq,
  getAttr,
  getItem,
  inplaceOp,
  intAbs,
  isInt,
  keywordRecord,
  iter,
  raise,
  repr,
  richCompare,
  setItem,
  truthy,
  typeName,
  unaryOp,
  STOP,
  type BinaryOpName,
  type CompareOp, writtenInC,
} from "../values/index.js";

const ItemGetterType = new PyType("itemgetter", [T.object], "operator");
const AttrGetterType = new PyType("attrgetter", [T.object], "operator");
const MethodCallerType = new PyType("methodcaller", [T.object], "operator");

/** A callable object with a fixed repr (the three getter classes). */
class Getter {
  constructor(
    private readonly type: PyType,
    private readonly text: string,
    private readonly fn: (obj: unknown) => unknown,
  ) {}

  get $type(): PyType {
    return this.type;
  }

  $repr(): string {
    return `operator.${this.type.name}(${this.text})`;
  }

  $call(pos: unknown[], kw?: Record<string, unknown>): unknown {
    if (kw) raise(E.TypeError, `${this.type.name}() takes no keyword arguments`);
    if (pos.length !== 1) raise(E.TypeError, `${this.type.name} expected 1 argument, got ${pos.length}`);
    return this.fn(pos[0]);
  }
}

function itemgetter(items: unknown[]): Getter {
  if (items.length === 0) raise(E.TypeError, "itemgetter expected 1 argument, got 0");
  const text = items.map((i) => repr(i)).join(", ");
  if (items.length === 1) return new Getter(ItemGetterType, text, (obj) => getItem(obj, items[0]));
  return new Getter(ItemGetterType, text, (obj) => new PyTuple(items.map((i) => getItem(obj, i))));
}

function attrgetter(names: unknown[]): Getter {
  if (names.length === 0) raise(E.TypeError, "attrgetter expected 1 argument, got 0");
  for (const n of names) if (typeof n !== "string") raise(E.TypeError, "attribute name must be a string");
  const one = (obj: unknown, dotted: string) => dotted.split(".").reduce((o, part) => getAttr(o, part), obj);
  const text = names.map((n) => repr(n)).join(", ");
  if (names.length === 1) return new Getter(AttrGetterType, text, (obj) => one(obj, names[0] as string));
  return new Getter(AttrGetterType, text, (obj) => new PyTuple(names.map((n) => one(obj, n as string))));
}

function methodcaller(args: unknown[], kwargs: Record<string, unknown> | null): Getter {
  if (args.length === 0) raise(E.TypeError, "methodcaller needs at least one argument, the method name");
  const [name, ...rest] = args;
  if (typeof name !== "string") raise(E.TypeError, "method name must be a string");
  const kw = kwargs ?? {};
  const parts = [repr(name), ...rest.map((a) => repr(a)), ...Object.entries(kw).map(([k, v]) => `${k}=${repr(v)}`)];
  return new Getter(MethodCallerType, parts.join(", "), (obj) => callMethod(obj, name as string, rest, Object.keys(kw).length ? kw : undefined));
}

const bin = (name: string, op: BinaryOpName) => builtin(name, "a, b, /", (a: unknown, b: unknown) => binaryOp(op, a, b));
const inplace = (name: string, op: BinaryOpName) => builtin(name, "a, b, /", (a: unknown, b: unknown) => inplaceOp(op, a, b));
const cmp = (name: string, op: CompareOp) => builtin(name, "a, b, /", (a: unknown, b: unknown) => richCompare(a, b, op));

function abs(x: unknown): unknown {
  if (isInt(x) || typeof x === "boolean") return intAbs(asIndex(x));
  if (x instanceof PyFloat) return new PyFloat(Math.abs(x.v));
  return raise(E.TypeError, `bad operand type for abs(): '${typeName(x)}'`);
}

function concat(a: unknown, b: unknown, name: string): unknown {
  const seq = (x: unknown) => typeof x === "string" || x instanceof PyTuple || typeName(x) === "list" || typeName(x) === "bytes";
  if (!seq(a)) raise(E.TypeError, `'${typeName(a)}' object can't be concatenated`);
  return name === "iconcat" ? inplaceOp("Add", a, b) : binaryOp("Add", a, b);
}

function countOf(a: unknown, b: unknown): number {
  let n = 0;
  const it = iter(a);
  for (let v = it.next(); v !== STOP; v = it.next()) if (v === b || eq(v, b)) n++;
  return n;
}

function indexOf(a: unknown, b: unknown): number {
  let i = 0;
  const it = iter(a);
  for (let v = it.next(); v !== STOP; v = it.next(), i++) if (v === b || eq(v, b)) return i;
  return raise(E.ValueError, "sequence.index(x): x not in sequence");
}

export function operatorModule(): PyModule {
  const table: Record<string, unknown> = {
    itemgetter: builtin("itemgetter", "*items", itemgetter),
    attrgetter: builtin("attrgetter", "*attrs", attrgetter),
    methodcaller: builtin("methodcaller", "*args, **kwargs", (args: unknown[], kw: PyDict | null) => methodcaller(args, keywordRecord(kw) ?? null)),
    add: bin("add", "Add"), sub: bin("sub", "Sub"), mul: bin("mul", "Mult"), truediv: bin("truediv", "Div"),
    floordiv: bin("floordiv", "FloorDiv"), mod: bin("mod", "Mod"), pow: bin("pow", "Pow"), lshift: bin("lshift", "LShift"),
    rshift: bin("rshift", "RShift"), and_: bin("and_", "BitAnd"), or_: bin("or_", "BitOr"), xor: bin("xor", "BitXor"),
    matmul: bin("matmul", "MatMult"),
    iadd: inplace("iadd", "Add"), isub: inplace("isub", "Sub"), imul: inplace("imul", "Mult"), itruediv: inplace("itruediv", "Div"),
    ifloordiv: inplace("ifloordiv", "FloorDiv"), imod: inplace("imod", "Mod"), ipow: inplace("ipow", "Pow"),
    ilshift: inplace("ilshift", "LShift"), irshift: inplace("irshift", "RShift"), iand: inplace("iand", "BitAnd"),
    ior: inplace("ior", "BitOr"), ixor: inplace("ixor", "BitXor"),
    lt: cmp("lt", "Lt"), le: cmp("le", "LtE"), eq: cmp("eq", "Eq"), ne: cmp("ne", "NotEq"), gt: cmp("gt", "Gt"), ge: cmp("ge", "GtE"),
    neg: builtin("neg", "a, /", (a: unknown) => unaryOp("USub", a)),
    pos: builtin("pos", "a, /", (a: unknown) => unaryOp("UAdd", a)),
    invert: builtin("invert", "a, /", (a: unknown) => unaryOp("Invert", a)),
    inv: builtin("inv", "a, /", (a: unknown) => unaryOp("Invert", a)),
    not_: builtin("not_", "a, /", (a: unknown) => !truthy(a)),
    truth: builtin("truth", "a, /", (a: unknown) => truthy(a)),
    abs: builtin("abs", "a, /", abs),
    index: builtin("index", "a, /", (a: unknown) => asIndex(a)),
    is_: builtin("is_", "a, b, /", (a: unknown, b: unknown) => a === b),
    is_not: builtin("is_not", "a, b, /", (a: unknown, b: unknown) => a !== b),
    contains: builtin("contains", "a, b, /", (a: unknown, b: unknown) => contains(a, b)),
    getitem: builtin("getitem", "a, b, /", (a: unknown, b: unknown) => getItem(a, b)),
    setitem: builtin("setitem", "a, b, c, /", (a: unknown, b: unknown, c: unknown) => (setItem(a, b, c), null)),
    delitem: builtin("delitem", "a, b, /", (a: unknown, b: unknown) => (delItem(a, b), null)),
    concat: builtin("concat", "a, b, /", (a: unknown, b: unknown) => concat(a, b, "concat")),
    iconcat: builtin("iconcat", "a, b, /", (a: unknown, b: unknown) => concat(a, b, "iconcat")),
    countOf: builtin("countOf", "a, b, /", countOf),
    indexOf: builtin("indexOf", "a, b, /", indexOf),
  };
  return writtenInC(new PyModule("operator", table));
}
