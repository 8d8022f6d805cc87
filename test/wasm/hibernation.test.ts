// Hibernation (wasm/hibernation.ts): a flow waiting on its tools gives up its module instance and
// is restored when a tool answers. It must be invisible: the same envelope as a flow that stayed
// awake, no state shared between flows (hibernated together, or one after another in the same
// pooled instance), the same memory cap, and limits that still stop it while it sleeps.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createRegistry, type ToolDefinition } from "../../host/registry.js";
import { createRunFlow, defaultFlowEngine, type FlowRun } from "../../host/run-flow.js";
import type { Envelope } from "../../host/schema/envelope.js";
import { runSandbox, type SandboxRequest, type SandboxResult } from "../../wasm/sandbox.js";
import { setSnapshotMaker } from "../../wasm/snapshot-cache.js";
import { FAKE_GUEST } from "./fake-guest.js";
import { ensureBuilt } from "../ensure-built.js";

const seen = vi.hoisted(() => ({ hibernated: 0, woken: 0, pooled: 0, unclean: 0 }));

vi.mock("../../wasm/hibernation.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../wasm/hibernation.js")>();
  return {
    ...actual,
    hibernate: (...args: Parameters<typeof actual.hibernate>) => (seen.hibernated++, actual.hibernate(...args)),
    wake: (...args: Parameters<typeof actual.wake>) => (seen.woken++, actual.wake(...args)),
  };
});

vi.mock("../../wasm/instance-pool.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../wasm/instance-pool.js")>();
  return {
    ...actual,
    takeInstance: async (...[snapshot, memoryBytes, pages, make]: Parameters<typeof actual.takeInstance>) => {
      let made = false;
      const taken = await actual.takeInstance(snapshot, memoryBytes, pages, () => ((made = true), make()));
      if (!made) seen.pooled++;
      // Every instance given to a flow holds the snapshot's image word for word, whatever the flow before it did.
      const memory = new Uint8Array(taken.memory.buffer);
      const image = new Uint8Array(memory.length);
      snapshot.pageIndexes.forEach((page, i) => image.set(snapshot.pageData.subarray(i * (1 << 16), (i + 1) * (1 << 16)), page * (1 << 16)));
      if (Buffer.compare(memory, image) !== 0) seen.unclean++;
      return taken;
    },
  };
});

const MiB = 1 << 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(ensureBuilt, 120_000);

afterEach(() => {
  setSnapshotMaker(undefined);
  expect(seen.unclean).toBe(0);
  Object.assign(seen, { hibernated: 0, woken: 0, pooled: 0, unclean: 0 });
});

/** runFlow in this thread, hibernating after `hibernateAfterMs` of waiting. */
function runFlowIn(hibernateAfterMs: number) {
  return createRunFlow({ ...defaultFlowEngine, sandbox: (request) => runSandbox({ ...request, hibernateAfterMs }) });
}

function jsonTool(name: string, handler: ToolDefinition["handler"]): ToolDefinition {
  return { name, category: "custom", flowEligible: true, output: "json", handler };
}

/** The envelope without what is timing. */
function timeless(envelope: Envelope): unknown {
  return JSON.parse(JSON.stringify(envelope), (key, value: unknown) => (key === "ms" ? 0 : value));
}

// Locals, a dict, a closure over a counter, a loop part way through, prints before and after each
// call, concurrent calls (two answers delivered to one sleeping flow) and a caught tool error.
const SCRIPT = `
import asyncio
totals = {"sum": 0, "seen": []}
def make_counter():
    count = [0]
    def bump(by):
        count[0] += by
        return count[0]
    return bump
bump = make_counter()
label = "run"
for i in range(6):
    print("before", i, label)
    answer = lookup(key=f"k{i}")
    totals["sum"] += answer["n"]
    totals["seen"].append(answer["key"])
    print("after", i, bump(answer["n"]))
async def both(a, b):
    return await asyncio.gather(lookup(key=a), lookup(key=b))
pair = asyncio.run(both("x", "y"))
try:
    lookup(key="fail")
except ToolError as e:
    print("caught", str(e))
[totals, bump(0), [p["key"] for p in pair], label]
`;

/** Answers after 5 ms, or (`untilAsleep`) once the flow has hibernated since the call began, so
 * that every call finds it asleep however slow the machine is. A call's `n` is its place in the
 * order the calls were made: the gathered pair may finish waiting in either order. */
function lookupTool(untilAsleep: boolean): ToolDefinition {
  let n = 0;
  return jsonTool("lookup", async (args) => {
    const before = seen.hibernated;
    const mine = args.key === "fail" ? 0 : ++n;
    await sleep(5);
    for (let waited = 0; untilAsleep && seen.hibernated === before && waited < 10_000; waited += 5) await sleep(5);
    if (args.key === "fail") throw new Error("no such key");
    return { key: args.key, n: mine };
  });
}

async function envelopeOf(hibernateAfterMs: number, code = SCRIPT): Promise<Envelope> {
  const outcome = await runFlowIn(hibernateAfterMs)({ name: "h", tools: ["lookup"], code }, { registry: createRegistry([lookupTool(hibernateAfterMs !== Infinity)]) });
  expect(outcome.rejected).toBe(false);
  return (outcome as FlowRun).full;
}

describe("a hibernated flow", () => {
  it("gives exactly the envelope it gives when it stays awake", async () => {
    const awake = await envelopeOf(Infinity);
    expect(seen.hibernated).toBe(0);
    expect(awake.status).toBe("ok");
    const asleep = await envelopeOf(0);
    // Every one of the nine calls found the flow asleep (the gathered pair once for both).
    expect(seen.hibernated).toBeGreaterThanOrEqual(8);
    expect(seen.woken).toBe(seen.hibernated);
    expect(timeless(asleep)).toEqual(timeless(awake));
  }, 60_000);

  it("never sees another hibernated flow's state", async () => {
    const gates = new Map<string, () => void>();
    const registry = createRegistry([
      jsonTool("gate", (args) => new Promise((resolve) => gates.set(String(args.who), () => resolve({ who: args.who })))),
    ]);
    const code = (who: string, value: number) => `
mine = {"who": "${who}", "value": ${value}}
items = [mine["value"] * k for k in range(3)]
answer = gate(who="${who}")
mine["answer"] = answer["who"]
[mine, items]
`;
    const run = runFlowIn(0);
    const flows = [run({ name: "a", tools: ["gate"], code: code("a", 1) }, { registry }), run({ name: "b", tools: ["gate"], code: code("b", 2) }, { registry })];
    while (gates.size < 2 || seen.hibernated < 2) await sleep(5);
    // Answered in the other order than they slept.
    gates.get("b")!();
    await sleep(20);
    gates.get("a")!();
    const [a, b] = (await Promise.all(flows)) as FlowRun[];
    expect(a!.full.result).toEqual([{ who: "a", value: 1, answer: "a" }, [0, 1, 2]]);
    expect(b!.full.result).toEqual([{ who: "b", value: 2, answer: "b" }, [0, 2, 4]]);
  }, 60_000);
});

// The sandbox itself, with a stand-in guest whose program is JS.
const GUEST = `${FAKE_GUEST}
globalThis.__toolflow.preload = () => { globalThis.preloaded = { re: "made before any flow" }; };`;

function run(program: string, options: Partial<SandboxRequest> = {}): Promise<SandboxResult> {
  return runSandbox({
    guestSource: GUEST,
    program,
    optionsJson: "{}",
    host: {
      callTool: async (_alias, argsJson) => {
        await sleep(10);
        return JSON.stringify({ ok: JSON.parse(argsJson) });
      },
      print: () => undefined,
    },
    limits: { memoryBytes: 32 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 20_000 },
    hibernateAfterMs: 0,
    ...options,
  });
}

function resultOf(result: SandboxResult): unknown {
  expect(result).toMatchObject({ kind: "returned" });
  expect(result.cleanupError).toBeUndefined();
  return JSON.parse((result as { outcomeJson: string }).outcomeJson).result;
}

describe("a hibernated sandbox", () => {
  it("frees every handle it made before it slept (checkLeaks)", async () => {
    const program = `async (api) => { const got = []; for (let i = 0; i < 4; i++) got.push((await api.call("t", { i })).ok.i); return got; }`;
    expect(resultOf(await run(program, { checkLeaks: true }))).toEqual([0, 1, 2, 3]);
    expect(seen.hibernated).toBe(4);
  });

  it("gives its instance to the next flow with nothing of its own left in it", async () => {
    const marks = `async (api) => { await api.call("t", {}); preloaded.re = "changed"; globalThis.mine = "a secret"; return [preloaded.re, mine]; }`;
    expect(resultOf(await run(marks))).toEqual(["changed", "a secret"]);
    const before = seen.pooled;
    expect(resultOf(await run(`async () => [preloaded.re, typeof mine]`))).toEqual(["made before any flow", "undefined"]);
    expect(seen.pooled).toBeGreaterThan(before);
  });

  it("lends its instance to a flow that finds none pooled, before its delay ends, and keeps every value", async () => {
    // Each flow checks that nothing of a flow before it is visible, then leaves its marks
    // everywhere: a secret, a deep recursion (the C stack's zero pages) and a heap grown past the
    // snapshot's (the zero pages above its break), then waits; it reads them all back once woken.
    const program = (n: number) => `async (api) => {
      const before = [typeof globalThis.secret, typeof globalThis.keep, preloaded.re];
      globalThis.secret = "secret of flow ${n} " + "#".repeat(${n});
      const deep = (d) => (d === 0 ? 0 : 1 + deep(d - 1));
      let depth = 0;
      for (let d = 64; ; d *= 2) { try { depth = deep(d); } catch { break; } }
      globalThis.keep = Array.from({ length: 20000 }, (_, i) => "kept " + i + " by ${n}");
      preloaded.re = "changed by ${n}";
      const answer = await api.call("t", { n: ${n} });
      return [before, secret, keep.length, keep[19999], depth > 64, answer.ok.n, preloaded.re];
    }`;
    const gates: (() => void)[] = [];
    const host = { callTool: (_alias: string, argsJson: string) => new Promise<string>((resolve) => gates.push(() => resolve(JSON.stringify({ ok: JSON.parse(argsJson) })))), print: () => undefined };
    // More flows than the pool keeps instances: the last ones find it empty while the others wait.
    const flows: Promise<SandboxResult>[] = [];
    for (let n = 0; n < 9; n++) {
      flows.push(run(program(n), { hibernateAfterMs: 60_000, host }));
      while (gates.length <= n) await sleep(5);
    }
    expect(seen.hibernated).toBeGreaterThan(0);
    for (const open of gates) open();
    const results = await Promise.all(flows);
    results.forEach((result, n) =>
      expect(resultOf(result)).toEqual([["undefined", "undefined", "made before any flow"], `secret of flow ${n} ${"#".repeat(n)}`, 20000, `kept 19999 by ${n}`, true, n, `changed by ${n}`]),
    );
    // Instances reset after these flows returned, given to the next.
    expect(resultOf(await run(`async () => [typeof secret, typeof keep, preloaded.re]`))).toEqual(["undefined", "undefined", "made before any flow"]);
  });

  it("has the same memory cap after it wakes", async () => {
    // Allocates until the cap stops it, printing how far it got: the same count both ways.
    const program = `async (api) => { await api.call("t", {}); const keep = []; for (let i = 0; ; i++) { keep.push(new Array(4096).fill(i)); if (i % 16 === 0) api.print(String(i)); } }`;
    const reach = async (hibernateAfterMs: number) => {
      let last = "";
      const result = await run(program, {
        hibernateAfterMs,
        limits: { memoryBytes: 8 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 20_000 },
        host: { callTool: async () => (await sleep(10), "{}"), print: (text) => (last = text) },
      });
      return { result, last: Number(last) };
    };
    const awake = await reach(Infinity);
    expect(seen.hibernated).toBe(0);
    const asleep = await reach(0);
    expect(seen.hibernated).toBe(1);
    expect(awake.last).toBeGreaterThan(0);
    expect(asleep).toEqual(awake);
  });

  it("still times out while it sleeps, handing over the prints it had buffered", async () => {
    const printed: string[] = [];
    const program = `async (api) => { globalThis.__toolflow.prints = { parts: ["buffered ", "text"] }; await api.call("t", {}); return "never"; }`;
    const result = await run(program, {
      limits: { memoryBytes: 32 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 3000 },
      host: { callTool: () => new Promise(() => undefined), print: (text) => printed.push(text) },
    });
    expect(result).toEqual({ kind: "stopped", reason: "timeout" });
    expect(seen.hibernated).toBe(1);
    expect(printed).toEqual(["buffered text"]);
  });

  it("can be killed while it sleeps, and a late answer is dropped", async () => {
    const kill = new AbortController();
    let answer!: (text: string) => void;
    const result = run(`async (api) => { await api.call("t", {}); return "never"; }`, {
      signal: kill.signal,
      host: { callTool: () => new Promise((resolve) => (answer = resolve)), print: () => undefined },
    });
    while (seen.hibernated === 0) await sleep(5);
    kill.abort();
    expect(await result).toEqual({ kind: "stopped", reason: "killed" });
    answer("{}");
    await sleep(20);
    expect(seen.woken).toBe(0);
  });
});
