// Where the page's own thread spends its time before the first envelope: the V8 CPU profile of the
// bench page (bench/browser-cold.mjs's), from navigation to the result, summed by function over
// fresh contexts (empty caches). "(program)" is the browser's native work on that thread (parsing
// and compiling scripts, compiling WebAssembly functions on first call, layout), "(idle)" waiting.
// --from/--to MARK narrow the window to the time between two of the page's marks (e.g.
// toolflow:page-trial and toolflow:page-trial-done). Run after `node build.mjs`:
//   node bench/experiments/browser-page-cpu.mjs [--dist DIR] [--samples 5] [--from MARK] [--to MARK]
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
const byFunction = new Map();
const firstMs = [];
await eachFreshLoad({ startStaticServer, dist, page: TOOLFLOW_PAGE, samples }, async (context, url) => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
  await cdp.send("Profiler.start");
  await page.goto(url);
  const result = await (await page.waitForFunction(() => window.__cold, undefined, { timeout: 60_000 })).jsonValue();
  // The profile's clock is the page's monotonic clock in microseconds: performance.timeOrigin
  // relates it to performance.now(), which the result was stamped with.
  const { profile } = await cdp.send("Profiler.stop");
  const { now, marks } = await page.evaluate(() => ({
    now: performance.now(),
    marks: Object.fromEntries(performance.getEntriesByType("mark").map((mark) => [mark.name, mark.startTime])),
  }));
  const usAt = (ms) => profile.endTime - (now - ms) * 1000;
  const endUs = usAt(toMark ? (marks[toMark] ?? result.ms) : result.ms);
  const startUs = fromMark ? usAt(marks[fromMark] ?? 0) : -Infinity;
  firstMs.push(result.ms);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let at = profile.startTime;
  profile.samples.forEach((id, k) => {
    at += profile.timeDeltas[k];
    const next = profile.timeDeltas[k + 1] ?? 0;
    if (at > endUs || at < startUs) return;
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const key = url ? `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber}` : functionName;
    byFunction.set(key, (byFunction.get(key) ?? 0) + next / 1000);
  });
});
const perLoad = [...byFunction].map(([key, ms]) => [key, ms / samples]).sort((a, b) => b[1] - a[1]);
const busy = perLoad.filter(([key]) => key !== "(idle)").reduce((sum, [, ms]) => sum + ms, 0);
const window = fromMark || toMark ? `between ${fromMark ?? "navigation"} and ${toMark ?? "the result"}` : "before it";
console.log(`${dist}: first envelope ${firstMs.map(Math.round).join(", ")} ms; the page's thread busy ${busy.toFixed(0)} ms per load ${window} (mean of ${samples})`);
for (const [key, ms] of perLoad.slice(0, 25)) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
