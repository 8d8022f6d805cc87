// collections.namedtuple: builds a tuple subclass type whose instances have field attributes,
// _asdict/_replace/_make/_fields, the `Point(x=1, y=2)` repr and Python-function argument errors.

import {
  E,
  PyDict,
  PyList,
  PyTuple,
  PyType,
  T,
  builtin,
  classMethod,
  copyItems,
  defineMethods,
  typeOf,
  raise,
  repr,
  str,
  toArray,
  truthy,
} from "../../values/index.js";
import { isIdentifier } from "../re/syntax.js";
import { instanceOf, namedTupleInstances } from "./namedtuple-class.js";

const KEYWORDS = new Set(
  ("False None True and as assert async await break class continue def del elif else except finally for from " +
    "global if import in is lambda nonlocal not or pass raise return try while with yield").split(" "),
);

function listNames(names: string[]): string {
  const q = names.map((n) => `'${n}'`);
  if (q.length === 1) return q[0];
  if (q.length === 2) return `${q[0]} and ${q[1]}`;
  return `${q.slice(0, -1).join(", ")}, and ${q[q.length - 1]}`;
}

function fieldNames(spec: unknown, rename: boolean): string[] {
  let names: unknown[];
  if (typeof spec === "string") names = spec.replace(/,/g, " ").split(/\s+/).filter(Boolean);
  else names = toArray(spec);
  // CPython coerces each name with str() (its __str__ may raise) before validating it.
  const strs = names.map(str);
  if (rename) {
    const seen = new Set<string>();
    strs.forEach((n, i) => {
      if (!isIdentifier(n) || KEYWORDS.has(n) || n.startsWith("_") || seen.has(n)) strs[i] = `_${i}`;
      seen.add(strs[i]);
    });
  }
  return strs;
}

export function validate(typename: string, fields: string[], renamed: boolean): void {
  for (const name of [typename, ...fields]) {
    if (!isIdentifier(name)) raise(E.ValueError, `Type names and field names must be valid identifiers: ${repr(name)}`);
    if (KEYWORDS.has(name)) raise(E.ValueError, `Type names and field names cannot be a keyword: ${repr(name)}`);
  }
  const seen = new Set<string>();
  for (const name of fields) {
    if (name.startsWith("_") && !renamed) raise(E.ValueError, `Field names cannot start with an underscore: ${repr(name)}`);
    if (seen.has(name)) raise(E.ValueError, `Encountered duplicate field name: ${repr(name)}`);
    seen.add(name);
  }
}

export function namedtuple(typename: unknown, spec: unknown, rename: unknown, defaults: unknown, module: unknown): PyType {
  const fields = fieldNames(spec, truthy(rename));
  typename = str(typename);
  validate(typename as string, fields, truthy(rename));
  const dflts = defaults === null ? [] : toArray(defaults);
  if (dflts.length > fields.length) raise(E.TypeError, "Got more default values than field names");
  // CPython stores module= as given (only None means the caller's module).
  const type = new PyType(typename as string, [T.tuple], module === null ? "__main__" : (module as string));
  makeNamedTuple(type, fields, dflts);
  return type;
}

/** Makes `type` (a direct subclass of tuple) a namedtuple of `fields`, the last ones defaulted
 *  by `dflts`. */
export function makeNamedTuple(type: PyType, fields: string[], dflts: unknown[]): void {
  const typename = type.name;
  namedTupleInstances(type, fields);
  const firstDefault = fields.length - dflts.length;
  const fieldDefaults = new PyDict();
  fields.slice(firstDefault).forEach((f, i) => fieldDefaults.set(f, dflts[i]));
  const newName = `${typename}.__new__`;

  type.construct = (pos, kw) => {
    if (pos.length > fields.length) {
      // CPython's message for its generated `__new__(_cls, x, y=0)`, `_cls` counted.
      const most = fields.length + 1;
      const takes = dflts.length ? `from ${most - dflts.length} to ${most}` : `${most}`;
      raise(E.TypeError, `${newName}() takes ${takes} positional argument${most === 1 ? "" : "s"} but ${pos.length + 1} were given`);
    }
    const values: unknown[] = copyItems(pos);
    const given = new Set(fields.slice(0, pos.length));
    if (kw) {
      for (const [k, v] of Object.entries(kw)) {
        const i = fields.indexOf(k);
        if (i < 0) raise(E.TypeError, `${newName}() got an unexpected keyword argument '${k}'`);
        if (given.has(k)) raise(E.TypeError, `${newName}() got multiple values for argument '${k}'`);
        given.add(k);
        values[i] = v;
      }
    }
    const missing: string[] = [];
    fields.forEach((f, i) => {
      if (given.has(f)) return;
      if (i >= firstDefault) values[i] = dflts[i - firstDefault];
      else missing.push(f);
    });
    if (missing.length) {
      const s = missing.length === 1 ? "" : "s";
      raise(E.TypeError, `${newName}() missing ${missing.length} required positional argument${s}: ${listNames(missing)}`);
    }
    return instanceOf(type, values);
  };

  const fieldsTuple = new PyTuple(fields);
  // `_make` and `_replace` make an instance of the class they are called on (a subclass's).
  const make = (cls: PyType, iterable: unknown) => {
    const items = toArray(iterable);
    if (items.length !== fields.length) raise(E.TypeError, `Expected ${fields.length} arguments, got ${items.length}`);
    return instanceOf(cls, items);
  };
  defineMethods(type, {
    _asdict: builtin("_asdict", "self", (self: PyTuple) => PyDict.from(fields.map((f, i) => [f, self.items[i]]))),
    _replace: builtin("_replace", "self, /, **kwds", (self: PyTuple, kwds: PyDict | null) => {
      const items = copyItems(self.items);
      const unknown: string[] = [];
      if (kwds) {
        for (const [k, v] of kwds.entries()) {
          const i = fields.indexOf(k as string);
          if (i < 0) unknown.push(k as string);
          else items[i] = v;
        }
      }
      if (unknown.length) raise(E.ValueError, `Got unexpected field names: ${repr(new PyList(unknown))}`);
      return instanceOf(typeOf(self), items);
    }),
    _make: classMethod(builtin("_make", "cls, iterable", make)),
    __getnewargs__: builtin("__getnewargs__", "self, /", (self: PyTuple) => new PyTuple(self.items)),
  });
  // Class-level data: visible on the type (through its method table) and on instances.
  type.methods.set("_fields", fieldsTuple);
  // Class patterns match namedtuples positionally by field, as CPython sets it.
  type.methods.set("__match_args__", fieldsTuple);
  type.methods.set("_field_defaults", fieldDefaults);
  // collections.namedtuple's generated docstring: `Point(x, y)`, one field keeping its comma.
  if (!type.methods.has("__doc__")) {
    const doc = `${typename}(${fields.join(", ")}${fields.length === 1 ? "," : ""})`;
    type.methods.set("__doc__", doc);
    type.properties.set("__doc__", () => doc);
  }
  type.properties.set("__module__", () => type.module);
  type.properties.set("_fields", () => fieldsTuple);
  type.properties.set("_field_defaults", () => fieldDefaults);
  fields.forEach((f, i) => type.properties.set(f, (self: PyTuple) => self.items[i]));
}
