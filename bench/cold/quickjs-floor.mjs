// The least a QuickJS-based runner pays to start on Node (issue 17's cold-start floor): a fresh
// process loads quickjs-emscripten (compiles QuickJS's WebAssembly), evaluates `1 + 1` in a new
// context and prints it. No Python, no sandbox worker, no validation, no snapshot.
import { getQuickJS } from "quickjs-emscripten";

const vm = (await getQuickJS()).newContext();
console.log(vm.dump(vm.unwrapResult(vm.evalCode("1 + 1"))));
