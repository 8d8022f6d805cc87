// What a sandbox needs beside worker.js: QuickJS's code, the guest runtime and its memory snapshot.
// The page fetches them once (boot.js one request after the page, else the page module as it is
// imported) and hands them to every sandbox worker it starts: QuickJS compiled once, streaming, on
// the page, and posted as a WebAssembly.Module (the page and its workers share the compiled code);
// the snapshot's bytes copied to each worker, and kept for the page's own first flows
// (browser/page-sandbox.ts). A worker fetches a file itself only when the page's fetch failed.

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

type Settled<N extends ResourceName> = Awaited<WorkerResources[N]>;

/** A page's message to a worker it started: one file, or why the page could not get it. */
export interface ResourceMessage {
  toolflowResource: ResourceName;
  value?: Settled<ResourceName>;
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

/** Fetches one resource; `base` is worker.js's URL (they are beside it). */
export function fetchWorkerResource<N extends ResourceName>(name: N, base: URL): WorkerResources[N] {
  return FETCH[name](new URL(FILES[name], base));
}

// boot.js and the page module are separate bundles that share no module state: the page's files
// live on a global, so whichever starts first fetches them and the other finds them.
const PAGE_FILES = Symbol.for("toolflow.page-files");
type WithPageFiles = typeof globalThis & { [PAGE_FILES]?: Map<string, WorkerResources> };

/** The page's files for the workers at `base` (worker.js's URL): fetched on first call, once. */
export function pageFiles(base: URL): WorkerResources {
  const scope = globalThis as WithPageFiles;
  const byBase = (scope[PAGE_FILES] ??= new Map());
  let files = byBase.get(base.href);
  if (!files) {
    files = { wasm: fetchWorkerResource("wasm", base), guest: fetchWorkerResource("guest", base), snapshot: fetchWorkerResource("snapshot", base) };
    // A failure is each worker's to report (it fetches the file again); the page's copy is retried
    // by the next worker.
    for (const name of Object.keys(FILES) as ResourceName[]) {
      files[name].catch(() => {
        if (byBase.get(base.href) === files) byBase.delete(base.href);
      });
    }
    byBase.set(base.href, files);
  }
  return files;
}

/** Posts each of the page's files to a worker it started, as it arrives (the snapshot's bytes copied). */
export function handFilesTo(worker: Worker, files: WorkerResources): void {
  for (const name of Object.keys(FILES) as ResourceName[]) {
    (files[name] as Promise<Settled<ResourceName>>).then(
      (value) => worker.postMessage({ toolflowResource: name, value } satisfies ResourceMessage),
      (error: unknown) => worker.postMessage({ toolflowResource: name, error: String(error) } satisfies ResourceMessage),
    );
  }
}

/**
 * In the worker: the files its page posts. The listener goes first and keeps these messages from
 * comlink's.
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
