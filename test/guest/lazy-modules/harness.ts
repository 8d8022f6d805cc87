// Test-only: runs a script in a fresh QuickJS context with the built guest runtime
// (dist/guest.js; `npm test` builds it first), recording every source the guest evaluates, so the
// tests can see which module chunks a flow loaded. Tools are not needed here.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from "quickjs-emscripten";
import { transpileScript } from "../../../transpiler/index";

const GUEST = fileURLToPath(new URL("../../../dist/guest.js", import.meta.url));
let wasm: Promise<QuickJSWASMModule> | undefined;

export function builtGuest(): string {
  if (!existsSync(GUEST)) throw new Error("dist/guest.js is missing: run `node build.mjs` (npm test does) first");
  return readFileSync(GUEST, "utf8");
}

export interface LazyRun {
  outcome: { status: string; result?: unknown; error?: { type: string; message: string; line: number | null } };
  /** Every source text passed to the global eval, in order (the program first). */
  evaluated: string[];
}

export async function runBuilt(script: string): Promise<LazyRun> {
  const t = await transpileScript(script, { tools: [] });
  if (!t.ok) throw new Error(t.error.message);
  wasm ??= newQuickJSWASMModuleFromVariant(variant);
  const runtime = (await wasm).newRuntime();
  runtime.setMaxStackSize(256 * 1024);
  const ctx = runtime.newContext();
  try {
    // Installed before the guest loads, which captures both: eval records what it is given.
    const setup = `globalThis.__host = { print() {}, callTool() { throw new Error("no tools here"); } };
      globalThis.__evaluated = [];
      const realEval = globalThis.eval;
      globalThis.eval = (text) => (globalThis.__evaluated.push(text), realEval(text));`;
    ctx.unwrapResult(ctx.evalCode(setup, "setup.js")).dispose();
    ctx.unwrapResult(ctx.evalCode(builtGuest(), "guest.js", { type: "global" })).dispose();
    const promise = ctx.unwrapResult(ctx.evalCode(`__toolflow.run(${JSON.stringify(t.js)}, "{}")`, "flow.js"));
    try {
      runtime.executePendingJobs();
      const state = ctx.getPromiseState(promise);
      if (state.type !== "fulfilled") throw new Error(`the flow did not finish: ${state.type}`);
      const outcome = JSON.parse(ctx.getString(state.value));
      state.value.dispose();
      const list = ctx.unwrapResult(ctx.evalCode("__evaluated", "read.js"));
      const evaluated = ctx.dump(list) as string[];
      list.dispose();
      return { outcome, evaluated };
    } finally {
      promise.dispose();
    }
  } finally {
    ctx.dispose();
    runtime.dispose();
  }
}

/** The module and shared chunk sources inside the built core, keyed as guest/modules/lazy.ts keys them. */
export function chunkSources(): { modules: Record<string, string>; shared: Record<string, string> } {
  const guest = builtGuest();
  const start = guest.indexOf("{modules:{");
  if (start < 0) throw new Error("dist/guest.js holds no module chunks");
  // The object literal ends at its matching brace; strings are skipped so braces inside them don't count.
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < guest.length; i++) {
    const c = guest[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return (0, eval)(`(${guest.slice(start, i + 1)})`);
  }
  throw new Error("unterminated module chunk table in dist/guest.js");
}
