// The methods of `range`: count and index, computed arithmetically for ints (a range may hold
// 10**20 items); a bool or an integral float matches its int (`2.0` is found in range(3)). Its
// start, stop and step are read-only attributes.
import { E, PyFloat, PyRange, T, builtin, defineMethods, defineProperties, intFloorDiv, intSub, raise, repr } from "../values/index.js";

/** The position of x in r, or -1; other types equal no int. */
function position(r: PyRange, x: any): any {
  let v = x;
  if (typeof v === "boolean") v = v ? 1 : 0;
  else if (v instanceof PyFloat && Number.isInteger(v.v) && Number.isSafeInteger(v.v)) v = v.v;
  if ((typeof v === "number" || typeof v === "bigint") && r.containsInt(v)) return intFloorDiv(intSub(v, r.start), r.step);
  return -1;
}

defineMethods(T.range, {
  count: builtin("count", "self, value, /", (self: PyRange, x: any) => (position(self, x) === -1 ? 0 : 1)),
  index: builtin("index", "self, value, /", (self: PyRange, x: any) => {
    const at = position(self, x);
    if (at === -1) raise(E.ValueError, typeof x === "number" || typeof x === "bigint" ? `${repr(x)} is not in range` : "sequence.index(x): x not in sequence");
    return at;
  }),
});

defineProperties(T.range, {
  start: (r: PyRange) => r.start,
  stop: (r: PyRange) => r.stop,
  step: (r: PyRange) => r.step,
});
