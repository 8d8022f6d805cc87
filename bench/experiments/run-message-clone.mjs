// Lead 3 of worker-idle-s15.md: what the structured clone of a flow's `run` message costs, with a
// new SharedArrayBuffer as its stop flag (as today), one shared buffer, or a slot number instead.
// Hot: N posts in a row, microseconds per post on the host and per receipt on the worker.
// `node bench/experiments/run-message-clone.mjs`
import { Worker, isMainThread, parentPort } from "node:worker_threads";

const N = 20000;
if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url));
  const shared = new SharedArrayBuffer(4096);
  const run = (stopFlag) => ({
    type: "run",
    flow: { flowId: 1, program: { code: "1 + 1\n", tools: [] }, optionsJson: `{"seed":1,"now":123456789,"x":"${"y".repeat(100)}"}`, limits: { memoryBytes: 1 << 26, stackBytes: 1 << 20, deadline: Date.now() + 10000 }, stopFlag, hibernateAfterMs: 1000 },
  });
  for (const round of [0, 1, 2]) {
    for (const kind of ["new buffer", "one buffer", "slot"]) {
      const start = performance.now();
      for (let i = 0; i < N; i++) {
        const message = kind === "new buffer" ? run(new SharedArrayBuffer(4)) : kind === "one buffer" ? run(shared) : run(undefined);
        if (kind === "slot") message.flow.stopSlot = i & 1023;
        worker.postMessage(message);
      }
      const received = new Promise((resolve) => worker.once("message", resolve));
      worker.postMessage("report");
      const workerMs = await received;
      if (round > 0) console.log(`${kind}: host ${(((performance.now() - start) * 1000) / N).toFixed(2)} us/post, worker ${((workerMs * 1000) / N).toFixed(2)} us/receipt`);
    }
  }
  await worker.terminate();
} else {
  let total = 0;
  let last = 0;
  parentPort.on("message", (message) => {
    const now = performance.now();
    if (message === "report") {
      parentPort.postMessage(total);
      total = last = 0;
      return;
    }
    if (message.flow.stopFlag) new Int32Array(message.flow.stopFlag);
    if (last) total += now - last;
    last = now;
  });
}
