// id(): a number stable for the life of the object and unique among live objects, as CPython's;
// it is not an address (toolflow's ids are small counters, so printed ids differ from CPython's).
import { objectId } from "../values/index.js";

// Ints, strs, bools and None are JS primitives compared by value (`is` is value identity for
// them), so equal primitives share one id, as CPython's cached small ints and interned strs do.
const primitiveIds = new Map<unknown, number>();

export function id(x: any): number {
  if ((typeof x === "object" && x !== null) || typeof x === "function") return objectId(x);
  let n = primitiveIds.get(x);
  if (n === undefined) primitiveIds.set(x, (n = objectId({})));
  return n;
}
