// Watching QuickJS's cycle collector from outside (test/wasm/quickjs-internals.test.ts,
// snapshot.test.ts): cycles dropped as soon as made, each seen through a WeakRef, and objects kept
// alive to move the runtime towards its next collection.
import type { QuickJSContext } from "quickjs-emscripten";

export function cycleProbe(ctx: QuickJSContext) {
  const run = (code: string): unknown => {
    const handle = ctx.unwrapResult(ctx.evalCode(code));
    const dumped = ctx.dump(handle) as unknown;
    handle.dispose();
    return dumped;
  };
  run("globalThis.refs = []; globalThis.kept = []");
  return {
    run,
    /** Makes an object that refers to itself and drops it: reference counting alone never frees it. */
    dropCycle: () => run("(() => { const a = {}; a.self = a; refs.push(new WeakRef(a)); })()"),
    /** For each cycle dropped so far, whether it is still in memory (no collection since). */
    alive: () => run("refs.map((ref) => ref.deref() !== undefined)"),
    /** Keeps `count` more empty objects alive (an allocation or two each). */
    keep: (count: number) => run(`kept.push(Array.from({ length: ${count} }, () => ({}))), undefined`),
  };
}
