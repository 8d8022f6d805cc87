// re.findall / re.sub of patterns with a literal prefix (guest/modules/re/prefix-search.ts: the
// anchored regex at each occurrence of the prefix) against the same pattern in a group, which has
// no literal prefix (the global regex's own scan), in a bare QuickJS context holding the guest's
// modules; process CPU ms, median of N. `node bench/experiments/re-prefix-search.mjs [N]`.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext, timePieces } from "../lib/guest-context.mjs";
import { median } from "../lib/stats.mjs";

const N = Number(process.argv[2] ?? 7);
const entry = `
import { compile } from "./modules/re/pattern.ts";
import { findall, subn } from "./modules/re/operations.ts";
const LOG = Array.from({ length: 40000 }, (_, i) => "2026 svc-" + (i % 5) + " INFO ok path=/api/items/" + (i % 977) + " took=" + ((i * 31) % 1200) + "ms").join("\\n");
const PROSE = Array.from({ length: 60000 }, (_, i) => (i % 50 === 0 ? "word w " + i : "the quick brown fox")).join(" ");
const CASES = {
  "log: findall took=(1\\\\d{3})ms": [String.raw\`took=(1\\d{3})ms\`, (p) => findall(p, LOG).items.length],
  "log: sub path=\\\\S+": [String.raw\`path=\\S+\`, (p) => subn(p, "path=?", LOG, 0)[1]],
  "prose: findall ' (\\\\d+)' (dense)": [String.raw\` (\\d+)\`, (p) => findall(p, PROSE).items.length],
  "prose: findall 'fox' (every 20)": ["fox", (p) => findall(p, PROSE).items.length],
};
globalThis.pieces = {};
for (const [name, [source, run]] of Object.entries(CASES)) {
  const prefixed = compile(source, 0);
  const grouped = compile("(?:" + source + ")", 0);
  globalThis.pieces[name + " | prefix"] = () => run(prefixed);
  globalThis.pieces[name + " | group"] = () => run(grouped);
}
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const { ctx } = await guestContext(module, entry, []);
console.log(`CPU ms, median of ${N} (result)`);
for (const { name, samples, result } of timePieces(ctx, N)) {
  console.log(`${name.padEnd(48)} ${median(samples).toFixed(1).padStart(8)}  (${result})`);
}
