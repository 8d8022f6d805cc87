// Per-call FFI steps of the tool-call path measured alone, in a fresh module instance (CPU ns per
// step, median of 7 rounds): what a step of wasm/quickjs-internals.ts costs before and after a
// change to it. `npx tsx bench/experiments/ffi-steps.ts [ITERATIONS]`.
import { newFlowModule } from "../../wasm/quickjs.js";

const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;
const N = Number(process.argv[2] ?? 200_000);
const { module, memory } = await newFlowModule({ memoryBytes: 1 << 24 });
const runtime = module.newRuntime();
const ctx = runtime.newContext();
const internals = ctx as unknown as { ffi: Record<string, (...args: number[]) => number>; module: { HEAPU8: Uint8Array; _free(p: number): void; _malloc(n: number): number }; ctx: { value: number } };
const { ffi, module: em } = internals;
const c = internals.ctx.value;
const value = ctx.newString('12 noop {"i": 12}');
const pointer = value.value as unknown as number;

const steps: Record<string, () => unknown> = {
  "QTS_Typeof + compare + free": () => {
    const name = ffi.QTS_Typeof!(c, pointer);
    const same = em.HEAPU8[name] === 0x73;
    em._free(name);
    return same;
  },
  "tag read": () => ((em.HEAPU8[pointer + 4]! | (em.HEAPU8[pointer + 5]! << 8) | (em.HEAPU8[pointer + 6]! << 16) | (em.HEAPU8[pointer + 7]! << 24)) | 0) === -7,
  "Uint32Array view, write + read": () => {
    new Uint32Array(em.HEAPU8.buffer, 64, 1)[0] = 0;
    return new Uint32Array(em.HEAPU8.buffer, 64, 1)[0];
  },
  "heap bytes, write + read": () => {
    const heap = em.HEAPU8;
    heap[64] = 0; heap[65] = 0; heap[66] = 0; heap[67] = 0;
    return (heap[64]! | (heap[65]! << 8) | (heap[66]! << 16) | (heap[67]! << 24)) >>> 0;
  },
  "memory.buffer.byteLength (limitReached)": () => memory.buffer.byteLength,
  "Date.now()": () => Date.now(),
  "performance.now()": () => performance.now(),
  "malloc + free (heapHasRoom)": () => {
    const p = em._malloc(30);
    em._free(p);
    return p;
  },
};
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(steps).map((k) => [k, []]));
for (let round = 0; round < 8; round++) {
  for (const [name, step] of Object.entries(steps)) {
    const start = process.cpuUsage();
    for (let i = 0; i < N; i++) step();
    const used = process.cpuUsage(start);
    if (round > 0) samples[name]!.push(((used.user + used.system) * 1000) / N);
  }
}
for (const [name, list] of Object.entries(samples)) console.log(`${name.padEnd(42)} ${median(list).toFixed(0).padStart(5)} ns`);
value.dispose();
ctx.dispose();
runtime.dispose();
