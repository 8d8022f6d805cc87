// guest/builtins: Python's builtin functions (table.ts), the methods of the builtin types
// (*-methods.ts) and formatting (format-spec, percent-format, str-format, float-format).
// Importing it registers the methods and the `str % args` hook on guest/values.
export { builtins } from "./table.js";
export { format, formatField, formatStr, parseFormatSpec, type FormatSpec } from "./format-spec.js";
export { percentFormat } from "./percent-format.js";
export { asciiRepr } from "../values/index.js";
export { strFormat, strFormatMap } from "./str-format.js";
export { doubleToString, type FloatFlags } from "./float-format.js";
export { round } from "./round.js";
export { sortInPlace } from "./sort.js";
