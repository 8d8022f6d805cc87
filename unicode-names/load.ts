// The name table on demand: data.ts is a third of a megabyte, so only a script that needs a name
// (a `\N{...}` escape, an `import unicodedata`) loads it. A dynamic import, which bundlers keep as
// a file of its own (build.mjs), so neither the CLI's start nor the guest snapshot carries it.
import { UnicodeNames, type UnicodeNameData } from "./table.js";

export interface LoadedNames {
  data: UnicodeNameData;
  names: UnicodeNames;
}

let loaded: LoadedNames | undefined;
let loading: Promise<LoadedNames> | undefined;

export function loadUnicodeNames(): Promise<LoadedNames> {
  return (loading ??= import("./data.js").then(({ WORDS, NAMES, BLOCKS, FIRSTS, COMPUTED, HEXED, ALIASES, SEQUENCES }) => {
    const data: UnicodeNameData = { WORDS, NAMES, BLOCKS, FIRSTS, COMPUTED, HEXED, ALIASES, SEQUENCES };
    return (loaded = { data, names: new UnicodeNames(data) });
  }));
}

/** The table, once loadUnicodeNames() has settled; undefined before. */
export function loadedUnicodeNames(): LoadedNames | undefined {
  return loaded;
}
