// What a postMessage costs its sender when the receiving thread sleeps (as a sequential tool call
// finds the other thread in the worker engine) against a loop that posts nothing: a worker waits a
// turn of its loop, spins ~30 us (so the host's thread is back in epoll), then posts one small
// message like the worker's `calls` message. The worker thread's own CPU (/proc, Linux only) and
// wall per iteration, alternating without and with the post.
// `node bench/experiments/worker-wake-cost.mjs [ITERATIONS]`
import { Worker, isMainThread, parentPort, MessageChannel, workerData } from "node:worker_threads";
import { readFileSync } from "node:fs";

const threadCpuMs = () => {
  const stat = readFileSync("/proc/thread-self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
if (isMainThread) {
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL(import.meta.url), { workerData: { port: port2, iterations: Number(process.argv[2] ?? 5000) }, transferList: [port2] });
  port1.on("message", () => {});
  worker.on("message", (line) => {
    if (line === "done") return void (port1.close(), worker.terminate());
    console.log(line);
  });
} else {
  const { port, iterations } = workerData;
  for (const post of [false, true, false, true, false, true]) {
    const cpu = threadCpuMs();
    const wall = performance.now();
    for (let i = 0; i < iterations; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      const spin = performance.now();
      while (performance.now() - spin < 0.03);
      if (post) port.postMessage({ type: "calls", calls: [{ flowId: 1, callId: i, alias: "noop", argsJson: '{"i": 1}' }] });
    }
    const cpuUs = ((threadCpuMs() - cpu) * 1000) / iterations;
    const wallUs = ((performance.now() - wall) * 1000) / iterations;
    parentPort.postMessage(`${post ? "with a post   " : "without a post"} worker CPU ${cpuUs.toFixed(1)} us, wall ${wallUs.toFixed(1)} us an iteration`);
  }
  parentPort.postMessage("done");
}
