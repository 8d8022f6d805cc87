// CPython 3 (python3 child process): the same scripts, timed inside the process with
// time.perf_counter by peers/cpython_server.py. Not a sandbox: the reference for compute speed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { largeOutputScript } from "../large-output.mjs";
import { BACK_TO_BACK_RUNS } from "../lib/time.mjs";
import { createInterface } from "node:readline";
import { CALL_COUNT, CALLS_SCRIPT, COMPUTE, FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";

const SERVER = new URL("./cpython_server.py", import.meta.url).pathname;

export async function createCpython() {
  const child = spawn("python3", [SERVER], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const failed = new Promise((_, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`python3 exited with code ${code}`)));
  });
  failed.catch(() => undefined);
  async function ask(request) {
    child.stdin.write(JSON.stringify(request) + "\n");
    const next = await Promise.race([lines.next(), failed]);
    if (next.done) throw new Error("python3 closed its output");
    const answer = JSON.parse(next.value);
    if (answer.error) throw new Error(answer.error);
    return answer;
  }
  const expect = (answer, expected) => {
    if (expected !== undefined && answer.result !== expected) throw new Error(`wrong result ${answer.result}, expected ${expected}`);
    return answer.ms;
  };
  expect(await ask({ op: "warm", code: WARM_SCRIPT, count: 1 }), "2");
  return {
    name: "cpython",
    /** Not isolated: exec in a fresh namespace, for reference only. */
    warm: async () => expect(await ask({ op: "warm", code: WARM_SCRIPT, count: 1 }), "2"),
    warmBackToBack: async () => expect(await ask({ op: "warm", code: WARM_SCRIPT, count: BACK_TO_BACK_RUNS }), "2"),
    flow: async () => (await ask({ op: "flow", code: FLOW_SCRIPT, tools: TOOL_TEXT, count: 1 })).ms,
    flowBackToBack: async () => (await ask({ op: "flow", code: FLOW_SCRIPT, tools: TOOL_TEXT, count: BACK_TO_BACK_RUNS })).ms,
    calls: async () => expect(await ask({ op: "calls", code: CALLS_SCRIPT, count: CALL_COUNT }), String(CALL_COUNT)),
    compute: async (name) => expect(await ask({ op: "compute", code: COMPUTE[name][0] }), COMPUTE[name][1]),
    waiting: (count) => ask({ op: "waiting", count }),
    throughput: async (concurrency) =>
      (await ask({ op: "throughput", code: FLOW_SCRIPT, tools: TOOL_TEXT, concurrency, total: Math.max(2000, concurrency * 8) })).per_s,
    /** Hands the texts over once (files, not a 60 MB line); answers { ms, result } (its JSON, the oracle). */
    loadLarge: async (data) => {
      const dir = mkdtempSync(join(tmpdir(), "toolflow-bench-"));
      try {
        const files = (kind, ext) =>
          Object.fromEntries(Object.entries(data[kind]).map(([mb, text]) => {
            const path = join(dir, `${kind}-${mb}.${ext}`);
            writeFileSync(path, text);
            return [mb, path];
          }));
        await ask({ op: "large_load", records: files("records", "json"), logs: files("logs", "txt") });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    largeResult: (sizes) => ask({ op: "large", code: largeOutputScript(sizes) }),
    /** CPython is the oracle the others are checked against. */
    large: async (data, sizes) => (await ask({ op: "large", code: largeOutputScript(sizes) })).ms,
    close: async () => {
      child.stdin.end();
      child.kill();
    },
  };
}
