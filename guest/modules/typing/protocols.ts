// typing.Protocol's checks, as typing.py 3.11's _ProtocolMeta: a class listing Protocol among its
// bases is a protocol; isinstance and issubclass refuse one unless @runtime_checkable made it
// checkable, and then an object counts by having each member the protocol's classes define or
// annotate (a method set to None does not), a class by its own classes defining each (only
// protocols whose members are all methods).
import { E, PyType, T, UserType, hasAttr, lookupAttr, raise, repr } from "../../values/index.js";
import { isCallable } from "./aliases.js";

const REFUSAL = "Instance and class checks can only be used with @runtime_checkable protocols";

/** typing.py's _get_protocol_attrs skips these names. */
const NOT_MEMBERS = new Set([
  "__abstractmethods__", "__annotations__", "__weakref__", "_is_protocol", "_is_runtime_protocol", "__dict__", "__args__",
  "__slots__", "__next_in_mro__", "__parameters__", "__origin__", "__orig_bases__", "__extra__", "__tree_hash__", "__doc__",
  "__subclasshook__", "__init__", "__new__", "__module__", "_MutableMapping__marker", "_gorg", "__qualname__",
]);

const protocols = new WeakSet<PyType>();

/** Protocol's subclass hook: a class that lists Protocol itself among its bases is a protocol. */
export function markProtocol(sub: PyType, protocol: PyType): void {
  if (!sub.bases.includes(protocol)) return;
  protocols.add(sub);
  sub.checkRefusal = REFUSAL;
}

function members(cls: PyType): string[] {
  const out = new Set<string>();
  for (const base of cls.mro) {
    if (base === T.object || base.module === "typing") continue;
    const annotated = base instanceof UserType ? base.annotations.map(([name]) => name) : [];
    for (const name of [...base.methods.keys(), ...annotated]) if (!name.startsWith("_abc_") && !NOT_MEMBERS.has(name)) out.add(name);
  }
  return [...out];
}

/** @runtime_checkable: isinstance and issubclass check the protocol's members. */
export function runtimeCheckable(cls: unknown): unknown {
  if (!(cls instanceof PyType) || !protocols.has(cls)) {
    raise(E.TypeError, `@runtime_checkable can be only applied to protocol classes, got ${repr(cls)}`);
  }
  const names = members(cls);
  const isMethod = (name: string) => isCallable(lookupAttr(cls, name));
  cls.checkRefusal = null;
  cls.virtualCheck = {
    instance: (x) => names.every((name) => hasAttr(x, name) && (!isMethod(name) || lookupAttr(x, name) !== null)),
    subclass: (c) => {
      if (!names.every(isMethod)) raise(E.TypeError, "Protocols with non-method members don't support issubclass()");
      return names.every((name) => c.mro.some((b) => b.methods.has(name) && b.methods.get(name) !== null));
    },
  };
  return cls;
}
