// Optional first script of a page (bundled alone to dist/browser/boot.js, imports nothing, 2 KB):
// starts fetching QuickJS (compiled as it streams in), the guest runtime and its snapshot, and the
// sandbox worker, while the page module (toolflow.js) still loads. The page module's first flow
// runs on the page with those files, or takes this worker (browser/page-sandbox.ts).
import { markOnce } from "./marks.js";
import { bootWorker, DEFAULT_WORKER_URL } from "./worker-start.js";

markOnce("boot");
bootWorker(DEFAULT_WORKER_URL);
