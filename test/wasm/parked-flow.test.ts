// Parking (wasm/parked-flow.ts, runFlow's park and resume): a flow waiting on a tool is taken out
// of its sandbox as plain data, and continued in a new sandbox (here after a structured clone, as
// between threads and processes) with the same envelope as a run that never stopped. An image of
// another build, or one that does not fit its memory, is refused before anything of it is loaded,
// and the flow runs again from the start.
import { describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../host/registry.js";
import { createParkableRunFlow, defaultFlowEngine, type FlowRun, type ParkedRun } from "../../host/run-flow.js";
import type { Envelope } from "../../host/schema/envelope.js";
import type { ParkedFlow } from "../../host/schema/parked.js";
import { runSandbox } from "../../wasm/sandbox.js";

// Locals, a closure, random and the clock (fixed by seed and start time), prints before and
// after, and two slow calls in flight at once when the flow parks.
const SCRIPT = `
import asyncio, random, datetime
random.seed(7)
state = {"n": random.randint(0, 1000), "seen": []}
def bump(by):
    state["n"] += by
    return state["n"]
for k in range(3):
    r = quick(key=f"q{k}")
    state["seen"].append(r["key"])
    print("quick", k, bump(r["size"]))
async def both():
    return await asyncio.gather(slow(key="a"), slow(key="b"))
pair = asyncio.run(both())
print("slow", [p["key"] for p in pair], datetime.datetime.now().isoformat(), random.random())
after = quick(key="after")
[state, after, len(pair)]
`;

const START = new Date("2026-01-02T03:04:05Z");
const json = (name: string, handler: ToolDefinition["handler"]): ToolDefinition => ({ name, category: "custom", flowEligible: true, output: "json", handler });

/** `slow` answers at once, or never (`park`: parks the flow once both slow calls are in flight). */
function registry(counts: Map<string, number>, park?: AbortController): ReturnType<typeof createRegistry> {
  let inFlight = 0;
  const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  return createRegistry([
    json("quick", async (args) => (count(`quick ${String(args.key)}`), { key: args.key, size: String(args.key).length })),
    json("slow", (args) => {
      count(`slow ${String(args.key)}`);
      if (!park) return Promise.resolve({ key: args.key });
      if (++inFlight === 2) park.abort();
      return new Promise(() => {});
    }),
  ]);
}

const inThread = createParkableRunFlow({ ...defaultFlowEngine, sandbox: (request) => runSandbox(request) });
const inWorkers = createParkableRunFlow(defaultFlowEngine);
const request = { name: "p", tools: ["quick", "slow"], code: SCRIPT };
const options = { now: () => START, seed: 11 };

function timeless(envelope: Envelope): unknown {
  return JSON.parse(JSON.stringify(envelope), (key, value: unknown) => (key === "ms" ? 0 : value));
}

async function parkedFlow(run: typeof inThread): Promise<{ parked: ParkedFlow; counts: Map<string, number> }> {
  const counts = new Map<string, number>();
  const park = new AbortController();
  const outcome = await run(request, { ...options, registry: registry(counts, park), park: park.signal });
  expect(outcome).toHaveProperty("parked");
  return { parked: (outcome as ParkedRun).parked, counts };
}

async function resumed(run: typeof inThread, parked: ParkedFlow, counts: Map<string, number>): Promise<Envelope> {
  const outcome = await run(request, { ...options, registry: registry(counts), resume: parked });
  expect(outcome.rejected).toBe(false);
  return (outcome as FlowRun).full;
}

describe("a parked flow", () => {
  it.each([
    ["in this thread", inThread],
    ["in the worker pool", inWorkers],
  ])("resumes %s from its image with the envelope of a run that never stopped", async (_where, run) => {
    const reference = (await run(request, { ...options, registry: registry(new Map()) })) as FlowRun;
    expect(reference.full.status).toBe("ok");
    const { parked, counts } = await parkedFlow(run);
    expect(parked.image.calls.map((call) => call.seq)).toEqual([4, 5]);
    expect(parked.session.prints).toBe(reference.full.prints.split("\n").slice(0, 3).join("\n") + "\n");
    const envelope = await resumed(run, structuredClone(parked), counts);
    expect(timeless(envelope)).toEqual(timeless(reference.full));
    // The quick calls before the park were not made again: only the resumed flow's own.
    expect(Object.fromEntries(counts)).toEqual({ "quick q0": 1, "quick q1": 1, "quick q2": 1, "slow a": 2, "slow b": 2, "quick after": 1 });
  }, 60_000);

  it.each([
    ["of another build", (image: ParkedFlow["image"]) => ({ ...image, build: `${image.build}x` })],
    ["with a memory run outside its memory", (image: ParkedFlow["image"]) => ({ ...image, runs: Int32Array.of(image.pages * 16384, 1, 0) })],
    // The runs of words that differ from the snapshot, cut short: the last run claims more words than follow it.
    ["whose memory runs are cut short", (image: ParkedFlow["image"]) => ({ ...image, runs: image.runs.slice(0, image.runs.length - 1) })],
    ["whose memory runs are not words", (image: ParkedFlow["image"]) => ({ ...image, runs: Array.from(image.runs) as unknown as Int32Array })],
    ["naming an outcome outside its memory", (image: ParkedFlow["image"]) => ({ ...image, outcome: image.pages * 65536 })],
    ["for other limits", (image: ParkedFlow["image"]) => ({ ...image, memoryBytes: image.memoryBytes * 2 })],
  ])("refuses an image %s and runs the flow again from the start", async (_what, spoil) => {
    const reference = (await inWorkers(request, { ...options, registry: registry(new Map()) })) as FlowRun;
    const { parked } = await parkedFlow(inWorkers);
    const counts = new Map<string, number>();
    const envelope = await resumed(inWorkers, { ...parked, image: spoil(parked.image) }, counts);
    expect(timeless(envelope)).toEqual(timeless(reference.full));
    // Run again from the start: every call made again (a journaled registry would serve them).
    expect(counts.get("quick q0")).toBe(1);
  }, 60_000);
});
