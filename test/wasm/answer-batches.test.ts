// Tool answers ready in the same host turn reach the guest together (wasm/host-turn.ts): every
// answer is settled, then the guest's jobs run once, as CPython resumes every task whose tool
// completed in one loop iteration before what those tasks schedule. The limits still hold per answer.
import { describe, expect, it } from "vitest";
import { MiB, outcomeOf, run, sleep } from "./sandbox-harness.js";

// Each answer's reaction logs it; the first one's also queues a job, which runs after every
// answer of its turn has been taken.
const LOGGED_CALLS = `async (api) => {
  const log = [];
  await Promise.all([1, 2, 3].map((i) => api.call("t", { i }).then((r) => {
    log.push("got " + i);
    api.print("got " + i + "\\n");
    if (i === 1) Promise.resolve().then(() => log.push("after 1"));
  })));
  return log;
}`;

describe("answers ready together", () => {
  it("are all settled before the jobs their reactions queue run", async () => {
    const result = await run(LOGGED_CALLS);
    expect(outcomeOf(result).result).toEqual(["got 1", "got 2", "got 3", "after 1"]);
  });

  it("are taken together when their tools finish at different depths of the host's turn", async () => {
    const result = await run(LOGGED_CALLS, {
      tool: async (_alias, args) => {
        for (let hop = 0; hop < args.i * 3; hop++) await Promise.resolve();
        return args.i;
      },
    });
    expect(outcomeOf(result).result).toEqual(["got 1", "got 2", "got 3", "after 1"]);
  });

  it("are taken in turns when they come in different turns of the host's loop", async () => {
    // The first answers in this turn, the others on timers: a later turn, however late the timers.
    const result = await run(LOGGED_CALLS, {
      tool: async (_alias, args) => {
        if (args.i > 1) await sleep(args.i * 20);
        return args.i;
      },
    });
    expect(outcomeOf(result).result).toEqual(["got 1", "after 1", "got 2", "got 3"]);
  });

  it("stop at an answer the heap cannot hold: the flow ends at its memory limit, the rest undelivered", async () => {
    const result = await run(LOGGED_CALLS, {
      limits: { memoryBytes: 8 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 20_000 },
      tool: async (_alias, args) => (args.i === 2 ? "y".repeat(50 * MiB) : args.i),
    });
    expect(result).toMatchObject({ kind: "stopped", reason: "memory" });
    // The first answer was settled, but no job ran: its reaction never printed.
    expect(result.harness.prints).toEqual([]);
  });

  it("reach no flow that ended meanwhile", async () => {
    let late = 0;
    const result = await run(`async (api) => { api.call("slow", {}); api.call("slow", {}); return (await api.call("fast", {})).ok; }`, {
      tool: async (alias) => {
        if (alias === "fast") return 1;
        await sleep(50);
        late++;
        return 2;
      },
    });
    expect(outcomeOf(result).result).toBe(1);
    await sleep(100);
    expect(late).toBe(2);
  });
});
