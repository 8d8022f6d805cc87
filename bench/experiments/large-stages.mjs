// The large-output flow (bench/large-output.mjs) cut into stages, each a whole in-thread flow whose
// script stops after that stage, so each stage's cost is the difference to the one before; process
// CPU ms, median of N, per build. With CPython doing the same stages in one python3 process.
// `node bench/experiments/large-stages.mjs [MiB] [N] [DIST...]`.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { logText, recordsJson } from "../large-output.mjs";
import { median } from "../lib/stats.mjs";

const [mbArg = "4", nArg = "3", ...dists] = process.argv.slice(2);
const mb = Number(mbArg);
const N = Number(nArg);
const records = recordsJson(mb);
const log = logText(mb);
const STAGES = [
  ["nothing", "0"],
  ["receive records", "big = records()\nlen(big)"],
  ["+ group by region", "big = records()\nby_region = {}\nfor r in big:\n    region = r['region']\n    by_region[region] = by_region.get(region, 0) + r['amount']\nlen(by_region)"],
  ["+ sum prices", "big = records()\nby_region = {}\nfor r in big:\n    region = r['region']\n    by_region[region] = by_region.get(region, 0) + r['amount']\nvalue = sum(r['price'] for r in big)\nlen(by_region)"],
  ["receive text", "log = logs()['text']\n0"],
  ["+ splitlines", "log = logs()['text']\nlen(log.splitlines())"],
  ["+ search per line", "import re\nlog = logs()['text']\nerror = re.compile(r'ERROR ([\\w-]+) code=(\\d+)')\ncodes = {}\nfor line in log.splitlines():\n    m = error.search(line)\n    if m:\n        codes[m.group(2)] = codes.get(m.group(2), 0) + 1\nlen(codes)"],
  ["findall only", "import re\nlog = logs()['text']\nlen(re.findall(r'took=(1\\d{3})ms', log))"],
];

async function runner(dist) {
  const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  const registry = lib.createRegistry([
    { name: "records", category: "custom", flowEligible: true, output: "json", handler: async () => new lib.JsonText(records) },
    { name: "logs", category: "custom", flowEligible: true, output: "text", handler: async () => log },
  ]);
  return async (code) => {
    const cpu = process.cpuUsage();
    const outcome = await run({ name: "stage", tools: ["records", "logs"], code }, { registry, limits: { memoryBytes: 2 ** 30 } });
    const used = process.cpuUsage(cpu);
    if (outcome.full.status !== "ok") throw new Error(`${dist}: ${JSON.stringify(outcome.full.error)}`);
    return (used.user + used.system) / 1000;
  };
}

function cpython() {
  const dir = join(tmpdir(), `large-stages-${process.pid}`);
  execFileSync("mkdir", ["-p", dir]);
  writeFileSync(join(dir, "records.json"), records);
  writeFileSync(join(dir, "log.txt"), log);
  const py = `
import json, time, statistics
RAW = open(${JSON.stringify(join(dir, "records.json"))}).read()
LOG = open(${JSON.stringify(join(dir, "log.txt"))}).read()
def records(): return json.loads(RAW)
def logs(): return {"text": LOG}
stages = json.loads(${JSON.stringify(JSON.stringify(STAGES))})
for name, code in stages:
    times = []
    for _ in range(${N}):
        t = time.process_time()
        exec(code, {"records": records, "logs": logs})
        times.append((time.process_time() - t) * 1000)
    print(statistics.median(times))
`;
  return execFileSync("python3", ["-c", py], { encoding: "utf8" }).trim().split("\n").map(Number);
}

const builds = [];
for (const dist of dists.length ? dists : ["dist"]) builds.push(await runner(dist));
const samples = STAGES.map(() => builds.map(() => []));
for (let i = 0; i < N; i++) {
  for (const [s, [, code]] of STAGES.entries()) for (const [b, run] of builds.entries()) samples[s][b].push(await run(code));
}
const py = cpython();
console.log(`${mb} MiB records, ${mb} MiB text; CPU ms per flow, median of ${N}: ${(dists.length ? dists : ["dist"]).join(" | ")} | cpython`);
for (const [s, [name]] of STAGES.entries()) {
  console.log(`${name.padEnd(22)} ${samples[s].map((list) => median(list).toFixed(0).padStart(7)).join(" ")} ${py[s].toFixed(0).padStart(7)}`);
}
process.exit(0);
