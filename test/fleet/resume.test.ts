// A worker SIGKILLed in the middle of a call: the worker that takes the flow over serves the
// journaled calls from the journal, makes an idempotent call that was in flight again, and tells
// the script that a non-idempotent one's outcome is unknown (a ToolError it can catch).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../host/registry.js";
import { McpServers } from "../../host/mcp/index.js";
import { runFlow } from "../../host/run-flow.js";
import type { Envelope } from "../../host/schema/envelope.js";
import { askUserTool } from "../../host/tools/ask-user.js";
import { QueueJobs, queueSettings } from "../../host/fleet/index.js";
import { hasRedis } from "./redis-server.js";
import { comparable, COUNTING_SERVER, counted, fleetProject, redisForFile, until, killHard, startWorker } from "./worker-processes.js";

const START = new Date("2026-05-06T07:08:09Z");
const TOOLS = ["mcp__count__record", "mcp__count__wait_for", "mcp__count__hold"];
const frontRegistry = createRegistry(TOOLS.map((name): ToolDefinition => ({ name, category: "mcp", output: "json", handler: async () => null })));

describe.skipIf(!hasRedis)("resuming a flow whose worker died", () => {
  const redisServer = redisForFile();

  it("serves journaled calls, re-makes an idempotent call in flight, reports a non-idempotent one as unknown", async () => {
    const { dir, counter } = fleetProject({ prefix: "resume", lockSeconds: 3, concurrency: 4 });
    const arrived = join(dir, "arrived");
    const released = join(dir, "released");
    const idempotent = [
      "import datetime",
      'r = mcp__count__record(flow="a", n=1)',
      'print("recorded", r["recorded"], datetime.datetime.now().isoformat())',
      `w = mcp__count__wait_for(path=${JSON.stringify(arrived)})`,
      'print("arrived", w["arrived"])',
      'r["recorded"] + " " + w["arrived"]',
    ].join("\n");
    const unknown = [
      "try:",
      `    h = mcp__count__hold(flow="b", path=${JSON.stringify(released)})`,
      '    print("held", h)',
      "except ToolError as e:",
      '    print("lost:", e)',
      '"done"',
    ].join("\n");

    const settings = queueSettings({ url: redisServer().url, prefix: "resume" })!;
    const front = new QueueJobs(settings);
    const watch = new Redis(redisServer().url);
    try {
      const first = await startWorker(redisServer().url, dir);
      await front.run({ name: "a", code: idempotent, tools: TOOLS.slice(0, 2), background: true }, { registry: frontRegistry, now: () => START });
      await front.run({ name: "b", code: unknown, tools: TOOLS.slice(2), background: true }, { registry: frontRegistry, now: () => START });
      // Both flows are inside their last call: wait_for claimed in a's journal, hold received by the server.
      await until(async () => {
        const journals = await watch.keys("resume:tf:default:journal:*");
        const claims = await Promise.all(journals.map((key) => watch.hget(key, "call:2")));
        return claims.some((claim) => claim?.includes("wait_for") === true) && counted(counter, "hold").size === 1;
      }, "both flows to be in flight");
      await killHard(first);
      await startWorker(redisServer().url, dir);
      writeFileSync(arrived, "");
      writeFileSync(released, "");

      const a = (await front.result("a", { wait: 60, full: true })).envelope as Envelope;
      const b = (await front.result("b", { wait: 60, full: true })).envelope as Envelope;

      // The same flow in one process, against its own copy of the tool server.
      const upstream = await McpServers.connect({ count: { transport: "stdio", command: process.execPath, args: [COUNTING_SERVER, join(dir, "reference.txt")] } });
      const reference = await runFlow({ name: "a", code: idempotent, tools: TOOLS.slice(0, 2) }, { registry: createRegistry(upstream.tools()), now: () => START });
      await upstream.close();
      if (reference.rejected) throw new Error("reference rejected");
      expect(comparable(a)).toEqual(comparable(reference.full));
      expect(a).toMatchObject({ status: "ok", prints: `recorded a/1 2026-05-06T07:08:09\narrived arrived\n`, stats: { resumed: 1 } });
      expect(counted(counter, "record")).toEqual(new Map([["record a 1", 1]]));

      expect(b).toMatchObject({ status: "ok", result: "done", stats: { resumed: 1 } });
      expect(b.prints).toBe(
        "lost: the outcome of this mcp__count__hold call is unknown: the worker running the flow stopped while it was in flight, and the tool is not idempotent, so it was not made again\n",
      );
      expect(b.calls).toMatchObject([{ tool: "mcp__count__hold", status: "error" }]);
      expect(counted(counter, "hold")).toEqual(new Map([["hold b", 1]]));
    } finally {
      watch.disconnect();
      await front.close();
    }
  });
  it("keeps the answer to a question whose worker died while its user answered: the flow resumes with it, the user asked once", async () => {
    const { dir } = fleetProject({ prefix: "askdied", lockSeconds: 2, concurrency: 4 });
    const settings = queueSettings({ url: redisServer().url, prefix: "askdied" })!;
    const asked: string[] = [];
    const answers = new Map<string, (answer: string) => void>();
    const asking = createRegistry([askUserTool((question) => (asked.push(question.question), new Promise((resolve) => answers.set(question.question, resolve))))]);
    const front = new QueueJobs(settings);
    try {
      const first = await startWorker(redisServer().url, dir);
      const code = 'a = ask_user(question="First?")\nb = ask_user(question="Second?")\nprint(a["answer"], b["answer"])\n[a["answer"], b["answer"]]';
      await front.run({ name: "asks", code, tools: ["ask_user"], background: true }, { registry: asking });
      await until(() => answers.has("First?"), "the first question to reach the front end");
      await killHard(first);
      // Answered after the worker that asked died, before any worker has the flow again.
      answers.get("First?")!("one");
      await startWorker(redisServer().url, dir);
      await until(() => answers.has("Second?"), "the second question, from the worker that resumed the flow");
      answers.get("Second?")!("two");
      const done = (await front.result("asks", { wait: 60 })).envelope as Envelope;
      expect(done).toMatchObject({ status: "ok", result: ["one", "two"], prints: "one two\n", stats: { resumed: 1 } });
      expect(asked).toEqual(["First?", "Second?"]);
    } finally {
      await front.close();
    }
  });
});
