// A sandbox worker that dies while its flow waits on a tool: the job ends with a clear
// envelope (InternalError, prints and calls kept, the pending call settled), and the host
// goes on running flows.
import { BroadcastChannel } from "node:worker_threads";
import { beforeAll, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../../host/registry.js";
import { defaultFlowEngine } from "../../../host/run-flow.js";
import { JobManager } from "../../../host/jobs/index.js";
import { runSandboxInWorker } from "../../../wasm/worker-sandbox.js";
import type { Envelope } from "../../../host/schema/envelope.js";
import { requireBuild } from "./built.js";

const DYING_WORKER = new URL("./dying-worker.mjs", import.meta.url);

beforeAll(requireBuild);

const killWorker: ToolDefinition = {
  name: "kill_worker",
  category: "custom",
  flowEligible: true,
  output: "text",
  // Ends the flow's worker, then waits like a slow tool until the flow aborts the call.
  handler: (_args, { signal }) =>
    new Promise((_resolve, reject) => {
      const channel = new BroadcastChannel("toolflow-test-worker-death");
      channel.postMessage("die");
      channel.close();
      signal.addEventListener("abort", () => reject(new Error("aborted")));
    }),
};

const echo: ToolDefinition = { name: "echo", category: "custom", flowEligible: true, output: "text", handler: async (args) => String(args.text) };

it("ends a flow whose worker died mid-call with a clear envelope, and keeps serving", async () => {
  const jobs = new JobManager({ engine: { ...defaultFlowEngine, sandbox: (request) => runSandboxInWorker(request, DYING_WORKER) } });
  const registry = createRegistry([killWorker, echo]);
  jobs.start({ name: "doomed", code: 'print("before")\nkill_worker()\nprint("never")', tools: ["kill_worker"], background: true }, { registry });
  const result = await jobs.result("doomed", { wait: true, full: true });
  expect(result.status).toBe("failed");
  const envelope = result.envelope as Envelope;
  expect(envelope).toMatchObject({
    status: "error",
    prints: "before\n",
    error: { type: "InternalError", message: "the sandbox worker died (exit code 9)" },
    calls: [{ tool: "kill_worker", status: "error", error: "the flow ended before the tool answered" }],
  });

  jobs.start({ name: "next", code: 'echo(text="alive")["text"]', tools: ["echo"], background: true }, { registry });
  expect(await jobs.result("next", { wait: true })).toMatchObject({ status: "completed", envelope: { result: "alive" } });
});
