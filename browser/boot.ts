// Optional first script of a page (bundled to dist/browser/boot.js, a few KB): starts the sandbox
// worker, so QuickJS is fetched and compiled while the page module (toolflow.js) still loads.
// It shares the worker pool with toolflow.js (a common chunk), so the first flow takes this worker.
import { prepareSandboxWorker } from "./worker-sandbox.js";

prepareSandboxWorker();
