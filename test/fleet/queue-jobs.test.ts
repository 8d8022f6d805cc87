// Background flows through a queue: started on one front end, inspected, awaited and cancelled
// from another, run by a worker in this process (the fleet test runs worker processes).
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityWatch } from "../../host/jobs/index.js";
import { askUserTool, type Question } from "../../host/tools/ask-user.js";
import { createRegistry, type ToolDefinition } from "../../host/registry.js";
import { QueueJobs, queueSettings, startFleetWorker, type FleetWorker, type QueueSettings } from "../../host/fleet/index.js";
import { tenantKeys } from "../../host/fleet/keys.js";
import { QuestionDesk } from "../../host/fleet/remote-ask.js";
import { requireBuild } from "../host/jobs/built.js";
import { freePort, hasRedis, startRedis, type RedisServer } from "./redis-server.js";

let redis: RedisServer;
let settings: QueueSettings;
let worker: FleetWorker;
const workerLog: string[] = [];
const frontEnds: QueueJobs[] = [];

/** Answers when released (by the test or by the flow's signal). */
const waiting = new Map<string, () => void>();
/** The hold calls whose signal aborted. */
const aborted = new Set<string>();
const tools: ToolDefinition[] = [
  { name: "echo", category: "custom", flowEligible: true, output: "json", handler: async (args) => ({ echoed: args.x }) },
  {
    name: "hold",
    category: "custom",
    flowEligible: true,
    output: "text",
    handler: (args, { signal }) =>
      new Promise((resolve, reject) => {
        waiting.set(String(args.id), () => resolve(`released ${String(args.id)}`));
        signal.addEventListener(
          "abort",
          () => {
            aborted.add(String(args.id));
            reject(new Error("aborted"));
          },
          { once: true },
        );
      }),
  },
];
const registry = createRegistry(tools);

function frontEnd(): QueueJobs {
  const jobs = new QueueJobs(settings);
  frontEnds.push(jobs);
  return jobs;
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!hasRedis)("queued background flows", () => {
  beforeAll(async () => {
    requireBuild();
    redis = await startRedis();
    settings = queueSettings({ url: redis.url, prefix: "qtest", lock_seconds: 2 })!;
    worker = await startFleetWorker({ settings, registry, log: (line) => workerLog.push(line) });
  });

  afterAll(async () => {
    await Promise.all(frontEnds.map((jobs) => jobs.close()));
    await worker?.close();
    await redis?.stop();
  });

  it("runs a flow started on one front end; another reports it, its progress and its envelope", async () => {
    const a = frontEnd();
    const b = frontEnd();
    const code = 'print("before")\nr = echo(x=41)\nprint(hold(id="p1")["text"])\nr["echoed"] + 1';
    const started = await a.run({ name: "across", code, tools: ["echo", "hold"], background: true }, { registry });
    expect(started).toEqual({ job: "across", status: "running" });
    await until(() => waiting.has("p1"));
    await until(async () => (await b.status("across")).calls === 2);
    const running = await b.status("across");
    expect(running).toMatchObject({ job: "across", name: "across", status: "running", background: true, calls: 2, print_bytes: 7 });
    expect(await b.list()).toEqual(expect.arrayContaining([expect.objectContaining({ job: "across", status: "running" })]));
    expect(await b.result("across")).not.toHaveProperty("envelope");
    waiting.get("p1")!();
    const done = await b.result("across", { wait: 10 });
    expect(done.status).toBe("completed");
    expect(done.envelope).toMatchObject({ status: "ok", result: 42, prints: "before\nreleased p1\n", stats: { calls: 2, resumed: 0 } });
    expect(await a.envelope("across")).toEqual((await a.result("across", { full: true })).envelope);
  });

  it("gives a second flow of the same name its own handle", async () => {
    const a = frontEnd();
    const request = { name: "twice", code: "1", tools: [], background: true };
    expect(await a.run(request, { registry })).toEqual({ job: "twice", status: "running" });
    expect(await frontEnd().run(request, { registry })).toEqual({ job: "twice-2", status: "running" });
    expect((await a.result("twice-2", { wait: 10 })).envelope).toMatchObject({ status: "ok", result: 1 });
  });

  it("cancels from another front end: the running flow ends as Cancelled within a second", async () => {
    const a = frontEnd();
    const b = frontEnd();
    await a.run({ name: "stopme", code: 'hold(id="c1")\nprint("never")', tools: ["hold"], background: true }, { registry });
    await until(() => waiting.has("c1"));
    const asked = Date.now();
    const info = await b.cancel("stopme");
    expect(Date.now() - asked).toBeLessThan(1000);
    expect(info.status).toBe("cancelled");
    const result = await a.result("stopme");
    expect(result.envelope).toMatchObject({ status: "error", error: { type: "Cancelled" }, prints: "" });
  });

  it("feeds a queued flow's prints and calls to a front end that starts watching late: those so far first, then what follows, a re-run's repeats left out", async () => {
    const a = frontEnd();
    const b = frontEnd();
    const probe = new Redis(redis.url);
    const listener = new Redis(redis.url);
    const keys = { channel: "qtest:tf:default:activity:feed", log: "qtest:tf:default:activity-log:feed" };
    try {
      // The flow has printed and called before b watches: an in-process job's watcher hears those too.
      const announced: string[] = [];
      listener.on("message", (_channel: string, text: string) => announced.push(text));
      await listener.subscribe(keys.channel);
      await a.run({ name: "feed", code: 'print("one")\nhold(id="fd1")\nprint("two")\necho(x=5)', tools: ["hold", "echo"], background: true }, { registry });
      await until(() => waiting.has("fd1") && announced.length > 0);
      await until(async () => (await b.status("feed")).print_bytes === 4);
      await listener.unsubscribe(keys.channel);
      const seen = { prints: "", calls: new Map<number, string>() };
      const taker = (watch: () => ActivityWatch, into: typeof seen) => () => {
        const news = watch().take();
        into.prints += news.prints;
        for (const call of news.calls) into.calls.set(call.seq, `${call.tool} ${call.status}`);
      };
      let watch: ActivityWatch;
      watch = b.watch("feed", taker(() => watch, seen))!;
      await until(() => seen.prints === "one\n" && seen.calls.get(1) === "hold running");
      waiting.get("fd1")!();
      expect((await b.result("feed", { wait: 10 })).envelope).toMatchObject({ status: "ok", prints: "one\ntwo\n" });
      await until(() => seen.calls.get(2) === "echo ok");
      expect(seen).toEqual({ prints: "one\ntwo\n", calls: new Map([[1, "hold ok"], [2, "echo ok"]]) });
      // A second watcher of the same feed starts with every call as it stands.
      const second = { prints: "", calls: new Map<number, string>() };
      let watch2: ActivityWatch;
      watch2 = b.watch("feed", taker(() => watch2, second))!;
      expect(watch2.take().calls.map((call) => `${call.tool} ${call.status}`)).toEqual(["hold ok", "echo ok"]);
      // A re-run after a crash prints its start again and makes its answered calls from the journal.
      const call = (seq: number, status: string) => ({ seq, tool: "echo", alias: "echo", status });
      await probe.multi().xadd(keys.log, "*", "batch", JSON.stringify({ at: 0, prints: "one\ntwo\nthree\n", calls: [call(2, "running"), call(3, "running")] })).publish(keys.channel, "").exec();
      await until(() => seen.calls.has(3));
      expect(seen).toEqual({ prints: "one\ntwo\nthree\n", calls: new Map([[1, "hold ok"], [2, "echo ok"], [3, "echo running"]]) });
      // What anyone may publish on the channel is only a reason to read the backlog.
      await probe.publish(keys.channel, JSON.stringify({ at: 0, prints: "forged\n", calls: [call(9, "ok")] }));
      await probe.multi().xadd(keys.log, "*", "batch", "not json").xadd(keys.log, "*", "batch", JSON.stringify({ at: 14, prints: "four\n", calls: [] })).publish(keys.channel, "").exec();
      await until(() => seen.prints.endsWith("four\n"));
      expect(seen).toEqual({ prints: "one\ntwo\nthree\nfour\n", calls: new Map([[1, "hold ok"], [2, "echo ok"], [3, "echo running"]]) });
      watch.stop();
      watch2.stop();
      await until(async () => ((await probe.pubsub("NUMSUB", keys.channel)) as [string, number])[1] === 0);
    } finally {
      probe.disconnect();
      listener.disconnect();
    }
  });

  it("queues a flow that may call ask_user: the question reaches the front end that started it, the answer resumes the flow", async () => {
    const a = frontEnd();
    const b = frontEnd();
    const questions: Question[] = [];
    const asking = createRegistry([...tools, askUserTool(async (question) => (questions.push(question), "blue"))]);
    const code = 'print("asking")\nr = ask_user(question="Which colour?", options=["red", "blue"])\nprint(r)\necho(x=r["answer"])["echoed"]';
    expect(await a.run({ name: "asks", code, tools: ["ask_user", "echo"], background: true }, { registry: asking })).toEqual({ job: "asks", status: "running" });
    // Another front end sees it: it is a job of the queue, not of a's process.
    const done = await b.result("asks", { wait: 30 });
    expect(done.envelope).toMatchObject({ status: "ok", result: "blue", prints: "asking\n{'answer': 'blue', 'option': 1}\n", calls: [{ tool: "ask_user", status: "ok" }, { tool: "echo", status: "ok" }] });
    expect(questions).toEqual([{ question: "Which colour?", options: ["red", "blue"], allowOther: false }]);
    // Once the flow has ended, its front end no longer keeps its asker: a question for it now is refused.
    const probe = new Redis(redis.url);
    try {
      const queue = new Queue("flows-default", { connection: probe, prefix: "qtest" });
      const desk = ((await queue.getJob("flow.asks"))!.data as { askVia: string }).askVia;
      await until(async () => {
        await probe.publish(`qtest:tf:default:asks:${desk}`, JSON.stringify({ id: "late", handle: "asks", question: { question: "Again?", allowOther: false } }));
        await until(async () => (await probe.exists("qtest:tf:default:answer:late")) === 1);
        return (await probe.getdel("qtest:tf:default:answer:late")) === JSON.stringify({ error: "no one can answer: this flow's front end has no one to ask" });
      });
      await queue.close();
    } finally {
      probe.disconnect();
    }
    // The flow left its worker slot while the person answered.
    expect(workerLog).toContain("toolflow: flow asks: parked while 1 tool call(s) run; its worker slot is free");

    // A front end that is gone cannot answer: the script gets a ToolError it can catch.
    const gone = frontEnd();
    const orphan = 'hold(id="ask-gone")\ntry:\n    ask_user(question="Still there?")\nexcept ToolError as e:\n    r = str(e)\nr';
    await gone.run({ name: "orphan", code: orphan, tools: ["hold", "ask_user"], background: true }, { registry: asking });
    await until(() => waiting.has("ask-gone"));
    await gone.close();
    waiting.get("ask-gone")!();
    expect((await b.result("orphan", { wait: 30 })).envelope).toMatchObject({ status: "ok", result: "no one can answer: the front end that started this flow is gone" });
    expect(questions).toHaveLength(1);
  });

  it("puts a question to the user once, however often re-runs of its flow ask it, and keeps the answer for them", async () => {
    const probe = new Redis(redis.url);
    try {
      const asked: string[] = [];
      let answer!: (text: string) => void;
      const desk = new QuestionDesk(probe, tenantKeys(settings, "default"), 60_000);
      desk.register("h", askUserTool((question) => (asked.push(question.question), new Promise((resolve) => (answer = resolve)))));
      const question = JSON.stringify({ id: "flow-1.3", handle: "h", question: { question: "Deploy?", allowOther: false } });
      const first = desk.heard(question);
      await until(() => asked.length === 1);
      // A re-run (its worker died) asks while the user is still answering.
      await desk.heard(question);
      answer("yes");
      await first;
      // And again after the answer: the re-run is served the kept answer.
      await desk.heard(question);
      expect(asked).toEqual(["Deploy?"]);
      expect(JSON.parse((await probe.get("qtest:tf:default:answer:flow-1.3"))!)).toEqual({ answer: "yes" });
      desk.close();
    } finally {
      probe.disconnect();
    }
  });

  it("cancels a parked flow: the call it waits on is aborted, and it ends as Cancelled", async () => {
    const parkSettings = queueSettings({ url: redis.url, prefix: "qpark", lock_seconds: 2, slow_tools: ["hold"], image_key: "a-test-key-of-enough-length" })!;
    const lines: string[] = [];
    const parkWorker = await startFleetWorker({ settings: parkSettings, registry, log: (line) => lines.push(line) });
    const front = new QueueJobs(parkSettings);
    frontEnds.push(front);
    try {
      await front.run({ name: "parked", code: 'print("waiting")\nhold(id="pk1")\nprint("never")', tools: ["hold"], background: true }, { registry });
      await until(() => lines.some((line) => line.startsWith("toolflow: flow parked: parked while 1 tool call(s) run")));
      expect(aborted.has("pk1")).toBe(false);
      expect(await front.cancel("parked")).toMatchObject({ status: "cancelled" });
      expect(aborted.has("pk1")).toBe(true);
      expect((await front.result("parked")).envelope).toMatchObject({ status: "error", error: { type: "Cancelled" }, prints: "waiting\n" });

      // Resumed from its image, a flow's progress goes on from where it parked.
      await front.run({ name: "twice", code: 'print("waiting")\nhold(id="tw1")\nprint("after")\nhold(id="tw2")', tools: ["hold"], background: true }, { registry });
      await until(() => waiting.has("tw1"));
      waiting.get("tw1")!();
      await until(() => waiting.has("tw2") && lines.includes("toolflow: flow twice: resuming it from its parked image"));
      await until(async () => (await front.status("twice")).print_bytes === 14);
      expect(await front.status("twice")).toMatchObject({ status: "running", calls: 2, print_bytes: 14 });
      waiting.get("tw2")!();
      expect((await front.result("twice", { wait: 10 })).envelope).toMatchObject({ status: "ok", prints: "waiting\nafter\n", stats: { calls: 2, print_bytes: 14 } });
    } finally {
      await parkWorker.close();
    }
  });

  it("reserves foreground handles in Redis too: front ends of one queue never give one out twice", async () => {
    const a = frontEnd();
    const b = frontEnd();
    const foreground = a.run({ name: "shared", code: 'hold(id="fg1")', tools: ["hold"] }, { registry });
    await until(() => waiting.has("fg1"));
    // B's background flow of the same name, then A's second foreground one, each get their own.
    expect(await b.run({ name: "shared", code: "echo(x=3)", tools: ["echo"], background: true }, { registry })).toEqual({ job: "shared-2", status: "running" });
    const second = a.run({ name: "shared", code: 'hold(id="fg2")', tools: ["hold"] }, { registry });
    await until(() => waiting.has("fg2"));
    expect((await a.list()).filter((job) => job.name === "shared").map((job) => [job.job, job.background]).sort()).toEqual([["shared", false], ["shared-2", true], ["shared-3", false]]);
    // B answers for its queued flow under the handle A cannot have given out.
    expect((await b.result("shared-2", { wait: 10 })).envelope).toMatchObject({ status: "ok", result: { echoed: 3 } });
    waiting.get("fg1")!();
    waiting.get("fg2")!();
    expect(await foreground).toMatchObject({ envelope: { status: "ok", result: { text: "released fg1" } } });
    expect(await second).toMatchObject({ envelope: { status: "ok", result: { text: "released fg2" } } });
  });

  it("runs foreground flows in the front end's own process, as without a queue", async () => {
    const outcome = await frontEnd().run({ name: "fg", code: "echo(x=1)", tools: ["echo"] }, { registry });
    expect(outcome).toMatchObject({ rejected: false, envelope: { status: "ok", result: { echoed: 1 } } });
  });

  it("says when the queue's Redis is down, and a worker waits for it to come up", async () => {
    const port = await freePort();
    const down = queueSettings({ url: `redis://127.0.0.1:${port}`, prefix: "down", lock_seconds: 2 })!;
    const lines: string[] = [];
    const jobs = new QueueJobs(down, { log: (line) => lines.push(line) });
    frontEnds.push(jobs);
    await expect(jobs.status("x")).rejects.toThrow(`the queue at redis://127.0.0.1:${port} cannot be reached (connect ECONNREFUSED 127.0.0.1:${port}); toolflow keeps retrying`);
    expect(lines[0]).toMatch(/^toolflow: cannot reach the queue at redis:\/\/127\.0\.0\.1:\d+ \(.*ECONNREFUSED.*\); retrying with backoff$/);
    const starting = startFleetWorker({ settings: down, registry });
    const late = await startRedis(port);
    try {
      const lateWorker = await starting;
      // The front end reconnects on its own backoff schedule.
      await until(() => jobs.list().then(() => true, () => false), 30_000);
      expect(await jobs.run({ name: "late", code: "echo(x=2)", tools: ["echo"], background: true }, { registry })).toEqual({ job: "late", status: "running" });
      expect((await jobs.result("late", { wait: 60 })).envelope).toMatchObject({ status: "ok", result: { echoed: 2 } });
      expect(lines).toContain(`toolflow: connected to the queue at redis://127.0.0.1:${port} again`);
      await lateWorker.close();
    } finally {
      await jobs.close();
      await late.stop();
    }
  });

  it("keeps a result for keep_results_seconds, then forgets the job", async () => {
    const brief = new QueueJobs(queueSettings({ url: redis.url, prefix: "qtest", lock_seconds: 2, keep_results_seconds: 1 })!);
    frontEnds.push(brief);
    await brief.run({ name: "brief", code: "echo(x=7)", tools: ["echo"], background: true }, { registry });
    expect((await brief.result("brief", { wait: 10 })).envelope).toMatchObject({ status: "ok", result: { echoed: 7 } });
    expect(await frontEnd().status("brief")).toMatchObject({ status: "completed" });
    // BullMQ drops finished jobs past their age when a later job of the queue finishes.
    let later = 0;
    await until(async () => {
      const { job } = (await brief.run({ name: "later", code: "1", tools: [], background: true }, { registry })) as { job: string };
      await brief.result(job, { wait: 10 });
      later++;
      return brief.status("brief").then(
        () => false,
        (error: Error) => error.message === "no job named 'brief'",
      );
    }, 20_000);
    expect(later).toBeGreaterThan(0);
  });

  it("rejects a malformed request and refuses unknown handles", async () => {
    const a = frontEnd();
    expect(await a.run({ name: "bad", code: "1", tools: ["nope"], background: true }, { registry })).toMatchObject({ rejected: true });
    await expect(a.status("no-such-job")).rejects.toThrow("no job named 'no-such-job'");
  });
});
