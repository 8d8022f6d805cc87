// Node-only: reads the QuickJS sync build's .wasm file from the installed package.
// Kept apart from quickjs.ts so a browser bundle can leave it out and pass its own loader.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

export async function readQuickJSWasm(): Promise<Uint8Array<ArrayBuffer>> {
  const require = createRequire(import.meta.url);
  return new Uint8Array(await readFile(require.resolve("@jitl/quickjs-wasmfile-release-sync/wasm")));
}
