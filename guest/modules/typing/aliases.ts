// typing's aliases of classes (`List`, `Dict`, `Iterable`, `Callable`, ...): each with the class
// typing.get_origin names (a builtin, or a stand-in for collections.abc's) and what
// `isinstance(x, Alias)` checks for the guest's values.

import {
  PyDict,
  PyDictView,
  PyIterator,
  PyType,
  T,
  hashKey,
  isInstance,
  isIterable,
  typeOf,
} from "../../values/index.js";
import { TypingAlias } from "./forms.js";
import { ABCS } from "../collections/abc.js";

/** What typing's Callable checks count as callable (also a protocol member's test, protocols.ts). */
export const isCallable = (x: unknown) => typeof x === "function" || x instanceof PyType || typeof (x as { $call?: unknown })?.$call === "function";
const any = (...types: PyType[]) => (x: unknown) => types.some((t) => isInstance(x, t));
const named = (name: string) => (x: unknown) => typeOf(x).name === name;
const sized = (x: unknown) =>
  any(T.str, T.list, T.tuple, T.dict, T.set, T.frozenset, T.range, T.bytes)(x) || x instanceof PyDictView || typeof (x as { $len?: unknown })?.$len === "function";
const hashable = (x: unknown) => {
  try {
    hashKey(x);
    return true;
  } catch {
    return false;
  }
};
const never = () => false;

/** collections.abc's class (typing.get_origin's answer), or a stand-in for another module's. */
const abc = (name: string, module = "collections.abc") => (module === "collections.abc" ? ABCS[name] : new PyType(name, [T.object], module));

/** name -> [origin, number of parameters (-1: any), isinstance check]. */
const TABLE: Record<string, [PyType, number, (x: unknown) => boolean]> = {
  List: [T.list, 1, any(T.list)],
  Dict: [T.dict, 2, any(T.dict)],
  Set: [T.set, 1, any(T.set)],
  FrozenSet: [T.frozenset, 1, any(T.frozenset)],
  Tuple: [T.tuple, -1, any(T.tuple)],
  Type: [T.type, 1, any(T.type)],
  Callable: [abc("Callable"), -1, isCallable],
  Iterable: [abc("Iterable"), 1, isIterable],
  Iterator: [abc("Iterator"), 1, (x) => x instanceof PyIterator],
  Generator: [abc("Generator"), 3, any(T.generator)],
  Reversible: [abc("Reversible"), 1, any(T.list, T.tuple, T.str, T.range, T.dict, T.bytes)],
  Container: [abc("Container"), 1, sized],
  Collection: [abc("Collection"), 1, sized],
  Sized: [abc("Sized"), 0, sized],
  Hashable: [abc("Hashable"), 0, hashable],
  Sequence: [abc("Sequence"), 1, any(T.list, T.tuple, T.str, T.range, T.bytes)],
  MutableSequence: [abc("MutableSequence"), 1, any(T.list)],
  Mapping: [abc("Mapping"), 2, (x) => x instanceof PyDict],
  MutableMapping: [abc("MutableMapping"), 2, (x) => x instanceof PyDict],
  AbstractSet: [abc("Set"), 1, any(T.set, T.frozenset)],
  MutableSet: [abc("MutableSet"), 1, any(T.set)],
  KeysView: [abc("KeysView"), 1, any(T.dict_keys)],
  ValuesView: [abc("ValuesView"), 1, any(T.dict_values)],
  ItemsView: [abc("ItemsView"), 2, any(T.dict_items)],
  MappingView: [abc("MappingView"), 1, (x) => x instanceof PyDictView],
  Awaitable: [abc("Awaitable"), 1, any(T.coroutine)],
  Coroutine: [abc("Coroutine"), 3, any(T.coroutine)],
  AsyncIterable: [abc("AsyncIterable"), 1, never],
  AsyncIterator: [abc("AsyncIterator"), 1, never],
  AsyncGenerator: [abc("AsyncGenerator"), 2, never],
  ContextManager: [abc("AbstractContextManager", "contextlib"), 1, never],
  AsyncContextManager: [abc("AbstractAsyncContextManager", "contextlib"), 1, never],
  DefaultDict: [abc("defaultdict", "collections"), 2, named("defaultdict")],
  OrderedDict: [abc("OrderedDict", "collections"), 2, named("OrderedDict")],
  Counter: [abc("Counter", "collections"), 1, named("Counter")],
  Deque: [abc("deque", "collections"), 1, named("deque")],
  ChainMap: [abc("ChainMap", "collections"), 2, never],
  Pattern: [abc("Pattern", "re"), 1, named("Pattern")],
  Match: [abc("Match", "re"), 1, named("Match")],
};

export function typingAliases(): Record<string, TypingAlias> {
  const out: Record<string, TypingAlias> = {};
  for (const [name, [origin, params, check]] of Object.entries(TABLE)) {
    out[name] = new TypingAlias(name === "Callable" ? "callable" : "generic", name, origin, null, params, check);
  }
  return out;
}
