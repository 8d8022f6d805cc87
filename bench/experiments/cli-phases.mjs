// Where a cold `toolflow run` goes, on both threads: a copy of dist/ in a temporary folder gets
// marks (wall time since the process started, and that thread's own CPU from
// /proc/thread-self/schedstat, Linux) at the milestones below, then the CLI runs trivial.py from
// the copy. `node bench/experiments/cli-phases.mjs [runs] [script]` (default bench/cold/trivial.py;
// examples/seed.py calls file_read and grep; a third argument runs another build's dist/ folder,
// for an A/B). A mark whose source line changed is simply missing from the output: update MARKS
// then.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** [a source line of the built code, the mark put before it]. */
const MARKS = [
  ["async function runCommand(argv, io) {", "runCommand"],
  ["async function runLocal(code, options, io) {", "runLocal: run path loaded"],
  ["  const registry = source.root !== void 0", "config and permissions read"],
  ["        result = await fromScript(", "to the worker (the script, transpiled there)"],
  ["        const transpiled = await engine.transpile", "transpile"],
  ["        result = await engine.sandbox(", "to the sandbox"],
  ["  const envelope = options.full ? outcome.full : outcome.envelope;", "outcome"],
  ['    case "prepare": {', "prepare arrives"],
  ["  static async load(setup) {", "restore starts"],
  ["    const snapshot = built && decodeOrUndefined(built, guestSource2);", "snapshot file read"],
  ["    if (snapshot && await fitsBuild(snapshot", "snapshot decoded"],
  ["  const bytes = new Uint8Array(await readFile(require2.resolve(", "QuickJS's .wasm resolved"],
  ["  return readWasmHash === define_TOOLFLOW", "QuickJS compiled"],
  ["    if (snapshot && snapshot.pages * PAGE_BYTES", "snapshot read"],
  ["  checkBuild(snapshot, memory);", "instantiated"],
  ["    const sandbox = new _Sandbox(flowModule, runtime, ctx, setup);", "image copied, runtime wrapped"],
  ["async function run(flow) {", "run arrives"],
  ["    sandbox = await takeSandbox(setup);", "take the sandbox"],
  ["  const result = await sandbox.run(request);", "sandbox ready"],
  ["  if (request.keepWarm !== false) prepareNext(setup);", "ran"],
  ["function exitAfterFlush(code) {", "output written, exit"],
];

const mark = (who, commonJs) =>
  (commonJs ? `const { writeSync: __ws, readFileSync: __rf } = require("node:fs");\n` : `import { writeSync as __ws, readFileSync as __rf } from "node:fs";\n`) +
  `const __mark = (what) => __ws(2, \`@@ ${who} \${(performance.timeOrigin + performance.now()).toFixed(1)} \${(Number(__rf("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6).toFixed(1)} \${what}\\n\`);\n`;

const dir = mkdtempSync(join(tmpdir(), "toolflow-cli-phases-"));
try {
  cpSync(process.argv[4] ?? join(ROOT, "dist"), join(dir, "dist"), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  cpSync(join(ROOT, "package.json"), join(dir, "package.json"));
  for (const name of readdirSync(join(dir, "dist")).filter((n) => /^(cli|worker).*\.c?js$/.test(n))) {
    const path = join(dir, "dist", name);
    let text = readFileSync(path, "utf8");
    for (const [line, what] of MARKS) text = text.replace(line, (found) => (found.endsWith("{") ? `${found} __mark(${JSON.stringify(what)});` : `__mark(${JSON.stringify(what)});\n${found}`));
    const shebang = text.startsWith("#!") ? text.slice(0, text.indexOf("\n") + 1) : "";
    writeFileSync(path, `${shebang}${mark(name.startsWith("worker") ? "worker" : "main  ", name.endsWith(".cjs"))}__mark("loaded ${name}");\n${text.slice(shebang.length)}`);
  }
  const runs = Number(process.argv[2] ?? 3);
  for (let i = 0; i < runs; i++) {
    const started = performance.timeOrigin + performance.now();
    const child = spawnSync(process.execPath, [join(dir, "dist/cli.js"), "run", "--yes", join(ROOT, process.argv[3] ?? "bench/cold/trivial.py"), "--json"], { cwd: ROOT, encoding: "utf8" });
    const closed = performance.timeOrigin + performance.now() - started;
    if (!child.stdout.includes('"status":"ok"')) throw new Error(`the CLI failed: ${child.stderr}`);
    console.log(`run ${i + 1}: wall ms since spawn, thread CPU ms, milestone`);
    for (const [, who, at, cpu, what] of child.stderr.matchAll(/^@@ (\w+ *) ([\d.]+) ([\d.]+) (.*)$/gm)) {
      console.log(`  ${who} ${(Number(at) - started).toFixed(1).padStart(7)} ${cpu.padStart(7)}  ${what}`);
    }
    console.log(`  process gone at ${closed.toFixed(1)} ms\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
