// Hand-edited forms of one emitted loop or function, each run in a fresh context of the sync
// release build (no guest runtime) in alternating rounds: process CPU ms medians and each form's
// per-round ratio to the first form, after checking every form's value.
import { getQuickJS } from "quickjs-emscripten";
import { median } from "./stats.mjs";

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** `forms`: label -> code; `expected`: the value each must give. Prints `label: ms, ratio` lines. */
export async function compareForms(forms, { rounds, expected, per = 1, unit = "ms" }) {
  const QuickJS = await getQuickJS();
  const run = (code) => {
    const vm = QuickJS.newContext();
    try {
      const start = cpuMs();
      const value = vm.dump(vm.unwrapResult(vm.evalCode(code)));
      return { ms: cpuMs() - start, value };
    } finally {
      vm.dispose();
    }
  };
  const samples = Object.fromEntries(Object.keys(forms).map((label) => [label, []]));
  for (const code of Object.values(forms)) run(code); // V8 tiers QuickJS's own code up on first use
  for (let r = 0; r < rounds; r++) {
    for (const [label, code] of Object.entries(forms)) {
      const { ms, value } = run(code);
      if (value !== expected) throw new Error(`${label}: ${value}, not ${expected}`);
      samples[label].push(ms);
    }
  }
  const base = Object.values(samples)[0];
  for (const [label, xs] of Object.entries(samples)) {
    console.log(`  ${label}: ${(median(xs) / per).toFixed(2)} ${unit}, ratio ${median(xs.map((x, i) => x / base[i])).toFixed(3)}`);
  }
}
