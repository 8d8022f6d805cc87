// Node-only file reads: the QuickJS sync build's .wasm file from the installed package, and the
// guest snapshot build.mjs made (dist/guest.snapshot). Kept apart from quickjs.ts so a browser
// bundle can leave it out and pass its own loader.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

export async function readQuickJSWasm(): Promise<Uint8Array<ArrayBuffer>> {
  const require = createRequire(import.meta.url);
  return new Uint8Array(await readFile(require.resolve("@jitl/quickjs-wasmfile-release-sync/wasm")));
}

/** dist/guest.snapshot (beside the library bundle, or dist/ from the sources); undefined if absent. */
export async function readBuiltSnapshot(): Promise<Uint8Array | undefined> {
  return readFile(new URL("../dist/guest.snapshot", import.meta.url)).then(
    (bytes) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    },
  );
}
