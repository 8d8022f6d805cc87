// The transpiler's access to the Unicode name table (unicode-names/): `\N{...}` escapes resolve at
// compile time, and a script that may call unicodedata.name or lookup gets the table's data in
// its program. The
// table loads asynchronously (transpileScript awaits it for a script that may need it), so the
// synchronous transpile() finds it loaded.
import { loadedUnicodeNames, loadUnicodeNames, type LoadedNames } from "../unicode-names/load.js";
import type * as A from "./ast.js";
import { walk } from "./walk.js";

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

const TABLE_FUNCTIONS = new Set(["name", "lookup"]);

/**
 * Whether the script may call unicodedata.name or lookup, or spells a regex's `\\N{...}` in a
 * string literal, so its program must carry the table:
 * it imports them (or `*`), reads `.name` or `.lookup` anywhere, or uses a name bound to the
 * module other than to read another attribute of it (`getattr(unicodedata, n)`, passing it on).
 * Conservative: a flow that only normalizes text does not pay for the table.
 */
export function needsNameTable(mod: A.Module): boolean {
  const modules = new Set<string>();
  let needed = false;
  walk(mod, (node) => {
    // A regex's `\N{NAME}` (r"\N{EM DASH}") is looked up when the pattern compiles.
    if (node.kind === "Constant" && node.value.type === "str" && node.value.value.includes("\\N{")) needed = true;
    else if (node.kind === "Import") {
      for (const a of node.names) if (a.name === "unicodedata") modules.add(a.asname ?? a.name);
    } else if (node.kind === "ImportFrom" && node.module === "unicodedata") {
      if (node.names.some((a) => TABLE_FUNCTIONS.has(a.name) || a.name === "*")) needed = true;
    }
  });
  if (needed || modules.size === 0) return needed;
  const attributeOf = new Set<A.Node>();
  walk(mod, (node) => {
    if (node.kind === "Attribute" && node.value.kind === "Name" && modules.has(node.value.id)) {
      attributeOf.add(node.value);
      if (TABLE_FUNCTIONS.has(node.attr)) needed = true;
    } else if (node.kind === "Name" && modules.has(node.id) && !attributeOf.has(node)) {
      needed = true;
    }
  });
  return needed;
}
