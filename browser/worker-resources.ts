// What a sandbox worker needs beside worker.js: QuickJS's code (compiled), the guest runtime and
// its memory snapshot. Fetched all at once, by whoever starts first: boot.js, which starts them
// with the worker (one fetch after the page, while worker.js still loads) and hands the bytes
// over, or the worker itself. QuickJS is compiled in the worker either way: compiling it on the
// page's thread held that thread (and the worker's start) for tens of milliseconds.

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

/** What boot.js posts for each file: the wasm's and snapshot's bytes (transferred), the guest's text. */
interface BootFiles {
  wasm: ArrayBuffer;
  guest: string;
  snapshot: ArrayBuffer | undefined;
}

/** A boot.js message to the worker it started. */
export interface ResourceMessage {
  toolflowResource: ResourceName;
  value?: BootFiles[ResourceName];
  error?: string;
}

async function fetchOk(url: URL): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not fetch ${url.href}: HTTP ${response.status}`);
  return response;
}

async function compileFrom(url: URL): Promise<WebAssembly.Module> {
  const response = await fetchOk(url);
  // Streaming compilation insists on application/wasm; a server that labels it otherwise still works.
  if (response.headers.get("content-type")?.startsWith("application/wasm")) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

const fetchGuest = (url: URL) => fetchOk(url).then((response) => response.text());
// Optional: a build without it still runs, the worker snapshots the guest itself.
const fetchSnapshot = (url: URL) => fetch(url).then((response) => (response.ok ? response.arrayBuffer() : undefined));

const FETCH: { [N in ResourceName]: (url: URL) => WorkerResources[N] } = { wasm: compileFrom, guest: fetchGuest, snapshot: fetchSnapshot };
const FETCH_BYTES: { [N in ResourceName]: (url: URL) => Promise<BootFiles[N]> } = {
  wasm: (url) => fetchOk(url).then((response) => response.arrayBuffer()),
  guest: fetchGuest,
  snapshot: fetchSnapshot,
};

/** Fetches one resource; `base` is worker.js's URL (they are beside it). */
export function fetchWorkerResource<N extends ResourceName>(name: N, base: URL): WorkerResources[N] {
  return FETCH[name](new URL(FILES[name], base));
}

/** Starts every fetch (and QuickJS's compilation) now. */
export function fetchWorkerResources(base: URL): WorkerResources {
  return { wasm: fetchWorkerResource("wasm", base), guest: fetchWorkerResource("guest", base), snapshot: fetchWorkerResource("snapshot", base) };
}

/** boot.js: fetch each file beside `base` and post it to the worker as it arrives (bytes transferred). */
export function handFilesTo(worker: Worker, base: URL): void {
  for (const name of Object.keys(FILES) as ResourceName[]) {
    FETCH_BYTES[name](new URL(FILES[name], base)).then(
      (value) => {
        const message: ResourceMessage = { toolflowResource: name, value };
        worker.postMessage(message, value instanceof ArrayBuffer ? [value] : []);
      },
      (error: unknown) => worker.postMessage({ toolflowResource: name, error: String(error) } satisfies ResourceMessage),
    );
  }
}

/**
 * In the worker: the files boot.js posts, QuickJS compiled as soon as its bytes arrive. The
 * listener goes first and keeps these messages from comlink's.
 */
export function receiveWorkerResources(): WorkerResources {
  const settlers = new Map<ResourceName, { resolve(value: never): void; reject(error: Error): void }>();
  const expect = <T>(name: ResourceName) => new Promise<T>((resolve, reject) => settlers.set(name, { resolve, reject }));
  const resources: WorkerResources = {
    wasm: expect<ArrayBuffer>("wasm").then((bytes) => WebAssembly.compile(bytes)),
    guest: expect("guest"),
    snapshot: expect("snapshot"),
  };
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
