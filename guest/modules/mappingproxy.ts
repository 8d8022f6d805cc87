// types.MappingProxyType: a read-only view of a dict (an enum class's `__members__`). Reads go
// to the dict (keys(), values() and items() are its own views); it has no way to change it.
import { E, PyDict, PyType, T, binaryOp, builtin, callMethod, defineMethods, eq, getItem, iter, raise, repr, str, typeOf, type BinaryOpName, type PyIterator } from "../values/index.js";

export const MappingProxyType = new PyType("mappingproxy", [T.object]);

export class MappingProxy {
  declare readonly $type: PyType;
  constructor(readonly mapping: PyDict) {}

  $getItem(key: unknown): unknown {
    return getItem(this.mapping, key);
  }

  $delItem(): never {
    return raise(E.TypeError, "'mappingproxy' object does not support item deletion");
  }

  $len(): number {
    return this.mapping.size;
  }

  $iter(): PyIterator {
    return iter(this.mapping);
  }

  $contains(key: unknown): boolean {
    return this.mapping.has(key);
  }

  $repr(): string {
    return `mappingproxy(${repr(this.mapping)})`;
  }

  $str(): string {
    return str(this.mapping);
  }

  /** `proxy | d`: a new dict, as the dict's own `|` makes. */
  $binaryOp(op: BinaryOpName, other: unknown, reflected: boolean): unknown {
    const o = other instanceof MappingProxy ? other.mapping : other;
    if (op !== "BitOr" || !(o instanceof PyDict)) return undefined;
    return reflected ? binaryOp(op, o, this.mapping) : binaryOp(op, this.mapping, o);
  }

  $eq(other: unknown): boolean {
    return eq(this.mapping, other instanceof MappingProxy ? other.mapping : other);
  }
}
// `$mapping`: dict(m) reads it by its keys(), as any mapping (constructors.ts).
Object.defineProperties(MappingProxy.prototype, { $type: { value: MappingProxyType }, $hashable: { value: false }, $mapping: { value: true } });

// Over a dict only (a proxy of another mapping is not made): the proxy reads it directly.
MappingProxyType.construct = (pos, kw) => {
  const mapping = pos.length === 1 && !(kw && Object.keys(kw).length) ? pos[0] : raise(E.TypeError, "mappingproxy() missing required argument 'mapping' (pos 1)");
  if (!(mapping instanceof PyDict)) raise(E.TypeError, `mappingproxy() argument must be a mapping, not ${typeOf(mapping).name}`);
  return new MappingProxy(mapping);
};

function self(x: unknown, method: string): MappingProxy {
  if (x instanceof MappingProxy) return x;
  return raise(E.TypeError, `descriptor '${method}' for 'mappingproxy' objects doesn't apply to a '${typeOf(x).name}' object`);
}

const read = (method: string) => builtin(method, "self, /", (s: unknown) => callMethod(self(s, method).mapping, method, []));

defineMethods(MappingProxyType, {
  keys: read("keys"),
  values: read("values"),
  items: read("items"),
  copy: read("copy"),
  get: builtin("get", "self, key, default=None, /", (s: unknown, key: unknown, dflt: unknown) => {
    const v = self(s, "get").mapping.get(key);
    return v === undefined ? dflt : v;
  }),
});
