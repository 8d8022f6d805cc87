// The `zoneinfo` module: ZoneInfo (IANA zones, cached per key as CPython's), ZoneInfoNotFoundError
// and available_timezones(), over the zone data the program carries (hooks.zoneData: the
// transpiler embeds zoneinfo-data/data.ts in a script that imports zoneinfo).

import { E, PyModule, PySet, PyType, T, builtin, callPy, classMethod, defineMethods, defineProperties, hooks, newExceptionType, raise, repr, toArray, typeOf } from "../../values/index.js";
import { TzInfoType, type WallClock } from "../datetime/tzinfo.js";
import { PyDateTime } from "../datetime/datetime.js";
import { deltaOrNone } from "../datetime/timedelta.js";
import { Zone, zoneRecords } from "./zone.js";

const ZoneInfoType = new PyType("ZoneInfo", [TzInfoType], "zoneinfo");
ZoneInfoType.tpName = "zoneinfo.ZoneInfo";
const ZoneInfoNotFoundError = newExceptionType("ZoneInfoNotFoundError", [E.KeyError], "zoneinfo");

class ZoneInfo extends Zone {
  $repr(): string {
    return `zoneinfo.ZoneInfo(key=${repr(this.key)})`;
  }

  $str(): string {
    return this.key!;
  }
}
Object.defineProperty(ZoneInfo.prototype, "$type", { value: ZoneInfoType });

/** The records by key, read from the program's data on first use; links point at their target. */
let table: { data: unknown; records: Map<string, string> } | undefined;

function records(): Map<string, string> {
  const data = hooks.zoneData;
  // Only a program with an `import` of zoneinfo carries the zones; no other way reaches the module today.
  if (!data) return raise(E.RuntimeError, "zoneinfo has no time zone data: import zoneinfo with an import statement");
  if (table?.data !== data) table = { data, records: zoneRecords(data[0], data[1]) };
  return table.records;
}

/** posixpath.normpath for a relative path. */
function normpath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part !== ".." || parts.length === 0 || parts[parts.length - 1] === "..") parts.push(part);
    else parts.pop();
  }
  return parts.join("/") || ".";
}

/** _tzpath._validate_tzfile_path, then the lookup: CPython's errors for a key naming no zone. */
function load(key: unknown): ZoneInfo {
  if (typeof key !== "string") {
    // A bytes key passes CPython's checks (this takes it for a normalized one) and fails at os.path.join.
    if (typeOf(key) === T.bytes) raise(E.TypeError, "Can't mix strings and bytes in path components");
    return raise(E.TypeError, `expected str, bytes or os.PathLike object, not ${typeOf(key).name}`);
  }
  if (key.startsWith("/")) raise(E.ValueError, `ZoneInfo keys may not be absolute paths, got: ${key}`);
  const normal = normpath(key);
  if (normal.length !== key.length) raise(E.ValueError, `ZoneInfo keys must be normalized relative paths, got: ${key}`);
  if (!normpath(`_/${normal}`).startsWith("_/")) raise(E.ValueError, `ZoneInfo keys must refer to subdirectories of TZPATH, got: ${key}`);
  const record = records().get(key);
  if (record === undefined) raise(ZoneInfoNotFoundError, `No time zone found with key ${key}`);
  return new ZoneInfo(key, record!);
}

// CPython keeps weak references and the last 8 keys strongly; a flow cannot observe a weak
// entry's end, so every zone it made stays cached until clear_cache().
const cache = new Map<string, ZoneInfo>();

const init = builtin("ZoneInfo", "key", (key: unknown) => {
  const hit = typeof key === "string" ? cache.get(key) : undefined;
  if (hit) return hit;
  const zone = load(key);
  cache.set(zone.key!, zone);
  return zone;
});
ZoneInfoType.construct = (pos, kw) => callPy(init, pos, kw);

const wallClock = (dt: unknown): WallClock | null => (dt instanceof PyDateTime ? dt : null);

defineMethods(ZoneInfoType, {
  utcoffset: builtin("utcoffset", "self, dt, /", (self: ZoneInfo, dt: unknown) => deltaOrNone(self.utcoffset(wallClock(dt)))),
  dst: builtin("dst", "self, dt, /", (self: ZoneInfo, dt: unknown) => deltaOrNone(self.dst(wallClock(dt)))),
  tzname: builtin("tzname", "self, dt, /", (self: ZoneInfo, dt: unknown) => self.tzname(wallClock(dt))),
  no_cache: classMethod(builtin("no_cache", "cls, /, key", (_cls: unknown, key: unknown) => load(key))),
  clear_cache: classMethod(
    builtin("clear_cache", "cls, /, *, only_keys=None", (_cls: unknown, keys: unknown) => {
      if (keys === null) cache.clear();
      else for (const key of toArray(keys)) cache.delete(key);
      return null;
    }),
  ),
});
defineProperties(ZoneInfoType, { key: (self: ZoneInfo) => self.key });

export function zoneinfoModule(): PyModule {
  return new PyModule("zoneinfo", {
    ZoneInfo: ZoneInfoType,
    ZoneInfoNotFoundError,
    available_timezones: builtin("available_timezones", "", () => new PySet([...records().keys()])),
  });
}
