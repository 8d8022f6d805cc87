// A dict read at a `d[k]`, `d.get(k)` or `k in d` site, with no call where the key allows. A str-literal
// key reads the dict's Map itself, or for a tool answer's dict read in place
// (guest/modules/json/in-place.ts: its `raw` is the JSON.parse object; null on every other dict)
// the object's member when it needs no conversion (a str, a nonzero int32, a bool or null), as
// `member()` returns it. Any other key that is its own Map key (a str from "\x01" up, an int) is
// read from an ordinary dict's Map. Each call into PyDict.get and `member()` costs ~0.1-0.2 us in
// QuickJS, and dict reads, above all the field reads of the records a tool answered, are among
// the commonest operations in flows. Everything else goes through get.
import type { Emitter } from "./emit-context.js";
import { INT_LITERAL, isStringLiteralCode, probe } from "./code-shape.js";

/**
 * How the site tells that `key` (emitted code: a name or literal) is its own key in a dict's Map,
 * a str from "\x01" up or an int, as hashKey gives both back: "" when a literal always is, null
 * when a literal never is, else the runtime test followed by `&& `.
 */
function ownKeyTest(key: string): string | null {
  if (isStringLiteralCode(key)) return (JSON.parse(key) as string) >= "\x01" ? "" : null;
  if (probe(INT_LITERAL, key)) return "";
  return `(typeof ${key} === "string" ? ${key} >= "\\x01" : typeof ${key} === "number") && `;
}

/**
 * A condition that is true when the PyDict `o` holds `key`, with the value in `v` (emitted code:
 * `o` and `key` names or literals, `v` a temp).
 */
export function dictHolds(cx: Emitter, o: string, key: string, v: string): string {
  const viaGet = `(${v} = ${o}.get(${key})) !== undefined`;
  const own = ownKeyTest(key);
  const viaMap = own === null ? viaGet : `(${v} = ${o}.vals.get(${key})) !== undefined`;
  // Only a str literal may be a dict read in place's member name (its object's keys are strs).
  if (!isStringLiteralCode(key)) return `(${own}${o}.raw === null ? ${viaMap} : ${viaGet})`;
  const raw = cx.fn.tmp();
  // A member converted before (a float, list or dict member() kept: its KEPT mark) is taken as it
  // is. A str member below "\x01" ("" or a marked answer's "\0" marker), any number that is not a
  // nonzero int32 (-0, a float, past int32), a JSON.parse list or object and an absent member take
  // get's conversion; `| 0` only on a number, the mark not on undefined.
  const plain = `typeof (${v} = ${raw}[${key}]) === "string" ? ${v} >= "\\x01" : typeof ${v} === "number" ? (${v} | 0) === ${v} && ${v} !== 0 : typeof ${v} === "boolean" || ${v} === null || ${v} !== undefined && ${v}[${cx.h("KEPT")}] === true`;
  return `((${raw} = ${o}.raw) === null ? ${viaMap} : (${plain}) || ${viaGet})`;
}

/** Whether the PyDict `o` holds `key` (`key in o`; emitted code, both names or literals). A dict
 *  read in place answers through `has` (its object's member), as do keys not their own in the Map. */
export function dictHas(o: string, key: string): string {
  const viaHas = `${o}.has(${key})`;
  const own = ownKeyTest(key);
  return own === null ? viaHas : `(${own}${o}.raw === null ? ${o}.vals.has(${key}) : ${viaHas})`;
}
