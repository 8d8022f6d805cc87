// One flow never starves another: hostile flows (a busy loop, a catastrophic regex, one long
// bigint operation, a print flood, memory growth) run beside innocent flows that compute a
// little, call a tool and print. Each innocent flow must finish, with its own answer, long before
// the hostile flows' deadline (a quarter of it), and within a few times what the same innocent
// flows took alone just before in the same process, plus a second for the pool to grow: bounds
// relative to the machine's load at the time, not speed. The hostile flows are cancelled once
// the innocent ones are done.
import { readdirSync, readFileSync } from "node:fs";
import { getPriority } from "node:os";
import { beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../host/registry.js";
import { createRunFlow, defaultFlowEngine, runFlow, type FlowRun, type RunFlowOptions } from "../../host/run-flow.js";
import { createSandboxPool, type SandboxPool, type ScriptRequest } from "../../wasm/worker-sandbox.js";
import type { SandboxRequest } from "../../wasm/sandbox.js";
import { textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(async () => {
  ensureBuilt();
  // A host that has run a flow: the transpiler loaded, a worker up (a cold start is not measured).
  await runFlow({ code: "1", name: "warm", tools: [] }, { registry: createRegistry([]) });
}, 120_000);

const HOSTILE_TIMEOUT_S = 120;
/** Innocent flows have a shorter deadline than the hostile ones: they must not time out waiting. */
const INNOCENT_TIMEOUT_S = 8;
const BOUND_MS = (HOSTILE_TIMEOUT_S * 1000) / 4;
/**
 * Beside hostile flows, the innocent ones may take this many times as long as alone, plus
 * GROWTH_MS: the pool starts a worker for each of them once the hostile flows have held every
 * thread for 50 ms of CPU, and those workers boot (about 100 ms of CPU each) on cores the hostile
 * flows share at a lower priority; with one hostile flow of each kind, nine flows share eight
 * workers. Measured at load 10-19: 1-2.3 times alone, or alone plus 0.1-1.6 s where alone was
 * 100-500 ms (workers left warm by the case before); up to 5.6 s more for print floods and the
 * nine flows at load 15-19, where the workers' boots get little of the machine.
 */
const ALONE_FACTOR = 3;
const GROWTH_MS = 6000;

const HOSTILE: Record<string, string> = {
  "busy loop": "while True:\n    pass\n",
  "catastrophic regex": "import re\nwhile True:\n    re.match(r'(a+)+$', 'a' * 40 + 'b')\n",
  "long bigint operation": "while True:\n    x = 3 ** 600000\n",
  "print flood": "while True:\n    print('x' * 1000)\n",
  "memory growth": "keep = []\nwhile True:\n    try:\n        keep.append('m' * 10**6)\n    except MemoryError:\n        keep = keep[len(keep) // 2:]\n",
};

const quick = textTool("quick", async (args) => `answer ${String(args.n)}`);
const registry = createRegistry([quick]);
const innocentCode = (i: number) => `print("innocent ${i}")\nr = quick(n=${i})\nsum(range(10000)) + len(r["text"])`;
const innocentResult = (i: number) => 49995000 + `answer ${i}`.length;

type Run = (request: unknown, options: RunFlowOptions) => ReturnType<typeof runFlow>;

/** runFlow on `pool`, each flow transpiled in its worker under its deadline, as the default engine does. */
const poolRun = (pool: SandboxPool): Run =>
  createRunFlow({ ...defaultFlowEngine, sandbox: Object.assign((request: SandboxRequest) => pool.run(request), { fromScript: (request: ScriptRequest) => pool.run(request) }) });

/** The innocent flows run alone, then beside the hostile ones: each innocent's envelope and time, and the slowest alone. */
async function sideBySide(run: Run, hostile: string[], innocent: number, extra: { hostileTenant?: string; innocentTenant?: string } = {}) {
  const innocents = () => {
    const started = performance.now();
    return Array.from({ length: innocent }, (_, i) =>
      run(
        { code: innocentCode(i), name: `innocent-${i}`, tools: ["quick"], timeout_seconds: INNOCENT_TIMEOUT_S },
        { registry, ...(extra.innocentTenant ? { tenant: extra.innocentTenant } : {}) },
      ).then((outcome) => ({ outcome: outcome as FlowRun, ms: performance.now() - started })),
    );
  };
  const alone = Math.max(...(await Promise.all(innocents())).map(({ ms }) => ms));
  const cancel = new AbortController();
  const hostileRuns = hostile.map((code, i) =>
    run(
      { code, name: `hostile-${i}`, tools: [], timeout_seconds: HOSTILE_TIMEOUT_S },
      { registry, signal: cancel.signal, ...(extra.hostileTenant ? { tenant: extra.hostileTenant } : {}) },
    ),
  );
  const beside = await Promise.all(innocents());
  cancel.abort();
  const hostiles = (await Promise.all(hostileRuns)) as FlowRun[];
  return { innocents: beside, alone, hostiles };
}

function expectInnocentsOnTime({ innocents, alone }: { innocents: { outcome: FlowRun; ms: number }[]; alone: number }): void {
  innocents.forEach(({ outcome }, i) => {
    expect(outcome.full).toMatchObject({ status: "ok", prints: `innocent ${i}\n`, result: innocentResult(i) });
  });
  const slowest = Math.max(...innocents.map(({ ms }) => ms));
  const bound = Math.min(BOUND_MS, ALONE_FACTOR * alone + GROWTH_MS);
  console.log(`innocent flows done after ${Math.round(slowest)} ms, ${Math.round(alone)} ms alone (bound ${Math.round(bound)} ms)`);
  expect(slowest).toBeLessThan(bound);
}

describe("one flow never starves another (default worker pool)", () => {
  for (const [kind, code] of Object.entries(HOSTILE)) {
    it(`4 flows of ${kind} beside 4 innocent flows`, async () => {
      const { hostiles, ...innocents } = await sideBySide(runFlow, [code, code, code, code], 4);
      expectInnocentsOnTime(innocents);
      // The hostile flows ran until cancelled (or hit their memory cap, for the growth case).
      for (const { full } of hostiles) expect(full.status).toBe("error");
    }, 120_000);
  }

  it("one hostile flow of every kind beside 4 innocent flows", async () => {
    expectInnocentsOnTime(await sideBySide(runFlow, Object.values(HOSTILE), 4));
  }, 120_000);
});

/** Nice values of this process's threads (Linux's /proc/self/task/<tid>/stat, field 19). */
function threadNices(): number[] {
  return readdirSync("/proc/self/task").flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      return [Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])];
    } catch {
      return []; // The thread ended meanwhile.
    }
  });
}

// Lowered to nice 10 (wasm/thread-priority.ts): nothing to see in a process already at 10 or more.
describe.runIf(process.platform === "linux" && getPriority() < 10)("a long computation's thread", () => {
  it("runs at a lower priority while it computes, and at the process's again once its flow ends", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    const run = poolRun(pool);
    const cancel = new AbortController();
    const lowered = () => threadNices().filter((nice) => nice > getPriority()).length;
    try {
      expect(lowered()).toBe(0);
      const hostile = run({ code: HOSTILE["busy loop"]!, name: "hostile", tools: [], timeout_seconds: HOSTILE_TIMEOUT_S }, { registry, signal: cancel.signal });
      while (lowered() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(lowered()).toBe(1);
      cancel.abort();
      expect(((await hostile) as FlowRun).full.error?.type).toBe("Cancelled");
      expect(lowered()).toBe(0);
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe("a pool at its maximum", () => {
  it("does not count the time a flow waited for a thread against its deadline", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    const run = poolRun(pool);
    try {
      const hostile = run({ code: "while True:\n    pass\n", name: "hostile", tools: [], timeout_seconds: 1.5 }, { registry });
      // Queued behind the hostile flow (the only thread) for longer than its own deadline.
      const innocent = (await run({ code: innocentCode(0), name: "innocent", tools: ["quick"], timeout_seconds: 1 }, { registry })) as FlowRun;
      expect(((await hostile) as FlowRun).full.error?.type).toBe("Timeout");
      expect(innocent.full).toMatchObject({ status: "ok", result: innocentResult(0) });
      expect(innocent.full.stats.ms).toBeGreaterThanOrEqual(1000);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("caps the flows of one tenant computing at once, so another tenant still gets a thread", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 3, tenantCap: 2 });
    const run = poolRun(pool);
    try {
      const busy = HOSTILE["busy loop"]!;
      const { hostiles, ...innocents } = await sideBySide(run, [busy, busy, busy, busy], 3, { hostileTenant: "a", innocentTenant: "b" });
      expectInnocentsOnTime(innocents);
      for (const { full } of hostiles) expect(full.error?.type).toBe("Cancelled");
    } finally {
      await pool.close();
    }
  }, 60_000);
});
