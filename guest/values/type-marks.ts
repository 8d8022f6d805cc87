// Marks the list and tuple prototypes (as `$seq`), the dict prototype (as `$dict`) and the float
// prototype (as `$float`) carry, for the emitted code's type tests ("a list or a tuple", "a dict,
// or a dict of a subclass", "a float") and the commonest of the guest's own (len, `in`, a
// comprehension's walk, toArray): one property read and compare (~35 ns in QuickJS) where an
// `instanceof` costs ~75 ns. Unique objects, so that no other value (a JSON object's member, a
// str's or number's prototype) can hold them; inherited as `instanceof` is, by every subclass.
// A script's dict or list subclass clears them (script-containers.ts): a fast path meant for exact
// dicts and lists tests the marks, not `instanceof`, or it skips the subclass's overrides.
export const SEQ: object = Object.freeze({});
export const DICT: object = Object.freeze({});
export const FLOAT: object = Object.freeze({});
