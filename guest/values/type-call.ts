// Calling `type`: `type(x)` is x's type; `type(name, bases, dict)` makes a class as a `class`
// statement with that namespace would (a copy of the dict), validated in CPython's order.
import { E, raise } from "./exceptions.js";
import { T, argTypeName, typeOf } from "./type.js";
import { PyTuple } from "./tuple.js";
import { PyDict } from "./dict.js";
import { initSubclass, makeClass } from "./user-type.js";

function argument(n: number, x: any, want: string, ok: boolean): void {
  if (!ok) raise(E.TypeError, `type.__new__() argument ${n} must be ${want}, not ${argTypeName(x)}`);
}

T.type.construct = (pos, kw) => {
  const hasKw = kw !== undefined && Object.keys(kw).length > 0;
  if (pos.length === 1) {
    if (hasKw) raise(E.TypeError, "type() takes no keyword arguments");
    return typeOf(pos[0]);
  }
  if (pos.length !== 3) raise(E.TypeError, "type() takes 1 or 3 arguments");
  const [name, bases, ns] = pos;
  argument(1, name, "str", typeof name === "string");
  argument(2, bases, "tuple", bases instanceof PyTuple);
  argument(3, ns, "dict", ns instanceof PyDict);
  const namespace = [...(ns as PyDict).entries()].map(([k, v]) => {
    if (typeof k !== "string") raise(E.TypeError, `attribute name must be string, not '${typeOf(k).name}'`);
    return [k, v] as [string, any];
  });
  const t = makeClass(name, name, (bases as PyTuple).items, hasKw ? kw : undefined, namespace);
  // A call of type() is no statement that can wait: a hook that calls a tool is refused there.
  initSubclass(t, false);
  return t;
};
