// A dict read at a `d[k]`, `d.get(k)` or `k in d` site, with no call where the key allows. A str-literal
// key reads the dict's Map itself, or for a tool answer's dict read in place
// (guest/modules/json/in-place.ts: its `raw` is the JSON.parse object; null on every other dict)
// the object's member when it needs no conversion (a str, a nonzero int32, a bool or null), as
// `member()` returns it. Any other key that is its own Map key (a str from "\x01" up, an int) is
// read from an ordinary dict's Map. Each call into PyDict.get and `member()` costs ~0.1-0.2 us in
// QuickJS, and dict reads, above all the field reads of the records a tool answered, are among
// the commonest operations in flows. Everything else goes through get.
import type { Emitter } from "./emit-context.js";
import { isStringLiteralCode } from "./code-shape.js";

/**
 * A condition that is true when the PyDict `o` holds `key`, with the value in `v` (emitted code:
 * `o` and `key` names or literals, `v` a temp).
 */
export function dictHolds(cx: Emitter, o: string, key: string, v: string): string {
  const viaGet = `(${v} = ${o}.get(${key})) !== undefined`;
  if (!isStringLiteralCode(key)) {
    // An ordinary dict's own Map keys: a str from "\x01" up and an int as themselves.
    return `((typeof ${key} === "string" ? ${key} >= "\\x01" : typeof ${key} === "number") && ${o}.raw === null ? (${v} = ${o}.vals.get(${key})) !== undefined : ${viaGet})`;
  }
  // A str other than "" and the "\0"-prefixed is its own key in the Map (PyDict.get's fast case).
  const own = (JSON.parse(key) as string) >= "\x01";
  const ordinary = own ? `(${v} = ${o}.vals.get(${key})) !== undefined` : viaGet;
  const raw = cx.fn.tmp();
  // A str member below "\x01" ("" or a marked answer's "\0" marker), any number that is not a
  // nonzero int32 (-0, a float, past int32), any object (a list or dict, or one converted before)
  // and an absent member take get's conversion; `| 0` only on a number.
  const plain = `typeof (${v} = ${raw}[${key}]) === "string" ? ${v} >= "\\x01" : typeof ${v} === "number" ? (${v} | 0) === ${v} && ${v} !== 0 : typeof ${v} === "boolean" || ${v} === null`;
  return `((${raw} = ${o}.raw) === null ? ${ordinary} : (${plain}) || ${viaGet})`;
}

/** Whether the PyDict `o` holds `key` (`key in o`; emitted code, both names or literals). */
export function dictHas(o: string, key: string): string {
  const viaHas = `${o}.has(${key})`;
  const ownKey = isStringLiteralCode(key) ? ((JSON.parse(key) as string) >= "\x01" ? "" : null) : `(typeof ${key} === "string" ? ${key} >= "\\x01" : typeof ${key} === "number") && `;
  // A dict read in place answers through `has` (its object's member), as do the keys that are
  // not their own key in the Map.
  return ownKey === null ? viaHas : `(${ownKey}${o}.raw === null ? ${o}.vals.has(${key}) : ${viaHas})`;
}
