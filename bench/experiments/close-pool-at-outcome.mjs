// A copy of a dist/ whose `toolflow run` closes the sandbox pool (terminates its worker) as soon as
// the outcome is in, before it renders and writes it, so the exit need not stop the worker
// (cold-start.md, session 13: measured slower, not kept). Then compare with cli-dists-ab.mjs:
//   node bench/experiments/close-pool-at-outcome.mjs dist /tmp/close
//   node bench/experiments/cli-dists-ab.mjs 30 dist /tmp/close/dist
import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const [from, to] = process.argv.slice(2);
if (!to) throw new Error("usage: close-pool-at-outcome.mjs DIST OUT");
rmSync(to, { recursive: true, force: true });
cpSync(from, join(to, "dist"), { recursive: true });
symlinkSync(join(ROOT, "node_modules"), join(to, "node_modules"));
cpSync(join(ROOT, "package.json"), join(to, "package.json"));
const PATCHES = [
  ["    pool = createSandboxPool({ workerUrl });\n", (line) => `${line}    globalThis.__poolClose = () => pool.close();\n`],
  ["  const envelope = options.full ? outcome.full : outcome.envelope;", (line) => `void globalThis.__poolClose?.();\n${line}`],
];
let patched = 0;
for (const name of readdirSync(join(to, "dist")).filter((file) => file.startsWith("cli"))) {
  const path = join(to, "dist", name);
  let text = readFileSync(path, "utf8");
  for (const [line, patch] of PATCHES) {
    if (text.includes(line)) {
      text = text.replace(line, patch(line));
      patched++;
    }
  }
  writeFileSync(path, text);
}
if (patched !== PATCHES.length) throw new Error(`patched ${patched} of ${PATCHES.length} places: the built code changed`);
