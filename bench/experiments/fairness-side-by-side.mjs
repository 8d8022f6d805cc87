// Innocent flows alone, then beside four hostile ones, in one process (issue 14's "one flow
// starves others"): `node bench/experiments/fairness-side-by-side.mjs DIST KIND`, DIST a build's
// dist/ directory (absolute), KIND busy, regex, bigint, print, memory or mixed (one of each).
// Prints when each of the four innocent flows ended, in ms after the round began, alone and
// beside; with the main thread's CPU time and event-loop delay during the side-by-side round.
import { readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const [dist, kind] = process.argv.slice(2);
const { createRegistry, runFlow } = await import(`${dist}/index.js`);
const HOSTILE = {
  busy: "while True:\n    pass\n",
  regex: "import re\nwhile True:\n    re.match(r'(a+)+$', 'a' * 40 + 'b')\n",
  bigint: "while True:\n    x = 3 ** 600000\n",
  print: "while True:\n    print('x' * 1000)\n",
  memory: "keep = []\nwhile True:\n    try:\n        keep.append('m' * 10**6)\n    except MemoryError:\n        keep = keep[len(keep) // 2:]\n",
};
const quick = { name: "quick", category: "custom", flowEligible: true, output: "text", handler: async (args) => `answer ${args.n}` };
const registry = createRegistry([quick]);
const innocent = (i) => `print("innocent ${i}")\nr = quick(n=${i})\nsum(range(10000)) + len(r["text"])`;
/** CPU milliseconds thread `tid` of this process has used (Linux). */
const threadCpuMs = (tid) => {
  const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function round(hostile) {
  const cancel = new AbortController();
  const started = performance.now();
  const hostiles = hostile.map((code, i) => runFlow({ code, name: `hostile-${i}`, tools: [], timeout_seconds: 120 }, { registry, signal: cancel.signal }));
  const ends = await Promise.all(
    [0, 1, 2, 3].map((i) =>
      runFlow({ code: innocent(i), name: `innocent-${i}`, tools: ["quick"], timeout_seconds: 8 }, { registry }).then((outcome) => {
        if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
        return Math.round(performance.now() - started);
      }),
    ),
  );
  cancel.abort();
  await Promise.all(hostiles);
  return ends;
}

await runFlow({ code: "1", name: "warm", tools: [] }, { registry });
const alone = await round([]);
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const mainCpu = threadCpuMs(process.pid);
const side = await round(kind === "mixed" ? Object.values(HOSTILE) : Array(4).fill(HOSTILE[kind]));
delay.disable();
console.log(JSON.stringify({ kind, alone, side, mainThreadCpuMs: threadCpuMs(process.pid) - mainCpu, maxLoopDelayMs: Math.round(delay.max / 1e6) }));
process.exit(0);
