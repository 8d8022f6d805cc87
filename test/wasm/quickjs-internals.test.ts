// The private quickjs-emscripten API that restoring a snapshot relies on (wasm/quickjs-internals.ts).
// If an upgrade changes any of it, this fails here, by name, rather than as a strange restore.
import { describe, expect, it } from "vitest";
import { newFlowModule } from "../../wasm/quickjs.js";
import {
  callDirectly,
  callWithNumberAndString,
  callWithNumbers,
  checkInternals,
  runPendingJobs,
  contextPointer,
  fulfilledString,
  hostRefsMadeBy,
  promisePending,
  putHostRef,
  runtimePointer,
  stringHostFunction,
  withStripped,
  collectCycles,
  wrapContext,
  wrapRuntime,
} from "../../wasm/quickjs-internals.js";
import { cycleProbe } from "./cycle-probe.js";

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

  it("compiles without source text while withStripped runs, keeping lines for stacks unless it strips debug information", async () => {
    const { runtime, ctx } = await newContext();
    runtime.setMaxStackSize(1 << 20);
    const made = () => {
      const handle = ctx.unwrapResult(ctx.evalCode("(() => { const f = function f(a) { return new Error(a).stack }; return [f.toString(), f('x')]; })()", "made.js"));
      const dumped = ctx.dump(handle) as string[];
      handle.dispose();
      return dumped;
    };
    let stripped: string[] = [];
    // QuickJS's struct as this build lays it out: fails here, by name, if an upgrade moves it.
    expect(withStripped(runtime, 1 << 20, "source", () => (stripped = made()))).toBe(true);
    expect(stripped[0]).toContain("[native code]");
    expect(stripped[1]).toMatch(/at f \(made\.js:1:\d+\)/);
    // Without debug information: the frame is there, named, without its file and line.
    let bare: string[] = [];
    expect(withStripped(runtime, 1 << 20, "debug", () => (bare = made()))).toBe(true);
    expect(bare[0]).toContain("[native code]");
    expect(bare[1]).toMatch(/^\s*at f$/m);
    expect(bare[1]).not.toContain("made.js");
    // Off again afterwards.
    expect(made()[0]).toBe("function f(a) { return new Error(a).stack }");
    // Fields that do not match (another stack size than the runtime's): nothing is written.
    let unrecognised: string[] = [];
    expect(withStripped(runtime, 1 << 19, "source", () => (unrecognised = made()))).toBe(false);
    expect(unrecognised[0]).toBe("function f(a) { return new Error(a).stack }");
    ctx.dispose();
    runtime.dispose();
  });

  it("collects cycles while collectCycles runs, leaving QuickJS's 1.5x headroom after it", async () => {
    const { runtime, ctx } = await newContext();
    runtime.setMaxStackSize(1 << 20);
    const { run, dropCycle, alive, keep } = cycleProbe(ctx);
    dropCycle();
    expect(alive()).toEqual([true]);
    expect(collectCycles(runtime, 1 << 20, () => run("({}), undefined"))).toBe(true);
    expect(alive()).toEqual([false]);
    // Another cycle, then objects kept: an eighth as many as the allocations alive (this build's
    // QuickJS counts allocations, not bytes: Emscripten's malloc has no usable size), not yet a
    // collection; as many as are alive, past 1.5x: collected.
    const usage = runtime.computeMemoryUsage();
    const allocations = (ctx.dump(usage) as { memory_used_count: number }).memory_used_count;
    usage.dispose();
    dropCycle();
    keep(Math.floor(allocations / 8));
    expect(alive()).toEqual([false, true]);
    keep(allocations);
    expect(alive()).toEqual([false, false]);
    dropCycle();
    // Fields that do not match (another stack size than the runtime's): nothing collected or written.
    expect(collectCycles(runtime, 1 << 19, () => run("({}), undefined"))).toBe(false);
    expect(alive()).toEqual([false, false, true]);
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

  it("calls string host functions straight from C, and a guest function with a number and a string, or two numbers", async () => {
    const { runtime, ctx } = await newContext();
    callDirectly(runtime, ctx);
    const seen: (string | undefined)[][] = [];
    const direct = ctx.newFunction("direct", stringHostFunction(ctx, (arg) => {
      seen.push([arg(0), arg(1), arg(2)]);
      if (arg(0) === "throw") throw new TypeError("refused \u00e9");
    }));
    // A function made the usual way still goes quickjs-emscripten's way, and returns its value.
    const usual = ctx.newFunction("usual", (x) => ctx.newNumber(ctx.getNumber(x) + 1));
    ctx.setProp(ctx.global, "direct", direct);
    ctx.setProp(ctx.global, "usual", usual);
    direct.dispose();
    usual.dispose();
    const result = ctx.unwrapResult(
      ctx.evalCode(`[direct("a \u{1F600}", 2), (() => { try { direct("throw"); } catch (e) { return e.name + ": " + e.message; } })(), usual(41)]`),
    );
    // dump() gives an array's undefined as null (JSON).
    expect(ctx.dump(result)).toEqual([null, "TypeError: refused \u00e9", 42]);
    result.dispose();
    expect(seen).toEqual([["a \u{1F600}", undefined, undefined], ["throw", undefined, undefined]]);
    // An argument is read only when it is a string, of whatever kind QuickJS made (a long
    // concatenation is a rope): told apart by its tag, so every other type is passed here too.
    seen.length = 0;
    const kinds = ctx.unwrapResult(
      ctx.evalCode(`const long = "x".repeat(5000);
        const args = ["", "flat", long + "y".repeat(5000), \`1 noop \${long}\`, 0, 1, -1, 1.5, 2 ** 40, NaN, -0, Infinity, null,
          undefined, true, false, 10n, 2n ** 100n, Symbol("s"), {}, [], () => 1, new String("boxed"), Promise.resolve("p")];
        for (const arg of args) direct(arg);
        args.map((arg) => typeof arg === "string" ? arg : null)`),
    );
    const strings = ctx.dump(kinds) as (string | null)[];
    kinds.dispose();
    expect(strings.filter((text) => text !== null)).toHaveLength(4);
    expect(seen.map(([first]) => first ?? null)).toEqual(strings);
    const fn = ctx.unwrapResult(ctx.evalCode(`(n, s) => { if (n < 0) throw new RangeError("negative"); globalThis.got = [n, s]; }`));
    expect(callWithNumberAndString(ctx, fn, 7, "t\u00e9xt \u{1F600}")).toBeUndefined();
    const got = ctx.unwrapResult(ctx.evalCode("got"));
    expect(ctx.dump(got)).toEqual([7, "t\u00e9xt \u{1F600}"]);
    got.dispose();
    // ASCII text is written into the heap as it is (by a loop up to 64 characters, natively beyond,
    // where a long text that is not ASCII is found so and written again); other well-formed text
    // takes the native encoder; a lone surrogate the Emscripten one, which keeps it.
    const ascii = ["", '{"ok":1}', "a".repeat(64), "b".repeat(65), "\x7f ".repeat(50_000)];
    const long = ["x".repeat(100_000) + "\u00e9", "\u00e9" + "x".repeat(100), "y".repeat(100) + "\ud800 lone", "\udc00" + "y".repeat(100)];
    for (const text of [...ascii, ...long, "lone \ud800 and \udc00 end", "pair \ud83d\ude00 then lone \udfff"]) {
      expect(callWithNumberAndString(ctx, fn, 1, text)).toBeUndefined();
      const codes = ctx.unwrapResult(ctx.evalCode("Array.from(got[1], (c) => c.codePointAt(0)).join()"));
      expect(ctx.getString(codes)).toBe(Array.from(text, (c) => c.codePointAt(0)).join());
      codes.dispose();
    }
    const error = callWithNumberAndString(ctx, fn, -1, "")!;
    expect(ctx.dump(error)).toEqual(expect.objectContaining({ name: "RangeError", message: "negative" }));
    error.dispose();
    // Two numbers (an int answer's path).
    expect(callWithNumbers(ctx, fn, 3, -2147483648)).toBeUndefined();
    const numbers = ctx.unwrapResult(ctx.evalCode("[...got, typeof got[1], Object.is(got[1], -2147483648)]"));
    expect(ctx.dump(numbers)).toEqual([3, -2147483648, "number", true]);
    numbers.dispose();
    const numbersError = callWithNumbers(ctx, fn, -1, 0)!;
    expect(ctx.dump(numbersError)).toEqual(expect.objectContaining({ name: "RangeError", message: "negative" }));
    numbersError.dispose();
    fn.dispose();
    ctx.dispose();
    runtime.dispose();
  });

  it("runs pending jobs through the FFI", async () => {
    const { runtime, ctx } = await newContext();
    expect(runPendingJobs(runtime, ctx)).toBeUndefined();
    const chain = ctx.unwrapResult(ctx.evalCode("globalThis.steps = []; Promise.resolve().then(() => steps.push(1)).then(() => steps.push(2))"));
    expect(promisePending(ctx, chain)).toBe(true);
    expect(runPendingJobs(runtime, ctx)).toBeUndefined();
    expect(promisePending(ctx, chain)).toBe(false);
    chain.dispose();
    const steps = ctx.unwrapResult(ctx.evalCode("steps"));
    expect(ctx.dump(steps)).toEqual([1, 2]);
    steps.dispose();
    // A job's own exceptions, an interrupt's too, reject its promise: the run itself succeeds.
    let interrupt = false;
    runtime.setInterruptHandler(() => interrupt);
    const looping = ctx.unwrapResult(ctx.evalCode("Promise.resolve().then(() => { for (;;) {} })"));
    interrupt = true;
    expect(runPendingJobs(runtime, ctx)).toBeUndefined();
    expect(promisePending(ctx, looping)).toBe(false);
    const state = ctx.getPromiseState(looping);
    expect(state.type === "rejected" && ctx.dump(state.error)).toEqual(expect.objectContaining({ message: "interrupted" }));
    if (state.type === "rejected") state.error.dispose();
    looping.dispose();
    ctx.dispose();
    runtime.dispose();
  });

  it("reads the string a promise was fulfilled with, NUL characters included, and nothing else", async () => {
    const { runtime, ctx } = await newContext();
    const cases: [string, string | undefined][] = [
      ["Promise.resolve('a\\0b\u00e9\u{1F600}')", "a\0b\u00e9\u{1F600}"],
      ["Promise.resolve('')", ""],
      ["Promise.resolve(42)", undefined],
      ["Promise.resolve({ toString: () => 'x' })", undefined],
      ["Promise.reject('text')", undefined],
      ["new Promise(() => {})", undefined],
      ["'not a promise'", undefined],
    ];
    for (const [code, text] of cases) {
      const handle = ctx.unwrapResult(ctx.evalCode(code));
      runPendingJobs(runtime, ctx);
      expect(fulfilledString(ctx, handle), code).toBe(text);
      handle.dispose();
    }
    ctx.dispose();
    runtime.dispose();
  });
});
