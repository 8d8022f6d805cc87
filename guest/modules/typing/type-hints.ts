// typing.get_type_hints, as typing.py 3.11's: a class's annotations along its MRO (bases first, a
// subclass's own replacing theirs), a function's (kept by the transpiler in a script that
// mentions get_type_hints), each evaluated now (a postponed or string annotation is a
// LazyAnnotation then), None as NoneType, Annotated stripped unless include_extras.

import {
  E, GenericAlias, PyClassMethod, PyDict, PyStaticMethod, PyType, T, UserType, annotationValue, makeUnion, raise, repr, truthy, UnionType,
  type PyFunction,
} from "../../values/index.js";
import { formHints } from "./class-forms.js";
import { TypingAlias, makeTypingUnion } from "./forms.js";

function evaluate(v: unknown): unknown {
  const value = annotationValue(v);
  if (value === null) return T.NoneType;
  // A string the transpiler could not parse (ForwardRef's SyntaxError).
  if (typeof value === "string") raise(E.SyntaxError, `Forward reference must be an expression -- got ${repr(value)}`);
  return value;
}

/** typing._strip_annotations: `Annotated[T, x]` is T, also inside another alias's arguments. */
function strip(t: unknown): unknown {
  if (t instanceof TypingAlias && t.args !== null) {
    if (t.kind === "annotated") return strip(t.args[0]);
    const args = t.args.map(strip);
    if (args.every((a, i) => a === t.args![i])) return t;
    return t.kind === "union" ? makeTypingUnion(args) : new TypingAlias(t.kind, t.name, t.origin, args, t.params);
  }
  if (t instanceof GenericAlias) {
    const args = t.args.map(strip);
    return args.every((a, i) => a === t.args[i]) ? t : new GenericAlias(t.origin, args);
  }
  if (t instanceof UnionType) {
    const args = t.args.map(strip);
    return args.every((a, i) => a === t.args[i]) ? t : makeUnion(args);
  }
  return t;
}

/** The function whose annotations a callable has: a bound method's, a class- or staticmethod's. */
function functionOf(obj: any): PyFunction | null {
  if (obj instanceof PyClassMethod || obj instanceof PyStaticMethod) return functionOf(obj.func);
  if (typeof obj !== "function") return null;
  return obj.$func !== undefined ? functionOf(obj.$func) : obj;
}

export function getTypeHints(obj: unknown, _globalns: unknown, _localns: unknown, includeExtras: unknown): PyDict {
  const hints = new PyDict();
  if (obj instanceof PyType) {
    for (const base of [...obj.mro].reverse()) {
      const own = base instanceof UserType ? base.annotations : (formHints.get(base) ?? []);
      for (const [name, , value] of own) if (value !== undefined) hints.set(name, evaluate(value));
    }
  } else {
    const fn = functionOf(obj);
    if (fn === null) raise(E.TypeError, `${repr(obj)} is not a module, class, method, or function.`);
    const kept = fn!.$annotations;
    if (kept !== undefined) kept.names.forEach((name, i) => hints.set(name, evaluate(kept.values[i])));
  }
  if (!truthy(includeExtras)) for (const [k, v] of [...hints.entries()]) hints.set(k, strip(v));
  return hints;
}
