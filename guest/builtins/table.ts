// The `builtins` namespace a script sees: builtin functions, the type objects and the exception
// classes. Importing this module also registers the methods of the builtin types.
import { E, Ellipsis, NotImplemented, T, asciiRepr, asyncIterationBuiltins, builtin, divmod, install, isCallable, lenInt, pyHash, raise, repr } from "../values/index.js";
import "./str-methods.js";
import "./str-translate.js";
import "./protocol-dunders.js";
import "./container-dunders.js";
import "./bytes-methods.js";
import "./bytes-text-methods.js";
import "./bytearray-methods.js";
import "./bytes-percent-format.js";
import "./list-methods.js";
import "./tuple-methods.js";
import "./range-methods.js";
import "./dict-methods.js";
import "./set-methods.js";
import "./number-methods.js";
import "./int-bytes.js";
import "./slice-methods.js";
import { all, any, minMax, sorted, sum } from "./aggregates.js";
import { enumerate, filter, iterBuiltin, map, nextBuiltin, reversed, zip } from "./iteration.js";
import { abs, bin, chr, hex, oct, ord, pow } from "./numeric.js";
import { formatBuiltin, getattr, hasattr, isinstance, printBuiltin } from "./objects.js";
import { id } from "./identity.js";
import { round } from "./round.js";
import { classBuiltins } from "./classes.js";
import { vars } from "./vars.js";
import { dirBuiltin } from "./dir.js";

/** CPython's sorted() hands its keywords to list.sort, so an unknown keyword names sort(). */
function sortedKeywords(pos: any[], kw: Record<string, any>): void {
  if (pos.length !== 1) return;
  const names = Object.keys(kw);
  if (names.length > 2) raise(E.TypeError, `sort() takes at most 2 keyword arguments (${names.length} given)`);
  for (const k of names) if (k !== "key" && k !== "reverse") raise(E.TypeError, `'${k}' is an invalid keyword argument for sort()`);
}

const functions: Record<string, any> = {
  print: builtin("print", "*args, sep=' ', end='\\n', file=None, flush=False", printBuiltin),
  len: builtin("len", "obj, /", lenInt),
  sorted: builtin("sorted", "iterable, /, *, key=None, reverse=False", sorted, { keywordCheck: sortedKeywords }),
  min: builtin("min", "*args, key=None, default=?", (args: any[], key: any, dflt: any) => minMax("min", args, key, dflt)),
  max: builtin("max", "*args, key=None, default=?", (args: any[], key: any, dflt: any) => minMax("max", args, key, dflt)),
  sum: builtin("sum", "iterable, /, start=0", sum),
  any: builtin("any", "iterable, /", any),
  all: builtin("all", "iterable, /", all),
  iter: builtin("iter", "object, sentinel=?, /", iterBuiltin),
  next: builtin("next", "iterator, default=?, /", (it: any, dflt: any) => nextBuiltin(it, dflt, dflt !== undefined)),
  abs: builtin("abs", "x, /", abs),
  round: builtin("round", "number, ndigits=None", round),
  divmod: builtin("divmod", "x, y, /", divmod),
  pow: builtin("pow", "base, exp, mod=None", pow),
  hex: builtin("hex", "number, /", hex),
  oct: builtin("oct", "number, /", oct),
  bin: builtin("bin", "number, /", bin),
  ord: builtin("ord", "c, /", ord),
  chr: builtin("chr", "i, /", chr),
  isinstance: builtin("isinstance", "obj, class_or_tuple, /", isinstance),
  repr: builtin("repr", "obj, /", repr),
  ascii: builtin("ascii", "obj, /", asciiRepr),
  hash: builtin("hash", "obj, /", pyHash),
  callable: builtin("callable", "obj, /", isCallable),
  getattr: builtin("getattr", "object, name, default=?, /", (o: any, n: any, d: any) => getattr(o, n, d, d !== undefined)),
  hasattr: builtin("hasattr", "obj, name, /", hasattr),
  format: builtin("format", "value, format_spec='', /", formatBuiltin),
  id: builtin("id", "obj, /", id),
  vars,
  dir: dirBuiltin,
};

// The iteration builtins are types, as in CPython (`isinstance(m, map)`, `type(m) is map`).
install(T.enumerate, builtin("enumerate", "iterable, start=0", enumerate));
install(T.zip, builtin("zip", "*iterables, strict=False", zip));
// CPython counts map()'s arguments itself: `map()` and `map(f)` say the same thing.
install(T.map, builtin("map", "func=None, /, *iterables", map));
install(T.filter, builtin("filter", "function, iterable, /", filter));
install(T.reversed, builtin("reversed", "sequence, /", reversed));

const TYPES = [
  "int", "float", "bool", "str", "list", "tuple", "dict", "set", "frozenset", "range", "bytes", "bytearray", "slice", "type", "object",
  "enumerate", "zip", "map", "filter", "reversed",
] as const;

/** Name -> Python value for every builtin a script can name. */
export const builtins: Record<string, any> = Object.assign(Object.create(null), functions);
for (const name of TYPES) builtins[name] = T[name];
Object.assign(builtins, E, classBuiltins, asyncIterationBuiltins);
builtins.Ellipsis = Ellipsis;
builtins.NotImplemented = NotImplemented;
builtins.__debug__ = true;
