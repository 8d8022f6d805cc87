#!/bin/bash
# Bench 6a/6b's toolflow child in several trees, alternated, ROUNDS times:
#   bench/experiments/waiting-ab.sh ROUNDS COUNT TREE...
# A TREE has dist/ and bench/ (e.g. `git archive REV` built with `node build.mjs`). Prints per run:
# the load average, seconds to all waiting and to all done, MiB of RSS per waiting flow (and 1 s
# later), the child's user+sys CPU seconds, the process's thread count when the harness prints one
# (`threads`), and the pieces of the delta when it gives them (bench/lib/process-memory.mjs:
# threads, WebAssembly memories alive and their RSS, the other anonymous and the file-backed RSS,
# when the last flow waits and 1 s later).
rounds=$1; count=$2; shift 2
for r in $(seq 1 "$rounds"); do
  for t in "$@"; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    out=$(cd "$t/bench" && /usr/bin/time -f "CPU %U %S" node --expose-gc waiting/toolflow.mjs "$count" worker 2>&1 | grep -v '"ms"')
    echo "$out" | node -e '
      const lines = require("fs").readFileSync(0, "utf8").trim().split("\n");
      const j = JSON.parse(lines.find((l) => l.startsWith("{")));
      const cpu = lines.find((l) => l.startsWith("CPU")).split(" ");
      const mib = (b) => (b / 2 ** 20).toFixed(3);
      console.log(process.argv[1].padEnd(16), "load", process.argv[2], "waiting", (j.waitingMs / 1000).toFixed(1), "total", (j.totalMs / 1000).toFixed(1),
        "MiB", mib(j.perFlow.rss), "settled", mib(j.perFlowSettled.rss), "cpu", (+cpu[1] + +cpu[2]).toFixed(1), "thr", j.threads ?? "-");
      // The pieces of the delta (bench/lib/process-memory.mjs), in MiB for the whole process.
      const p = j.pieces;
      if (p) {
        const d = (at, key) => ((p[at][key] - p.before[key]) / 2 ** 20).toFixed(1);
        console.log("  threads", p.before.threads, "->", p.after.threads, "| wasm memories", p.before.wasmMemories, "->", p.after.wasmMemories, "->", p.settled.wasmMemories,
          "| delta MiB wasm", d("after", "wasmRss"), "/", d("settled", "wasmRss"), "anon", d("after", "anonRss"), "/", d("settled", "anonRss"), "file", d("after", "fileRss"), "/", d("settled", "fileRss"));
      }' "$(basename "$t")" "$load"
  done
done
