// The compute kernel's json.dumps and json.loads (5,000 small dicts) inside QuickJS with no flow
// around them: process CPU time per call, median of N (steadier than wall time on a shared
// machine). `node bench/experiments/json-paths.mjs [N] [GUEST_DIR...]` bundles guest/ (or other
// copies of it, say `git archive HEAD guest | tar -x -C /tmp/old` -> /tmp/old/guest) with
// esbuild; several guests are sampled in turn, round by round, so drift hits them alike.
// JSON_PATHS_TARGET sets esbuild's target (default es2020, as build.mjs).
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";

const N = Number(process.argv[2] ?? 7);
const guests = process.argv.length > 3 ? process.argv.slice(3) : [fileURLToPath(new URL("../../guest/", import.meta.url))];
const entry = `
import { encodeJson } from "./modules/json/encode.ts";
import { parseJSON } from "./modules/json/index.ts";
import { PyDict, PyList } from "./values/index.ts";
const DUMPS = { skipkeys: false, ensureAscii: true, allowNan: true, indent: null, itemSeparator: ", ", keySeparator: ": ", sortKeys: false, default: null };
const ROWS = new PyList([]);
for (let i = 0; i < 5000; i++) {
  const d = new PyDict();
  d.set("id", i);
  d.set("name", "item" + i);
  d.set("tags", new PyList(["a", "b", String(i % 5)]));
  d.set("ok", i % 3 === 0);
  ROWS.items.push(d);
}
const TEXT = encodeJson(ROWS, DUMPS);
// compute-cpu's json_loads_floats: every number of a row typed by the text's tokens.
const FLOATS = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ id: i, x: i + 0.5, y: 3 }))).replaceAll('"y":3', '"y": 3.0, "ok": true');
globalThis.pieces = {
  "json.dumps(rows)": () => encodeJson(ROWS, DUMPS).length,
  "json.loads(text)": () => parseJSON(TEXT).items.length,
  "json.loads(floats)": () => parseJSON(FLOATS).items.length,
  "JSON.parse(text), for scale": () => JSON.parse(TEXT).length,
};
`;
async function load(guest) {
  const bundle = await build({
    stdin: { contents: entry, resolveDir: guest, loader: "ts" },
    bundle: true,
    format: "iife",
    write: false,
    target: process.env.JSON_PATHS_TARGET ?? "es2020",
  });
  const runtime = (await newQuickJSWASMModuleFromVariant(variant)).newRuntime();
  runtime.setMaxStackSize(1 << 20);
  const ctx = runtime.newContext();
  ctx.unwrapResult(ctx.evalCode(bundle.outputFiles[0].text, "guest.js")).dispose();
  return ctx;
}

const contexts = [];
for (const guest of guests) contexts.push(await load(guest));
const names = JSON.parse(contexts[0].getString(contexts[0].unwrapResult(contexts[0].evalCode("JSON.stringify(Object.keys(pieces))"))));
for (const name of names) {
  const samples = contexts.map(() => []);
  for (let i = 0; i < N; i++) {
    contexts.forEach((ctx, g) => {
      const start = process.cpuUsage();
      ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(name)}]()`)).dispose();
      const used = process.cpuUsage(start);
      samples[g].push((used.user + used.system) / 1000);
    });
  }
  guests.forEach((guest, g) => {
    const label = guests.length > 1 ? ` [${guest}]` : "";
    console.log(`${name}${label}: median ${median(samples[g]).toFixed(1)} ms CPU, min ${Math.min(...samples[g]).toFixed(1)}`);
  });
}
