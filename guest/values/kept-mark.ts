// The mark of a value a tool answer's dict read in place converted and kept in its JSON.parse
// object (a float, list or dict: guest/modules/json/in-place.ts sets it on their prototypes). No
// JSON.parse value has it (their keys are strs, their prototypes Object's and Array's), so a
// str-literal read at the site (transpiler/emit-dict-read.ts) takes a marked member as it is: one
// symbol lookup (~55 ns in QuickJS) where testing the three types took ~70 ns each, and calling
// the dict's get ~0.7 us.
export const KEPT: unique symbol = Symbol("kept");
