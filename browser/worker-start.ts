// Starting a sandbox Web Worker (dist/browser/worker.js), for the page module and for boot.js.
// boot.js is a bundle of its own that imports nothing, so it starts the worker one fetch after the
// page instead of after a chain of module fetches; the two bundles share no module state, so it
// hands the worker to the page module through a global. Every worker gets its files from the page
// (worker-resources.ts).
import { handFilesTo, pageFiles } from "./worker-resources.js";

/** Beside the page module (dist/browser/toolflow.js) and boot.js. */
export const DEFAULT_WORKER_URL = new URL("./worker.js", import.meta.url);

export interface StartedWorker {
  worker: Worker;
  /** Why the worker broke (it failed to load or threw outside a flow), once it has. */
  broken?: string;
  /** The flow running in it hears about a breakage through this. */
  onBroken?: (message: string) => void;
}

const WORKER_NAME = "toolflow-sandbox";

export function startWorker(url: URL): StartedWorker {
  const files = pageFiles(url);
  const started: StartedWorker = { worker: new Worker(url, { type: "module", name: WORKER_NAME }) };
  handFilesTo(started.worker, files);
  const broke = (message: string) => {
    started.broken ??= message;
    started.onBroken?.(message);
  };
  started.worker.addEventListener("error", (event) => {
    // Reported as the flow's failure; the page's console need not show it twice.
    event.preventDefault();
    broke(event.message || `could not start ${url.href}`);
  });
  started.worker.addEventListener("messageerror", () => broke("a message from the worker could not be read"));
  return started;
}

const HANDOFF = Symbol.for("toolflow.booted-sandbox-worker");
type WithHandoff = typeof globalThis & { [HANDOFF]?: { url: string; started: StartedWorker } };

/** boot.js: start the worker now (unless one was booted already) and leave it for the page module's first flow. */
export function bootWorker(url: URL = DEFAULT_WORKER_URL): void {
  const scope = globalThis as WithHandoff;
  if (scope[HANDOFF]) return;
  scope[HANDOFF] = { url: url.href, started: startWorker(url) };
}

/** The worker boot.js started for `url`, once: the page module takes it over. */
export function takeBootedWorker(url: URL): StartedWorker | undefined {
  const scope = globalThis as WithHandoff;
  const booted = scope[HANDOFF];
  if (booted?.url !== url.href) return undefined;
  delete scope[HANDOFF];
  return booted.started;
}
