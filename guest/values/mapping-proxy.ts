// types.MappingProxyType (`mappingproxy`): a read-only view of a mapping, which reads go through
// to (dataclasses' Field.metadata, an enum class's __members__, a class's __dict__). Its str is the
// mapping's, its repr `mappingproxy({...})`; it is unhashable, takes no items and no attributes, and
// equals what its mapping equals.
import { E, raise } from "./exceptions.js";
import { PyDict } from "./dict.js";
import { PyList } from "./list.js";
import { PyTuple } from "./tuple.js";
import { PyType, T, typeName, typeOf } from "./type.js";
import { type BinaryOpName, binaryOp, contains } from "./operators.js";
import { builtin, callMethod, defineMethods, hasAttr } from "./callable.js";
import { eq } from "./compare.js";
import { getItem } from "./items.js";
import { iter } from "./iterate.js";
import { len } from "./protocol.js";
import { repr, str } from "./repr.js";
import type { PyIterator } from "./iterator.js";

export const MappingProxyType = new PyType("mappingproxy", [T.object]);

export class MappingProxy {
  declare readonly $type: PyType;
  constructor(readonly mapping: unknown) {}

  $getItem(key: unknown): unknown {
    return getItem(this.mapping, key);
  }

  // CPython's mappingproxy words this one apart from other types' "doesn't support item deletion".
  $delItem(): void {
    raise(E.TypeError, "'mappingproxy' object does not support item deletion");
  }

  $contains(key: unknown): boolean {
    return contains(this.mapping, key);
  }

  $iter(): PyIterator {
    return iter(this.mapping);
  }

  $len(): number {
    return len(this.mapping);
  }

  $repr(): string {
    return `mappingproxy(${repr(this.mapping)})`;
  }

  $str(): string {
    return str(this.mapping);
  }

  $eq(other: unknown): boolean {
    return eq(this.mapping, other instanceof MappingProxy ? other.mapping : other);
  }

  // `proxy | d` and `d | proxy`: the mapping's own `|` (a new dict).
  $binaryOp(op: BinaryOpName, other: unknown, reflected: boolean): unknown {
    if (op !== "BitOr") return undefined;
    return reflected ? binaryOp(op, other, this.mapping) : binaryOp(op, this.mapping, other);
  }
}
// `$mapping`: dict(proxy) and `{**proxy}` read it by its keys(), as any mapping.
Object.defineProperties(MappingProxy.prototype, { $type: { value: MappingProxyType }, $hashable: { value: false }, $mapping: { value: true } });

/** MappingProxyType(mapping): CPython takes any mapping but a list or tuple. */
export function mappingProxy(mapping: unknown): MappingProxy {
  const isMapping = mapping instanceof PyDict || (mapping as any)?.$mapping === true || (typeOf(mapping).user && hasAttr(mapping, "__getitem__"));
  if (!isMapping || mapping instanceof PyList || mapping instanceof PyTuple) {
    raise(E.TypeError, `mappingproxy() argument must be a mapping, not ${typeName(mapping)}`);
  }
  return new MappingProxy(mapping);
}

const ctor = builtin("mappingproxy", "mapping", mappingProxy);
MappingProxyType.construct = (pos, kw) => ctor.$kw!(pos, kw ?? {});

const self = (x: unknown, method: string): MappingProxy =>
  x instanceof MappingProxy ? x : raise(E.TypeError, `descriptor '${method}' for 'mappingproxy' objects doesn't apply to a '${typeName(x)}' object`);

// The mapping's own methods answer.
const passed = (name: string, sig: string) => builtin(name, sig, (s: unknown, ...args: unknown[]) => callMethod(self(s, name).mapping, name, args));

defineMethods(MappingProxyType, {
  get: passed("get", "self, key, default=None, /"),
  keys: passed("keys", "self, /"),
  items: passed("items", "self, /"),
  values: passed("values", "self, /"),
  copy: passed("copy", "self, /"),
});
