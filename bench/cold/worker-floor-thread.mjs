// bench/cold/quickjs-floor.mjs in a worker thread (bench/cold/worker-floor.mjs starts it).
import { parentPort } from "node:worker_threads";
import { getQuickJS } from "quickjs-emscripten";

const vm = (await getQuickJS()).newContext();
parentPort.postMessage(vm.dump(vm.unwrapResult(vm.evalCode("1 + 1"))));
