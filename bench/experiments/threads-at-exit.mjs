// Preload that prints, at exit, each thread of the process and its own CPU time (ms, from
// /proc/self/task/*/schedstat; Linux): where a cold run's CPU goes (the main thread, the sandbox
// worker, V8's and libuv's helpers).
//   node --import ./bench/experiments/threads-at-exit.mjs dist/cli.js run --yes bench/cold/trivial.py --json
import { readdirSync, readFileSync, writeSync } from "node:fs";

process.on("exit", () => {
  const threads = [];
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      threads.push((Number(readFileSync(`/proc/self/task/${tid}/schedstat`, "utf8").split(" ")[0]) / 1e6).toFixed(1));
    } catch {
      // The thread ended meanwhile.
    }
  }
  writeSync(2, `@@threads ${threads.join(" ")}\n`);
});
