// JobManager with the real transpiler, guest and worker sandbox: background start, handles,
// status while a tool is in flight, waiting, cancelling mid-call, moving a flow to the background.
import { beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../../host/registry.js";
import { JobManager, UnknownJobError } from "../../../host/jobs/index.js";
import type { Envelope } from "../../../host/schema/envelope.js";
import type { FlowRun } from "../../../host/run-flow.js";
import { requireBuild } from "./built.js";

beforeAll(requireBuild);

/** A tool that answers only when the test opens its gate, and reports aborts. */
function gatedTool() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let entered!: () => void;
  const called = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const aborted: string[] = [];
  const tool: ToolDefinition = {
    name: "slow",
    category: "custom",
    flowEligible: true,
    output: "json",
    async handler(args, { signal }) {
      entered();
      await new Promise<void>((resolve, reject) => {
        signal.addEventListener("abort", () => {
          aborted.push(String(args.id));
          reject(new Error("aborted"));
        });
        void gate.then(resolve);
      });
      return { id: args.id };
    },
  };
  return { tool, open, called, aborted };
}

const quick: ToolDefinition = { name: "quick", category: "custom", flowEligible: true, output: "text", handler: async (args) => `hi ${String(args.who)}` };

describe("JobManager", () => {
  it("starts a background flow at once, reports progress, and keeps the envelope", async () => {
    const slow = gatedTool();
    const jobs = new JobManager();
    const registry = createRegistry([slow.tool, quick]);
    const code = 'print(quick(who="a")["text"])\nr = slow(id=1)\nr["id"] + 1';
    const started = await jobs.run({ name: "bg", code, tools: ["quick", "slow"], background: true }, { registry });
    expect(started).toEqual({ job: "bg", status: "running" });
    await slow.called;
    const running = jobs.status("bg");
    expect(running).toMatchObject({ job: "bg", name: "bg", status: "running", background: true, calls: 2, print_bytes: 5 });
    expect(await jobs.result("bg")).not.toHaveProperty("envelope");
    slow.open();
    const done = await jobs.result("bg", { wait: true });
    expect(done.status).toBe("completed");
    expect(done.envelope).toMatchObject({ status: "ok", result: 2, prints: "hi a\n", stats: { calls: 2 } });
    expect(jobs.envelope("bg")).toEqual(done.envelope);
  });

  it("gives a taken name the suffixes -2, -3", async () => {
    const jobs = new JobManager();
    const registry = createRegistry([quick]);
    const handles = [1, 2, 3].map(() => jobs.start({ name: "same", code: "1", tools: [], background: true }, { registry }));
    expect(handles.map((h) => ("job" in h ? h.job : h))).toEqual(["same", "same-2", "same-3"]);
    for (const handle of ["same", "same-2", "same-3"]) expect((await jobs.result(handle, { wait: true })).status).toBe("completed");
    expect(jobs.list().map((j) => j.job)).toEqual(["same", "same-2", "same-3"]);
  });

  it("cancels a job mid-call: the tool call is aborted and the status is cancelled", async () => {
    const slow = gatedTool();
    const jobs = new JobManager();
    const registry = createRegistry([slow.tool]);
    jobs.start({ name: "stuck", code: "slow(id=7)\n'never'", tools: ["slow"], background: true }, { registry });
    await slow.called;
    const info = await jobs.cancel("stuck");
    expect(info.status).toBe("cancelled");
    expect(slow.aborted).toEqual(["7"]);
    const { envelope } = await jobs.result("stuck", { full: true });
    const full = envelope as Envelope;
    expect(full.error).toMatchObject({ type: "Cancelled" });
    expect(full.calls).toMatchObject([{ tool: "slow", status: "error", error: "the flow ended before the tool answered" }]);
  });

  it("counts a flow stopped by the caller's own signal as cancelled", async () => {
    const slow = gatedTool();
    const jobs = new JobManager();
    const caller = new AbortController();
    const outcome = jobs.run({ name: "fg", code: "slow(id=2)", tools: ["slow"] }, { registry: createRegistry([slow.tool]), signal: caller.signal });
    await slow.called;
    caller.abort();
    expect(((await outcome) as FlowRun).full.error).toMatchObject({ type: "Cancelled" });
    expect(jobs.status("fg").status).toBe("cancelled");
  });

  it("keeps a flow moved to the background running when its caller goes away", async () => {
    const slow = gatedTool();
    const jobs = new JobManager();
    const caller = new AbortController();
    let handle = "";
    const waiting = jobs.run({ name: "kept", code: "slow(id=3)['id']", tools: ["slow"] }, { registry: createRegistry([slow.tool]), signal: caller.signal }, (job) => {
      handle = job;
    });
    await slow.called;
    jobs.moveToBackground(handle);
    await waiting;
    caller.abort();
    expect(slow.aborted).toEqual([]);
    slow.open();
    expect(await jobs.result("kept", { wait: true })).toMatchObject({ status: "completed", envelope: { result: 3 } });
  });

  it("asks the approver before the job exists, once, and refuses without creating it", async () => {
    const jobs = new JobManager();
    const registry = createRegistry([quick]);
    const asked: string[] = [];
    const request = { name: "ask", code: 'quick(who="y")', tools: ["quick"] };
    const refused = await jobs.run(request, { registry, approver: ({ name }) => (asked.push(name), { approved: false, reason: "not today" }) });
    expect(refused).toMatchObject({ rejected: true, problems: [{ reason: "not_approved", field: "approval", message: "not today" }] });
    expect(jobs.list()).toEqual([]);
    const ran = (await jobs.run(request, { registry, approver: ({ name }) => (asked.push(name), true) })) as FlowRun;
    expect(ran.full.result).toEqual({ text: "hi y" });
    expect(asked).toEqual(["ask", "ask"]);
  });

  it("reports a failing script as failed, with its Python error", async () => {
    const jobs = new JobManager();
    jobs.start({ name: "bad", code: "x = {}\nx['k']", tools: [], background: true }, { registry: createRegistry([]) });
    const result = await jobs.result("bad", { wait: true });
    expect(result.status).toBe("failed");
    expect(result.envelope).toMatchObject({ status: "error", error: { type: "KeyError", line: 2 } });
  });

  it("returns a rejection without creating a job", async () => {
    const jobs = new JobManager();
    const outcome = await jobs.run({ name: "r", code: "1", tools: ["nope"], background: true }, { registry: createRegistry([]) });
    expect(outcome).toEqual({ rejected: true, problems: [{ tool: "nope", reason: "missing" }] });
    expect(jobs.list()).toEqual([]);
    expect(() => jobs.status("r")).toThrow(UnknownJobError);
  });

  it("runs a foreground flow to its end, or moves it to the background while it runs", async () => {
    const jobs = new JobManager();
    const registry = createRegistry([quick]);
    const fore = (await jobs.run({ name: "fg", code: 'quick(who="x")', tools: ["quick"] }, { registry })) as FlowRun;
    expect(fore.full.result).toEqual({ text: "hi x" });
    expect(jobs.status("fg")).toMatchObject({ status: "completed", background: false });

    const slow = gatedTool();
    const slowRegistry = createRegistry([slow.tool]);
    let handle = "";
    const waiting = jobs.run({ name: "long", code: "slow(id=1)['id']", tools: ["slow"] }, { registry: slowRegistry }, (job) => {
      handle = job;
    });
    await slow.called;
    expect(jobs.moveToBackground(handle)).toEqual({ job: "long", status: "running" });
    expect(await waiting).toEqual({ job: "long", status: "running" });
    slow.open();
    expect(await jobs.result("long", { wait: true })).toMatchObject({ status: "completed", background: true, envelope: { result: 1 } });
  });

  it("waits a bounded time, then answers with the status", async () => {
    const slow = gatedTool();
    const jobs = new JobManager();
    jobs.start({ name: "w", code: "slow(id=1)", tools: ["slow"], background: true }, { registry: createRegistry([slow.tool]) });
    await slow.called;
    const waited = await jobs.result("w", { wait: 0.05 });
    expect(waited.status).toBe("running");
    expect(waited).not.toHaveProperty("envelope");
    await jobs.cancelAll();
    expect(jobs.status("w").status).toBe("cancelled");
  });

  it("returns the shortened envelope unless full is asked", async () => {
    const jobs = new JobManager();
    jobs.start({ name: "big", code: "print('x' * 40000)", tools: [], background: true }, { registry: createRegistry([]) });
    const short = (await jobs.result("big", { wait: true })).envelope as Envelope;
    const full = (await jobs.result("big", { full: true })).envelope as Envelope;
    expect(short.truncation.prints).toBe(true);
    expect(full.prints).toBe(`${"x".repeat(40000)}\n`);
    expect(full.truncation.truncated).toBe(false);
  });
});
