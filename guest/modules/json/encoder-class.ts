// json.JSONEncoder as json/encoder.py defines it: a class (a UserType) a script derives from to
// override `default`, which json.dumps(cls=...) makes with its arguments and asks to `encode`,
// reading the options back from the encoder's attributes as CPython's encode() does.

import { E, PyFloat, T, UserType, callMethod, callPy, cannotWait, getAttr, isInt, pyDef, raise, truthy, setUserAttr as setAttr, typeName, typeOf } from "../../values/index.js";
import { encodeJson } from "./encode.js";

export function indentText(indent: unknown): string | null {
  if (indent === null) return null;
  if (typeof indent === "string") return indent;
  if (typeof indent === "boolean") return indent ? " " : "";
  if (isInt(indent) && typeof indent !== "bigint") return " ".repeat(Math.max(0, indent as number));
  if (indent instanceof PyFloat) raise(E.TypeError, "can't multiply sequence by non-int of type 'float'");
  return raise(E.TypeError, `can't multiply sequence by non-int of type '${typeOf(indent).name}'`);
}

export function separatorsArg(separators: unknown, indent: string | null): [string, string] {
  if (separators === null) return indent === null ? [", ", ": "] : [",", ": "];
  const items = (separators as { items?: unknown[] }).items;
  if (!items || items.length !== 2) raise(E.ValueError, `too many values to unpack (expected 2)`);
  const [a, b] = items!;
  if (typeof a !== "string" || typeof b !== "string") raise(E.TypeError, `separators must be str, not ${typeOf(typeof a !== "string" ? a : b).name}`);
  return [a as string, b as string];
}

export const JSONEncoderType = new UserType("JSONEncoder", "JSONEncoder", [T.object], [], "json.encoder");

const METHODS: Record<string, readonly [string, (...args: any[]) => unknown]> = {
  __init__: [
    "self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, sort_keys=False, indent=None, separators=None, default=None",
    (self: unknown, skipkeys: unknown, ensureAscii: unknown, checkCircular: unknown, allowNan: unknown, sortKeys: unknown, indent: unknown, separators: unknown, dflt: unknown) => {
      const fields: [string, unknown][] = [
        ["skipkeys", skipkeys], ["ensure_ascii", ensureAscii], ["check_circular", checkCircular], ["allow_nan", allowNan],
        ["sort_keys", sortKeys], ["indent", indent],
      ];
      for (const [k, v] of fields) setAttr(self, k, v);
      if (separators !== null) {
        const [item, key] = separatorsArg(separators, null);
        setAttr(self, "item_separator", item);
        setAttr(self, "key_separator", key);
      } else if (indent !== null) setAttr(self, "item_separator", ",");
      if (dflt !== null) setAttr(self, "default", dflt);
      return null;
    },
  ],
  default: ["self, o", (_self: unknown, o: unknown) => raise(E.TypeError, `Object of type ${typeOf(o).name} is not JSON serializable`)],
  encode: [
    "self, o",
    (self: unknown, o: unknown) => {
      const sep = (name: string) => {
        const v = getAttr(self, name);
        return typeof v === "string" ? v : raise(E.TypeError, `make_encoder() argument must be str, not ${typeName(v)}`);
      };
      return encodeJson(o, {
        skipkeys: truthy(getAttr(self, "skipkeys")),
        ensureAscii: truthy(getAttr(self, "ensure_ascii")),
        allowNan: truthy(getAttr(self, "allow_nan")),
        indent: indentText(getAttr(self, "indent")),
        itemSeparator: sep("item_separator"),
        keySeparator: sep("key_separator"),
        sortKeys: truthy(getAttr(self, "sort_keys")),
        default: getAttr(self, "default"),
      });
    },
  ],
};
for (const [m, [params, impl]] of Object.entries(METHODS)) JSONEncoderType.methods.set(m, pyDef(`JSONEncoder.${m}`, params, impl));
JSONEncoderType.methods.set("item_separator", ", ");
JSONEncoderType.methods.set("key_separator", ": ");

/** json.dumps(obj, cls=C, ...): `C(**kw).encode(obj)`, refused where the script's code calls a tool. */
export function encodeWith(cls: unknown, kw: Record<string, unknown>, obj: unknown): string {
  const refusal = () => "json.dumps(cls=...) calls a tool, and json cannot wait for it";
  return cannotWait(callMethod(cannotWait(callPy(cls, [], kw), refusal), "encode", [obj]), refusal) as string;
}
