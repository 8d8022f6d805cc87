// Helpers shared by build.mjs and browser/build-browser.mjs.
import { build } from "esbuild";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = dirname(fileURLToPath(import.meta.url));
export const at = (...parts) => join(root, ...parts);

/**
 * Source maps only when asked (`node build.mjs --sourcemap`): the published package ships none,
 * and no bundle then points at a .map file it does not carry.
 */
export const SOURCEMAPS = process.argv.includes("--sourcemap");

/**
 * Write-then-rename, so a test process reading dist/ while another builds (vitest runs test
 * files in parallel) never sees half a file.
 */
export async function writeAtomic(path, contents, mode) {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, contents, mode === undefined ? undefined : { mode });
  await rename(temporary, path);
}

/**
 * Runs toolflow's own TypeScript in Node during the build: `source` (an ES module resolved from
 * the repository root) is bundled to `modulePath`, beside the output so it finds the installed
 * packages, imported, handed to `use`, and removed.
 */
export async function withBundledModule(source, modulePath, use) {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    write: false,
    logLevel: "error",
  });
  await writeAtomic(modulePath, result.outputFiles[0].contents);
  try {
    return await use(await import(pathToFileURL(modulePath).href));
  } finally {
    await rm(modulePath, { force: true });
  }
}

/**
 * The tables loaded on demand as files of their own in `outdir`: the Unicode name table
 * (unicode-names/data.ts, a third of a megabyte) as `unicode-names.js` and the IANA zones
 * (zoneinfo-data/data.ts, 200 KB) as `zoneinfo-data.js`. A bundle without code splitting would
 * inline the one dynamic import of each (its load.ts), and every process would read it to run any flow.
 */
export function unicodeNamesFile(outdir) {
  const tables = { "unicode-names": "unicode-names.js", "zoneinfo-data": "zoneinfo-data.js" };
  return {
    name: "toolflow-unicode-names",
    setup(b) {
      b.onResolve({ filter: /^\.\/data\.js$/ }, (args) => {
        const table = Object.keys(tables).find((dir) => args.importer === at(`${dir}/load.ts`));
        return table ? { path: `./${tables[table]}`, external: true } : undefined;
      });
      b.onEnd(async (result) => {
        if (result.errors.length) return;
        for (const [dir, file] of Object.entries(tables)) {
          const data = await build({ entryPoints: [at(`${dir}/data.ts`)], format: "esm", bundle: true, write: false, logLevel: "error" });
          await writeAtomic(join(outdir, file), data.outputFiles[0].contents);
        }
      });
    },
  };
}

/**
 * The bin (Node only, always beside dist/guest.js) reads the guest runtime as a file instead of
 * importing dist/guest-source.js: compiling that half-megabyte module cost a cold `toolflow run`
 * 12-25 ms of CPU on its main thread (the read, 6-8 ms: bench/experiments/cold-start.md). Read
 * synchronously: an asynchronous read's callback waited for this thread to finish compiling the
 * run path, and the sandbox worker for the guest source with it. The library and browser bundles
 * keep the import, which needs no file reads.
 */
export function guestSourceFile() {
  return {
    name: "toolflow-guest-source-file",
    setup(b) {
      b.onResolve({ filter: /^\.\.\/dist\/guest-source\.js$/ }, (args) =>
        args.importer === at("wasm/guest-source.ts") ? { path: "guest-source", namespace: "toolflow-guest-file" } : undefined);
      b.onLoad({ filter: /.*/, namespace: "toolflow-guest-file" }, () => ({
        contents: 'import { readFileSync } from "node:fs";\nexport default readFileSync(new URL("./guest.js", import.meta.url), "utf8");\n',
        loader: "js",
      }));
    },
  };
}
