// A script's own tzinfo (`class EST(tzinfo): def utcoffset(self, dt): ...`): datetime asks it
// through its methods, with CPython's checks of what they return (call_tzinfo_method).

import { E, builtin, callCannotWait, defineMethods, getAttr, raise, typeOf } from "../../values/index.js";
import { PyTimedelta, US_PER_DAY } from "./timedelta.js";
import { TzInfo, TzInfoType, type TzQueries, type WallClock } from "./tzinfo.js";

const WAITS = () => "a tzinfo method cannot call a tool or await in tool flows";

class ScriptTzInfo implements TzQueries {
  constructor(readonly obj: object) {}

  private call(name: string, dt: WallClock | null): unknown {
    return callCannotWait(getAttr(this.obj, name), [dt], WAITS);
  }

  private offset(name: string, dt: WallClock | null): bigint | null {
    const r = this.call(name, dt);
    if (r === null) return null;
    if (!(r instanceof PyTimedelta)) return raise(E.TypeError, `tzinfo.${name}() must return None or timedelta, not '${typeOf(r).name}'`);
    if (r.us <= -US_PER_DAY || r.us >= US_PER_DAY) {
      raise(E.ValueError, "offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).");
    }
    return r.us;
  }

  utcoffset(dt: WallClock | null): bigint | null {
    return this.offset("utcoffset", dt);
  }

  dst(dt: WallClock | null): bigint | null {
    return this.offset("dst", dt);
  }

  tzname(dt: WallClock | null): string | null {
    const r = this.call("tzname", dt);
    if (r !== null && typeof r !== "string") raise(E.TypeError, `tzinfo.tzname() must return None or a string, not '${typeOf(r).name}'`);
    return r as string | null;
  }
}

const adapters = new WeakMap<object, ScriptTzInfo>();

/** What datetime asks a tzinfo through: its own for a module's, an adapter for a script's. */
export function zoneOf(tz: object): TzQueries {
  if (tz instanceof TzInfo) return tz;
  let a = adapters.get(tz);
  if (!a) adapters.set(tz, (a = new ScriptTzInfo(tz)));
  return a;
}

// A script's subclass that leaves a method out gets tzinfo's, which says it must implement it.
TzInfoType.subclassHook = () => {};
const abstract = (name: string) => builtin(name, "self, dt, /", () => raise(E.NotImplementedError, `a tzinfo subclass must implement ${name}()`));
defineMethods(TzInfoType, { utcoffset: abstract("utcoffset"), dst: abstract("dst"), tzname: abstract("tzname") });
