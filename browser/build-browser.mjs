// Browser build (imported by build.mjs): the page-facing ES module dist/browser/toolflow.js, boot.js
// (starts the worker early), the Web Worker that holds QuickJS (worker.js) with the QuickJS .wasm
// and the guest runtime beside it, and the playground page. Same transpiler, guest and host code
// as Node. The page module is split (toolflow-<hash>.js chunks beside it): what a first flow needs
// is imported statically, what few flows need (ajv, QuickJS's other builds) loads on use; boot.js
// preloads the first flow's files. Every other file is one bundle with no imports.
import { build } from "esbuild";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { at, removeStaleChunks, SOURCEMAPS, unicodeNamesFile, withBundledModule, writeAtomic } from "../build-support.mjs";
const out = (...parts) => at("dist/browser", ...parts);

const BROWSER_BUNDLE = {
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  sourcemap: SOURCEMAPS,
  legalComments: "none",
  logLevel: "error",
};

/**
 * host/run-flow.ts starts flows in a Node worker thread (wasm/worker-sandbox.ts); in a page that
 * module is replaced by its Web Worker counterpart, which has the same exports. The Node-only
 * .wasm reader (wasm/wasm-binary-node.ts) is only reached under Node: it stays an unresolved
 * lazy import, and the worker passes its own loader (wasm/quickjs.ts setWasmCodeLoader). So does
 * the guest runtime as a module (dist/guest-source.js, 255 KB): the worker fetches its own.
 */
const browserSubstitutes = {
  name: "toolflow-browser-substitutes",
  setup(build) {
    build.onResolve({ filter: /\/worker-sandbox\.js$/ }, (args) =>
      args.importer.startsWith(at("browser")) ? undefined : { path: at("browser/worker-sandbox.ts") },
    );
    build.onResolve({ filter: /\/(wasm-binary-node|guest-source)\.js$/ }, (args) =>
      args.importer.startsWith(at("wasm")) ? { path: args.path, external: true } : undefined,
    );
    build.onResolve({ filter: /^node:/ }, (args) => ({
      errors: [{ text: `${args.path} reached the browser build from ${args.importer}` }],
    }));
  },
};

/**
 * Fails the build when zod's locales reach a bundle. host/ imports zod as a namespace
 * (`import * as z from "zod"`), which esbuild shakes per property; `import { z }` (zod's
 * re-exported namespace) would pull in every locale and JSON Schema: 450 KB of the page module.
 */
function refuseZodLocales(metafile, name) {
  const bundled = Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs));
  const locales = bundled.filter(([path, { bytesInOutput }]) => bytesInOutput > 0 && /zod[\\/]v4[\\/]locales[\\/](?!en\.)/.test(path));
  if (locales.length) throw new Error(`${name} bundles zod's locales (${locales.length} files): import zod as \`import * as z from "zod"\``);
}

/**
 * CommonJS packages the page module imports dynamically (host/tool-input-check.ts loads ajv on
 * use) and reads named exports from. A split build makes such a package a chunk whose only export
 * is `default` (module.exports), where Node's import and an unsplit bundle also give the names:
 * each is imported through an ES module that re-exports module.exports' own names.
 */
const DYNAMIC_COMMONJS = ["ajv", "ajv/dist/2020.js"];

const commonJsNamedExports = {
  name: "toolflow-commonjs-named-exports",
  setup(build) {
    const require = createRequire(import.meta.url);
    build.onResolve({ filter: /^ajv(\/|$)/ }, (args) =>
      args.kind === "dynamic-import" && DYNAMIC_COMMONJS.includes(args.path) ? { path: args.path, namespace: "commonjs-named" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "commonjs-named" }, (args) => {
      const names = Object.keys(require(args.path)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "default");
      return {
        contents: `import exported from ${JSON.stringify(args.path)};\nexport const { ${names.join(", ")} } = exported;\nexport default exported;\n`,
        resolveDir: at("."),
        loader: "js",
      };
    });
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

/**
 * examples/ flows that run offline (browser/playground/examples.ts): each `name.py` that has its
 * `name.tools.json` beside it, in name order, with its first comment line as the summary.
 */
async function playgroundExamples() {
  const names = (await readdir(at("examples"))).filter((name) => name.endsWith(".tools.json")).sort();
  return Promise.all(
    names.map(async (fixturesName) => {
      const name = fixturesName.slice(0, -".tools.json".length);
      const code = await readFile(at("examples", `${name}.py`), "utf8");
      const summary = /^# (.*)$/m.exec(code)?.[1] ?? name;
      return { name, summary, code, fixtures: await readFile(at("examples", fixturesName), "utf8") };
    }),
  );
}

/**
 * One bundle, written atomically; returns esbuild's metafile. A split build's entry (`mainFile`)
 * is written last, so a page loading it meanwhile finds its chunks; `staleChunks` matches chunk
 * names an earlier build made that this one did not (removed).
 */
async function bundleTo({ mainFile, staleChunks, ...options }) {
  const result = await build({ ...BROWSER_BUNDLE, ...options, write: false, metafile: true });
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === mainFile) - Number(b.path === mainFile));
  for (const file of files) await writeAtomic(file.path, file.contents);
  if (staleChunks) await removeStaleChunks(options.outdir, staleChunks, files);
  return result.metafile;
}

/** The page module's chunks: toolflow-<hash>.js (source maps beside them with --sourcemap). */
const PAGE_CHUNKS = /^toolflow-[A-Z0-9]{8}\.js(\.map)?$/;

/**
 * The QuickJS files the page imports dynamically as its first flow starts (quickjs-emscripten
 * loads a build's FFI and Emscripten glue on use): the sync release build, the one toolflow runs.
 */
const FIRST_FLOW_IMPORTS = /quickjs-wasmfile-release-sync[\\/]dist[\\/](ffi|emscripten-module)|quickjs-emscripten-core[\\/]dist[\\/]module-(?!asyncify)/;

/**
 * The files a page's first flow loads from the split page module, in dist/browser/ names: the
 * entry, every chunk it imports statically, and the QuickJS build's dynamically imported files
 * with their own static imports. boot.js preloads them (<link rel=modulepreload>).
 */
function firstFlowFiles(metafile) {
  const outputs = metafile.outputs;
  const name = (path) => path.split(/[\\/]/).pop();
  const wanted = new Set();
  const add = (path) => {
    if (wanted.has(path)) return;
    wanted.add(path);
    for (const imported of outputs[path].imports) if (imported.kind === "import-statement" && outputs[imported.path]) add(imported.path);
  };
  for (const [path, output] of Object.entries(outputs)) {
    if (output.entryPoint?.endsWith("browser/index.ts") || (output.entryPoint && FIRST_FLOW_IMPORTS.test(output.entryPoint))) add(path);
  }
  return [...wanted].map(name).filter((file) => file.endsWith(".js"));
}

/** navigator.language while the snapshot is made; worker.js pins the same (TOOLFLOW_SNAPSHOT_BUILD.language). */
const SNAPSHOT_LANGUAGE = "C";
/** What the worker runs once before the first flow (a few common paths: assignment, list, call). */
const WARMUP_SCRIPT = "x = [1, 2]\nlen(x) + 1\n";

/**
 * What the build makes in Node from TypeScript sources: guest.snapshot, the guest runtime loaded
 * once (wasm/snapshot.ts) from the same QuickJS .wasm and guest.js the worker gets, encoded by
 * wasm/snapshot-format.ts, with the two hashes that identify it and SNAPSHOT_LANGUAGE (worker.js
 * gets them as TOOLFLOW_SNAPSHOT_BUILD); and the warm-up program, WARMUP_SCRIPT transpiled. The sources are
 * bundled to a module beside the output (so it resolves the installed packages), imported, removed.
 */
async function makeInNode(guestSource) {
  const source = `import { createSnapshot } from "./wasm/snapshot.ts";
import { encodeSnapshot, guestHash } from "./wasm/snapshot-format.ts";
import { transpile } from "./transpiler/index.ts";
export async function snapshotFile(source) {
  const snapshot = await createSnapshot(source);
  return { bytes: encodeSnapshot(snapshot, source), build: { guestHash: guestHash(source), freshImageHash: snapshot.freshImageHash } };
}
export { transpile };`;
  return withBundledModule(source, out(`node-side.${process.pid}.tmp.mjs`), async ({ snapshotFile, transpile }) => {
    const warmup = transpile(WARMUP_SCRIPT, { tools: [] });
    if (!warmup.ok) throw new Error(`the worker's warm-up script does not transpile: ${warmup.error.message}`);
    // Emscripten writes LANG (from navigator.language, which Node 21+ has) into every fresh
    // instance's memory, and wasm/snapshot.ts compares a fresh instance's memory with the
    // snapshot's to recognise the QuickJS build: present what the worker does (worker-guest.ts).
    const navigator = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    Object.defineProperty(globalThis, "navigator", { value: { language: SNAPSHOT_LANGUAGE }, configurable: true });
    try {
      const { bytes, build } = await snapshotFile(guestSource);
      return { bytes, build: { ...build, language: SNAPSHOT_LANGUAGE }, warmupProgram: warmup.js };
    } finally {
      if (navigator) Object.defineProperty(globalThis, "navigator", navigator);
      else delete globalThis.navigator;
    }
  });
}

/** Builds dist/browser/; needs dist/guest.js (bundleGuest) first. Returns the main files' names (not the page module's chunks). */
export async function bundleBrowser() {
  const guestSource = await readFile(at("dist/guest.js"), "utf8");
  const { bytes: snapshot, build, warmupProgram } = await makeInNode(guestSource);
  // The page restores guest.snapshot too, for its first flows (browser/page-sandbox.ts).
  const page = await bundleTo({
    entryPoints: { toolflow: at("browser/index.ts") },
    outdir: out("."),
    splitting: true,
    chunkNames: "toolflow-[hash]",
    mainFile: out("toolflow.js"),
    staleChunks: PAGE_CHUNKS,
    plugins: [browserSubstitutes, commonJsNamedExports, unicodeNamesFile(out("."))],
    define: { TOOLFLOW_SNAPSHOT_BUILD: JSON.stringify(build) },
  });
  refuseZodLocales(page, "toolflow.js");
  const preload = firstFlowFiles(page);
  await bundleTo({ entryPoints: [at("browser/boot.ts")], outfile: out("boot.js"), define: { TOOLFLOW_PAGE_PRELOAD: JSON.stringify(preload) } });
  await bundleTo({
    entryPoints: [at("browser/worker-entry.ts")],
    outfile: out("worker.js"),
    plugins: [browserSubstitutes, unicodeNamesFile(out("."))],
    define: { TOOLFLOW_WARMUP_PROGRAM: JSON.stringify(warmupProgram), TOOLFLOW_SNAPSHOT_BUILD: JSON.stringify(build) },
  });
  await bundleTo({
    entryPoints: [at("browser/playground/playground.ts")],
    outfile: out("playground.js"),
    plugins: [playgroundImportsPageModule],
    define: { TOOLFLOW_EXAMPLES: JSON.stringify(await playgroundExamples()) },
  });
  const wasm = createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
  await writeAtomic(out("quickjs.wasm"), await readFile(wasm));
  await writeAtomic(out("guest.js"), guestSource);
  await writeAtomic(out("guest.snapshot"), snapshot);
  for (const name of ["index.html", "playground.css"]) {
    await writeAtomic(out(name), await readFile(at("browser/playground", name)));
  }
  return ["toolflow.js", "boot.js", "worker.js", "quickjs.wasm", "guest.js", "guest.snapshot", "index.html", "playground.js", "playground.css"];
}
