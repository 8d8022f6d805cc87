// One `pattern.search(line)` over 33,000 short lines (1 in 11 matching) inside QuickJS with the
// guest bundle and no flow: the raw JS regex exec, the guest's matchAt, and the whole Python method
// call, CPU ms each (median of N) - how much of a per-line search is the call machinery; and a
// matching line's m.group(2), emitted and bare.
// `node --import tsx bench/experiments/re-search-path.mjs [N]`.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";

const N = Number(process.argv[2] ?? 5);
const guest = fileURLToPath(new URL("../../guest/", import.meta.url));
const entry = `
import { compile, matchAt } from "./modules/re/pattern.ts";
import { callMethod } from "./values/index.ts";
import { methodCaller } from "./runtime/method-calls.ts";
const SEARCH = methodCaller("search", 1);
const GROUP = methodCaller("group", 1);
import { Positions } from "./modules/re/engine.ts";
const LINES = [];
for (let i = 0; i < 33000; i++) LINES.push(i % 11 ? "2026-12-02T02:00:00Z svc-1 INFO  ok path=/api/items/12 took=123ms" : "2026-12-02T02:00:00Z svc-1 ERROR eu-west code=500 path=/api/items/12 took=123ms");
const P = compile("ERROR ([\\\\w-]+) code=(\\\\d+)", 0);
const RE = /ERROR ([\\w-]+) code=(\\d+)/g;
const count = (f) => { let n = 0; for (let i = 0; i < LINES.length; i++) if (f(LINES[i])) n++; return n; };
globalThis.pieces = {
  "loop only": () => count((s) => s.length > 1000),
  "RegExp exec": () => count((s) => { RE.lastIndex = 0; return RE.exec(s); }),
  "regex.find": () => count((s) => P.regex.find("search", new Positions(s), 0, 1e15)),
  "matchAt": () => count((s) => matchAt(P, "search", s)),
  "callMethod search": () => count((s) => callMethod(P, "search", [s])),
  "emitted call (methodCaller)": () => count((s) => SEARCH(P, s)),
  "m.group(2) x33000, emitted": () => { const m = SEARCH(P, LINES[0]); let n = 0; for (let i = 0; i < 33000; i++) if (GROUP(m, 2)) n++; return n; },
  "m.text(2) x33000": () => { const m = SEARCH(P, LINES[0]); let n = 0; for (let i = 0; i < 33000; i++) if (m.text(2)) n++; return n; },
};
`;
const bundle = await build({ stdin: { contents: entry, resolveDir: guest, loader: "ts" }, bundle: true, format: "iife", write: false, target: "es2020" });
const runtime = (await newQuickJSWASMModuleFromVariant(variant)).newRuntime();
runtime.setMaxStackSize(1 << 20);
const ctx = runtime.newContext();
ctx.unwrapResult(ctx.evalCode(bundle.outputFiles[0].text, "guest.js")).dispose();
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));
for (const name of names) {
  const samples = [];
  for (let i = 0; i < N; i++) {
    const start = cpu();
    const result = ctx.evalCode(`pieces[${JSON.stringify(name)}]()`);
    if (result.error) {
      console.log(name, ctx.dump(result.error));
      result.error.dispose();
      break;
    }
    result.value.dispose();
    samples.push(cpu() - start);
  }
  if (samples.length) console.log(`${name.padEnd(20)} ${median(samples).toFixed(1)} ms`);
}
