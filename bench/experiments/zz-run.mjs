import { getQuickJS } from "quickjs-emscripten";
import { readFileSync } from "node:fs";
const QuickJS = await getQuickJS();
const vm = QuickJS.newContext();
vm.runtime.setMemoryLimit(-1);
const r = vm.evalCode(readFileSync("/tmp/qb/bundle.js", "utf8") + "\nout.join('\\n')");
if (r.error) { console.log(vm.dump(r.error)); } else console.log(vm.dump(r.value));
