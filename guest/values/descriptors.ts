// property, staticmethod and classmethod objects, and bound methods: what a class namespace holds
// and what reading it through an instance or the class gives (CPython's descriptor protocol).
import { E, raise } from "./exceptions.js";
import { prependItem } from "./arrays.js";
import { PyType, T, typeOf } from "./type.js";
import { hasSlots } from "./slots.js";
import { strRepr } from "./repr.js";
import { callPy, findAttr, functionDoc, isCallable, lookupAttr, type PyFunction } from "./callable.js";
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
  // Callable since 3.10, as its function (a class body calls it by its name).
  $call(pos: any[], kw?: Record<string, any>): any {
    return callPy(this.func, pos, kw);
  }
  $callable(): boolean {
    return true;
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
  /** The name its class body gave it (its `__set_name__`), null until then. */
  attrname: string | null = null;
  constructor(readonly func: any) {}
  get $type(): PyType {
    return DT.cached_property;
  }
  /** cached_property.__set_name__: one name only. */
  setName(name: string): void {
    if (this.attrname === null) this.attrname = name;
    else if (name !== this.attrname) raise(E.TypeError, `Cannot assign the same cached_property to two different names (${strRepr(this.attrname)} and ${strRepr(name)}).`);
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
  if (v instanceof PyCachedProperty) return self === null ? v : cachedValue(v, self);
  // A module's own descriptor (functools.singledispatchmethod): its __get__.
  if (typeof v?.$bind === "function") return v.$bind(self, owner);
  if (v instanceof PyProperty) {
    if (self === null) return v;
    if (v.fget === null) raise(E.AttributeError, `${v.label} of '${owner.name}' object has no getter`);
    return callPy(v.fget, [self]);
  }
  return v;
}

/** cached_property.__get__ through instance `self`: the value kept in its attributes, else the
 *  function's result, kept there. */
function cachedValue(v: PyCachedProperty, self: any): any {
  const name = v.attrname;
  if (name === null) raise(E.TypeError, "Cannot use cached_property instance without calling __set_name__ on it.");
  const attrs: Record<string, any> | undefined = self.attrs;
  if (attrs === undefined || hasSlots(typeOf(self))) raise(E.TypeError, `No '__dict__' attribute on ${strRepr(typeOf(self).name)} instance to cache ${strRepr(name)} property.`);
  if (attrs[name] !== undefined) return attrs[name];
  const store = (r: any) => (attrs[name] = r);
  const r = callPy(v.func, [self]);
  return r instanceof Promise ? r.then(store) : store(r);
}

/** property(fget=None, fset=None, fdel=None, doc=None) with .getter/.setter/.deleter. */
DT.property.construct = (pos, kw) => {
  const names = ["fget", "fset", "fdel", "doc"];
  const a = names.map((n, i) => (i < pos.length ? pos[i] : kw?.[n] ?? null));
  return new PyProperty(a[0], a[1], a[2], a[3]);
};
DT.staticmethod.construct = (pos) => new PyStaticMethod(pos[0]);
// types.MethodType(f, obj): `f` bound to `obj`, as a descriptor's __get__ binds (f may be any
// callable: a class-based decorator binds itself).
DT.method.construct = (pos, kw) => {
  if (kw !== undefined && Object.keys(kw).length > 0) raise(E.TypeError, "method() takes no keyword arguments");
  if (pos.length !== 2) raise(E.TypeError, `method expected 2 arguments, got ${pos.length}`);
  const [func, self] = pos;
  if (!isCallable(func)) raise(E.TypeError, "first argument must be callable");
  if (self === null) raise(E.TypeError, "instance must not be None");
  if (typeof func === "function") return boundMethod(self, func);
  const call: PyFunction = (...args: any[]) => callPy(func, args);
  call.$kw = (args, kw) => callPy(func, args, kw);
  call.$name = findAttr(func, "__name__") ?? "?";
  call.$qualname = findAttr(func, "__qualname__") ?? call.$name;
  call.$async = func.$async;
  const bound = boundMethod(self, call);
  (bound as any).$func = func;
  return bound;
};
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
DT.property.properties.set("__doc__", (p: PyProperty) => p.doc ?? (p.fget === null ? null : (lookupAttr(p.fget, "__doc__") ?? null)));
DT.cached_property.properties.set("func", (c: PyCachedProperty) => c.func);
DT.cached_property.properties.set("attrname", (c: PyCachedProperty) => c.attrname);
DT.cached_property.properties.set("__doc__", (c: PyCachedProperty) => lookupAttr(c.func, "__doc__") ?? null);
// staticmethod and classmethod objects wrap their function (3.10+): `__wrapped__`, and its
// `__name__`, `__qualname__` and `__doc__`, which an outer decorator may read.
for (const t of [DT.staticmethod, DT.classmethod]) {
  t.properties.set("__func__", (s: PyStaticMethod | PyClassMethod) => s.func);
  t.properties.set("__wrapped__", (s: PyStaticMethod | PyClassMethod) => s.func);
  for (const name of ["__name__", "__qualname__", "__doc__"]) t.properties.set(name, (s: PyStaticMethod | PyClassMethod) => lookupAttr(s.func, name));
}
DT.method.properties.set("__self__", (m: any) => m.$self);
DT.method.properties.set("__func__", (m: any) => m.$func);
// A bound method reads its function's docstring (a script function's, or one set on it).
DT.method.properties.set("__doc__", (m: any) => functionDoc(m.$func));
