// What a sandbox worker needs beside worker.js: QuickJS's code (compiled), the guest runtime and
// its memory snapshot. Fetched all at once, by whoever starts first: boot.js, which starts them
// with the worker (one fetch after the page, while worker.js still loads) and hands them over in
// messages, or the worker itself.

/** Served beside worker.js and boot.js (build-browser.mjs writes them). */
const FILES = { wasm: "quickjs.wasm", guest: "guest.js", snapshot: "guest.snapshot" } as const;

export type ResourceName = keyof typeof FILES;

export interface WorkerResources {
  wasm: Promise<WebAssembly.Module>;
  /** The guest runtime's source (it keys the snapshot, and is evaluated if the snapshot is refused). */
  guest: Promise<string>;
  /** guest.snapshot's bytes; undefined when there is none (the worker makes its own). */
  snapshot: Promise<ArrayBuffer | undefined>;
}

/** A boot.js message to the worker it started; `value` is the resource (structured-cloneable). */
export interface ResourceMessage {
  toolflowResource: ResourceName;
  value?: unknown;
  error?: string;
}

async function fetchOk(url: URL): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not fetch ${url.href}: HTTP ${response.status}`);
  return response;
}

async function compile(url: URL): Promise<WebAssembly.Module> {
  const response = await fetchOk(url);
  // Streaming compilation insists on application/wasm; a server that labels it otherwise still works.
  if (response.headers.get("content-type")?.startsWith("application/wasm")) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

const FETCH: { [N in ResourceName]: (url: URL) => WorkerResources[N] } = {
  wasm: compile,
  guest: (url) => fetchOk(url).then((response) => response.text()),
  // Optional: a build without it still runs, the worker snapshots the guest itself.
  snapshot: (url) => fetch(url).then((response) => (response.ok ? response.arrayBuffer() : undefined)),
};

/** Fetches one resource; `base` is worker.js's URL (they are beside it). */
export function fetchWorkerResource<N extends ResourceName>(name: N, base: URL): WorkerResources[N] {
  return FETCH[name](new URL(FILES[name], base));
}

/** Starts every fetch (and QuickJS's compilation) now. */
export function fetchWorkerResources(base: URL): WorkerResources {
  return { wasm: fetchWorkerResource("wasm", base), guest: fetchWorkerResource("guest", base), snapshot: fetchWorkerResource("snapshot", base) };
}

/** boot.js: post each resource to the worker as it arrives (a snapshot's bytes are transferred). */
export function handResourcesTo(worker: Worker, resources: WorkerResources): void {
  for (const name of Object.keys(FILES) as ResourceName[]) {
    resources[name].then(
      (value) => {
        const message: ResourceMessage = { toolflowResource: name, value };
        worker.postMessage(message, value instanceof ArrayBuffer ? [value] : []);
      },
      (error: unknown) => worker.postMessage({ toolflowResource: name, error: String(error) } satisfies ResourceMessage),
    );
  }
}

/**
 * In the worker: the resources boot.js posts. The listener goes first and keeps these messages
 * from comlink's.
 */
export function receiveWorkerResources(): WorkerResources {
  const settlers = new Map<ResourceName, { resolve(value: never): void; reject(error: Error): void }>();
  const expect = <T>(name: ResourceName) => new Promise<T>((resolve, reject) => settlers.set(name, { resolve, reject }));
  const resources: WorkerResources = { wasm: expect("wasm"), guest: expect("guest"), snapshot: expect("snapshot") };
  const listener = (event: MessageEvent) => {
    const message = event.data as Partial<ResourceMessage> | null;
    const settle = typeof message?.toolflowResource === "string" ? settlers.get(message.toolflowResource) : undefined;
    if (!settle) return;
    event.stopImmediatePropagation();
    settlers.delete(message!.toolflowResource!);
    if (message!.error !== undefined) settle.reject(new Error(message!.error));
    else settle.resolve(message!.value as never);
    if (settlers.size === 0) self.removeEventListener("message", listener);
  };
  self.addEventListener("message", listener);
  return resources;
}
