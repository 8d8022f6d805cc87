// The native stack two transpiler bundles (transpile-bundle.mjs) use on the deepest inputs the
// transpiler accepts (test/transpiler/limits/deep-inputs.ts 1000 deep, or 197 brackets inside
// the tokenizer's 200): for each, the most padding frames under which transpile() still succeeds,
// found by bisection; the stack it uses is an empty script's padding less that, in padding
// frames. A thread with less stack (a browser's ~1 MB) ends in RecursionError. Run it with V8's
// interpreter only: frames are then as on a cold transpile, and the same from run to run.
//   node --stack-size=3000 --no-opt --no-sparkplug --no-maglev --import tsx bench/experiments/transpile-stack.mjs /tmp/transpiler-old.mjs /tmp/transpiler-new.mjs
import { BRACKETED, UNBRACKETED } from "../../test/transpiler/limits/deep-inputs.ts";

const libs = await Promise.all(process.argv.slice(2, 4).map((p) => import(p)));
const families = [
  ...Object.entries(UNBRACKETED).map(([name, make]) => [name, make(1000)]),
  ...Object.entries(BRACKETED).map(([name, make]) => [name, make(197)]),
];

function pad(k, f) {
  return k === 0 ? f() : pad(k - 1, f) + 0;
}
/** Whether transpiling `source` under `k` padding frames completes without overflowing. */
function fits(lib, source, k) {
  try {
    return pad(k, () => (lib.transpile(source, { tools: [] }).ok ? 0 : 1)) === 0;
  } catch (e) {
    if (e instanceof RangeError) return false;
    throw e;
  }
}
function headroom(lib, source) {
  let lo = 0, hi = 200_000;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(lib, source, mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
for (const [name, source] of families) if (!fits(libs[0], source, 0)) throw new Error(`${name}: not transpiled even without padding (raise --stack-size)`);
const base = libs.map((lib) => headroom(lib, "x = 1\n"));
console.log(`padding frames left with an empty script: A ${base[0]} B ${base[1]}`);
console.log("family: padding frames transpile uses, A B B/A");
for (const [name, source] of families) {
  const used = libs.map((lib, i) => base[i] - headroom(lib, source));
  console.log(`${name}: ${used[0]} ${used[1]} ${(used[1] / used[0]).toFixed(2)}`);
}
