// functools.singledispatch: a function that picks its implementation by its first argument's
// class, the first along that class's MRO that `register` named (object: the decorated function).
// `@f.register` reads the implementation's first annotation (the transpiler keeps the annotations
// of a def so decorated, guest/runtime/functions.ts keepAnnotations), a union registering each of
// its classes. The ABCs of collections.abc match no class here (toolflow has no ABC registry).
import { E, PyClassMethod, PyDict, PyStaticMethod, PyType, T, annotationValue, bindDescriptor, callPy, pyDef, raise, repr, typeOf, type PyFunction } from "../values/index.js";
import { updateWrapper } from "./functools-decorators.js";
import { unionMembers } from "./typing/forms.js";

/** The classes a registration names: a class, or each class of a union; null when it is neither. */
function dispatchTypes(cls: unknown): PyType[] | null {
  if (cls instanceof PyType) return [cls];
  const members = unionMembers(cls);
  return members !== null && members.every((m) => m instanceof PyType) ? (members as PyType[]) : null;
}

export function singledispatch(func: unknown): PyFunction {
  const registry = new Map<PyType, unknown>([[T.object, func]]);
  // The registry as the script reads it (`f.registry[int]`): a dict kept in step.
  const shown = new PyDict();
  shown.set(T.object, func);
  let cache = new Map<PyType, unknown>();
  const dispatch = (cls: PyType): unknown => {
    let impl = cache.get(cls);
    if (impl === undefined) {
      impl = func;
      for (const c of cls.mro) {
        if (registry.has(c)) {
          impl = registry.get(c);
          break;
        }
      }
      cache.set(cls, impl);
    }
    return impl;
  };
  const add = (types: PyType[], impl: unknown): unknown => {
    for (const t of types) {
      registry.set(t, impl);
      shown.set(t, impl);
    }
    cache = new Map();
    return impl;
  };
  const register = (cls: unknown, impl: unknown): unknown => {
    const types = dispatchTypes(cls);
    if (types !== null) return impl === null ? pyDef("<lambda>", "f", (f: unknown) => register(cls, f)) : add(types, impl);
    if (impl !== null) raise(E.TypeError, `Invalid first argument to \`register()\`. ${repr(cls)} is not a class or union type.`);
    // A classmethod or staticmethod carries its function's annotations (its __wrapped__).
    const annotated = cls instanceof PyClassMethod || cls instanceof PyStaticMethod ? cls.func : cls;
    const annotations = typeof annotated === "function" ? (annotated as PyFunction).$annotations : undefined;
    if (annotations === undefined || annotations.names.length === 0) {
      raise(E.TypeError, `Invalid first argument to \`register()\`: ${repr(cls)}. Use either \`@register(some_class)\` or plain \`@register\` on an annotated function.`);
    }
    // typing.get_type_hints: None stands for NoneType.
    const name = annotations.names[0];
    const value = annotationValue(annotations.values[0]);
    const hint = value === null ? T.NoneType : value;
    const hinted = dispatchTypes(hint);
    if (hinted === null) raise(E.TypeError, `Invalid annotation for ${repr(name)}. ${repr(hint)} ${unionMembers(hint) !== null ? "not all arguments are classes" : "is not a class"}.`);
    return add(hinted, cls);
  };
  const name = typeof func === "function" ? ((func as PyFunction).$name ?? "singledispatch function") : "singledispatch function";
  const call = (pos: unknown[], kw?: Record<string, unknown>): unknown => {
    if (pos.length === 0) raise(E.TypeError, `${name} requires at least 1 positional argument`);
    return callPy(dispatch(typeOf(pos[0])), pos, kw);
  };
  const wrapper: PyFunction = (...args: unknown[]) => call(args);
  wrapper.$kw = (pos, kw) => call(pos, kw);
  updateWrapper(wrapper, func);
  wrapper.$attrs!.register = pyDef("register", "cls, func=None", register);
  wrapper.$attrs!.dispatch = pyDef("dispatch", "cls", (cls: unknown) => (cls instanceof PyType ? dispatch(cls) : raise(E.TypeError, `${repr(cls)} is not a class`)));
  wrapper.$attrs!.registry = shown;
  return wrapper;
}

const SingleDispatchMethodType = new PyType("singledispatchmethod", [T.object], "functools");

/** functools.singledispatchmethod: a descriptor whose binding dispatches on the first argument
 *  after self (or cls), binding the implementation it picks as that one is bound (a classmethod
 *  to the class), as functools.py's __get__ does. */
class SingleDispatchMethod {
  readonly dispatcher: PyFunction;
  constructor(readonly func: unknown) {
    this.dispatcher = singledispatch(func);
  }

  get $type(): PyType {
    return SingleDispatchMethodType;
  }

  $getAttr(name: string): unknown {
    if (name === "register") return this.dispatcher.$attrs!.register;
    if (name === "dispatcher" || name === "func") return this[name];
    return undefined;
  }

  $bind(self: unknown, owner: PyType): PyFunction {
    const dispatch = this.dispatcher.$attrs!.dispatch as PyFunction;
    const call = (pos: unknown[], kw?: Record<string, unknown>): unknown => {
      if (pos.length === 0) raise(E.IndexError, "tuple index out of range");
      return callPy(bindDescriptor(dispatch(typeOf(pos[0])), self, owner), pos, kw);
    };
    const method: PyFunction = (...args: unknown[]) => call(args);
    method.$kw = (pos, kw) => call(pos, kw);
    updateWrapper(method, this.func instanceof PyClassMethod || this.func instanceof PyStaticMethod ? this.func.func : this.func);
    method.$attrs!.register = this.dispatcher.$attrs!.register;
    return method;
  }
}

const makeMethod = pyDef("singledispatchmethod", "func", (func: unknown) => new SingleDispatchMethod(func));
SingleDispatchMethodType.construct = (pos, kw) => makeMethod.$kw!(pos, kw ?? {});

/** The class `functools.singledispatchmethod`. */
export const singledispatchmethod = SingleDispatchMethodType;
