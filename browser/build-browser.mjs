// Browser build (imported by build.mjs): the page-facing ES module dist/browser/toolflow.js (with
// boot.js and the chunks they share), the Web Worker that holds QuickJS (worker.js) with the
// QuickJS .wasm beside it, and the playground page. Same transpiler, guest and host code as Node.
import { build } from "esbuild";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => join(root, ...parts);
const out = (...parts) => at("dist/browser", ...parts);

const BROWSER_BUNDLE = {
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  sourcemap: true,
  legalComments: "none",
  logLevel: "error",
};

/**
 * host/run-flow.ts starts flows in a Node worker thread (wasm/worker-sandbox.ts); in a page that
 * module is replaced by its Web Worker counterpart, which has the same exports. The Node-only
 * .wasm reader (wasm/wasm-binary-node.ts) is only reached under Node: it stays an unresolved
 * lazy import, and the worker passes its own loader (wasm/quickjs.ts setWasmCodeLoader).
 */
const browserSubstitutes = {
  name: "toolflow-browser-substitutes",
  setup(build) {
    build.onResolve({ filter: /\/worker-sandbox\.js$/ }, (args) =>
      args.importer.startsWith(at("browser")) ? undefined : { path: at("browser/worker-sandbox.ts") },
    );
    build.onResolve({ filter: /\/wasm-binary-node\.js$/ }, (args) => ({ path: args.path, external: true }));
    build.onResolve({ filter: /^node:/ }, (args) => ({
      errors: [{ text: `${args.path} reached the browser build from ${args.importer}` }],
    }));
  },
};

/** The playground imports the page module as the page would: from ./toolflow.js at run time. */
const playgroundImportsPageModule = {
  name: "toolflow-playground-page-module",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) =>
      args.importer.startsWith(at("browser/playground")) ? { path: "./toolflow.js", external: true } : undefined,
    );
  },
};

async function writeAtomic(path, contents) {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, path);
}

/**
 * Chunks (content-hashed names) are written before the entries that import them, and chunks of
 * earlier builds are left in place: a page or a test still running against the previous entry
 * (vitest runs test files in parallel, each may rebuild) keeps finding its chunks.
 */
async function bundleTo(options) {
  const result = await build({ ...BROWSER_BUNDLE, ...options, write: false });
  const isChunk = (file) => basename(file.path).startsWith("chunk-");
  for (const file of [...result.outputFiles.filter(isChunk), ...result.outputFiles.filter((file) => !isChunk(file))]) {
    await writeAtomic(file.path, file.contents);
  }
}

/** Builds dist/browser/; needs dist/guest-source.js (bundleGuest) first. Returns the file names. */
export async function bundleBrowser() {
  // Two entries sharing one chunk (the worker pool): boot.js, tiny, can start the worker early.
  await bundleTo({
    entryPoints: { toolflow: at("browser/index.ts"), boot: at("browser/boot.ts") },
    outdir: out(),
    splitting: true,
    chunkNames: "chunk-[hash]",
    plugins: [browserSubstitutes],
  });
  await bundleTo({ entryPoints: [at("browser/worker-entry.ts")], outfile: out("worker.js"), plugins: [browserSubstitutes] });
  await bundleTo({
    entryPoints: [at("browser/playground/playground.ts")],
    outfile: out("playground.js"),
    plugins: [playgroundImportsPageModule],
  });
  const wasm = createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
  await mkdir(out(), { recursive: true });
  await copyFile(wasm, out(`quickjs.wasm.${process.pid}.tmp`));
  await rename(out(`quickjs.wasm.${process.pid}.tmp`), out("quickjs.wasm"));
  for (const name of ["index.html", "playground.css"]) {
    await writeAtomic(out(name), await readFile(at("browser/playground", name)));
  }
  return ["toolflow.js", "boot.js", "worker.js", "quickjs.wasm", "index.html", "playground.js", "playground.css"];
}
