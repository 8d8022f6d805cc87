// The compute kernel's json.dumps and json.loads (5,000 small dicts) inside QuickJS with no flow
// around them: process CPU time per call, median of N (steadier than wall time on a shared
// machine). `node bench/experiments/json-paths.mjs [N] [GUEST_DIR]` bundles guest/ (or another
// copy of it, say `git archive HEAD guest | tar -x -C /tmp/old` -> /tmp/old/guest) with esbuild;
// JSON_PATHS_TARGET sets esbuild's target (default es2020, as build.mjs).
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";

const N = Number(process.argv[2] ?? 7);
const guest = process.argv[3] ?? fileURLToPath(new URL("../../guest/", import.meta.url));
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
globalThis.pieces = {
  "json.dumps(rows)": () => encodeJson(ROWS, DUMPS).length,
  "json.loads(text)": () => parseJSON(TEXT).items.length,
  "JSON.parse(text), for scale": () => JSON.parse(TEXT).length,
};
`;
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
const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));
for (const name of names) {
  const samples = [];
  for (let i = 0; i < N; i++) {
    const start = process.cpuUsage();
    ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(name)}]()`)).dispose();
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / 1000);
  }
  console.log(`${name}: median ${median(samples).toFixed(1)} ms CPU, min ${Math.min(...samples).toFixed(1)}`);
}
