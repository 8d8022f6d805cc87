// Sandboxes restored from a memory snapshot of a loaded guest: the image is shared, the flows
// are not, every per-flow limit still applies, and a snapshot that cannot serve a flow is not
// used (the flow loads the guest fresh and still runs).
import { afterEach, describe, expect, it, vi } from "vitest";
import { runSandbox, type SandboxRequest, type SandboxResult } from "../../wasm/sandbox.js";
import { createSnapshot, GuestLoadError, restoreSnapshot, type GuestSnapshot } from "../../wasm/snapshot.js";
import { guestSnapshot, setSnapshotMaker } from "../../wasm/snapshot-cache.js";
import { loadGuestSource } from "../../wasm/guest-source.js";
import { FAKE_GUEST } from "./fake-guest.js";
import { cycleProbe } from "./cycle-probe.js";

const MiB = 1 << 20;

// The fake guest plus a preload that counts its calls and leaves module-like state behind.
const GUEST = `${FAKE_GUEST}
globalThis.__toolflow.preload = () => {
  globalThis.preloads = (globalThis.preloads || 0) + 1;
  globalThis.preloaded = { re: "a module made before any flow" };
};`;

function run(program: string, options: Partial<SandboxRequest> = {}): Promise<SandboxResult> {
  return runSandbox({
    guestSource: GUEST,
    program,
    optionsJson: "{}",
    host: { callTool: async (_alias, argsJson) => JSON.stringify({ ok: JSON.parse(argsJson) }), print: () => undefined },
    limits: { memoryBytes: 32 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 10_000 },
    checkLeaks: true,
    ...options,
  });
}

function resultOf(result: SandboxResult): unknown {
  expect(result).toMatchObject({ kind: "returned" });
  expect(result.cleanupError).toBeUndefined();
  const outcome = JSON.parse((result as { outcomeJson: string }).outcomeJson);
  expect(outcome.status).toBe("ok");
  return outcome.result;
}

/** How deep a plain recursion gets before QuickJS's stack limit stops it. */
const DEPTH = `async () => { let depth = 0; const f = () => { depth++; f(); }; try { f(); } catch (e) {} return depth; }`;

afterEach(() => {
  setSnapshotMaker(undefined);
  vi.restoreAllMocks();
});

describe("a snapshot of the loaded guest", () => {
  it("is made once per guest source and restored for every flow", async () => {
    const made: string[] = [];
    setSnapshotMaker((source) => {
      made.push(source);
      return createSnapshot(source);
    });
    for (let i = 0; i < 3; i++) expect(resultOf(await run(`async () => [preloads, preloaded.re]`))).toEqual([1, "a module made before any flow"]);
    expect(made).toEqual([GUEST]);
  });

  it("gives a flow of the real guest QuickJS's own headroom before its first cycle collection", async () => {
    // A collection walks and relinks every object of the image, so a flow that collects differs
    // from the snapshot in megabytes (what hibernation keeps). The snapshot collects before capture,
    // leaving half again the loaded guest's ~73,000 allocations; loading alone once left 275.
    const snapshot = await guestSnapshot(await loadGuestSource());
    const { runtime, ctx } = await restoreSnapshot(snapshot!, 64 * MiB);
    runtime.setMaxStackSize(1 << 20);
    runtime.setInterruptHandler(() => false);
    const { dropCycle, alive, keep } = cycleProbe(ctx);
    dropCycle();
    keep(10_000);
    expect(alive()).toEqual([true]);
    // Collections still run, past 1.5x.
    keep(40_000);
    expect(alive()).toEqual([false]);
    ctx.dispose();
  });

  it("holds no source text of the guest's functions, while a flow's own functions keep theirs", async () => {
    const [guestText, flowText] = resultOf(await run(`async () => [String(globalThis.__toolflow.run), String(function own() { return 1 })]`)) as string[];
    expect(guestText).toContain("[native code]");
    expect(flowText).toBe("function own() { return 1 }");
  });

  it("gives each flow its own copy: what one flow changes, the next does not see", async () => {
    expect(resultOf(await run(`async () => { preloaded.re = "changed"; globalThis.mine = 1; return preloaded.re; }`))).toBe("changed");
    expect(resultOf(await run(`async () => [preloaded.re, typeof mine]`))).toEqual(["a module made before any flow", "undefined"]);
  });

  it("serves tool calls through the restored __host binding", async () => {
    expect(resultOf(await run(`async (api) => (await api.call("t", { x: 41 })).ok.x + 1`))).toBe(42);
  });

  it("applies each flow's own stack limit", async () => {
    const small = resultOf(await run(DEPTH, { limits: { memoryBytes: 32 * MiB, stackBytes: 64 * 1024, deadline: Date.now() + 10_000 } }));
    const large = resultOf(await run(DEPTH, { limits: { memoryBytes: 32 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 10_000 } }));
    expect(large as number).toBeGreaterThan(2 * (small as number));
  });

  it("applies each flow's own memory cap and deadline", async () => {
    const hog = `async () => { const keep = []; for (;;) keep.push(new Array(100000).fill(keep.length)); }`;
    const capped = await run(hog, { limits: { memoryBytes: 8 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 20_000 }, checkLeaks: false });
    if (capped.kind === "returned") expect(JSON.parse(capped.outcomeJson).error.message).toBe("out of memory");
    else expect(capped).toMatchObject({ kind: "stopped", reason: "memory" });
    const looping = await run(`async () => { for (;;) {} }`, { limits: { memoryBytes: 32 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 200 } });
    expect(looping).toMatchObject({ kind: "stopped", reason: "timeout" });
  });

  it("refuses a guest that fails to load, which the fresh path then reports", async () => {
    await expect(createSnapshot("throw new Error('bundle broke')")).rejects.toThrow(GuestLoadError);
    expect(await run(`async () => 1`, { guestSource: "throw new Error('bundle broke')" })).toMatchObject({
      kind: "failed",
      message: "the guest runtime failed to load: Error: bundle broke",
    });
  });
});

describe("a snapshot that cannot serve a flow", () => {
  async function snapshot(): Promise<GuestSnapshot> {
    return createSnapshot(GUEST);
  }

  it("is not restored into a memory capped below its size: the flow loads fresh", async () => {
    const big = await snapshot();
    setSnapshotMaker(async () => ({ ...big, pages: big.pages + 1024 }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // Limits of their own, so no warm sandbox restored from an earlier snapshot is taken.
    const limits = { memoryBytes: 24 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 10_000 };
    // Loaded fresh: the guest was evaluated but never preloaded.
    expect(resultOf(await run(`async () => typeof preloads`, { limits }))).toBe("undefined");
    expect(warn).not.toHaveBeenCalled();
  });

  it("whose host functions do not get the recorded ids is dropped with a warning; flows still run", async () => {
    const good = await snapshot();
    setSnapshotMaker(async () => ({ ...good, hostRefIds: good.hostRefIds.map((id) => id + 7) }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const limits = { memoryBytes: 20 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 10_000 };
    expect(resultOf(await run(`async (api) => [(await api.call("t", { y: 2 })).ok.y, typeof preloads]`, { limits }))).toEqual([2, "undefined"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("restoring the guest snapshot failed"));
  });

  it("made with another QuickJS build is refused", async () => {
    const good = await snapshot();
    await expect(restoreSnapshot({ ...good, freshImageHash: (good.freshImageHash + 1) >>> 0 }, 32 * MiB)).rejects.toThrow(/another QuickJS build/);
  });
});
