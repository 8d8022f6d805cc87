// The methods of `tuple`: count and index (same search as list's).
import { PyTuple, T, builtin, countItem, defineMethods, indexOf } from "../values/index.js";

defineMethods(T.tuple, {
  index: builtin("index", "self, value, start=0, stop=9223372036854775807, /", (self: PyTuple, x, a, b) => indexOf(self.items, x, a, b, "tuple")),
  count: builtin("tuple.count", "self, value, /", (self: PyTuple, x: any) => countItem(self.items, x)),
});
