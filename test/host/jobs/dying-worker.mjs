// A sandbox worker that can be killed from a test: dist/worker.js, plus a BroadcastChannel on
// which any message ends this worker thread at once (as a crash would).
import { BroadcastChannel } from "node:worker_threads";

await import(new URL("../../../dist/worker.js", import.meta.url).href);
const channel = new BroadcastChannel("toolflow-test-worker-death");
channel.onmessage = () => process.exit(9);
