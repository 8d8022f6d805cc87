// Web Worker entry (bundled to dist/browser/worker.js): holds QuickJS and runs one flow at a time
// with wasm/sandbox's runSandbox, so a runaway guest never blocks the page; comlink-exposed.
import * as Comlink from "comlink";
import { setWasmCodeLoader } from "../wasm/quickjs.js";
import { runSandbox } from "../wasm/sandbox.js";
import type { HostImports } from "../wasm/host-binding.js";
import type { SandboxResult } from "../wasm/sandbox.js";
import type { WorkerApi, WorkerRun } from "./worker-api.js";

/** Served beside this bundle (build-browser.mjs copies it). */
const WASM_URL = new URL("./quickjs.wasm", import.meta.url);

async function compileQuickJS(): Promise<WebAssembly.Module> {
  const response = await fetch(WASM_URL);
  if (!response.ok) throw new Error(`could not fetch ${WASM_URL.href}: HTTP ${response.status}`);
  // Streaming compilation insists on application/wasm; a server that labels it otherwise still works.
  if (response.headers.get("content-type")?.startsWith("application/wasm")) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

// Compiling starts with the worker, while the page is still transpiling; the first flow takes
// that compilation, and only a failed one is started again.
let compiling: Promise<WebAssembly.Module> | undefined = compileQuickJS();
setWasmCodeLoader(() => {
  const code = compiling ?? compileQuickJS();
  compiling = undefined;
  return code;
});

let current: { flowId: number; kill: AbortController } | undefined;

async function run(flow: WorkerRun, host: Comlink.Remote<HostImports & Comlink.ProxyMarked>): Promise<SandboxResult> {
  const kill = new AbortController();
  current = { flowId: flow.flowId, kill };
  const stop = flow.stopFlag ? new Int32Array(flow.stopFlag) : undefined;
  let lastPrint: Promise<void> = Promise.resolve();
  try {
    const result = await runSandbox({
      guestSource: flow.guestSource,
      program: flow.program,
      optionsJson: flow.optionsJson,
      limits: flow.limits,
      host: {
        callTool: (alias, argsJson) => host.callTool(alias, argsJson),
        print: (text) => {
          lastPrint = host.print(text);
        },
      },
      signal: kill.signal,
      ...(stop ? { shouldStop: () => Atomics.load(stop, 0) !== 0 } : {}),
    });
    // Prints travel on the host proxy's channel and the outcome on the worker's own: the page
    // must have every print before the outcome. Messages on one channel arrive in order.
    await lastPrint;
    return result;
  } finally {
    if (current?.flowId === flow.flowId) current = undefined;
    host[Comlink.releaseProxy]();
  }
}

const api: WorkerApi = {
  run,
  kill(flowId) {
    if (current?.flowId === flowId) current.kill.abort();
  },
};
Comlink.expose(api);
