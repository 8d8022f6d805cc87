// Optional first script of a page (bundled alone to dist/browser/boot.js, imports nothing, 2 KB):
// starts the sandbox worker and fetches QuickJS, the guest runtime and its snapshot for it, so they
// download while worker.js and the page module (toolflow.js) still load. The page module's first
// flow takes this worker.
import { markOnce } from "./marks.js";
import { handFilesTo } from "./worker-resources.js";
import { bootWorker, DEFAULT_WORKER_URL } from "./worker-start.js";

markOnce("boot");
const worker = bootWorker(DEFAULT_WORKER_URL);
// Fetched from here, so the downloads need not wait for worker.js.
if (worker) handFilesTo(worker, DEFAULT_WORKER_URL);
