// Run by worker-sandbox.test.ts (bundled) in its own process: a burst of flows waiting on a tool
// in a prestarted one-worker pool, large enough that the worker is retired and replaced once
// idle. Prints the results; the process must then exit by itself (idle workers are unref'd).
import { FAKE_GUEST } from "./fake-guest.js";
import { createSandboxPool } from "../../wasm/worker-sandbox.js";

const [workerUrl, count] = process.argv.slice(2);
const flows = Number(count);
const pool = createSandboxPool({ size: 1, maxWorkers: 1, workerUrl: new URL(workerUrl!) });
// Started ahead of the flows: the first flows take it.
pool.prestart();
let waiting = 0;
let release!: () => void;
const gate = new Promise<void>((resolve) => (release = resolve));
const results = await Promise.all(
  Array.from({ length: flows }, (_, i) =>
    pool.run({
      guestSource: FAKE_GUEST,
      program: `async (api) => (await api.call("t", {})) + ${i}`,
      optionsJson: "{}",
      host: {
        callTool: async () => {
          if (++waiting === flows) release();
          await gate;
          return "1";
        },
        print: () => undefined,
      },
      limits: { memoryBytes: 32 << 20, stackBytes: 256 << 10, deadline: Date.now() + 60_000 },
    }),
  ),
);
console.log(JSON.stringify(results.map((result) => result.kind === "returned" && JSON.parse(result.outcomeJson).result)));
