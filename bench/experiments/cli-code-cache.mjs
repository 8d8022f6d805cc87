// Would a V8 code cache make a cold `toolflow run` cheaper? Node 20 has none for ES modules, so
// this bundles the CLI (host/cli/main.ts) a second way, as one IIFE script in a copy of dist/,
// started by a small ES module that compiles it with vm.Script and `cachedData`:
//   esm        dist/cli.js as built (split ES modules, no cache)
//   iife       the script without a cache
//   iife+cc0   with a cache made right after compiling (top-level code only)
//   iife+cc    with a cache made at the exit of a trivial run (every function that run compiled;
//              the worker's tier-up flag is reset first: a changed V8 flag makes V8 reject it)
// Rounds alternate the order; each sample is a new process running bench/cold/trivial.py: wall
// (spawn -> exit), CPU of all threads (GNU time) and the main thread's own CPU at exit (a
// preload reads /proc/thread-self/schedstat, Linux). Prints medians and per-round ratios to esm.
//   node bench/experiments/cli-code-cache.mjs [ROUNDS]
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { at, guestSourceFile } from "../../build-support.mjs";
import { median } from "../lib/stats.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const rounds = Number(process.argv[2] ?? 9);
const dir = mkdtempSync(join(tmpdir(), "toolflow-code-cache-"));

const LOADER = `#!/usr/bin/env node
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { setFlagsFromString } from "node:v8";
import vm from "node:vm";
import { fileURLToPath } from "node:url";
const file = fileURLToPath(new URL("./cli-iife.js", import.meta.url));
const cacheFile = process.env.CODE_CACHE;
const cachedData = cacheFile && !process.env.MAKE_CACHE ? readFileSync(cacheFile) : undefined;
const script = new vm.Script(\`(function (require, __toolflowUrl) {\${readFileSync(file, "utf8")}\\n})\`, { filename: file, cachedData, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
if (cachedData && script.cachedDataRejected) throw new Error("code cache rejected");
if (process.env.MAKE_CACHE === "compiled") writeFileSync(cacheFile, script.createCachedData());
if (process.env.MAKE_CACHE === "ran") process.on("exit", () => { setFlagsFromString("--wasm-tiering-budget=1800000"); writeFileSync(cacheFile, script.createCachedData()); });
script.runInThisContext()(createRequire(import.meta.url), import.meta.url);
`;
const PRELOAD = `data:text/javascript,${encodeURIComponent(
  'import { readFileSync, writeSync } from "node:fs"; process.on("exit", () => writeSync(2, `@@main ${Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6}\\n`));',
)}`;

try {
  cpSync(join(ROOT, "dist"), join(dir, "dist"), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  cpSync(join(ROOT, "package.json"), join(dir, "package.json"));
  const built = readdirSync(join(ROOT, "dist")).filter((n) => /^cli.*\.js$/.test(n)).map((n) => readFileSync(join(ROOT, "dist", n), "utf8").match(/\{ wasmHash: \d+, freshImageHash: \d+ \}/)?.[0]).find(Boolean);
  const result = await build({
    entryPoints: [at("host/cli/main.ts")],
    bundle: true,
    format: "iife",
    platform: "node",
    target: "node20",
    outfile: join(dir, "dist/cli-iife.js"),
    define: { "import.meta.url": "__toolflowUrl", TOOLFLOW_QUICKJS_BUILD: built.replace(/(\w+):/g, '"$1":') },
    logLevel: "error",
    write: false,
    plugins: [
      guestSourceFile(),
      { name: "unicode-names", setup: (b) => b.onResolve({ filter: /^\.\/data\.js$/ }, () => ({ path: "./unicode-names.js", external: true })) },
    ],
  });
  writeFileSync(join(dir, "dist/cli-iife.js"), result.outputFiles[0].text);
  writeFileSync(join(dir, "dist/cli-cc.js"), LOADER);
  const trivial = join(ROOT, "bench/cold/trivial.py");
  const args = (cli) => [join(dir, "dist", cli), "run", "--yes", trivial, "--json"];
  const caches = { "iife+cc0": ["compiled", join(dir, "compiled.cache")], "iife+cc": ["ran", join(dir, "ran.cache")] };
  for (const [make, file] of Object.values(caches)) {
    const made = spawnSync(process.execPath, args("cli-cc.js"), { cwd: ROOT, env: { ...process.env, MAKE_CACHE: make, CODE_CACHE: `${file}.tmp` } });
    if (made.status !== 0) throw new Error(made.stderr.toString());
    renameSync(`${file}.tmp`, file);
  }
  const variants = {
    esm: [args("cli.js"), {}],
    iife: [args("cli-cc.js"), {}],
    "iife+cc0": [args("cli-cc.js"), { CODE_CACHE: caches["iife+cc0"][1] }],
    "iife+cc": [args("cli-cc.js"), { CODE_CACHE: caches["iife+cc"][1] }],
  };
  const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  const loadBefore = loadavg()[0];
  for (let round = 0; round < rounds; round++) {
    const names = Object.keys(variants);
    if (round % 2) names.reverse();
    for (const name of names) {
      const [argv, env] = variants[name];
      const start = performance.now();
      const child = spawnSync("/usr/bin/time", ["-f", "@@cpu %U %S", process.execPath, "--import", PRELOAD, ...argv], { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...env } });
      const wall = performance.now() - start;
      if (!child.stdout.includes('"status":"ok"')) throw new Error(`${name}: ${child.stderr.slice(0, 500)}`);
      const [user, system] = child.stderr.match(/@@cpu (\S+) (\S+)/).slice(1).map(Number);
      samples[name].push({ wall, cpu: (user + system) * 1000, main: Number(child.stderr.match(/@@main (\S+)/)[1]) });
    }
  }
  console.log(`load ${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)}, ${rounds} rounds`);
  for (const [name, list] of Object.entries(samples)) {
    const cells = ["wall", "cpu", "main"].map((metric) => {
      const values = list.map((s) => s[metric]);
      const ratio = median(values.map((v, i) => v / samples.esm[i][metric]));
      return `${metric} ${median(values).toFixed(0).padStart(4)} ms (${ratio.toFixed(3)})`;
    });
    console.log(`${name.padEnd(9)} ${cells.join("  ")}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
