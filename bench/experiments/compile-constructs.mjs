// QuickJS compile cost per construct (issue 17, compile-s13.md): each construct written N times in
// module code (run once) or in a loop body, transpiled by each bundle given (transpile-bundle.mjs),
// and the program evaluated (compiled) in a sandbox restored from the guest snapshot; the median
// eval over ROUNDS, less the same program with the construct left out, per construct written.
//   node --import tsx bench/experiments/compile-constructs.mjs ROUNDS BUNDLE...
import { loadavg } from "node:os";
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";
import { median } from "../lib/stats.mjs";

const [roundsArg = "9", ...bundles] = process.argv.slice(2);
const ROUNDS = Number(roundsArg);
const N = 40;
const TOOLS = ["search"];
const CONSTRUCTS = {
  "tool call, 2 keywords": "r = search(pattern=p, path='src')",
  "subscript d['k']": "x = d['k']",
  "method call s.split(',')": "x = s.split(',')",
  "f-string, 2 fields": "x = f'{a}: {b}'",
  "a + b": "x = a + b",
  "a < b in an if": "if a < b:\n    x = 1",
  "print(a, b)": "print(a, b)",
  "dict literal, 2 keys": "x = {'a': a, 'b': b}",
  "list comprehension": "x = [y * 2 for y in xs]",
  "try/except": "try:\n    x = a\nexcept KeyError as e:\n    x = str(e)",
};
const PRELUDE = "p = 'x'\nd = {'k': 1}\ns = 'a,b'\na = 1\nb = 2\nxs = [1, 2]\nx = 0\n";
const indent = (text) => text.split("\n").map((l) => "    " + l).join("\n");
function program(construct, where) {
  const body = Array.from({ length: N }, () => construct).join("\n");
  if (where === "module") return PRELUDE + body + "\n";
  return PRELUDE + "for i in xs:\n" + indent(body) + "\n";
}
const libs = await Promise.all(bundles.map((b) => import(b)));
const { restored } = await restoredSandboxes(64 * 2 ** 20);
let sandbox = await restored();
async function evalMs(js) {
  const start = performance.now();
  const result = sandbox.ctx.evalCode(js);
  const ms = performance.now() - start;
  if (result.error) throw new Error(JSON.stringify(sandbox.ctx.dump(result.error)));
  result.value.dispose();
  sandbox = await restored();
  return ms;
}
console.log(`${ROUNDS} rounds, ${N} copies, load ${loadavg().map((x) => x.toFixed(1)).join(" ")}; per copy: JS chars, compile us`);
console.log(`| construct | where | ${bundles.map((b) => `${b} chars | us`).join(" | ")} |`);
for (const [name, construct] of Object.entries(CONSTRUCTS)) {
  for (const where of ["module", "loop"]) {
    const cells = [];
    for (const lib of libs) {
      const full = lib.transpile(program(construct, where), { tools: TOOLS });
      const base = lib.transpile(program("pass", where), { tools: TOOLS });
      if (!full.ok || !base.ok) throw new Error(JSON.stringify(full.error ?? base.error));
      const with_ = [], without = [];
      for (let r = 0; r < ROUNDS; r++) with_.push(await evalMs(full.js)), without.push(await evalMs(base.js));
      cells.push(`${((full.js.length - base.js.length) / N).toFixed(0)} | ${(((median(with_) - median(without)) * 1000) / N).toFixed(2)}`);
    }
    console.log(`| ${name} | ${where} | ${cells.join(" | ")} |`);
  }
}
