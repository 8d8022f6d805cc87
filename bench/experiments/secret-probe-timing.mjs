// Issue 18's timing probe: grep for a pattern whose prefix matches a hidden line (then backtracks
// over it) against the same pattern with one wrong character. Before hidden lines were dropped
// ahead of matching, the first took ~1,400 ms and the second ~4 ms; now both should be within
// noise. Each round runs the pair in one flow (in alternating order: a flow's first grep call
// pays for starting the matcher) and reads each call's `ms`.
// `node build.mjs && node bench/experiments/secret-probe-timing.mjs [rounds] [dist folder]`
// (another build's dist, e.g. an older checkout's, shows the channel this closed).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
const dist = process.argv[3] ? join(process.argv[3], "index.js") : "../../dist/index.js";
const { PermissionEngine, builtinTools, runFlow } = await import(dist);
import { roundRatios, summarize } from "../lib/stats.mjs";

const rounds = Number(process.argv[2] ?? 15);
const dir = mkdtempSync(join(tmpdir(), "toolflow-probe-"));
const filler = Array.from({ length: 2000 }, (_, i) => `line ${i} of ordinary text`).join("\n");
writeFileSync(join(dir, "config.txt"), `${filler}\npassword: TOPSECRET hunter2 is the one\n${filler}\n`);
const engine = new PermissionEngine({ projectRoot: dir, secrets: { words: ["TOPSECRET"] } });
const registry = builtinTools({ root: dir, permissions: engine, web: false });
const pattern = (c) => `"^password: TOPSECRET ${c}" + ".*" * 12 + "!"`;
const hitCall = `grep(pattern=${pattern("h")})`;
const missCall = `grep(pattern=${pattern("i")})`;

const hit = [];
const miss = [];
// Round -1 warms up (the matcher worker, the sandbox pool) and is not counted.
for (let i = -1; i < rounds; i++) {
  const hitFirst = i % 2 === 0;
  const code = hitFirst ? `${hitCall}\n${missCall}\n` : `${missCall}\n${hitCall}\n`;
  const outcome = await runFlow(
    { name: "probe", code, tools: ["grep"] },
    { registry, decide: (t, a, s) => engine.decide(t, a, s), projectRoot: engine.root, secretWords: engine.secretWords },
  );
  if (outcome.rejected || outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome));
  if (i < 0) continue;
  const [first, second] = outcome.full.calls.map((c) => c.ms);
  hit.push(hitFirst ? first : second);
  miss.push(hitFirst ? second : first);
}
const show = (s) => `median ${s.median} ms (min ${s.min}, max ${s.max}, n ${s.n})`;
console.log(`would match the hidden line: ${show(summarize(hit))}`);
console.log(`one character wrong:         ${show(summarize(miss))}`);
const ratio = roundRatios(hit.map((v) => v + 1), miss.map((v) => v + 1));
console.log(`per-round ratio (ms+1): median ${ratio.median.toFixed(2)} (min ${ratio.min.toFixed(2)}, max ${ratio.max.toFixed(2)})`);
rmSync(dir, { recursive: true, force: true });
process.exit(0);
