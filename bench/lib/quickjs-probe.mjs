// Times JS snippets in a bare QuickJS context (the default quickjs-emscripten module): each case
// runs after `setup` in a fresh context, over two rounds, and only the second is printed.
import { getQuickJS } from "quickjs-emscripten";

/** `cases`: label -> code doing `count` operations; prints microseconds per operation per `unit`. */
export async function probe(setup, cases, { count, unit }) {
  const QuickJS = await getQuickJS();
  for (let round = 0; round < 2; round++) {
    for (const [label, code] of Object.entries(cases)) {
      const vm = QuickJS.newContext();
      vm.unwrapResult(vm.evalCode(setup)).dispose();
      const start = performance.now();
      vm.unwrapResult(vm.evalCode(code)).dispose();
      if (round) console.log(`${label}: ${(((performance.now() - start) * 1000) / count).toFixed(3)} us/${unit}`);
      vm.dispose();
    }
  }
}
