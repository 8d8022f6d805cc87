// The module table of the built guest (dist/guest.js): json is part of the core; every other module
// is a chunk of source text (guest/modules/chunks.ts), evaluated in the context on first import.
// build.mjs puts this table in place of guest/modules/index.ts's eager one.
//
// Why: evaluating all modules' code in every fresh context cost more than the rest of a warm flow,
// and most flows import nothing. The chunks reach guest/values through the `core` argument, so
// they share its classes (instanceof, the type objects) instead of carrying copies.
import chunkSources from "toolflow:module-chunks";
import * as values from "../values/index.js";
import { PyModule, moduleOnce } from "../values/index.js";
import * as jsonIndex from "./json/index.js";
import * as jsonEncode from "./json/encode.js";
import * as jsonDecode from "./json/decode.js";

// json's files, which chunks may import (statistics sorts as json.dumps does): the core's own
// copies, handed over by path (build.mjs routes every guest/modules/json import here).
const CORE_FILES: Record<string, unknown> = {
  "json/index.ts": jsonIndex,
  "json/encode.ts": jsonEncode,
  "json/decode.ts": jsonDecode,
};

type Chunk<T> = (core: typeof values, shared: (file: string) => unknown) => T;

// Captured at load, before any script runs; the transpiler never lets a script name `eval`.
// A global eval keeps the chunk's code out of this module's scope.
const evaluate = globalThis.eval;

// The exports of a file several chunks import, loaded once, by the first chunk that needs them;
// json's files come from the core.
const shared = new Map<string, unknown>();

function loadShared(file: string): unknown {
  if (Object.prototype.hasOwnProperty.call(CORE_FILES, file)) return CORE_FILES[file];
  if (shared.has(file)) return shared.get(file);
  if (!Object.prototype.hasOwnProperty.call(chunkSources.shared, file)) throw new Error(`no shared chunk for guest/modules/${file}`);
  const exports = (evaluate(chunkSources.shared[file]) as Chunk<unknown>)(values, loadShared);
  shared.set(file, exports);
  delete chunkSources.shared[file];
  return exports;
}

// A chunk's text is dropped once it is evaluated (its exports or module are kept): preload()
// evaluates every module, so a snapshot's image holds none of the ~340 KB of chunk texts.
function fromChunk(name: string): () => PyModule {
  return moduleOnce(name, () => {
    const module = (evaluate(chunkSources.modules[name]) as Chunk<() => PyModule>)(values, loadShared)();
    delete chunkSources.modules[name];
    return module;
  });
}

export const modules: Record<string, () => PyModule> = {
  json: moduleOnce("json", jsonIndex.jsonModule),
  ...Object.fromEntries(Object.keys(chunkSources.modules).map((name) => [name, fromChunk(name)])),
  // `import urllib.parse` binds the package; its `parse` attribute is the submodule.
  urllib: moduleOnce("urllib", () => new PyModule("urllib", { parse: modules["urllib.parse"]() })),
};
