// What the guest snapshot's image holds (bench/experiments/image-s14.md): loads a guest bundle as
// wasm/snapshot.ts createSnapshot does, with QuickJS's strip flags set as asked (0 none, 1 source
// text, 2 source and line tables), and prints the memory's non-zero pages and QuickJS's own usage;
// then, as experiments: a forced garbage collection (JS_RunGC, by lowering the runtime's GC
// threshold), and the allocator's free memory zeroed (every free chunk taken by mallocs of
// decreasing size while the memory cannot grow, zeroed, freed again).
//   npx tsx bench/experiments/snapshot-pages.mts [GUEST_JS [STRIP_FLAGS]]
import { readFileSync } from "node:fs";
import type { QuickJSRuntime } from "quickjs-emscripten";
import { newFlowModule, PAGE_BYTES } from "../../wasm/quickjs.js";
import { hostFunctions, installHostBinding, type BindingState } from "../../wasm/host-binding.js";

const source = readFileSync(process.argv[2] ?? new URL("../../dist/guest.js", import.meta.url), "utf8");
const stripFlags = Number(process.argv[3] ?? 1);
const PRELOAD = "globalThis.__toolflow && typeof __toolflow.preload === 'function' && __toolflow.preload(), undefined";
// Offsets in QuickJS 2025-09-13's JSRuntime on wasm32 (wasm/quickjs-internals.ts checks them).
const RT_GC_THRESHOLD = 108;
const RT_STRIP_FLAGS = 228;

const { module, memory } = await newFlowModule({ memoryBytes: 64 << 20 });
const runtime = module.newRuntime();
runtime.setMaxStackSize(1 << 20);
const ctx = runtime.newContext();
const refused = () => Promise.reject(new Error("no flow"));
const noFlow = { pending: new Map(), nextSeq: () => 0, isLive: () => false, deliver: () => undefined, answer: () => undefined, fail: () => undefined, fits: () => false } as unknown as BindingState;
installHostBinding(ctx, hostFunctions(ctx, { callTool: refused, print: () => undefined }, noFlow));
const rt = (runtime as unknown as { rt: { value: number } }).rt.value;
new Uint8Array(memory.buffer)[rt + RT_STRIP_FLAGS] = stripFlags;
for (const code of [source, PRELOAD]) ctx.unwrapResult(ctx.evalCode(code, "guest.js", { type: "global" })).dispose();
new Uint8Array(memory.buffer)[rt + RT_STRIP_FLAGS] = 0;

function usage(r: QuickJSRuntime): Record<string, number> {
  const handle = r.computeMemoryUsage();
  const dumped = ctx.dump(handle) as Record<string, number>;
  handle.dispose();
  return dumped;
}

function report(label: string): void {
  const words = new Int32Array(memory.buffer);
  const perPage = PAGE_BYTES / 4;
  const pages: number[] = [];
  let zeroWords = 0;
  for (let p = 0; p < words.length / perPage; p++) {
    let zeros = 0;
    for (let i = p * perPage; i < (p + 1) * perPage; i++) if (words[i] === 0) zeros++;
    if (zeros < perPage) (pages.push(p), (zeroWords += zeros));
  }
  const u = usage(runtime);
  console.log(`${label}: ${pages.length} non-zero pages of ${words.length / perPage} (${((pages.length * PAGE_BYTES) / 1e6).toFixed(2)} MB): ${ranges(pages)}; ${((100 * zeroWords) / (pages.length * perPage)).toFixed(1)}% of their words zero`);
  console.log(`  QuickJS: memory_used ${u.memory_used_size}, atoms ${u.atom_count} ${u.atom_size} B, strings ${u.str_size}, objects ${u.obj_size}, properties ${u.prop_size}, functions ${u.js_func_size} + code ${u.js_func_code_size} + line tables ${u.js_func_pc2line_size}`);
}

function ranges(list: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < list.length; ) {
    let j = i;
    while (j + 1 < list.length && list[j + 1] === list[j]! + 1) j++;
    out.push(i === j ? `${list[i]}` : `${list[i]}-${list[j]}`);
    i = j + 1;
  }
  return out.join(" ");
}

report(`loaded, strip flags ${stripFlags}`);

// JS_RunGC is not exported; QuickJS runs it at its next allocation above this threshold.
new DataView(memory.buffer).setUint32(rt + RT_GC_THRESHOLD, 0, true);
ctx.unwrapResult(ctx.evalCode("[{}]")).dispose();
report("after a forced garbage collection");

const em = (ctx as unknown as { memory: { module: { _malloc(n: number): number; _free(p: number): void; HEAPU8: Uint8Array } } }).memory.module;
const grow = memory.grow;
memory.grow = () => {
  throw new RangeError("no growing while the free memory is zeroed");
};
const taken: number[] = [];
for (let size = 1 << 24; size >= 8; size >>= 1) {
  for (let p = em._malloc(size); p !== 0; p = em._malloc(size)) (taken.push(p), em.HEAPU8.fill(0, p, p + size));
}
memory.grow = grow;
for (let i = taken.length - 1; i >= 0; i--) em._free(taken[i]!);
report(`free memory zeroed (${taken.length} free chunks, at pages ${taken.map((p) => Math.floor(p / PAGE_BYTES)).join(" ")})`);
process.exit(0);
