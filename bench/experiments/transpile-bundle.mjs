// Bundles transpiler/index.ts as build.mjs bundles the host (esm, node, no keepNames) into
// /tmp/transpiler-NAME.mjs, so that transpile-time measurements time what the library runs, not
// tsx's output: `node bench/experiments/transpile-bundle.mjs [ROOT] [NAME]`.
import { build } from "esbuild";
const root = process.argv[2] ?? new URL("../../", import.meta.url).pathname;
const name = process.argv[3] ?? "new";
await build({ entryPoints: [`${root}/transpiler/index.ts`], bundle: true, format: "esm", platform: "node", target: "node20", outfile: `/tmp/transpiler-${name}.mjs`, logLevel: "error" });
console.log(`/tmp/transpiler-${name}.mjs`);
