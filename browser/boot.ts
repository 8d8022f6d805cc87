// Optional first script of a page (bundled alone to dist/browser/boot.js, imports nothing, 2 KB):
// starts fetching QuickJS (compiled as it streams in), the guest runtime and its snapshot, and the
// sandbox worker, while the page module (toolflow.js) still loads, and preloads the page module's
// files that its first flow needs (the module and its chunks are fetched and compiled at once
// instead of one import level after another). The page module's first flow runs on the page with
// those files, or takes this worker (browser/page-sandbox.ts).
import { markOnce } from "./marks.js";
import { preloadModules } from "./preload.js";
import { bootWorker, DEFAULT_WORKER_URL } from "./worker-start.js";

/** The page module's files a first flow loads (build-browser.mjs firstFlowFiles), beside boot.js. */
declare const TOOLFLOW_PAGE_PRELOAD: string[];

markOnce("boot");
preloadModules(TOOLFLOW_PAGE_PRELOAD.map((name) => new URL(`./${name}`, import.meta.url)));
bootWorker(DEFAULT_WORKER_URL);
