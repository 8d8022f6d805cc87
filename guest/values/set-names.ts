// type_new's `__set_name__` step: once a class exists, each value of its body whose type defines
// `__set_name__` learns the class and its name there, in definition order (a cached_property its
// attrname; a descriptor the script wrote, through its own method).
import { E, PyBaseException, raise } from "./exceptions.js";
import { type PyType, typeOf } from "./type.js";
import { callPy } from "./callable.js";
import { PyCachedProperty } from "./descriptors.js";
import { typeSpecial } from "./special.js";
import { strRepr } from "./repr.js";

export function setNames(t: PyType): void {
  // A copy, as CPython's: a hook may change the namespace.
  for (const [name, v] of [...t.methods]) {
    try {
      if (v instanceof PyCachedProperty) v.setName(name);
      else callSetName(v, t, name);
    } catch (e) {
      if (!(e instanceof PyBaseException)) throw e;
      const err = new PyBaseException(E.RuntimeError, [`Error calling __set_name__ on '${typeOf(v).name}' instance ${strRepr(name)} in '${t.name}'`]);
      err.cause = err.context = e;
      err.suppressContext = true;
      throw err;
    }
  }
}

function callSetName(v: any, owner: PyType, name: string): void {
  const vt: PyType | undefined = v?.$type;
  const m = vt?.user === true ? typeSpecial(vt, "__set_name__") : undefined;
  if (m === undefined) return;
  const r = callPy(m, [v, owner, name]);
  if (r instanceof Promise) {
    r.catch(() => undefined);
    raise(E.TypeError, `${vt!.name}.__set_name__() calls a tool, and a class statement cannot wait for it`);
  }
}
