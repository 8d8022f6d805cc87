// string.Formatter as CPython 3.11's string.py defines it: a class a script derives from, whose
// format/vformat call the other methods by name (parse, get_field, get_value, convert_field,
// format_field, check_unused_args), so an override changes the formatting as in CPython. The
// format string is read as str.format reads it (guest/values/format-markup.ts).

import {
  E,
  cannotWait,
  JsIterator,
  PyList,
  PyTuple,
  PyType,
  T,
  UserType,
  binaryOp,
  callMethod,
  convertField,
  decimalIndex,
  fieldHead,
  fieldRest,
  getAttr,
  getItem,
  hooks,
  isInt,
  nextPiece,
  pyDef,
  raise,
  richCompare,
  str as pyStr,
  truthy,
  typeName,
} from "../../values/index.js";

export const FormatterType = new UserType("Formatter", "Formatter", [T.object], [], "string");
const FormatterIteratorType = new PyType("formatteriterator", [T.object]);
const FieldNameIteratorType = new PyType("fieldnameiterator", [T.object]);

/** A method's result; one that calls a tool (a promise) is refused, as json's cls= does. */
const call = (self: unknown, method: string, args: unknown[], kw?: Record<string, unknown>) =>
  cannotWait(callMethod(self, method, args, kw), () => `string.Formatter.${method}() calls a tool, and string.Formatter cannot wait for it`);

function text(s: unknown): string {
  return typeof s === "string" ? s : raise(E.TypeError, `expected str, got ${typeName(s)}`);
}

/** _string.formatter_parser: (literal, field_name, format_spec, conversion) per piece, lazily. */
function* pieces(s: string): Generator<PyTuple, void, undefined> {
  for (let pos = 0; pos < s.length; ) {
    const p = nextPiece(s, pos);
    pos = p.next;
    const f = p.field;
    yield new PyTuple(f === null ? [p.literal, null, null, null] : [p.literal, f.name, f.spec, f.conversion || null]);
  }
}

/** _string.formatter_field_name_split: the first part (an int when all digits) and the rest. */
function splitFieldName(name: string): [first: unknown, rest: JsIterator] {
  const head = fieldHead(name);
  const index = decimalIndex(head);
  const rest = (function* () {
    for (const [isAttr, key] of fieldRest(name, head.length)) yield new PyTuple([isAttr, key]);
  })();
  return [index === -1 ? head : index, new JsIterator(rest, FieldNameIteratorType)];
}

/** Formatter._vformat: the formatted text and the auto-numbering state (an int, or False). */
function vformatPart(self: unknown, format: unknown, args: unknown, kwargs: unknown, used: unknown, depth: unknown, autoIndex: unknown): PyTuple {
  if (richCompare(depth, 0, "Lt")) raise(E.ValueError, "Max string recursion exceeded");
  const out: unknown[] = [];
  for (const piece of new JsIterator(call(self, "parse", [format]), FormatterIteratorType)) {
    let [literal, name, spec, conversion] = (piece as PyTuple).items;
    if (truthy(literal)) out.push(literal);
    if (name === null) continue;
    if (name === "") {
      if (autoIndex === false) raise(E.ValueError, "cannot switch from manual field specification to automatic field numbering");
      name = pyStr(autoIndex);
      autoIndex = binaryOp("Add", autoIndex, 1);
    } else if (truthy(callMethod(name, "isdigit", []))) {
      if (truthy(autoIndex)) raise(E.ValueError, "cannot switch from manual field specification to automatic field numbering");
      autoIndex = false;
    }
    const [obj, argUsed] = (call(self, "get_field", [name, args, kwargs]) as PyTuple).items;
    callMethod(used, "add", [argUsed]);
    const converted = call(self, "convert_field", [obj, conversion]);
    const inner = call(self, "_vformat", [spec, args, kwargs, used, binaryOp("Sub", depth, 1)], { auto_arg_index: autoIndex });
    autoIndex = getItem(inner, 1);
    out.push(call(self, "format_field", [converted, getItem(inner, 0)]));
  }
  return new PyTuple([callMethod("", "join", [new PyList(out)]), autoIndex]);
}

const METHODS: Record<string, readonly [string, (...args: any[]) => unknown]> = {
  format: ["self, format_string, /, *args, **kwargs", (self, fs, args: unknown[], kw) => call(self, "vformat", [fs, new PyTuple(args), kw])],
  vformat: [
    "self, format_string, args, kwargs",
    (self, fs, args, kwargs) => {
      const used = T.set.construct!([]);
      const result = getItem(call(self, "_vformat", [fs, args, kwargs, used, 2]), 0);
      call(self, "check_unused_args", [used, args, kwargs]);
      return result;
    },
  ],
  parse: ["self, format_string", (_self, fs) => new JsIterator(pieces(text(fs)), FormatterIteratorType)],
  get_field: [
    "self, field_name, args, kwargs",
    (self, name, args, kwargs) => {
      const [first, rest] = splitFieldName(text(name));
      let obj = call(self, "get_value", [first, args, kwargs]);
      for (const part of rest) {
        const [isAttr, key] = (part as PyTuple).items;
        obj = isAttr ? getAttr(obj, key as string) : getItem(obj, key);
      }
      return new PyTuple([obj, first]);
    },
  ],
  get_value: ["self, key, args, kwargs", (_self, key, args, kwargs) => (isInt(key) || typeof key === "boolean" ? getItem(args, key) : getItem(kwargs, key))],
  check_unused_args: ["self, used_args, args, kwargs", () => null],
  format_field: ["self, value, format_spec", (_self, value, spec) => hooks.format!(value, spec)],
  convert_field: [
    "self, value, conversion",
    (_self, value, conversion) => {
      if (conversion === null) return value;
      if (conversion === "s" || conversion === "r" || conversion === "a") return convertField(value, conversion);
      return raise(E.ValueError, `Unknown conversion specifier ${pyStr(conversion)}`);
    },
  ],
};
for (const [m, [params, impl]] of Object.entries(METHODS)) FormatterType.methods.set(m, pyDef(`Formatter.${m}`, params, impl));
FormatterType.methods.set(
  "_vformat",
  pyDef("Formatter._vformat", "self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0", vformatPart),
);
