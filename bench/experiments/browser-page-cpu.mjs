// Where the page's own thread spends its time before the first envelope: the V8 CPU profile of the
// bench page (bench/browser-cold.mjs's), from navigation to the result, summed by function over
// fresh contexts (empty caches). "(program)" is the browser's native work on that thread (parsing
// and compiling scripts, compiling WebAssembly functions on first call, layout), "(idle)" waiting.
// --from/--to MARK narrow the window to the time between two of the page's marks (e.g.
// toolflow:page-trial and toolflow:page-trial-done). Run after `node build.mjs`:
//   node bench/experiments/browser-page-cpu.mjs [--dist DIR] [--samples 5] [--from MARK] [--to MARK]
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { register } from "tsx/esm/api";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../browser/chromium.mjs";
import { TOOLFLOW_PAGE } from "../browser-cold.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
register();
const { startStaticServer, BROWSER_DIST } = await import(join(root, "browser/static-server.ts"));
const dist = option("--dist", BROWSER_DIST);
const samples = Number(option("--samples", 5));
const fromMark = option("--from");
const toMark = option("--to");
const pages = await mkdtemp(join(tmpdir(), "toolflow-cpu-"));
await writeFile(join(pages, "page.html"), TOOLFLOW_PAGE);
const server = await startStaticServer({ mounts: [{ prefix: "/", dir: dist }, { prefix: "/bench/", dir: pages }] });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
const byFunction = new Map();
const firstMs = [];
try {
  for (let i = 0; i < samples; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
    await cdp.send("Profiler.start");
    await page.goto(`${server.url}bench/page.html`);
    const result = await (await page.waitForFunction(() => window.__cold, undefined, { timeout: 60_000 })).jsonValue();
    // The profile's clock is the page's monotonic clock in microseconds: performance.timeOrigin
    // relates it to performance.now(), which the result was stamped with.
    const { profile } = await cdp.send("Profiler.stop");
    const { origin, now, marks } = await page.evaluate(() => ({
      origin: performance.timeOrigin,
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
    void origin;
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await rm(pages, { recursive: true, force: true });
}
const perLoad = [...byFunction].map(([key, ms]) => [key, ms / samples]).sort((a, b) => b[1] - a[1]);
const busy = perLoad.filter(([key]) => key !== "(idle)").reduce((sum, [, ms]) => sum + ms, 0);
const window = fromMark || toMark ? `between ${fromMark ?? "navigation"} and ${toMark ?? "the result"}` : "before it";
console.log(`${dist}: first envelope ${firstMs.map(Math.round).join(", ")} ms; the page's thread busy ${busy.toFixed(0)} ms per load ${window} (mean of ${samples})`);
for (const [key, ms] of perLoad.slice(0, 25)) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
