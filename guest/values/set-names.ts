// type_new's `__set_name__` step: once a class exists, each value of its body whose type defines
// `__set_name__` learns the class and its name there, in definition order (a cached_property its
// attrname; a descriptor the script wrote, through its own method).
import { E, PyBaseException, raise } from "./exceptions.js";
import { type PyType, typeOf } from "./type.js";
import { callPy } from "./callable.js";
import { PyCachedProperty } from "./descriptors.js";
import { typeSpecial } from "./special.js";
import { strRepr } from "./repr.js";

/** Null, or a promise of null where a `__set_name__` waits for a tool (see waited). */
export function setNames(t: PyType, canWait: boolean): null | Promise<null> {
  // A copy, as CPython's: a hook may change the namespace.
  return setFrom([...t.methods], 0, t, canWait);
}

function setFrom(entries: [string, any][], start: number, t: PyType, canWait: boolean): null | Promise<null> {
  for (let i = start; i < entries.length; i++) {
    const [name, v] = entries[i];
    let r: any;
    try {
      r = setName(v, t, name);
    } catch (e) {
      throw failed(e, v, t, name);
    }
    const wait = waited(r, canWait, `${typeOf(v).name}.__set_name__`);
    if (wait !== null) {
      return wait.then(
        () => setFrom(entries, i + 1, t, canWait),
        (e) => {
          throw failed(e, v, t, name);
        },
      );
    }
  }
  return null;
}

/** `type(v).__set_name__(v, owner, name)` where `v`'s type defines it (a module's object may
 *  define `$setName`: dataclasses' Field passes it on to its default). */
export function setName(v: any, owner: PyType, name: string): any {
  if (v instanceof PyCachedProperty) return v.setName(name);
  if (typeof v?.$setName === "function") return v.$setName(owner, name);
  const vt: PyType | undefined = v?.$type;
  const m = vt?.user === true ? typeSpecial(vt, "__set_name__") : undefined;
  return m === undefined ? null : callPy(m, [v, owner, name]);
}

/** CPython 3.11's RuntimeError for an exception `e` that a `__set_name__` raised. */
function failed(e: unknown, v: any, owner: PyType, name: string): unknown {
  if (!(e instanceof PyBaseException)) return e;
  const err = new PyBaseException(E.RuntimeError, [`Error calling __set_name__ on '${typeOf(v).name}' instance ${strRepr(name)} in '${owner.name}'`]);
  err.cause = err.context = e;
  err.suppressContext = true;
  return err;
}

/** A class-creation hook's result `r`: null, or where the hook calls a tool (a promise) that
 *  promise when the class statement can wait; where it cannot, a TypeError that says so. */
export function waited(r: any, canWait: boolean, hook: string): null | Promise<null> {
  if (!(r instanceof Promise)) return null;
  if (canWait) return r.then(() => null);
  r.catch(() => undefined);
  return raise(E.TypeError, `${hook}() calls a tool, and this class statement cannot wait for it`);
}
