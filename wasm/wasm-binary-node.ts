// Node-only file reads: the QuickJS sync build's .wasm file from the installed package, and the
// guest snapshot build.mjs made (dist/guest.snapshot). Kept apart from quickjs.ts so a browser
// bundle can leave it out and pass its own loader.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { withLowerMinimum } from "./wasm-memory-minimum.js";

/**
 * What build.mjs read when it made dist/guest.snapshot: the .wasm file's quickJSWasmHash and the
 * fresh-image hash of that build. Defined in the bundles that carry QuickJS's JavaScript glue
 * from the same build (dist/worker.js, dist/cli.js); absent from the sources and the library.
 */
declare const TOOLFLOW_QUICKJS_BUILD: { wasmHash: number; freshImageHash: number } | undefined;

/** quickJSWasmHash of the file readQuickJSWasm read. */
let readWasmHash: number | undefined;

/** The QuickJS sync build's .wasm, its memory minimum lowered (wasm/wasm-memory-minimum.ts). */
export async function readQuickJSWasm(): Promise<Uint8Array<ArrayBuffer>> {
  const require = createRequire(import.meta.url);
  const bytes = withLowerMinimum(new Uint8Array(await readFile(require.resolve("@jitl/quickjs-wasmfile-release-sync/wasm"))));
  readWasmHash = quickJSWasmHash(bytes);
  return bytes;
}

/** FNV-1a over the file's length and bytes: tells two QuickJS builds apart, not an adversary (~1 ms). */
export function quickJSWasmHash(bytes: Uint8Array): number {
  let hash = Math.imul(0x811c9dc5 ^ bytes.length, 0x01000193);
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/**
 * This process's QuickJS fresh-image hash without instantiating a module and scanning its
 * memory (~35 ms of CPU on a cold start): the build's, when this bundle was made with the
 * snapshot and the .wasm file compiled here is the one the build read. Undefined otherwise.
 */
export async function builtFreshImageHash(compiled: () => Promise<unknown>): Promise<number | undefined> {
  if (typeof TOOLFLOW_QUICKJS_BUILD === "undefined") return undefined;
  await compiled();
  return readWasmHash === TOOLFLOW_QUICKJS_BUILD.wasmHash ? TOOLFLOW_QUICKJS_BUILD.freshImageHash : undefined;
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
