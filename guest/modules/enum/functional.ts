// EnumType.__call__: `Color(1)` looks a member up; `Enum("Animal", "ANT BEE")` (names given) is
// the functional API, which makes the class a class statement would (EnumType._create_).
import {
  E, PyList, PyTuple, PyType, callMethod, getItem, initSubclass, iter, makeClass, pyDef, raise, toArray, typeOf, unpack,
} from "../../values/index.js";
import { generateNext } from "./auto.js";
import { lookupValue } from "./lookup.js";

export const enumCall = pyDef(
  "EnumType.__call__",
  "cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None",
  (cls: PyType, value: any, names: any, module: any, qualname: any, type: any, start: any) =>
    names === null ? lookupValue(cls, value) : create(cls, value, names, module, qualname, type, start),
);

/** CPython's `names.replace(',', ' ').split()`: the functional API's names, a class's `_ignore_`
 *  and `_order_`. */
export const splitNames = (names: string): string[] => (callMethod(names.replaceAll(",", " "), "split", []) as PyList).items;

/** The class `className` with `names` for members: a str or list of names (values from the
 *  class's `_generate_next_value_`, counting from `start`), else (name, value) pairs or a mapping. */
function create(cls: PyType, className: any, names: any, module: any, qualname: any, type: any, start: any): PyType {
  if (typeof className !== "string") raise(E.TypeError, `type.__new__() argument 1 must be str, not ${typeOf(className).name}`);
  if (typeof names === "string") names = new PyList(splitNames(names));
  const listed = (names instanceof PyTuple || names instanceof PyList) && names.items.length > 0 && typeof names.items[0] === "string";
  const namespace: [string, any][] = [];
  if (listed) {
    const lastValues: any[] = [];
    for (const name of names.items as string[]) {
      const value = generateNext(cls, name, start, namespace.length, lastValues);
      lastValues.push(value);
      namespace.push([name, value]);
    }
  } else {
    for (const item of toArray(iter(names))) namespace.push(typeof item === "string" ? [item, getItem(names, item)] : (unpack(item, 2) as [string, any]));
  }
  const t = makeClass(className, className, type === null ? [cls] : [type, cls], undefined, namespace);
  initSubclass(t, false);
  if (module !== null) (t as { module: string }).module = module;
  if (qualname !== null) t.qualname = qualname;
  return t;
}
