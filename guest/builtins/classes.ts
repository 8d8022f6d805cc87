// Builtins for classes a script defines: property, staticmethod, classmethod, super (the
// explicit two-argument form; `super()` is compiled), issubclass, NotImplemented.
import { DT, E, NotImplemented, PyList, PyTuple, PyType, T, builtin, defineMethods, raise, superOf } from "../values/index.js";

function issubclass(cls: any, classinfo: any): boolean {
  if (!(cls instanceof PyType)) raise(E.TypeError, "issubclass() arg 1 must be a class");
  if (classinfo instanceof PyTuple) return classinfo.items.some((c) => issubclass(cls, c));
  if (!(classinfo instanceof PyType)) raise(E.TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
  if (classinfo.checkRefusal !== null) raise(E.TypeError, classinfo.checkRefusal);
  return cls.mro.includes(classinfo) || (classinfo.virtualCheck !== null && classinfo.virtualCheck.subclass(cls));
}

export const classBuiltins: Record<string, any> = {
  property: DT.property,
  staticmethod: DT.staticmethod,
  classmethod: DT.classmethod,
  NotImplemented,
  issubclass: builtin("issubclass", "cls, class_or_tuple, /", issubclass),
  super: builtin("super", "type, obj, /", superOf),
};

// type.mro(C) and C.mro(): the method resolution order as a list.
defineMethods(T.type, { mro: builtin("mro", "self, /", (t: PyType) => new PyList(t.mro.slice())) });
