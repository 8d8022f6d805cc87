// What the page's own thread does before the first envelope, by trace event: the bench page
// (bench/browser-cold.mjs's) traced by Chromium with V8's and Blink's categories, fresh context per
// sample, summing each event's thread time (`tdur`) on the page's main thread between navigation
// start and the envelope, by event name (nested events are counted within their parents too).
// Finer than browser-page-cpu.mjs's "(program)": parsing, compiling (JS, WebAssembly functions on
// first call), structured cloning, garbage collection. --from/--to MARK narrow the window to the
// time between two of the page's marks (e.g. toolflow:page-trial and toolflow:page-trial-computing);
// an event counts when it starts inside. Run after `node build.mjs`:
//   node bench/experiments/browser-page-trace.mjs [--dist DIR] [--samples 5] [--from MARK] [--to MARK]
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";
import { TOOLFLOW_PAGE } from "../browser-cold.mjs";
import { option } from "../lib/browser-builds.mjs";
import { eachFreshLoad } from "../lib/page-loads.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
register();
const { startStaticServer, BROWSER_DIST } = await import(join(root, "browser/static-server.ts"));
const dist = option("--dist", BROWSER_DIST);
const samples = Number(option("--samples", 5));
const fromMark = option("--from");
const toMark = option("--to");
const MARK = "bench:envelope";
const CATEGORIES = ["toplevel", "blink.user_timing", "__metadata", "v8", "v8.wasm", "v8.execute", "devtools.timeline", "disabled-by-default-v8.compile", "blink", "loading"];
const page = TOOLFLOW_PAGE.replace("window.__cold = {", `performance.mark("${MARK}");\nwindow.__cold = {`);
const byName = new Map();
const walls = [];
const windows = [];
await eachFreshLoad({ startStaticServer, dist, page, samples }, async (context, url) => {
  const tab = await context.newPage();
  await context.browser().startTracing(tab, { categories: CATEGORIES });
  await tab.goto(url);
  const { ms } = await (await tab.waitForFunction(() => window.__cold, undefined, { timeout: 60_000 })).jsonValue();
  const events = JSON.parse((await context.browser().stopTracing()).toString("utf8")).traceEvents;
  walls.push(Math.round(ms));
  const mark = events.find((e) => e.name === MARK && e.cat.includes("blink.user_timing"));
  const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.pid === mark.pid && e.args.name === "CrRendererMain");
  const markTs = (name) => events.find((e) => e.name === name && e.pid === mark.pid && e.cat.includes("blink.user_timing"))?.ts;
  const start = fromMark ? markTs(fromMark) : mark.ts - ms * 1000;
  const end = toMark ? markTs(toMark) : mark.ts;
  if (start === undefined || end === undefined) throw new Error(`no mark ${fromMark} or ${toMark} in this load`);
  windows.push(Math.round((end - start) / 1000));
  for (const e of events) {
    if (e.pid !== mark.pid || e.tid !== main.tid || e.ph !== "X" || e.tdur === undefined || e.ts < start || e.ts > end) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.tdur / 1000 / samples);
  }
});
console.log(`${dist}: first envelope ${walls.join(", ")} ms; window ${fromMark ?? "navigation"} -> ${toMark ?? "envelope"} ${windows.join(", ")} ms; the page thread's ms per load by trace event (mean of ${samples}, nested events counted in their parents too):`);
for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
