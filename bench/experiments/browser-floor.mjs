// The floor under the browser's first envelope (bench/browser-cold.mjs): what this machine's
// headless Chromium needs for the pieces any design pays, each on its own page, fresh context per
// sample (empty caches), in rotating rounds with the real bench page ("ours"):
//   empty       navigation -> an empty page's first module script runs
//   big-module  -> a module of the page module's size that does nothing
//   page-module -> the real page module imported, no flow run
//   quickjs     -> quickjs.wasm fetched, compiled (streaming) and instantiated on the page
//   snapshot    -> guest.snapshot fetched (its bytes in hand)
//   ours        -> the first envelope of the bench page; then `warm`: a second trivial flow's
//                  runFlow time on that page (the worker ready and warm)
// and, timed from the moment a loaded page imports it: the page module's zod schemas (the request,
// envelope, outcome and fixtures schemas with zod, bundled alone) against a do-nothing module of
// the same size (what constructing the schemas at import costs beyond loading the bytes).
// Run after `node build.mjs`: node bench/experiments/browser-floor.mjs [--rounds 9]
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { register } from "tsx/esm/api";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../browser/chromium.mjs";
import { median } from "../browser-cold.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const at = process.argv.indexOf("--rounds");
const rounds = at === -1 ? 9 : Number(process.argv[at + 1]);
register();
const { startStaticServer, BROWSER_DIST } = await import(join(root, "browser/static-server.ts"));

const bytes = (await readFile(join(BROWSER_DIST, "toolflow.js"))).length;
// Functions never called: the browser fetches, parses (lazily) and evaluates a top level that does nothing.
function doNothing(size) {
  let text = "";
  for (let i = 0; text.length < size; i++) text += `function f${i}(a,b){if(a>b){return [a,b,${i}].map(x=>x*2).join(",")}return String(a)+b+${i}}\n`;
  return `${text}export const done = 1;\n`;
}
const big = doNothing(bytes);
const schemaModules = ["request", "envelope", "outcome"].map((name) => `export * from "./host/schema/${name}.ts";`).join("") + 'export * from "./host/fixtures.ts";';
const schemas = (await build({ stdin: { contents: schemaModules, resolveDir: root, loader: "ts" }, bundle: true, format: "esm", platform: "browser", minify: true, write: false, logLevel: "error" })).outputFiles[0].text;
const timedImport = (path) => `<!doctype html><meta charset="utf-8"><script type="module">
const start = performance.now();
await import("${path}");
${finish(", took: performance.now() - start")}</script>`;

const finish = (extra = "") => `window.__cold = { ms: performance.now()${extra} };`;
const PAGES = {
  empty: `<!doctype html><meta charset="utf-8"><script type="module">${finish()}</script>`,
  "big-module": `<!doctype html><meta charset="utf-8"><script type="module">import "/floor/big.js";${finish()}</script>`,
  "page-module": `<!doctype html><meta charset="utf-8"><script type="module">import "/toolflow.js";${finish()}</script>`,
  quickjs: `<!doctype html><meta charset="utf-8"><script type="module">
const module = await WebAssembly.compileStreaming(fetch("/quickjs.wasm"));
const compiled = performance.now();
// Stub imports: instantiating allocates the module's memory and runs no code.
const imports = {};
for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
  imports[from] ??= {};
  imports[from][name] = kind === "function" ? () => 0 : kind === "memory" ? new WebAssembly.Memory({ initial: 256, maximum: 32768 }) : kind === "table" ? new WebAssembly.Table({ initial: 4096, element: "anyfunc" }) : new WebAssembly.Global({ value: "i32", mutable: true }, 0);
}
await WebAssembly.instantiate(module, imports);
${finish(", compiled")}</script>`,
  snapshot: `<!doctype html><meta charset="utf-8"><script type="module">
const bytes = await (await fetch("/guest.snapshot")).arrayBuffer();
${finish(", bytes: bytes.byteLength")}</script>`,
  schemas: timedImport("/floor/schemas.js"),
  "schemas-size": timedImport("/floor/schemas-size.js"),
  // The bench page's flow, then a second one once the first has answered.
  ours: `<!doctype html><meta charset="utf-8"><script type="module" src="/boot.js"></script><script type="module">
import { runFlow, createRegistry } from "/toolflow.js";
const request = { name: "cold", tools: [], code: "x = 20\\nx + 1" };
const first = await runFlow(request, { registry: createRegistry([]) });
const ms = performance.now();
const second = await runFlow(request, { registry: createRegistry([]) });
const warm = performance.now() - ms;
const value = [first, second].map((outcome) => JSON.stringify(outcome.envelope.result)).join();
${finish(", warm, value")}</script>`,
};

const pages = await mkdtemp(join(tmpdir(), "toolflow-floor-"));
for (const [name, html] of Object.entries(PAGES)) await writeFile(join(pages, `${name}.html`), html);
await writeFile(join(pages, "big.js"), big);
await writeFile(join(pages, "schemas.js"), schemas);
await writeFile(join(pages, "schemas-size.js"), doNothing(schemas.length));
const server = await startStaticServer({ mounts: [{ prefix: "/", dir: BROWSER_DIST }, { prefix: "/floor/", dir: pages }] });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
const results = Object.fromEntries(Object.keys(PAGES).map((name) => [name, []]));
try {
  for (let round = 0; round < rounds; round++) {
    const names = Object.keys(PAGES);
    for (const name of names.map((_, i) => names[(i + round) % names.length])) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const failures = [];
      page.on("pageerror", (error) => failures.push(String(error)));
      await page.goto(`${server.url}floor/${name}.html`);
      const done = await page.waitForFunction(() => window.__cold, undefined, { timeout: 30_000 }).catch((error) => {
        throw new Error(`${name}: no result (${failures.join("; ") || error.message})`);
      });
      results[name].push(await done.jsonValue());
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
  await rm(pages, { recursive: true, force: true });
}
console.log(`Chromium floor pieces, ${rounds} rounds, fresh context each (ms since navigation start, medians); toolflow.js ${bytes} bytes`);
const show = (label, values) => console.log(`${label.padEnd(40)} ${String(Math.round(median(values))).padStart(6)}  (${values.map(Math.round).join(", ")})`);
show("empty page's first module script", results.empty.map((r) => r.ms));
show("a do-nothing module of the same size", results["big-module"].map((r) => r.ms));
show("the page module imported", results["page-module"].map((r) => r.ms));
show("quickjs.wasm compiled (streaming)", results.quickjs.map((r) => r.compiled));
show("quickjs.wasm compiled and instantiated", results.quickjs.map((r) => r.ms));
show("guest.snapshot fetched", results.snapshot.map((r) => r.ms));
show(`zod schemas imported (${schemas.length} bytes), ms`, results.schemas.map((r) => r.took));
show("a do-nothing module of that size, ms", results["schemas-size"].map((r) => r.took));
show("ours: first envelope", results.ours.map((r) => r.ms));
show("ours: a second trivial flow (warm), ms", results.ours.map((r) => r.warm));
const bad = results.ours.find((r) => r.value !== "21,21");
if (bad) console.log(`ours: results ${bad.value}, expected 21,21`);
