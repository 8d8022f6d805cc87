// What a V8 code cache could save a cold `toolflow run` on Node 20, which has no compile cache for
// ES modules (module.enableCompileCache is Node 22.1+). vm.SourceTextModule (behind
// --experimental-vm-modules, so not usable by the bin) takes cachedData: this compiles the CLI's
// run-path chunks (found by following the static and dynamic imports of cli.js, run-local and the
// guest source) once without and once with a code cache, in fresh processes, and prints the CPU
// of the compiles. `node bench/experiments/esm-code-cache.mjs [ROUNDS]`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "../lib/stats.mjs";

const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));
const [mode, roundsArg = "7"] = process.argv.slice(2);

/** cli.js and the chunks a `toolflow run` imports: static imports, and run-local / guest-source. */
function runPathChunks() {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const text = readFileSync(DIST + name, "utf8");
    for (const [, dep] of text.matchAll(/(?:from |import\(|import )"\.\/(cli-[^"]+\.js)"/g)) {
      if (/^cli-chunk-|^cli-run-local|^cli-guest-source|^cli-transpiler/.test(dep)) visit(dep);
    }
  };
  visit("cli.js");
  return [...seen];
}

if (mode === "child") {
  const vm = await import("node:vm");
  const [kind, cacheDir] = process.argv.slice(3);
  const withCache = kind === "cached";
  const chunks = runPathChunks();
  const sources = chunks.map((name) => readFileSync(DIST + name, "utf8").replace(/^#!.*/, ""));
  // The caches come from another process: a compile in this one could hit V8's in-memory cache.
  if (kind === "make") {
    sources.forEach((source, i) => writeFileSync(join(cacheDir, chunks[i]), new vm.SourceTextModule(source, { identifier: chunks[i] }).createCachedData()));
    process.exit(0);
  }
  const caches = withCache ? chunks.map((name) => readFileSync(join(cacheDir, name))) : [];
  const before = process.cpuUsage();
  let rejected = 0;
  sources.forEach((source, i) => {
    const module = new vm.SourceTextModule(source, { identifier: chunks[i], ...(withCache ? { cachedData: caches[i] } : {}) });
    if (withCache && module.cachedDataRejected) rejected++;
  });
  const used = process.cpuUsage(before);
  const bytes = sources.reduce((n, s) => n + s.length, 0);
  console.log(JSON.stringify({ ms: (used.user + used.system) / 1000, chunks: chunks.length, bytes, rejected }));
} else {
  const rounds = Number(mode ?? roundsArg);
  const results = { plain: [], cached: [] };
  const cacheDir = mkdtempSync(join(tmpdir(), "toolflow-code-cache-"));
  const child = (kind) =>
    spawnSync(process.execPath, ["--experimental-vm-modules", "--no-warnings", fileURLToPath(import.meta.url), "child", kind, cacheDir], { encoding: "utf8" });
  child("make");
  let info;
  for (let round = 0; round < rounds; round++) {
    for (const kind of round % 2 ? ["cached", "plain"] : ["plain", "cached"]) {
      info = JSON.parse(child(kind).stdout);
      if (info.rejected) throw new Error(`${info.rejected} code caches rejected`);
      results[kind].push(info.ms);
    }
  }
  rmSync(cacheDir, { recursive: true, force: true });
  console.log(`${info.chunks} run-path chunks, ${(info.bytes / 1024).toFixed(0)} KiB`);
  console.log(`compile CPU without cache ${median(results.plain).toFixed(1)} ms, with a code cache ${median(results.cached).toFixed(1)} ms (median of ${rounds})`);
}
