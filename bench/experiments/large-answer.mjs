// The guest's share of a large tool answer inside QuickJS, with no flow around it: the answer
// string handed in (newString), then each step of decoding it (guest/runtime/tools.ts
// decodeAnswer) and walking the result, in process CPU ms, median of N.
// `node --import tsx bench/experiments/large-answer.mjs [MiB] [N] [BUILD...]`, BUILD one of es2020
// (the guest build's target), es2022, es2020-assign (class fields assigned, not defined): the
// builds are sampled in turn, round by round, so a busy machine's drift hits them alike.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";
import { logText, recordsJson } from "../large-output.mjs";
import { okAnswer, textAnswer } from "../../host/tool-answer.ts";

const MB = Number(process.argv[2] ?? 4);
const N = Number(process.argv[3] ?? 3);
const BUILDS = process.argv.length > 4 ? process.argv.slice(4) : ["es2020"];
const guest = fileURLToPath(new URL("../../guest/", import.meta.url));
const entry = `
import { decodeAnswer } from "./runtime/tools.ts";
import { parseNative } from "./modules/json/native.ts";
const PLAIN = '{"ok":';
globalThis.pieces = {
  "JSON.parse(records)": () => JSON.parse(REC).length,
  "slice(records)": () => REC.slice(1, -1).length,
  "walk by value (parseNative)": () => parseNative(REC, true).items.length,
  "walk by tokens (parseNative)": () => parseNative(REC).items.length,
  "decodeAnswer(records)": () => decodeAnswer(ANSWER).items.length,
  "decodeAnswer(text)": () => decodeAnswer(TEXT).vals.size,
  "decodeAnswer(text as JSON)": () => decodeAnswer(PLAIN + JSON.stringify({ text: LOG }) + "}").vals.size,
};
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const rec = recordsJson(MB);
const log = logText(MB);
async function load(name) {
  const [target, fields] = name.split("-");
  const tsconfigRaw = fields === "assign" ? { compilerOptions: { useDefineForClassFields: false } } : undefined;
  const bundle = await build({ stdin: { contents: entry, resolveDir: guest, loader: "ts" }, bundle: true, format: "iife", write: false, target, tsconfigRaw });
  const runtime = module.newRuntime();
  runtime.setMaxStackSize(1 << 20);
  const ctx = runtime.newContext();
  ctx.unwrapResult(ctx.evalCode(bundle.outputFiles[0].text, "guest.js")).dispose();
  for (const [name, text] of [["REC", rec], ["LOG", log], ["ANSWER", okAnswer(rec)], ["TEXT", textAnswer(log)]]) {
    const handle = ctx.newString(text);
    ctx.setProp(ctx.global, name, handle);
    handle.dispose();
  }
  return ctx;
}
const contexts = [];
for (const name of BUILDS) contexts.push(await load(name));
const ctx = contexts[0];
const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));
console.log(`${MB} MiB; CPU ms per piece, median of ${N}: ${BUILDS.join(" | ")}`);
for (const name of names) {
  const samples = contexts.map(() => []);
  for (let i = 0; i < N; i++) {
    contexts.forEach((context, b) => {
      const start = cpu();
      context.unwrapResult(context.evalCode(`pieces[${JSON.stringify(name)}]()`)).dispose();
      samples[b].push(cpu() - start);
    });
  }
  console.log(`${name.padEnd(30)} ${samples.map((s) => median(s).toFixed(1).padStart(8)).join(" ")}`);
}
