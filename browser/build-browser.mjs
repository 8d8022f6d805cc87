// Browser build (imported by build.mjs): the page-facing ES module dist/browser/toolflow.js, boot.js
// (starts the worker early), the Web Worker that holds QuickJS (worker.js) with the QuickJS .wasm
// and the guest runtime beside it, and the playground page. Same transpiler, guest and host code
// as Node. Every file is one bundle with no static imports: a page or worker loads each in one
// fetch. The page module imports ajv, which few flows need, on use (toolflow-ajv.js).
import { build } from "esbuild";
import { readdir, readFile } from "node:fs/promises";
import { at, SOURCEMAPS, unicodeNamesFile, withBundledModule, writeAtomic } from "../build-support.mjs";
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
 * Call records hash with WebCrypto (host/records/sha256-web.ts) instead of node:crypto.
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
    build.onResolve({ filter: /^\.\/sha256\.js$/ }, (args) =>
      args.importer === at("host/records/call-records.ts") ? { path: at("host/records/sha256-web.ts") } : undefined,
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

/** ajv (host/tool-input-check.ts's inputSchema check, loaded on use) as a file of its own. */
const AJV_FILE = "toolflow-ajv.js";

/**
 * ajv, 120 KB of the page module that only a tool with an inputSchema needs, is imported from
 * AJV_FILE on use: an unsplit bundle would inline the dynamic import, and a split one makes the
 * page parse chunks on its own thread (measured: more of the page thread's time, not less).
 */
const ajvOnUse = {
  name: "toolflow-ajv-on-use",
  setup(build) {
    build.onResolve({ filter: /^ajv(\/dist\/2020\.js)?$/ }, (args) =>
      args.kind === "dynamic-import" && args.importer === at("host/tool-input-check.ts") ? { path: `./${AJV_FILE}`, external: true } : undefined,
    );
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

/** One bundle, written atomically; returns esbuild's metafile. */
async function bundleTo(options) {
  const result = await build({ ...BROWSER_BUNDLE, ...options, write: false, metafile: true });
  for (const file of result.outputFiles) await writeAtomic(file.path, file.contents);
  return result.metafile;
}

/** navigator.language while the snapshot is made; worker.js pins the same (TOOLFLOW_SNAPSHOT_BUILD.language). */
const SNAPSHOT_LANGUAGE = "C";
/** What the worker runs once before the first flow (a few common paths: assignment, list, call). */
const WARMUP_SCRIPT = "x = [1, 2]\nlen(x) + 1\n";

/**
 * What the build makes in Node from TypeScript sources: quickjs.wasm, the QuickJS .wasm with its
 * memory minimum lowered as Node lowers it (wasm/wasm-memory-minimum.ts); guest.snapshot, the
 * guest runtime loaded once (wasm/snapshot.ts) from that .wasm and the guest.js the worker gets, encoded by
 * wasm/snapshot-format.ts, with the two hashes that identify it and SNAPSHOT_LANGUAGE (worker.js
 * gets them as TOOLFLOW_SNAPSHOT_BUILD); and the warm-up program, WARMUP_SCRIPT transpiled. The sources are
 * bundled to a module beside the output (so it resolves the installed packages), imported, removed.
 */
async function makeInNode(guestSource) {
  const source = `import { createSnapshot } from "./wasm/snapshot.ts";
import { encodeSnapshot, guestHash } from "./wasm/snapshot-format.ts";
import { transpile } from "./transpiler/index.ts";
export { readQuickJSWasm } from "./wasm/wasm-binary-node.ts";
export async function snapshotFile(source) {
  const snapshot = await createSnapshot(source);
  return { bytes: encodeSnapshot(snapshot, source), build: { guestHash: guestHash(source), freshImageHash: snapshot.freshImageHash } };
}
export { transpile };`;
  return withBundledModule(source, out(`node-side.${process.pid}.tmp.mjs`), async ({ snapshotFile, transpile, readQuickJSWasm }) => {
    const warmup = transpile(WARMUP_SCRIPT, { tools: [] });
    if (!warmup.ok) throw new Error(`the worker's warm-up script does not transpile: ${warmup.error.message}`);
    // Emscripten writes LANG (from navigator.language, which Node 21+ has) into every fresh
    // instance's memory, and wasm/snapshot.ts compares a fresh instance's memory with the
    // snapshot's to recognise the QuickJS build: present what the worker does (worker-guest.ts).
    const navigator = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    Object.defineProperty(globalThis, "navigator", { value: { language: SNAPSHOT_LANGUAGE }, configurable: true });
    try {
      const { bytes, build } = await snapshotFile(guestSource);
      return { bytes, build: { ...build, language: SNAPSHOT_LANGUAGE }, warmupProgram: warmup.js, wasm: await readQuickJSWasm() };
    } finally {
      if (navigator) Object.defineProperty(globalThis, "navigator", navigator);
      else delete globalThis.navigator;
    }
  });
}

/** Builds dist/browser/; needs dist/guest.js (bundleGuest) first. Returns the file names. */
export async function bundleBrowser() {
  const guestSource = await readFile(at("dist/guest.js"), "utf8");
  const { bytes: snapshot, build, warmupProgram, wasm } = await makeInNode(guestSource);
  // The page restores guest.snapshot too, for its first flows (browser/page-sandbox.ts).
  const page = await bundleTo({
    entryPoints: [at("browser/index.ts")],
    outfile: out("toolflow.js"),
    plugins: [browserSubstitutes, ajvOnUse, unicodeNamesFile(out("."))],
    define: { TOOLFLOW_SNAPSHOT_BUILD: JSON.stringify(build) },
  });
  refuseZodLocales(page, "toolflow.js");
  await bundleTo({
    stdin: { contents: 'export { Ajv } from "ajv";\nexport { Ajv2020 } from "ajv/dist/2020.js";\n', resolveDir: at("."), loader: "js" },
    outfile: out(AJV_FILE),
  });
  await bundleTo({ entryPoints: [at("browser/boot.ts")], outfile: out("boot.js") });
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
  await writeAtomic(out("quickjs.wasm"), wasm);
  await writeAtomic(out("guest.js"), guestSource);
  await writeAtomic(out("guest.snapshot"), snapshot);
  for (const name of ["index.html", "playground.css"]) {
    await writeAtomic(out(name), await readFile(at("browser/playground", name)));
  }
  return ["toolflow.js", AJV_FILE, "boot.js", "worker.js", "quickjs.wasm", "guest.js", "guest.snapshot", "index.html", "playground.js", "playground.css"];
}
