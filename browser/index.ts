// toolflow in a web page (bundled to dist/browser/toolflow.js): the same runFlow, request schema,
// envelope and fixtures as the Node library, with the sandbox in a Web Worker. Tools are the
// page's own functions (fetch, in-memory files, fixtures); the guest reaches them through comlink.
// Re-exports, plus the browser engine and its defaults.
import { transpileScript } from "../transpiler/index.js";
import { createRunFlow, type FlowEngine, type RunFlowOptions, type RunOutcome } from "../host/run-flow.js";
import { markOnce } from "./marks.js";
import { BROWSER_STACK_BYTES } from "./stack-limit.js";
import { WORKER_GUEST_SOURCE } from "./worker-api.js";
import { DEFAULT_WORKER_URL, onWorkerReady, prepareSandboxWorker, runSandboxInWorker } from "./worker-sandbox.js";
import { runFirstOnPage, startPageSandbox, stopPageSandbox } from "./page-sandbox.js";

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
export { BROWSER_STACK_BYTES };

// QuickJS and the guest snapshot start downloading as the page module is imported, for the
// page's first flows and its workers (browser/page-sandbox.ts).
startPageSandbox(DEFAULT_WORKER_URL);
onWorkerReady((url) => {
  if (url.href === DEFAULT_WORKER_URL.href) stopPageSandbox();
});

/**
 * The transpiler on the page's thread (a few milliseconds), the guest runtime in a Web Worker;
 * flows that start before the worker is ready are tried on the page first (page-sandbox.ts).
 */
export const browserFlowEngine: FlowEngine = {
  transpile: (source, options) => transpileScript(source, options),
  // The worker loads its own (restored from guest.snapshot): the page never holds the bundle.
  guestSource: () => Promise.resolve(WORKER_GUEST_SOURCE),
  sandbox: (request) => runFirstOnPage(request, (inWorker) => runSandboxInWorker(inWorker)),
};

const runBrowserFlow = createRunFlow(browserFlowEngine);

/** host/index.ts's runFlow, with the sandbox in a Web Worker and the browser's stack limit. */
export function runFlow(request: unknown, options: RunFlowOptions): Promise<RunOutcome> {
  markOnce("flow-start");
  // Without boot.js, the worker starts (and prepares QuickJS) while the request is checked and
  // transpiled.
  prepareSandboxWorker();
  const stackBytes = options.limits?.stackBytes ?? BROWSER_STACK_BYTES;
  return runBrowserFlow(request, { ...options, limits: { ...options.limits, stackBytes } });
}
