// Can `toolflow run` run its one flow on the main thread (no sandbox worker to start)? Only if deep
// recursion still ends as it does in the worker, whose thread has an 8 MB stack (wasm/pool-worker.ts)
// while V8 limits the main thread's to ~1 MB, fixed when the process starts: this prints the JS
// frames the main thread reaches before and after `v8.setFlagsFromString("--stack-size=...")`, then
// runs recursive scripts at the default limits in the worker and on this thread (runSandbox).
//   node bench/experiments/main-thread-stack.mjs
import { setFlagsFromString } from "node:v8";
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } from "../../dist/index.js";

const depth = () => {
  let frames = 0;
  const down = () => {
    frames++;
    down();
  };
  try {
    down();
  } catch {}
  return frames;
};
const before = depth();
setFlagsFromString("--stack-size=7800");
await new Promise((resolve) => setTimeout(resolve, 10));
console.log(`main thread JS frames: ${before}; after --stack-size=7800 at run time: ${depth()}`);

const SCRIPTS = {
  "plain recursion": "def f(n):\n    return f(n + 1)\nf(0)\n",
  "recursion through sorted(key=)": "def f(n):\n    return sorted([n], key=lambda x: f(x + 1))\nf(0)\n",
  "recursion through map": "def f(n):\n    return list(map(lambda x: f(x + 1), [n]))\nf(0)\n",
  "repr of a list nested 200,000 deep": "x = []\nfor i in range(200000):\n    x = [x]\nlen(repr(x))\n",
  "== of lists nested 200,000 deep": "x = []\ny = []\nfor i in range(200000):\n    x = [x]\n    y = [y]\nx == y\n",
  "json.dumps nested 200,000 deep": "import json\nx = []\nfor i in range(200000):\n    x = [x]\nlen(json.dumps(x))\n",
};
const engines = { worker: createRunFlow(defaultFlowEngine), "main thread": createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox }) };
for (const [name, code] of Object.entries(SCRIPTS)) {
  for (const [where, run] of Object.entries(engines)) {
    const outcome = await run({ name: "stack", code, tools: [] }, { registry: createRegistry([]) });
    if (outcome.rejected) throw new Error(JSON.stringify(outcome));
    const { status, error } = outcome.envelope;
    console.log(`${name.padEnd(32)} ${where.padEnd(12)} ${status} ${error?.type ?? ""} ${error?.message?.slice(0, 80) ?? ""}`);
  }
}
process.exit(0);
