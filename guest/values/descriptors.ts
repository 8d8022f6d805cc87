// property, staticmethod and classmethod objects, and bound methods: what a class namespace holds
// and what reading it through an instance or the class gives (CPython's descriptor protocol).
import { E, raise } from "./exceptions.js";
import { prependItem } from "./arrays.js";
import { PyType, T, typeOf } from "./type.js";
import { callPy, type PyFunction } from "./callable.js";
import type { PyModule } from "./module.js";

export const DT = {
  property: new PyType("property", [T.object]),
  staticmethod: new PyType("staticmethod", [T.object]),
  classmethod: new PyType("classmethod", [T.object]),
  method: new PyType("method", [T.object]),
  cached_property: new PyType("cached_property", [T.object], "functools"),
};

export class PyProperty {
  constructor(
    readonly fget: any,
    readonly fset: any,
    readonly fdel: any,
    readonly doc: any,
  ) {}
  get $type(): PyType {
    return DT.property;
  }
  /** The name a class body gave it (CPython's `__set_name__` at class creation; a copy made by
   *  .getter/.setter/.deleter keeps it), null for one set on a class later. */
  setName: string | null = null;
  /** How CPython's errors name it: `property 'x'`, or `property` without a name. */
  get label(): string {
    return this.setName === null ? "property" : `property '${this.setName}'`;
  }
}

export class PyStaticMethod {
  constructor(readonly func: any) {}
  get $type(): PyType {
    return DT.staticmethod;
  }
}

export class PyClassMethod {
  constructor(readonly func: any) {}
  get $type(): PyType {
    return DT.classmethod;
  }
}

/** functools.cached_property: computed on first read through an instance, then kept in its attributes. */
export class PyCachedProperty {
  constructor(readonly func: any) {}
  get $type(): PyType {
    return DT.cached_property;
  }
}

/** `obj.method`: `func` with `self` bound first. */
export function boundMethod(self: any, func: any): PyFunction {
  const bound: PyFunction = (...args: any[]) => func(self, ...args);
  bound.$kw = (pos, kw) => callPy(func, prependItem(self, pos), kw);
  bound.$name = func.$name;
  bound.$qualname = func.$qualname;
  bound.$type = DT.method;
  bound.$self = self;
  bound.$async = func.$async;
  bound.$func = func;
  return bound;
}

/**
 * Whether a function found in a class binds to the instance it is read through: a script's def or
 * lambda does, and so do the methods of builtin types and the ones modules generate (dataclass,
 * enum); a bound method (`obj.m`, `xs.append`), a function of the builtins module (`len`) and a
 * functools.partial do not, having no __get__ in CPython.
 */
export function bindsToInstance(f: PyFunction): boolean {
  return f.$self === undefined && f.$noDescriptor !== true;
}

/** A module written in C in CPython, whose functions (and types) have no __get__: as class
 *  attributes they do not bind to instances. The Python-written modules' functions (json.dumps,
 *  re.compile) do, as every function of the guest's does by default. */
export function writtenInC(m: PyModule): PyModule {
  markNoDescriptors(Object.values(m.attrs));
  return m;
}

/** Marks the functions among `values` as having no __get__ (the builtins module's, a C module's). */
export function markNoDescriptors(values: Iterable<unknown>): void {
  for (const v of values) if (typeof v === "function") (v as PyFunction).$noDescriptor = true;
}

/** What reading `v` (found in a class namespace) gives through `self` (an instance or null) of `owner`. */
export function bindDescriptor(v: any, self: any, owner: PyType): any {
  if (typeof v === "function") {
    if (v.$classmethod) return boundMethod(owner, v);
    return self === null || !bindsToInstance(v) ? v : boundMethod(self, v);
  }
  if (v instanceof PyStaticMethod) return v.func;
  if (v instanceof PyClassMethod) return boundMethod(owner, v.func);
  if (v instanceof PyCachedProperty) {
    if (self === null) return v;
    const store = (r: any) => {
      if (self.attrs === undefined) raise(E.TypeError, `No '__dict__' attribute on '${owner.name}' instance to cache '${v.func.$name}' property.`);
      self.attrs[v.func.$name] = r;
      return r;
    };
    const r = callPy(v.func, [self]);
    return r instanceof Promise ? r.then(store) : store(r);
  }
  // A module's own descriptor (functools.singledispatchmethod): its __get__.
  if (typeof v?.$bind === "function") return v.$bind(self, owner);
  if (v instanceof PyProperty) {
    if (self === null) return v;
    if (v.fget === null) raise(E.AttributeError, `${v.label} of '${owner.name}' object has no getter`);
    return callPy(v.fget, [self]);
  }
  return v;
}

/** property(fget=None, fset=None, fdel=None, doc=None) with .getter/.setter/.deleter. */
DT.property.construct = (pos, kw) => {
  const names = ["fget", "fset", "fdel", "doc"];
  const a = names.map((n, i) => (i < pos.length ? pos[i] : kw?.[n] ?? null));
  return new PyProperty(a[0], a[1], a[2], a[3]);
};
DT.staticmethod.construct = (pos) => new PyStaticMethod(pos[0]);
DT.cached_property.construct = (pos) => new PyCachedProperty(pos[0]);
DT.classmethod.construct = (pos) => new PyClassMethod(pos[0]);
const prop = (self: any): PyProperty => (self instanceof PyProperty ? self : raise(E.TypeError, `descriptor requires a 'property' object but received a '${typeOf(self).name}'`));
/** A copy of property `p` with `fget`, `fset` and `fdel` replaced where given, keeping its name. */
function copied(p: PyProperty, fget: any, fset: any, fdel: any): PyProperty {
  const copy = new PyProperty(fget, fset, fdel, p.doc);
  copy.setName = p.setName;
  return copy;
}
DT.property.methods.set("getter", (self: any, f: any) => copied(prop(self), f, prop(self).fset, prop(self).fdel));
DT.property.methods.set("setter", (self: any, f: any) => copied(prop(self), prop(self).fget, f, prop(self).fdel));
DT.property.methods.set("deleter", (self: any, f: any) => copied(prop(self), prop(self).fget, prop(self).fset, f));
DT.property.properties.set("fget", (p: PyProperty) => p.fget);
DT.property.properties.set("fset", (p: PyProperty) => p.fset);
DT.property.properties.set("fdel", (p: PyProperty) => p.fdel);
DT.staticmethod.properties.set("__func__", (s: PyStaticMethod) => s.func);
DT.classmethod.properties.set("__func__", (s: PyClassMethod) => s.func);
DT.method.properties.set("__self__", (m: any) => m.$self);
DT.method.properties.set("__func__", (m: any) => m.$func);
// A bound method reads its function's docstring (a script function's, or one set on it).
DT.method.properties.set("__doc__", (m: any) => m.$func.$attrs?.__doc__ ?? m.$func.$params?.doc ?? null);
