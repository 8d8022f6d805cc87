// The compute kernels plus a few narrower ones (method calls, dict inserts, json.loads/dumps
// alone), in-thread, reported in CPU time (process.cpuUsage) so a loaded machine skews less:
// `node bench/experiments/compute-cpu.mjs [name...]`.
import { sampleFlow } from "../lib/in-thread-flow.mjs";
import { COMPUTE } from "../workloads.mjs";

const JSON_SETUP = `import json
rows = [{"id": i, "name": "item" + str(i), "tags": ["a", "b", str(i % 5)], "ok": i % 3 == 0} for i in range(5000)]
`;
const NARROW = {
  method_calls: [`s = "abc"\nn = 0\nfor i in range(200000):\n    n += len(s.upper())\nn`, "600000"],
  builtin_calls: [`n = 0\nfor i in range(200000):\n    n += abs(-i) + min(i, 3)\nn`, "20000499994"],
  dict_inserts: [`d = {}\nfor i in range(200000):\n    d["k" + str(i)] = i\nlen(d)`, "200000"],
  json_dumps: [`${JSON_SETUP}n = 0\nfor _ in range(4):\n    n += len(json.dumps(rows))\nn`, "1424452"],
  json_loads: [`${JSON_SETUP}text = json.dumps(rows)\nn = 0\nfor _ in range(4):\n    n += len(json.loads(text))\nn`, "20000"],
  json_loads_floats: [
    `import json\ntext = json.dumps([{"id": i, "x": i + 0.5, "y": 3.0, "ok": True} for i in range(5000)])\nn = 0\nfor _ in range(4):\n    n += len(json.loads(text))\nn`,
    "20000",
  ],
};

const names = process.argv.slice(2);
const cases = { trivial: ["1 + 1", "2"], ...COMPUTE, ...NARROW };
for (const [name, [code, expected]] of Object.entries(cases)) {
  if (names.length && name !== "trivial" && !names.includes(name)) continue;
  const samples = await sampleFlow(code, { rounds: 5, pauseMs: 50, clock: "cpuMs", label: name, expected });
  console.log(`${name}: median ${samples[2].toFixed(1)} ms CPU, min ${samples[0].toFixed(1)}`);
}
