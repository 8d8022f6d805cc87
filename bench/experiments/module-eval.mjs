// Main-thread CPU of each bundled module's evaluation in a cold `toolflow run`: a copy of a
// dist/ gets a CPU mark (/proc/thread-self/schedstat, Linux) at every top-level `// path`
// comment esbuild leaves before a module's code, so the CPU between two marks is the module
// above the second (its evaluation, and its lazy compiles). Medians over runs, largest first.
//   node bench/experiments/module-eval.mjs [runs] [DIST] [script]
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "../lib/stats.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const [runs = "7", distArg = join(ROOT, "dist"), script = "bench/cold/trivial.py"] = process.argv.slice(2);
const MARK = `import { writeSync as __ws, readFileSync as __rf } from "node:fs";\nconst __mark = (what) => __ws(2, \`@@ \${(Number(__rf("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6).toFixed(3)} \${what}\\n\`);\n`;
const dir = mkdtempSync(join(tmpdir(), "toolflow-module-eval-"));
const load = loadavg()[0];
try {
  cpSync(distArg, join(dir, "dist"), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  cpSync(join(ROOT, "package.json"), join(dir, "package.json"));
  for (const name of readdirSync(join(dir, "dist")).filter((n) => /^cli.*\.js$/.test(n))) {
    const path = join(dir, "dist", name);
    const text = readFileSync(path, "utf8").replace(/^\/\/ ([\w@./-]+\.[cm]?[jt]s)$/gm, (line, module) => `${line}\n__mark(${JSON.stringify(module.replace(/.*node_modules\//, ""))});`);
    const shebang = text.startsWith("#!") ? text.slice(0, text.indexOf("\n") + 1) : "";
    writeFileSync(path, `${shebang}${MARK}__mark("(${name} starts)");\n${text.slice(shebang.length)}`);
  }
  const costs = new Map();
  for (let i = 0; i < Number(runs); i++) {
    const child = spawnSync(process.execPath, [join(dir, "dist/cli.js"), "run", "--yes", join(ROOT, script), "--json"], { cwd: ROOT, encoding: "utf8" });
    if (!child.stdout.includes('"status":"ok"')) throw new Error(`the CLI failed: ${child.stderr}`);
    const marks = [...child.stderr.matchAll(/^@@ ([\d.]+) (.*)$/gm)].map(([, cpu, what]) => [Number(cpu), what]);
    const run = new Map();
    // The CPU up to a mark belongs to the module before it (or, for a chunk's first, to loading).
    for (let k = 1; k < marks.length; k++) {
      const key = marks[k][1].startsWith("(") ? `(before ${marks[k][1].slice(1)}` : marks[k - 1][1];
      run.set(key, (run.get(key) ?? 0) + marks[k][0] - marks[k - 1][0]);
    }
    for (const [key, ms] of run) costs.set(key, [...(costs.get(key) ?? []), ms]);
  }
  const rows = [...costs].map(([key, values]) => [key, median(values)]).sort((a, b) => b[1] - a[1]);
  console.log(`load ${load.toFixed(1)} -> ${loadavg()[0].toFixed(1)}, ${runs} runs of ${script}, ${distArg}; median main-thread CPU ms`);
  for (const [key, ms] of rows.filter(([, ms]) => ms >= Number(process.env.MIN_MS ?? 0.3))) console.log(`${ms.toFixed(2).padStart(7)}  ${key}`);
  console.log(`${rows.reduce((sum, [, ms]) => sum + ms, 0).toFixed(1).padStart(7)}  all marked`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
