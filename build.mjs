// Build: WIT -> TypeScript types (jco), the guest runtime bundle, the sandbox worker, the library
// and the CLI. Every step fails loudly; `node build.mjs` is what `npm run build` and `npm test` run.
import { build } from "esbuild";
import { _addPreopen } from "@bytecodealliance/preview2-shim/filesystem";
import { types as witTypes } from "@bytecodealliance/jco";
import { spawn } from "node:child_process";
import { cp, readdir, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
// Browser build (page module, Web Worker, playground): kept in its own module.
import { bundleBrowser } from "./browser/build-browser.mjs";
import { at, guestSourceFile, root, SOURCEMAPS, unicodeNamesFile, withBundledModule, writeAtomic } from "./build-support.mjs";


const ENTRIES = {
  guest: "guest/index.ts",
  worker: "wasm/worker-entry.ts",
  library: "host/index.ts",
  cli: "host/cli/main.ts",
};

class BuildError extends Error {}

async function requireEntry(kind, path) {
  const found = await stat(at(path)).then(
    () => true,
    (err) => {
      if (err.code === "ENOENT") return false;
      throw err;
    },
  );
  if (!found) throw new BuildError(`missing ${kind} entry point ${path}: the build needs it`);
}

/**
 * Runs esbuild in memory and writes its outputs atomically; returns the text of the main one
 * (`outfile`, or `mainFile` for a split build with an `outdir`). The main file is written last,
 * so a process starting it meanwhile finds the chunks it imports. `staleChunks` matches the
 * split build's hashed chunk names: those in `outdir` it did not produce now are removed.
 */
async function bundle({ mainFile, staleChunks, ...options }) {
  const result = await build({ ...options, write: false });
  const mainPath = options.outfile ?? mainFile;
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === mainPath) - Number(b.path === mainPath));
  for (const file of files) {
    const executable = options.banner?.js?.startsWith("#!") && file.path === mainPath;
    await writeAtomic(file.path, file.contents, executable ? 0o755 : undefined);
  }
  if (staleChunks) await removeStaleChunks(options.outdir, staleChunks, files);
  return files.find((file) => file.path === mainPath)?.text ?? "";
}

/** Chunks an earlier build made (their hash has changed since) would pile up in dist/ forever. */
export async function removeStaleChunks(outdir, pattern, produced) {
  const kept = new Set(produced.map((file) => relative(outdir, file.path)));
  for (const name of await readdir(outdir)) {
    if (pattern.test(name) && !kept.has(name)) await rm(join(outdir, name), { force: true });
  }
}

/**
 * jco reads the WIT through a WASI preview2 shim that has no filesystem unless a directory is
 * preopened; we preopen only the WIT's own folder under its real path.
 */
export async function generateWitTypes() {
  const witPath = at("wasm/toolflow.wit");
  const outDir = at("wasm/generated");
  _addPreopen(dirname(witPath), dirname(witPath));
  const files = await witTypes(witPath, { name: "toolflow", worldName: "flow" });
  const names = Object.keys(files);
  for (const name of ["interfaces/toolflow-flow-host.d.ts", "interfaces/toolflow-flow-guest.d.ts"]) {
    if (!names.includes(name)) {
      throw new BuildError(`jco did not generate ${name} from wasm/toolflow.wit (got: ${names.join(", ")})`);
    }
  }
  for (const [name, bytes] of Object.entries(files)) await writeAtomic(join(outDir, name), bytes);
  // Files a previous WIT produced and this one does not would keep stale types importable.
  const stale = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".d.ts"))
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
    .filter((name) => !names.includes(name));
  for (const name of stale) await rm(join(outDir, name));
  return names.length;
}

const GUEST_OPTIONS = {
  bundle: true,
  format: "iife",
  // No Node or browser API may be reached from the guest: neutral fails on node: imports.
  platform: "neutral",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "error",
  // Metafile paths are relative to this; the chunk and core checks read them as guest/...
  absWorkingDir: root,
};

/** guest/modules/chunks.ts (plain data) loaded here without a TypeScript loader. */
async function loadChunkTable() {
  const result = await build({ entryPoints: [at("guest/modules/chunks.ts")], format: "esm", write: false, logLevel: "error" });
  const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`;
  return import(url);
}

/** The names a guest source file exports (types excluded). */
async function exportsOf(path) {
  const result = await build({ ...GUEST_OPTIONS, entryPoints: [at(path)], format: "esm", outfile: "out.js", write: false, metafile: true });
  return Object.values(result.metafile.outputs)[0].exports;
}

/** A module whose exports are read once from `from` (an expression); pure, so unused names are dropped. */
function readExports(names, from) {
  return names.map((n) => `export const ${n} = /* @__PURE__ */ (() => ${from}.${n})();`).join("\n");
}

/**
 * How a chunk reaches code that is not its own. guest/values is the core's: its import becomes a
 * read of the `__core` argument. json's files (in the core too) and a file several chunks import
 * (its own chunk) come through the `__shared` argument: `sharedNames` maps such a file to its
 * export names. Any other way into guest/values, builtins or runtime would bundle a second copy of
 * classes that must be shared (instanceof, type objects), so it fails the build.
 */
function chunkImports(valueNames, sharedNames, self) {
  const guestDir = at("guest");
  return {
    name: "toolflow-chunk-imports",
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        const path = relative(guestDir, args.path).split(/[\\/]/).join("/");
        if (path === "values/index.ts") return { contents: readExports(valueNames, "__core"), loader: "js" };
        const file = path.replace(/^modules\//, "");
        if (sharedNames[file] && file !== self) {
          return { contents: readExports(sharedNames[file], `__shared(${JSON.stringify(file)})`), loader: "js" };
        }
        if (["values", "builtins", "runtime"].includes(path.split("/")[0])) {
          throw new BuildError(`a lazily loaded module imports guest/${path}: import guest/values/index.ts instead`);
        }
        return undefined;
      });
    },
  };
}

/**
 * One chunk: `(function(__core,__shared){ ...; return <returns> })`, evaluated by
 * guest/modules/lazy.ts. Also returns the guest/modules files it holds a copy of.
 */
async function bundleChunk(name, contents, returns, plugin, sharedFiles) {
  const result = await build({
    ...GUEST_OPTIONS,
    stdin: { contents, resolveDir: at("guest/modules"), loader: "ts" },
    globalName: "__chunk",
    banner: { js: "(function(__core,__shared){" },
    footer: { js: `return ${returns}})` },
    write: false,
    metafile: true,
    plugins: [plugin],
  });
  const text = result.outputFiles[0].text;
  // guest/runtime/traceback.ts maps frames of functions named $fN in eval'd code to script lines.
  if (/\$f\d/.test(text)) throw new BuildError(`the ${name} chunk names a function like the script's $fN: rename it`);
  const copies = Object.keys(result.metafile.inputs)
    .filter((path) => path.startsWith("guest/modules/") && !path.startsWith("guest/modules/json/"))
    .map((path) => path.slice("guest/modules/".length))
    .filter((file) => file === name || !sharedFiles.has(file));
  return { text, copies };
}

/**
 * The sources of every module chunk (returning the module's factory) and shared chunk (a file's
 * exports). A file that two chunks would each hold a copy of becomes a shared chunk, until none
 * is copied: two copies of a class would break instanceof between them (re's syntax errors).
 */
async function bundleModuleChunks() {
  const { CHUNKS } = await loadChunkTable();
  const valueNames = await exportsOf("guest/values/index.ts");
  // guest/modules/lazy.ts hands json's files over from the core (tool calls and results use them).
  const jsonFiles = (await readdir(at("guest/modules/json"))).filter((f) => f.endsWith(".ts")).map((f) => `json/${f}`);
  const sharedFiles = new Set();
  for (;;) {
    const sharedNames = {};
    for (const file of [...jsonFiles, ...sharedFiles]) sharedNames[file] = await exportsOf(`guest/modules/${file}`);
    const jobs = [
      ...[...sharedFiles].map((file) => ["shared", file, `export * from "./${file}";`, "__chunk", file]),
      ...Object.entries(CHUNKS).map(([name, [file, factory]]) => ["modules", name, `export { ${factory} as default } from "./${file}";`, "__chunk.default"]),
    ];
    const built = await Promise.all(
      jobs.map(([, name, contents, returns, self]) =>
        bundleChunk(name, contents, returns, chunkImports(valueNames, sharedNames, self), sharedFiles),
      ),
    );
    const holders = new Map();
    for (const { copies } of built) for (const file of copies) holders.set(file, (holders.get(file) ?? 0) + 1);
    const copied = [...holders].filter(([, count]) => count > 1).map(([file]) => file);
    if (copied.length === 0) {
      const sources = { modules: {}, shared: {} };
      jobs.forEach(([kind, name], i) => (sources[kind][name] = built[i].text));
      return sources;
    }
    for (const file of copied) sharedFiles.add(file);
  }
}

/** In the core, guest/index.ts gets the lazy module table, holding the chunks' sources as strings. */
function lazyModules(sources) {
  return {
    name: "toolflow-lazy-modules",
    setup(b) {
      b.onResolve({ filter: /^\.\/modules\/index\.js$/ }, (args) =>
        args.importer === at(ENTRIES.guest) ? { path: at("guest/modules/lazy.ts") } : undefined,
      );
      b.onResolve({ filter: /^toolflow:module-chunks$/ }, () => ({ path: "module-chunks", namespace: "toolflow" }));
      b.onLoad({ filter: /.*/, namespace: "toolflow" }, () => ({ contents: JSON.stringify(sources), loader: "json" }));
    },
  };
}

/**
 * The guest runtime: a core script evaluated in every fresh QuickJS context, carrying the
 * importable modules as source text that it evaluates only on import (guest/modules/lazy.ts).
 */
export async function bundleGuest() {
  await requireEntry("guest", ENTRIES.guest);
  const sources = await bundleModuleChunks();
  const result = await build({
    ...GUEST_OPTIONS,
    entryPoints: [at(ENTRIES.guest)],
    outfile: at("dist/guest.js"),
    write: false,
    metafile: true,
    plugins: [lazyModules(sources)],
  });
  // json stays in the core (tool calls use it); any other module's code there means the lazy
  // table was not used, and every fresh context would pay for it again.
  const eager = Object.keys(result.metafile.inputs).filter((path) => /^guest\/modules\/(?!json\/|lazy\.ts$)/.test(path));
  if (eager.length) throw new BuildError(`the guest core bundles module code it should load lazily: ${eager.join(", ")}`);
  const text = result.outputFiles[0].text;
  await writeAtomic(at("dist/guest.js"), text);
  // A module exporting the text, so the library bundle inlines it and works from any install
  // location and in a browser without reading files.
  await writeAtomic(at("dist/guest-source.js"), `export default ${JSON.stringify(text)};\n`);
  await writeAtomic(at("dist/guest-source.d.ts"), "declare const guestSource: string;\nexport default guestSource;\n");
  return text.length;
}

/**
 * dist/guest.snapshot: the guest runtime loaded once into QuickJS and its memory captured
 * (wasm/snapshot.ts), so a Node process restores it instead of evaluating dist/guest.js. The
 * TypeScript that makes it is bundled to a module in dist/, imported, and removed.
 */
export async function emitGuestSnapshot() {
  const source = `import { readFile } from "node:fs/promises";
import { createSnapshot } from "./wasm/snapshot.ts";
import { encodeSnapshot } from "./wasm/snapshot-format.ts";
import { quickJSWasmHash, readQuickJSWasm } from "./wasm/wasm-binary-node.ts";
export async function snapshotFile(path) {
  const source = await readFile(path, "utf8");
  const snapshot = await createSnapshot(source);
  const build = { wasmHash: quickJSWasmHash(await readQuickJSWasm()), freshImageHash: snapshot.freshImageHash };
  return { bytes: encodeSnapshot(snapshot, source), build };
}`;
  return withBundledModule(source, at(`dist/snapshot-maker.${process.pid}.tmp.mjs`), async ({ snapshotFile }) => {
    const { bytes, build } = await snapshotFile(at("dist/guest.js"));
    await writeAtomic(at("dist/guest.snapshot"), bytes);
    snapshotBuild = build;
    return bytes.length;
  });
}

/**
 * The .wasm file's hash and the fresh-image hash emitGuestSnapshot saw, once it ran in this
 * process: the bundles that carry QuickJS's glue then know this build without checking it at
 * run time (wasm/wasm-binary-node.ts builtFreshImageHash). A bundle made without it checks.
 */
let snapshotBuild;
const quickJSBuild = () => ({ define: { TOOLFLOW_QUICKJS_BUILD: snapshotBuild ? JSON.stringify(snapshotBuild) : "undefined" } });

const NODE_BUNDLE = {
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: SOURCEMAPS,
  logLevel: "error",
};

/**
 * The bin and the sandbox worker carry their dependencies: Node loads one file per module, and
 * zod, yaml and their kind are hundreds of small files, which cost a cold `toolflow run` about
 * 60 ms of CPU before any of toolflow's code ran. Bundled CommonJS packages call `require`,
 * which an ES module has not: each output file makes its own.
 */
const REQUIRE_SHIM = 'import { createRequire as __toolflowRequire } from "node:module";\nconst require = __toolflowRequire(import.meta.url);';
const BUNDLED_PACKAGES = { ...NODE_BUNDLE, packages: "bundle", banner: { js: REQUIRE_SHIM } };
const CLI_BUNDLE = { ...BUNDLED_PACKAGES, banner: { js: `#!/usr/bin/env node\n${REQUIRE_SHIM}` } };

/** The sandbox worker; the library starts it from dist/worker.js beside dist/index.js. */
export async function bundleWorker() {
  await bundle({ ...BUNDLED_PACKAGES, ...quickJSBuild(), entryPoints: [at(ENTRIES.worker)], outfile: at("dist/worker.js"), plugins: [unicodeNamesFile(at("dist"))] });
}

async function bundleHost() {
  await requireEntry("library", ENTRIES.library);
  await requireEntry("CLI", ENTRIES.cli);
  await bundle({ ...NODE_BUNDLE, entryPoints: [at(ENTRIES.library)], outfile: at("dist/index.js"), plugins: [unicodeNamesFile(at("dist"))] });
  // Split, so the subcommands `toolflow run` does not use (mcp, job, playground) load only when
  // called: a cold `toolflow run` is the path a harness pays for on every flow.
  await bundle({
    ...CLI_BUNDLE,
    ...quickJSBuild(),
    entryPoints: { cli: at(ENTRIES.cli) },
    outdir: at("dist"),
    splitting: true,
    // Beside cli.js: modules find dist/worker.js and dist/browser/ relative to themselves.
    chunkNames: "cli-[name]-[hash]",
    staleChunks: /^cli-.+-[A-Z0-9]{8}\.js(\.map)?$/,
    mainFile: at("dist/cli.js"),
    plugins: [guestSourceFile()],
  });
}

/**
 * The public API's declarations (dist/types/, named by package.json's `types` conditions), from
 * tsc in a child process that runs beside the bundling. The WIT types the declarations import are
 * copied beside them. Incremental: an unchanged tree costs about a second.
 */
export async function emitDeclarations() {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const child = spawn(process.execPath, [tsc, "-p", at("tsconfig.types.json")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on("close", resolve));
  if (code !== 0) throw new BuildError(`declarations: tsc exited ${code}\n${output}`);
  await cp(at("wasm/generated"), at("dist/types/wasm/generated"), { recursive: true, filter: (src) => !src.endsWith(".js") });
}

async function main() {
  const started = performance.now();
  const witFiles = await generateWitTypes();
  const guestBytes = await bundleGuest();
  // tsc reads the WIT types and dist/guest-source.d.ts just written; it runs while the snapshot
  // and the other bundles are made.
  const declarations = process.argv.includes("--types") ? emitDeclarations() : Promise.resolve();
  declarations.catch(() => {});
  const snapshotBytes = await emitGuestSnapshot();
  await bundleWorker();
  await bundleHost();
  await bundleBrowser();
  await declarations;
  const ms = Math.round(performance.now() - started);
  console.log(`build: ${witFiles} WIT type files, guest ${guestBytes} bytes (snapshot ${snapshotBytes}), worker, library, CLI${process.argv.includes("--types") ? ", declarations" : ""} and browser build in ${ms} ms`);
}

// Tests import the steps; only `node build.mjs` runs the whole build.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    // esbuild has already printed its diagnostics; a BuildError explains itself.
    const explained = err instanceof BuildError || Array.isArray(err?.errors);
    console.error(explained ? `build failed: ${err instanceof BuildError ? err.message : err.message.split("\n")[0]}` : err);
    process.exit(1);
  });
}
