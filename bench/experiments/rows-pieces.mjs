// The json kernel's first line (5,000 rows: a list comprehension of dict literals) as in-thread
// flows whose emitted loop body is cut down piece by piece (transpile replaced by the edited JS),
// this thread's CPU ms per flow, medians of N, variants sampled in turn round by round. A piece's
// cost is the difference between two variants; "no loop" is the flow around it.
// `node bench/experiments/rows-pieces.mjs [N] [DIST] [variant,...]` (default: this tree's dist/).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { median } from "../lib/stats.mjs";

const [nArg = "7", distArg = new URL("../../dist", import.meta.url).pathname, only] = process.argv.slice(2);
const cpuMs = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
const program = (n, body) => `(async function $f0($rt) {"use strict"; $rt.program("[[0,1,1,1,1,1,1,1,1,1,1,2],[\\"<module>\\",\\"<listcomp>\\"],[0,2]]"); const {"PyDict": $PyDict, "PyList": $PyList, "binaryOp": $binaryOp, "hooks": $hooks, "initial": $initial, "rangeInt": $rangeInt} = $rt; var G_rows = $initial("rows");
G_rows = (function $f1($a0, $a1, $a2) { var L_i, $t1, $t2, $t3, $t4, $t5, $t6, $t7, $t8, $t9, $t10, $t11;
$t1 = [];
$t3 = $rangeInt($a0); $t4 = $rangeInt($a1); if (typeof $t4 !== "number") $t4 = $t4 > 0 ? 9007199254740992 : -9007199254740992;
$L1: for ($t2 = $t3; $t2 < $t4; $t2++) {
L_i = $t2;
${body}
}
return new $PyList($t1);
})(0, ${n}, 1);
return (1);
})`;
const NAME = `($t6 = ("" + L_i), 4 + $t6.length <= $hooks.maxSequenceLength ? "item" + $t6 : $binaryOp("Add", "item", $t6))`;
const TAGS = `new $PyList(["a", "b", ($t9 = ((($t8 = L_i % 5) < 0 ? $t8 + 5 : $t8 + 0)), "" + $t9)])`;
const OK = `($t11 = ((($t10 = L_i % 3) < 0 ? $t10 + 3 : $t10 + 0)), ($t11 === 0))`;
const VARIANTS = {
  "no loop": program(0, ""),
  "ints pushed": program(5000, `$t1[$t1.length] = L_i;`),
  "empty PyDict": program(5000, `$t1[$t1.length] = new $PyDict();`),
  "bare Map": program(5000, `$t1[$t1.length] = new Map();`),
  "dict, 4 int values": program(5000, `$t1[$t1.length] = (($t5 = new $PyDict()).vals.set("id", L_i).set("name", L_i).set("tags", L_i).set("ok", L_i), $t5);`),
  "dict + name": program(5000, `$t1[$t1.length] = (($t5 = new $PyDict()).vals.set("id", L_i).set("name", ${NAME}).set("tags", L_i).set("ok", L_i), $t5);`),
  "dict + name + tags": program(5000, `$t1[$t1.length] = (($t5 = new $PyDict()).vals.set("id", L_i).set("name", ${NAME}).set("tags", ${TAGS}).set("ok", L_i), $t5);`),
  "as emitted": program(5000, `$t1[$t1.length] = (($t5 = new $PyDict()).vals.set("id", L_i).set("name", ${NAME}).set("tags", ${TAGS}).set("ok", ${OK}), $t5);`),
  "as emitted, not kept": program(5000, `(($t5 = new $PyDict()).vals.set("id", L_i).set("name", ${NAME}).set("tags", ${TAGS}).set("ok", ${OK}), $t5);`),
  "strings + tags only": program(5000, `$t1[$t1.length] = ${NAME}; $t1[$t1.length] = ${TAGS};`),
};
const names = Object.keys(VARIANTS).filter((n) => !only || only.split(",").includes(n));
const lib = await import(pathToFileURL(resolve(distArg, "index.js")).href);
const registry = lib.createRegistry([]);
const runs = Object.fromEntries(names.map((n) => [n, lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox, transpile: () => ({ ok: true, js: VARIANTS[n] }) })]));
const samples = Object.fromEntries(names.map((n) => [n, []]));
for (let r = 0; r <= Number(nArg); r++) {
  for (const n of names) {
    await new Promise((ok) => setTimeout(ok, 30));
    const start = cpuMs();
    const outcome = await runs[n]({ name: "rows", tools: [], code: "1" }, { registry });
    const used = cpuMs() - start;
    if (outcome.full.status !== "ok") throw new Error(`${n}: ${JSON.stringify(outcome.full)}`);
    if (r > 0) samples[n].push(used); // round 0 warms up
  }
}
console.log(`rows pieces; CPU ms per flow, median of ${nArg}: ${distArg}`);
for (const n of names) console.log(`${n.padEnd(24)} ${median(samples[n]).toFixed(2).padStart(7)}`);
process.exit(0);
