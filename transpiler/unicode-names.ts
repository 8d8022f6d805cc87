// The transpiler's access to the Unicode name table (unicode-names/): `\N{...}` escapes resolve at
// compile time, and a script that imports unicodedata gets the table's data in its program. The
// table loads asynchronously (transpileScript awaits it for a script that may need it), so the
// synchronous transpile() finds it loaded.
import { loadedUnicodeNames, loadUnicodeNames, type LoadedNames } from "../unicode-names/load.js";

/** Whether `source` may need the table: a superset of what the tokenizer and emitter ask for. */
export function mayNeedUnicodeNames(source: string): boolean {
  return source.includes("\\N") || source.includes("unicodedata");
}

export async function prepareUnicodeNames(source: string): Promise<void> {
  if (mayNeedUnicodeNames(source)) await loadUnicodeNames();
}

function loaded(): LoadedNames {
  const table = loadedUnicodeNames();
  // A caller's mistake, never a script's: transpileScript loads the table first.
  if (!table) throw new Error("the Unicode name table is not loaded: transpile through transpileScript()");
  return table;
}

export const unicodeNames = () => loaded().names;
export const unicodeNameData = () => loaded().data;
