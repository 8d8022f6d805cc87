// The Unicode name table a program carries (hooks.unicodeNames: the transpiler embeds it in a
// script that may need it), decoded once per table, for unicodedata's name() and lookup() and for
// re's `\N{...}` escapes.
import { hooks } from "../values/index.js";
import { UnicodeNames } from "../../unicode-names/table.js";

let table: UnicodeNames | undefined;

/** The decoded table, or null when the program carries none. */
export function unicodeNameTable(): UnicodeNames | null {
  const data = hooks.unicodeNames;
  if (!data) return null;
  if (!table || table.data !== data) table = new UnicodeNames(data);
  return table;
}
