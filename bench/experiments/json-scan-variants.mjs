// wasm/json-scan.ts against other versions of it (files given on the command line), on 4 MiB of
// the bench's records as the bench builds them (a cons string: `[` + parts + `]`), the same text
// flat, and with non-ASCII text: the scan each finds and the fastest of 10 runs in ms.
// `node bench/experiments/json-scan-variants.mjs [OTHER.ts ...]` (session 26: the fraction test
// inside number() and the string loop's skip past "\\": flat 16.3 -> 12.4 ms, cons 24.4 -> 19.1).
import { build } from "esbuild";
import { recordsJson } from "../large-output.mjs";
async function load(path) {
  const out = await build({ entryPoints: [path], bundle: true, format: "esm", write: false, platform: "node" });
  return (await import("data:text/javascript;base64," + Buffer.from(out.outputFiles[0].text).toString("base64"))).scanJson;
}
const variants = { main: await load("wasm/json-scan.ts"), ...Object.fromEntries(await Promise.all(process.argv.slice(2).map(async (p) => [p.split("/").pop(), await load(p)]))) };
const cons = recordsJson(4);
const flat = Buffer.from(cons).toString();
const uni = Buffer.from(recordsJson(4).replaceAll("user", "usér")).toString();
for (const [tname, text] of Object.entries({ cons, flat, uni })) {
  const best = {};
  for (let r = 0; r < 10; r++) for (const [name, scan] of Object.entries(variants)) {
    const t = performance.now(); const s = scan(text); const ms = performance.now() - t;
    best[name] = Math.min(best[name] ?? Infinity, ms);
    if (r === 0) console.log(tname, name, JSON.stringify(s));
  }
  console.log(tname, Object.entries(best).map(([k, v]) => `${k} ${v.toFixed(1)}`).join("  "));
}
