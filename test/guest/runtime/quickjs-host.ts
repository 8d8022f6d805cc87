// Test-only: bundles guest/index.ts with esbuild (in memory), loads it into a fresh QuickJS
// context with a fake `__host` whose callTool answers later through `__toolflow.answer`, and runs
// a transpiled script there, as the real host does.

import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from "quickjs-emscripten";
import { transpile } from "../../../transpiler/index";

const ENTRY = fileURLToPath(new URL("../../../guest/index.ts", import.meta.url));

let bundle: Promise<string> | null = null;
let wasm: Promise<QuickJSWASMModule> | null = null;

export function guestBundle(): Promise<string> {
  bundle ??= build({ entryPoints: [ENTRY], bundle: true, format: "iife", write: false, target: "es2020" }).then(
    (r) => r.outputFiles[0].text,
  );
  return bundle;
}

export interface QuickJSOutcome {
  outcome: { status: string; result?: unknown; error?: { type: string; message: string; line: number | null; traceback: string } };
  prints: string;
  /** Tool calls as [name, argsJson], in the order they started. */
  calls: [string, string][];
  /** The order in which tool calls started and finished. */
  events: string[];
}

export async function runInQuickJS(src: string, tools: string[], answer: (name: string, args: any, argsJson: string) => string): Promise<QuickJSOutcome> {
  const t = transpile(src, { tools });
  if (!t.ok) throw new Error(t.error.message);
  wasm ??= newQuickJSWASMModuleFromVariant(variant);
  const runtime = (await wasm).newRuntime();
  runtime.setMaxStackSize(256 * 1024);
  const ctx = runtime.newContext();
  const prints: string[] = [];
  const calls: [string, string][] = [];
  const events: string[] = [];
  let inFlight = 0;
  try {
    const host = ctx.newObject();
    const print = ctx.newFunction("print", (h) => void prints.push(ctx.getString(h)));
    // The WIT contract: `<id> <alias> <args>` in, the answer through __toolflow.answer(id, text).
    const callTool = ctx.newFunction("callTool", (callH) => {
      const call = ctx.getString(callH);
      const [id, name] = call.split(" ", 2);
      const args = call.slice(id.length + name.length + 2);
      calls.push([name, args]);
      events.push(`start ${name}`);
      inFlight++;
      setTimeout(() => {
        // A flow that ended before its call was answered (an error at a refused call): its context is gone.
        if (!ctx.alive) return;
        inFlight--;
        events.push(`end ${name}`);
        const text = ctx.newString(answer(name, JSON.parse(args), args));
        const idH = ctx.newNumber(Number(id));
        const exportsH = ctx.getProp(ctx.global, "__toolflow");
        const answerH = ctx.getProp(exportsH, "answer");
        ctx.unwrapResult(ctx.callFunction(answerH, ctx.undefined, idH, text)).dispose();
        [text, idH, exportsH, answerH].forEach((h) => h.dispose());
        runtime.executePendingJobs();
      }, 2);
    });
    ctx.setProp(host, "print", print);
    ctx.setProp(host, "callTool", callTool);
    ctx.setProp(ctx.global, "__host", host);
    [host, print, callTool].forEach((h) => h.dispose());
    ctx.unwrapResult(ctx.evalCode(await guestBundle(), "guest.js")).dispose();
    // As the host does: the program as text, the options as JSON.
    const promise = ctx.unwrapResult(ctx.evalCode(`__toolflow.run(${JSON.stringify(t.js)}, '{"startTime": 0}')`, "flow.js"));
    try {
      for (;;) {
        runtime.executePendingJobs();
        const state = ctx.getPromiseState(promise);
        if (state.type === "fulfilled") {
          const text = ctx.getString(state.value);
          state.value.dispose();
          return { outcome: JSON.parse(text), prints: prints.join(""), calls, events };
        }
        if (state.type === "rejected") {
          const err = ctx.dump(state.error);
          state.error.dispose();
          throw new Error(`guest promise rejected: ${JSON.stringify(err)}`);
        }
        // As the host does: a flow waiting on nothing but its timers has its clock advanced.
        if (inFlight === 0 && !runtime.hasPendingJob() && ctx.unwrapResult(ctx.evalCode("__toolflow.advanceClock()")).consume((h) => ctx.dump(h))) continue;
        await new Promise((r) => setTimeout(r, 1));
      }
    } finally {
      promise.dispose();
    }
  } finally {
    ctx.dispose();
    runtime.dispose();
  }
}
