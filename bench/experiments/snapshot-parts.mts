// What each part of the guest adds to the snapshot's image (issue 17, session 45). The image is
// the C heap the loaded guest leaves (its pages up to the allocator's top), and at capture that
// heap is nearly all in use, so what a part adds is the bytes of the heap's chunks it leaves in
// use: counted exactly by walking dlmalloc's chunks (their headers, from its state's lowest
// address to its top). Two loads, each as wasm/snapshot.ts createSnapshot loads the guest (debug
// information stripped):
//   - `core`: the guest bundled with a mark after each source file's top-level code and each step
//     of preload() (every module in the core, as tests bundle it: a module's code is counted in the
//     bundle's compile, its objects at its preload step);
//   - `built`: dist/guest.js (modules as chunks, evaluated by preload) with a mark after each
//     module preload() makes and each later step: a module's code and objects together.
// At each mark: the bytes in use since the last mark, and QuickJS's object count.
//   npx tsx bench/experiments/snapshot-parts.mts [core|built] [TOP_N]
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { newFlowModule } from "../../wasm/quickjs.js";
import { hostFunctions, installHostBinding, type BindingState } from "../../wasm/host-binding.js";
import { withStripped } from "../../wasm/quickjs-internals.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const which = process.argv[2] ?? "built";
const topN = Number(process.argv[3] ?? 40);
const mark = (label: string) => `globalThis.__mark && globalThis.__mark(${label});`;

// guest/index.ts's preload(), one mark per module made and per step.
const PRELOAD_FROM = "  for (const [name, make] of Object.entries(modules)) if (!IMPORTED_RARELY.has(name)) make();\n  parseSignatures();\n  preloadMethodCalls();\n  if (prints) prepared = prepare(prints);\n  spareAtoms();\n  spareShapes();";
const PRELOAD_TO = `  for (const [name, make] of Object.entries(modules)) if (!IMPORTED_RARELY.has(name)) { make(); ${mark('"module " + name')} }
  parseSignatures(); ${mark('"parseSignatures"')}
  preloadMethodCalls(); ${mark('"preloadMethodCalls"')}
  if (prints) prepared = prepare(prints); ${mark('"prepare ($rt)"')}
  spareAtoms(); ${mark('"spareAtoms"')}
  spareShapes(); ${mark('"spareShapes"')}`;

async function coreSource(): Promise<string> {
  const marked = {
    name: "marks",
    setup(b: import("esbuild").PluginBuild) {
      b.onLoad({ filter: /[\\/]guest[\\/].*\.ts$/ }, (args) => {
        const path = relative(root, args.path);
        let text = readFileSync(args.path, "utf8");
        if (path === join("guest", "index.ts")) {
          if (!text.includes(PRELOAD_FROM)) throw new Error("guest/index.ts's preload() changed: update PRELOAD_FROM");
          text = text.replace(PRELOAD_FROM, PRELOAD_TO);
        }
        return { contents: `${text}\n;${mark(JSON.stringify(path))}\n`, loader: "ts" };
      });
    },
  };
  const bundled = await build({ entryPoints: [join(root, "guest/index.ts")], bundle: true, format: "iife", platform: "neutral", target: "es2020", minify: true, write: false, logLevel: "error", plugins: [marked] });
  return bundled.outputFiles[0]!.text;
}

/** dist/guest.js with its minified preload() marked (fails loudly when its shape changed). */
function builtSource(): string {
  const text = readFileSync(join(root, "dist/guest.js"), "utf8");
  const shape = /function ([\w$]+)\(\)\{for\(let\[([\w$]+),([\w$]+)\]of Object\.entries\(([\w$]+)\)\)([\w$]+)\.has\(\2\)\|\|\3\(\);([\w$]+)\(\),([\w$]+)\(\),([\w$]+)&&\(([\w$]+)=([\w$]+)\(\8\)\),([\w$]+)\(\),([\w$]+)\(\)\}/;
  const found = shape.exec(text);
  if (!found) throw new Error("dist/guest.js's preload() has another shape: update the pattern");
  const [, fn, , , table, rare, signatures, methods, prints, prepared, prepare, spareAtoms, spareShapes] = found;
  const body = [
    `for(const[n,m]of Object.entries(${table}))${rare}.has(n)||(m(),${mark('"module "+n').replace(/;$/, "")});`,
    `${signatures}();${mark('"parseSignatures"')}`,
    `${methods}();${mark('"preloadMethodCalls"')}`,
    `${prints}&&(${prepared}=${prepare}(${prints}));${mark('"prepare ($rt)"')}`,
    `${spareAtoms}();${mark('"spareAtoms"')}`,
    `${spareShapes}();${mark('"spareShapes"')}`,
  ].join("");
  return text.replace(found[0], `function ${fn}(){${body}}`);
}

const source = which === "core" ? await coreSource() : builtSource();
const { module, memory } = await newFlowModule({ memoryBytes: 128 << 20, initialPages: 0 });
const runtime = module.newRuntime();
runtime.setMaxStackSize(1 << 20);
const ctx = runtime.newContext();
const noFlow = { pending: new Map(), nextSeq: () => 0, isLive: () => false, deliver: () => undefined, answer: () => undefined, answerInt: () => undefined, fail: () => undefined, fits: () => false } as unknown as BindingState;
installHostBinding(ctx, hostFunctions(ctx, { callTool: () => Promise.reject(new Error("no flow")), print: () => undefined }, noFlow));

// dlmalloc's state (`_gm_`): found as the static word holding its top chunk, the address of a
// block larger than any free chunk (taken from the top, then merged back) less its header.
const em = (ctx as unknown as { memory: { module: { _malloc(n: number): number; _free(p: number): void } } }).memory.module;
const probe = em._malloc(40 << 20);
em._free(probe);
const staticWords = new Uint32Array(memory.buffer, 0, 2 * 16384);
const topWord = staticWords.indexOf(probe - 8);
if (topWord < 2) throw new Error("dlmalloc's state not found");

/** Bytes of the heap's chunks in use (malloc_state: ... least_addr, dv, top). */
function inUse(): number {
  const words = new Uint32Array(memory.buffer);
  const top = words[topWord]!;
  let bytes = 0;
  for (let chunk = words[topWord - 2]!; chunk < top; ) {
    const size = words[(chunk + 4) >> 2]! & ~7;
    if (size < 16) throw new Error(`no chunk at ${chunk}`);
    if (words[(chunk + size + 4) >> 2]! & 1) bytes += size;
    chunk += size;
  }
  return bytes;
}

function objects(): number {
  const handle = runtime.computeMemoryUsage();
  const usage = ctx.dump(handle) as Record<string, number>;
  handle.dispose();
  return usage.obj_count!;
}

interface Part {
  label: string;
  bytes: number;
  objects: number;
}
const parts: Part[] = [];
let last = { bytes: inUse(), objects: objects() };
const start = last.bytes;
const markFn = ctx.newFunction("__mark", (labelHandle) => {
  const now = { bytes: inUse(), objects: objects() };
  parts.push({ label: ctx.getString(labelHandle), bytes: now.bytes - last.bytes, objects: now.objects - last.objects });
  last = { bytes: inUse(), objects: objects() };
});
ctx.setProp(ctx.global, "__mark", markFn);
markFn.dispose();

withStripped(runtime, 1 << 20, "debug", () => {
  ctx.unwrapResult(ctx.evalCode(source, "guest.js", { type: "global" })).dispose();
  ctx.unwrapResult(ctx.evalCode("__toolflow.preload(), undefined", "preload.js", { type: "global" })).dispose();
});

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`.padStart(11);
const row = (p: Part) => `${kb(p.bytes)} ${String(p.objects).padStart(6)} obj  ${p.label}`;
console.log(`${which}: ${kb(inUse() - start)} in use after preload (the bundle's compile and the code before the first mark: ${kb(parts[0]!.bytes)})`);
console.log(`\nlargest ${topN} parts:`);
for (const p of [...parts].sort((a, b) => b.bytes - a.bytes).slice(0, topN)) console.log(row(p));
const files = parts.filter((p) => p.label.startsWith("guest"));
if (files.length) {
  console.log("\nby folder (source files' top level):");
  const folders = new Map<string, Part>();
  for (const p of files) {
    const folder = p.label.split(/[\\/]/).slice(0, 3).join("/").replace(/\.ts$/, "");
    const sum = folders.get(folder) ?? { label: folder, bytes: 0, objects: 0 };
    (sum.bytes += p.bytes), (sum.objects += p.objects);
    folders.set(folder, sum);
  }
  for (const p of [...folders.values()].sort((a, b) => b.bytes - a.bytes).slice(0, topN)) console.log(row(p));
}
console.log("\npreload, in order:");
for (const p of parts.filter((p) => !p.label.startsWith("guest"))) console.log(row(p));
