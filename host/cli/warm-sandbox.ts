// What a one-shot `toolflow run` does to have its sandbox ready when the script is: the worker
// thread starts and loads a sandbox (QuickJS compiled, the guest snapshot read and restored)
// while this thread loads the config, tools and transpiler and checks and transpiles the script.
import { setFlagsFromString } from "node:v8";
import { loadGuestSource } from "../../wasm/guest-source.js";
import { sandboxPool } from "../../wasm/worker-sandbox.js";
import { resolveLimits, type Limits } from "../limits.js";

/**
 * Starts the worker and has it load a sandbox for these limits (the defaults until the config is
 * read; called again with the config's, a sandbox for other limits is loaded instead). A failure
 * here is the flow's own, reported when it runs.
 */
export function warmSandbox(limits?: Partial<Limits>): void {
  const { memoryBytes, stackBytes } = resolveLimits(limits);
  const pool = sandboxPool();
  Promise.all([pool.prestart(), loadGuestSource()]).then(
    ([, guestSource]) => {
      tierUpOnlyHotCode();
      return pool.prestart({ guestSource, memoryBytes, stackBytes });
    },
    () => undefined,
  );
}

/**
 * This process runs one flow and exits. By default V8 recompiles a WebAssembly function with its
 * optimizing compiler after ~1.8 MB of it has run, and even `1 + 1` gets QuickJS's biggest
 * functions there: ~80 ms of CPU on background threads that the exit then waits for (the platform
 * joins them), 200 ms and more on a loaded machine. A hundred times that budget leaves short flows
 * on the baseline code and still tiers up a flow that computes (a loop of a million steps used
 * less CPU in all with it: the optimized interpreter loop only serves calls made after it is
 * ready). V8 flags are per process; the budget is read when a module is instantiated, so it is
 * set before the worker is asked to load the sandbox, but only once the worker's thread has
 * started: a changed flag makes V8 reject the code cache Node starts a thread from (+25 ms of CPU).
 */
function tierUpOnlyHotCode(): void {
  setFlagsFromString("--wasm-tiering-budget=180000000");
}
