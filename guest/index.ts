// The guest entry, bundled into dist/guest.js and evaluated once in each fresh QuickJS context:
// defines `__toolflow.run(program, optionsJson)`, which runs a transpiled program and resolves to
// the outcome JSON, and `__toolflow.answer(id, answer)`, which settles a tool call (docs/design.md,
// "The host<->guest boundary").

// build.mjs resolves this to guest/modules/lazy.ts, which evaluates a module's code only when a flow
// imports it; bundled as is (tests), every module is part of the script.
import { modules } from "./modules/index.js";
import { runProgram, type ProgramFn } from "./runtime/outcome.js";
import { HostCalls, type HostImports } from "./runtime/host-calls.js";
import { PrintBuffer } from "./runtime/print-buffer.js";
import { createRun, type Run } from "./runtime/runtime.js";
import type { HostBinding } from "./runtime/tools.js";
import { forgetUnparsedSignatures, parseSignatures } from "./values/callable.js";
import { preloadMethodCalls } from "./runtime/method-calls.js";
import { advanceClock, setHostStringFacts } from "./values/index.js";

// Captured once at load: the script has no way to name globals, and later changes are ignored.
const imports = (globalThis as { __host?: HostImports }).__host;
const evaluate = globalThis.eval;
if (imports?.stringFacts) setHostStringFacts(imports.stringFacts);
// The calls' promises are the guest's own; the host settles them through `answer`.
const calls = imports ? new HostCalls(imports) : undefined;
// One flow runs per context: one buffer, which the host reads at __toolflow.prints.parts after a stop.
const prints = calls ? new PrintBuffer(calls.binding()) : undefined;

/** A run's binding and `$rt`, made once per run: building `$rt` costs more than a trivial flow. */
interface Prepared {
  binding: HostBinding;
  run: Run;
}

function prepare(buffer: PrintBuffer): Prepared {
  const binding = buffer.binding();
  return { binding, run: createRun(binding, modules) };
}

// Made by preload(), so a snapshot's image holds it and every flow restored from it starts with
// its own copy; taken by the first run only (a context runs one flow, but tests run several).
let prepared: Prepared | undefined;
// The last run's, held: freeing its `$rt` (300 properties) at the flow's end wrote to pages the
// instance's reset to the snapshot must then copy back.
let spent: Prepared | undefined;

// Made by preload(), so a snapshot holds it: an Error made at line 1 of text evaluated as run()
// evaluates a program, which tells where programs' frames are (ProgramMap.evaluatedLike). Without
// it, each program makes its own at its start.
let probe: Error | undefined;

function run(program: ProgramFn | string, optionsJson: string): Promise<string> {
  if (!prints) throw new Error("__host must be defined before the guest runtime is loaded");
  // A string is the transpiler's JS as text (what the host passes); a global eval keeps it out of
  // this module's scope.
  const fn = typeof program === "string" ? (evaluate(program) as ProgramFn) : program;
  const { binding, run: ready } = (spent = prepared ?? prepare(prints));
  prepared = undefined;
  if (typeof program === "string" && probe) ready.map.evaluatedLike(probe);
  forgetUnparsedSignatures();
  return runProgram(fn, optionsJson, binding, ready, () => prints.flush());
}

/**
 * Modules tool flows rarely import, left to a flow's first import (its chunk evaluated in the
 * flow's own context, a few ms): made by preload, they held ~1 MB of the snapshot's image
 * against ~0.1 MB of their chunks' text, and every process, page and worker reads, copies and
 * compares the whole image (bench/experiments/snapshot-s45.md).
 */
const IMPORTED_RARELY = new Set(["logging", "calendar", "difflib", "unicodedata", "struct", "warnings", "graphlib", "numbers", "shlex", "zoneinfo", "secrets", "fnmatch", "traceback", "pprint", "hmac", "html"]);

// Makes every module but the rare ones, every builtin's parsed signature, the str, list and dict
// methods' direct calls and the first run's `$rt` now: a memory snapshot of the loaded guest
// (wasm/snapshot.ts) then holds them, and neither a flow's `import`, nor its first call of a
// builtin or method, nor its start builds them. Without a snapshot, modules load on first import
// and signatures are parsed on first call.
function preload(): void {
  for (const [name, make] of Object.entries(modules)) if (!IMPORTED_RARELY.has(name)) make();
  parseSignatures();
  preloadMethodCalls();
  if (prints) prepared = prepare(prints);
  spareAtoms();
  spareShapes();
}

/** The probe a snapshot holds (see `probe`), made apart from preload(): the host evaluates the
 *  guest and its preload without line tables, this with them, as programs are. */
function makeProbe(): void {
  probe = (evaluate("(function $f0() { return new Error(); })") as () => Error)();
}

/** Atoms (interned names) a flow can make without QuickJS growing its atom table. */
const SPARE_ATOMS = 1024;

/**
 * Grows QuickJS's atom table now, so a snapshot holds the room: it grows by half when full, and
 * a flow's first new name (even `1 + 1` makes one) otherwise reallocated and rehashed the whole
 * table, about 30 KiB written that the instance's reset then copied back. The names are freed at
 * once: their slots go to QuickJS's free list, which new names take first.
 */
function spareAtoms(): void {
  const names: Record<string, number> = {};
  for (let i = 0; i < SPARE_ATOMS; i++) names[`\u0000spare${i}`] = i;
}

/** Object layouts (QuickJS shapes) a flow can make without QuickJS growing its shape table. */
const SPARE_SHAPES = 512;

/**
 * Grows QuickJS's shape hash table now, as spareAtoms does the atom table: it doubles when a new
 * prototype's first shape finds it half full, and an image can sit a few shapes below that (as
 * it did once the rarely imported modules left it: bench/experiments/snapshot-s45.md), so a flow
 * making a few classes or prototypes rehashed all its shapes and wrote the larger table. Objects
 * of new prototypes, since only their shapes grow the table; dropped at once: their shapes leave
 * it, its size stays.
 */
function spareShapes(): void {
  const held: object[] = [];
  for (let i = 0; i < SPARE_SHAPES; i++) held.push(Object.create({}));
}

/** The runtime's host calls; a guest loaded without `__host` has none to answer. */
function hostCalls(): HostCalls {
  if (!calls) throw new Error("__host must be defined before the guest runtime is loaded");
  return calls;
}

/** The WIT `answer` export: the host's answer to the guest's call `id`. */
function answer(id: number, text: string): void {
  hostCalls().answer(id, text);
}

/** The WIT `answer-int` export: an answer that is an int, as the number. */
function answerInt(id: number, value: number): void {
  hostCalls().answerInt(id, value);
}

// advanceClock is the WIT `advance-clock` export (guest/values/flow-clock.ts).
(globalThis as { __toolflow?: unknown }).__toolflow = { run, answer, answerInt, advanceClock, preload, makeProbe, prints };
