// V8's WebAssembly tier-up budget for a process that runs one flow and exits (`toolflow run`).
import { setFlagsFromString } from "node:v8";

/**
 * By default V8 recompiles a WebAssembly function with its optimizing compiler after ~1.8 MB of
 * it has run, and even `1 + 1` gets QuickJS's biggest functions there: ~80 ms of CPU on
 * background threads that the exit then waits for (the platform joins them), 200 ms and more on
 * a loaded machine. A hundred times that budget leaves short flows on the baseline code and still
 * tiers up a flow that computes (a loop of a million steps used less CPU in all with it: the
 * optimized interpreter loop only serves calls made after it is ready). V8 flags are per process;
 * the budget is read when a module is instantiated, so the sandbox worker sets it before it loads
 * its first sandbox: once its thread runs, as a changed flag makes V8 reject the code cache Node
 * starts a thread from (+25 ms of CPU).
 */
export function tierUpOnlyHotCode(): void {
  setFlagsFromString("--wasm-tiering-budget=180000000");
}
