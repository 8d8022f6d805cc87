// A bare QuickJS context holding the guest's own modules (an esbuild bundle of `entry`, resolved
// from guest/) and large strings as globals, for probes that time pieces of the guest alone.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const guest = fileURLToPath(new URL("../../guest/", import.meta.url));

/** A new runtime and context of `module` with `entry` evaluated and each [name, text] of `strings` set. */
export async function guestContext(module, entry, strings) {
  const bundle = await build({ stdin: { contents: entry, resolveDir: guest, loader: "ts" }, bundle: true, format: "iife", write: false, target: "es2020" });
  const runtime = module.newRuntime();
  runtime.setMaxStackSize(1 << 20);
  const ctx = runtime.newContext();
  ctx.unwrapResult(ctx.evalCode(bundle.outputFiles[0].text, "guest.js")).dispose();
  for (const [name, text] of strings) {
    const handle = ctx.newString(text);
    ctx.setProp(ctx.global, name, handle);
    handle.dispose();
  }
  return { runtime, ctx };
}

/**
 * Runs each function of the context's global `pieces` object in turn, `rounds` times: per piece
 * its name, the process CPU ms of each run, and what its last run returned (a number).
 */
export function timePieces(ctx, rounds) {
  const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));
  const pieces = names.map((name) => ({ name, samples: [], result: undefined }));
  for (let i = 0; i < rounds; i++) {
    for (const piece of pieces) {
      const start = cpuMs();
      const handle = ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(piece.name)}]()`));
      piece.samples.push(cpuMs() - start);
      piece.result = ctx.getNumber(handle);
      handle.dispose();
    }
  }
  return pieces;
}

function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
