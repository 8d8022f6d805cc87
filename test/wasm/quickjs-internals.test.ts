// The private quickjs-emscripten API that restoring a snapshot relies on (wasm/quickjs-internals.ts).
// If an upgrade changes any of it, this fails here, by name, rather than as a strange restore.
import { describe, expect, it } from "vitest";
import { newFlowModule } from "../../wasm/quickjs.js";
import { checkInternals, contextPointer, hostRefsMadeBy, putHostRef, runtimePointer, wrapContext, wrapRuntime } from "../../wasm/quickjs-internals.js";

/** A runtime and context in a fresh 1 MiB module instance. */
async function newContext() {
  const { module } = await newFlowModule({ memoryBytes: 1 << 20 });
  const runtime = module.newRuntime();
  return { module, runtime, ctx: runtime.newContext() };
}

describe("quickjs-emscripten's private shape", () => {
  it("has the fields a restore reads", async () => {
    const { module, runtime, ctx } = await newContext();
    expect(() => checkInternals(module, runtime, ctx)).not.toThrow();
    expect(runtimePointer(runtime)).toBeGreaterThan(0);
    expect(contextPointer(ctx)).toBeGreaterThan(0);
    expect(() => checkInternals(module, {} as typeof runtime, ctx)).toThrow(/QuickJSRuntime.rt, QuickJSRuntime.hostRefs/);
    ctx.dispose();
    runtime.dispose();
  });

  it("wraps an existing runtime and context so that they evaluate and dispose cleanly", async () => {
    const { module, runtime: original, ctx: originalCtx } = await newContext();
    originalCtx.unwrapResult(originalCtx.evalCode("globalThis.kept = 41")).dispose();
    // A second JS wrapper over the same pointers, as a restored instance builds.
    const runtime = wrapRuntime(module, runtimePointer(original));
    const ctx = wrapContext(runtime, contextPointer(originalCtx));
    expect(ctx.getNumber(ctx.unwrapResult(ctx.evalCode("kept + 1")))).toBe(42);
    ctx.dispose();
    runtime.dispose();
  });

  it("gives out host-reference ids in order, so a restore can ask for the same ones", async () => {
    const { runtime, ctx } = await newContext();
    const functions: ReturnType<typeof ctx.newFunction>[] = [];
    const ids = hostRefsMadeBy(runtime, () => {
      functions.push(ctx.newFunction("a", () => undefined), ctx.newFunction("b", () => undefined));
    });
    expect(ids).toEqual([-(2 ** 31), -(2 ** 31) + 1]);
    // Recording ended: later ids are not collected, and the map still works.
    expect(putHostRef(runtime, () => undefined)).toBe(-(2 ** 31) + 2);
    expect(ids).toHaveLength(2);
    for (const fn of functions) fn.dispose();
    ctx.dispose();
    runtime.dispose();
  });
});
