// The `collections` module: Counter, defaultdict and OrderedDict (dict subclasses), deque,
// namedtuple and ChainMap (collections.abc is abc.ts, bound as `abc` by `import collections.abc`).
import { PyModule, builtin } from "../../values/index.js";
import { CounterType } from "./counter.js";
import { DefaultDictType, OrderedDictType } from "./dicts.js";
import { DequeType } from "./deque.js";
import { namedtuple } from "./namedtuple.js";
import { ChainMapType } from "./chainmap.js";

export function collectionsModule(): PyModule {
  return new PyModule("collections", {
    ChainMap: ChainMapType,
    Counter: CounterType,
    defaultdict: DefaultDictType,
    OrderedDict: OrderedDictType,
    deque: DequeType,
    namedtuple: builtin("namedtuple", "typename, field_names, *, rename=False, defaults=None, module=None", namedtuple),
  });
}
