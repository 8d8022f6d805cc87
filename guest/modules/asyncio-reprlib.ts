// reprlib.repr as asyncio's reprs use it for a future's result (`<Task finished ... result=[1, 2,
// 3, 4, 5, 6, ...]>`): CPython 3.11's reprlib.Repr with its default limits.
import { PyBaseException, PyDict, PyList, PySet, PyTuple, codePoints, isInt, repr, richCompareBool, typeOf } from "../values/index.js";

const FILL = "...";
const MAX = { level: 6, tuple: 6, list: 6, dict: 4, set: 6, string: 30, long: 40, other: 30 };

/** s cut to `max` characters around the fill, as reprlib cuts a long repr. */
function cut(s: string, max: number): string {
  const cps = codePoints(s);
  if (cps.length <= max) return s;
  const i = Math.max(0, Math.floor((max - 3) / 2));
  const j = Math.max(0, max - 3 - i);
  return cps.slice(0, i).join("") + FILL + cps.slice(cps.length - j).join("");
}

/** reprlib's _possibly_sorted: sorted when the items compare, else as they are. */
function possiblySorted(items: unknown[]): unknown[] {
  try {
    return [...items].sort((a, b) => (richCompareBool(a, b, "Lt") ? -1 : richCompareBool(b, a, "Lt") ? 1 : 0));
  } catch (e) {
    if (e instanceof PyBaseException) return items;
    throw e;
  }
}

function iterable(items: unknown[], level: number, left: string, right: string, max: number, trail = ""): string {
  const n = items.length;
  let s: string;
  if (level <= 0 && n) s = FILL;
  else {
    const pieces = items.slice(0, max).map((x) => repr1(x, level - 1));
    if (n > max) pieces.push(FILL);
    s = pieces.join(", ");
    if (n === 1 && trail) right = trail + right;
  }
  return `${left}${s}${right}`;
}

function repr1(x: unknown, level: number): string {
  const type = typeOf(x);
  if (typeof x === "string") {
    const cps = codePoints(x);
    const s = repr(cps.slice(0, MAX.string).join(""));
    if (codePoints(s).length <= MAX.string) return s;
    const i = Math.max(0, Math.floor((MAX.string - 3) / 2));
    const j = Math.max(0, MAX.string - 3 - i);
    const r = codePoints(repr(cps.slice(0, i).join("") + cps.slice(cps.length - j).join("")));
    return r.slice(0, i).join("") + FILL + r.slice(r.length - j).join("");
  }
  if (isInt(x) && typeof x !== "boolean") return cut(repr(x), MAX.long);
  if (x instanceof PyTuple && type.name === "tuple") return iterable(x.items, level, "(", ")", MAX.tuple, ",");
  if (x instanceof PyList && type.name === "list") return iterable(x.items, level, "[", "]", MAX.list);
  if (x instanceof PySet && (type.name === "set" || type.name === "frozenset")) {
    if (x.size === 0) return `${type.name}()`;
    const [left, right] = type.name === "set" ? ["{", "}"] : ["frozenset({", "})"];
    return iterable(possiblySorted(x.values()), level, left, right, MAX.set);
  }
  if (x instanceof PyDict && type.name === "dict") {
    const keys = [...x.keys()];
    if (keys.length === 0) return "{}";
    if (level <= 0) return `{${FILL}}`;
    const pieces = possiblySorted(keys)
      .slice(0, MAX.dict)
      .map((k) => `${repr1(k, level - 1)}: ${repr1(x.get(k), level - 1)}`);
    if (keys.length > MAX.dict) pieces.push(FILL);
    return `{${pieces.join(", ")}}`;
  }
  return cut(repr(x), MAX.other);
}

/** reprlib.repr(x). */
export function shortRepr(x: unknown): string {
  return repr1(x, MAX.level);
}
