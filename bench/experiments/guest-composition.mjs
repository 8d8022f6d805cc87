// What the guest bundle that every fresh context evaluates is made of: minified bytes per
// source folder (guest/values, builtins, runtime, each module), to size a lazy-module split.
// `node bench/experiments/guest-composition.mjs`
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const result = await build({
  entryPoints: [`${root}guest/index.ts`],
  bundle: true,
  format: "iife",
  platform: "neutral",
  minify: true,
  write: false,
  metafile: true,
  outfile: "guest.js",
});
const [output] = Object.values(result.metafile.outputs);
const byFolder = new Map();
for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
  const parts = path.split("/");
  const folder = parts[1] === "modules" ? parts.slice(0, 3).join("/").replace(/\.ts$/, "") : parts.slice(0, 2).join("/");
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + bytesInOutput);
}
console.log(`total ${(output.bytes / 1024).toFixed(0)} KiB`);
for (const [folder, bytes] of [...byFolder].sort((a, b) => b[1] - a[1])) {
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${folder}`);
}
