// Build: WIT -> TypeScript types (jco), the guest runtime bundle, the sandbox worker, the library
// and the CLI. Every step fails loudly; `node build.mjs` is what `npm run build` and `npm test` run.
import { build } from "esbuild";
import { _addPreopen } from "@bytecodealliance/preview2-shim/filesystem";
import { types as witTypes } from "@bytecodealliance/jco";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));
const at = (...parts) => join(root, ...parts);

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
 * Write-then-rename, so a test process reading dist/ while another builds (vitest runs test
 * files in parallel) never sees half a file.
 */
async function writeAtomic(path, contents, mode) {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, contents, mode === undefined ? undefined : { mode });
  await rename(temporary, path);
}

/** Runs esbuild in memory and writes its outputs atomically; returns the text of the main one. */
async function bundle(options) {
  const result = await build({ ...options, write: false });
  let main = "";
  for (const file of result.outputFiles) {
    const executable = options.banner?.js?.startsWith("#!") && file.path === options.outfile;
    await writeAtomic(file.path, file.contents, executable ? 0o755 : undefined);
    if (file.path === options.outfile) main = file.text;
  }
  return main;
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

/** The guest runtime: one IIFE script evaluated in every fresh QuickJS context. */
export async function bundleGuest() {
  await requireEntry("guest", ENTRIES.guest);
  const text = await bundle({
    entryPoints: [at(ENTRIES.guest)],
    outfile: at("dist/guest.js"),
    bundle: true,
    format: "iife",
    // No Node or browser API may be reached from the guest: neutral fails on node: imports.
    platform: "neutral",
    target: "es2020",
    minify: true,
    legalComments: "none",
    logLevel: "error",
  });
  // A module exporting the text, so the library bundle inlines it and works from any install
  // location and in a browser without reading files.
  await writeAtomic(at("dist/guest-source.js"), `export default ${JSON.stringify(text)};\n`);
  await writeAtomic(at("dist/guest-source.d.ts"), "declare const guestSource: string;\nexport default guestSource;\n");
  return text.length;
}

const NODE_BUNDLE = {
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "error",
};

/** The sandbox worker; the library starts it from dist/worker.js beside dist/index.js. */
export async function bundleWorker() {
  await bundle({ ...NODE_BUNDLE, entryPoints: [at(ENTRIES.worker)], outfile: at("dist/worker.js") });
}

async function bundleHost() {
  await requireEntry("library", ENTRIES.library);
  await requireEntry("CLI", ENTRIES.cli);
  await bundle({ ...NODE_BUNDLE, entryPoints: [at(ENTRIES.library)], outfile: at("dist/index.js") });
  await bundle({
    ...NODE_BUNDLE,
    entryPoints: [at(ENTRIES.cli)],
    outfile: at("dist/cli.js"),
    banner: { js: "#!/usr/bin/env node" },
  });
}

async function main() {
  const started = performance.now();
  const witFiles = await generateWitTypes();
  const guestBytes = await bundleGuest();
  await bundleWorker();
  await bundleHost();
  const ms = Math.round(performance.now() - started);
  console.log(`build: ${witFiles} WIT type files, guest ${guestBytes} bytes, worker, library and CLI in ${ms} ms`);
}

// Tests import the steps; only `node build.mjs` runs the whole build.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    // esbuild has already printed its diagnostics; a BuildError explains itself.
    const explained = err instanceof BuildError || Array.isArray(err?.errors);
    console.error(explained ? `build failed: ${err.message.split("\n")[0]}` : err);
    process.exit(1);
  });
}
