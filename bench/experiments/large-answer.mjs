// The guest's share of a large tool answer inside QuickJS, with no flow around it: the answer
// string handed in (newString), then each step of decoding it (guest/runtime/tools.ts
// decodeAnswer) and walking the result, in process CPU ms, median of N.
// `node bench/experiments/large-answer.mjs [MiB] [N]`.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";
import { logText, recordsJson } from "../large-output.mjs";
import { okAnswer, textAnswer } from "../../host/tool-answer.ts";

const MB = Number(process.argv[2] ?? 4);
const N = Number(process.argv[3] ?? 3);
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
const bundle = await build({ stdin: { contents: entry, resolveDir: guest, loader: "ts" }, bundle: true, format: "iife", write: false, target: process.env.GUEST_TARGET ?? "es2020" });
const runtime = (await newQuickJSWASMModuleFromVariant(variant)).newRuntime();
runtime.setMaxStackSize(1 << 20);
const ctx = runtime.newContext();
ctx.unwrapResult(ctx.evalCode(bundle.outputFiles[0].text, "guest.js")).dispose();
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const rec = recordsJson(MB);
const log = logText(MB);
for (const [name, text] of [["REC", rec], ["LOG", log], ["ANSWER", okAnswer(rec)], ["TEXT", textAnswer(log)]]) {
  const start = cpu();
  const handle = ctx.newString(text);
  if (name === "ANSWER") console.log(`newString(answer, ${MB} MiB): ${(cpu() - start).toFixed(1)} ms; by value: ${text.startsWith('{"numbers"')}`);
  ctx.setProp(ctx.global, name, handle);
  handle.dispose();
}
const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));
for (const name of names) {
  const samples = [];
  for (let i = 0; i < N; i++) {
    const start = cpu();
    ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(name)}]()`)).dispose();
    samples.push(cpu() - start);
  }
  console.log(`${name.padEnd(30)} ${median(samples).toFixed(1)} ms`);
}
