// toolflow in a web page (bundled to dist/browser/toolflow.js): the same runFlow, request schema,
// envelope and fixtures as the Node library, with the sandbox in a Web Worker. Tools are the
// page's own functions (fetch, in-memory files, fixtures); the guest reaches them through comlink.
// Re-exports, plus the browser engine and its defaults.
import { transpile } from "../transpiler/index.js";
import { loadGuestSource } from "../wasm/guest-source.js";
import { createRunFlow, type FlowEngine, type RunFlowOptions, type RunOutcome } from "../host/run-flow.js";
import { prepareSandboxWorker, runSandboxInWorker } from "./worker-sandbox.js";

export { flowAliases } from "../host/run-flow.js";
export type { RunFlowOptions, RunOutcome, FlowRun } from "../host/run-flow.js";
export { JsonText, ToolError, ToolPermissionError, createRegistry } from "../host/registry.js";
export type { ToolContext, ToolDefinition, ToolRegistry } from "../host/registry.js";
export { FixturesError, fixtureRegistry, parseFixtures } from "../host/fixtures.js";
export type { Fixtures } from "../host/fixtures.js";
export { DEFAULT_LIMITS, resolveLimits } from "../host/limits.js";
export type { Limits } from "../host/limits.js";
export type { Envelope, ClippedEnvelope, CallEntry, EnvelopeError, Rejection } from "../host/schema/envelope.js";
export { prepareSandboxWorker, runSandboxInWorker, DEFAULT_WORKER_URL } from "./worker-sandbox.js";

/** The transpiler on the page's thread (a few milliseconds), the guest in a Web Worker. */
export const browserFlowEngine: FlowEngine = {
  transpile: (source, options) => transpile(source, options),
  guestSource: loadGuestSource,
  sandbox: (request) => runSandboxInWorker(request),
};

/**
 * QuickJS's stack limit in the browser. Every guest call is a chain of WebAssembly frames on the
 * worker's native stack, which is smaller than a Node worker's 8 MB: measured in Chromium 156,
 * deep recursion crashed the sandbox at 256 KiB and raised RecursionError at 192 KiB (depth about
 * 940). 160 KiB leaves a margin (depth about 780).
 */
export const BROWSER_STACK_BYTES = 160 * 1024;

/** host/index.ts's runFlow, with the sandbox in a Web Worker and the browser's stack limit. */
export function runFlow(request: unknown, options: RunFlowOptions): Promise<RunOutcome> {
  // The worker starts (and compiles QuickJS) and the guest runtime's chunk loads while the
  // request is checked and transpiled.
  prepareSandboxWorker();
  const guestSource = loadGuestSource();
  const stackBytes = options.limits?.stackBytes ?? BROWSER_STACK_BYTES;
  const run = createRunFlow({ ...browserFlowEngine, guestSource: () => guestSource });
  return run(request, { ...options, limits: { ...options.limits, stackBytes } });
}
