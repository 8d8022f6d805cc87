// A sandbox worker a flow can hang on purpose, as a guest stuck in one long native operation
// would (the interrupt handler never runs): dist/worker.js, except that a print of HANG blocks
// this thread for good, inside the guest's host call, until the worker is terminated.
import { MessagePort } from "node:worker_threads";

const HANG = "__hang_this_worker__";

const post = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (message, ...rest) {
  if (message?.text === HANG) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  return post.call(this, message, ...rest);
};
await import(new URL("../../dist/worker.js", import.meta.url).href);
