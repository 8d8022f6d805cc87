// What a one-shot `toolflow run` does to have its sandbox ready when the script is: the worker
// thread starts and loads a sandbox (QuickJS compiled, the guest snapshot read and restored)
// while this thread loads the config, tools and transpiler and checks and transpiles the script.
import { loadGuestSource } from "../../wasm/guest-source.js";
import { sandboxPool } from "../../wasm/worker-sandbox.js";
import { resolveLimits, type Limits } from "../limits.js";

/**
 * Starts the worker and has it load a sandbox for these limits (the defaults until the config is
 * read; called again with the config's, a sandbox for other limits is loaded instead). A failure
 * here is the flow's own, reported when it runs. The request to load goes out as soon as the
 * guest source is here, not once the worker is online: this thread is then busy loading the run
 * path, and would see the worker's `online` event only after it (~60 ms later, measured).
 */
export function warmSandbox(limits?: Partial<Limits>): void {
  const { memoryBytes, stackBytes } = resolveLimits(limits);
  const pool = sandboxPool();
  void pool.prestart();
  loadGuestSource().then(
    (guestSource) => pool.prestart({ guestSource, memoryBytes, stackBytes }, { oneFlow: true }),
    () => undefined,
  );
}
