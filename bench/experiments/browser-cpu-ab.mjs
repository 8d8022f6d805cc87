// CPU time, not wall time, of the browser's first envelope: A/B of builds of dist/browser/ (as
// browser-first-ab.mjs serves them), each sample a fresh context traced by Chromium, summing the
// thread time (trace `tdur`, which a preempted thread does not accumulate) of the renderer's
// top-level tasks from navigation start to the first envelope, per thread: the page's main
// thread, the sandbox worker, and V8's pool threads (streaming parse, WebAssembly compilation).
// A loaded machine stretches wall time 2-3x; thread time much less. Run after `node build.mjs`:
//   node bench/experiments/browser-cpu-ab.mjs --base /path/to/baseline/dist/browser [--rounds 7] [--also C=DIR]
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { register } from "tsx/esm/api";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../browser/chromium.mjs";
import { TOOLFLOW_PAGE, median } from "../browser-cold.mjs";
import { buildsFromArgs, serveBuilds } from "../lib/browser-builds.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
register();
const { startStaticServer, BROWSER_DIST } = await import(join(root, "browser/static-server.ts"));
const { builds, rounds } = buildsFromArgs(BROWSER_DIST, 7);
const ENVELOPE_MARK = "bench:envelope";
const page = TOOLFLOW_PAGE.replace("window.__cold = {", `performance.mark("${ENVELOPE_MARK}");\nwindow.__cold = {`);
const pages = await mkdtemp(join(tmpdir(), "toolflow-cpu-ab-"));
const server = await serveBuilds(startStaticServer, builds, page, pages);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });

/** Thread names grouped as the table shows them. */
function group(thread) {
  if (thread === "CrRendererMain") return "page";
  if (/DedicatedWorker/.test(thread)) return "worker";
  if (/ThreadPool|V8/.test(thread)) return "pool";
  return "other";
}

/** The page's marks in order: its thread's time is also split at each (phase = since the previous). */
const PHASE_MARKS = ["toolflow:boot", "bench:module-imported", "toolflow:page-trial", "toolflow:page-trial-computing", ENVELOPE_MARK];

/**
 * Thread ms per group of the renderer that ran the page, between navigation start and the
 * envelope; `phase:<mark>` the page thread's ms in tasks that began after the previous mark.
 */
function threadTimes(trace, wallMs) {
  const events = JSON.parse(trace).traceEvents;
  const names = new Map(events.filter((e) => e.ph === "M" && e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const mark = events.find((e) => e.name === ENVELOPE_MARK && e.cat.includes("blink.user_timing"));
  if (!mark) throw new Error("no envelope mark in the trace");
  const end = mark.ts;
  const start = end - wallMs * 1000;
  const marks = PHASE_MARKS.map((name) => events.find((e) => e.name === name && e.pid === mark.pid)?.ts);
  const totals = { page: 0, worker: 0, pool: 0, ...Object.fromEntries(PHASE_MARKS.map((name) => [`phase:${name}`, 0])) };
  for (const e of events) {
    if (e.pid !== mark.pid || e.ph !== "X" || e.cat !== "toplevel" || e.tdur === undefined) continue;
    if (e.ts < start || e.ts > end) continue;
    const where = group(names.get(`${e.pid}:${e.tid}`) ?? "");
    if (where in totals) totals[where] += e.tdur / 1000;
    if (where !== "page") continue;
    // The first mark after the task began names its phase (a mark missing in a build is skipped).
    const phase = PHASE_MARKS.find((_, i) => marks[i] !== undefined && e.ts < marks[i]);
    if (phase) totals[`phase:${phase}`] += e.tdur / 1000;
  }
  return totals;
}

const samples = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
try {
  for (let round = 0; round < rounds; round++) {
    const names = Object.keys(builds);
    for (const name of names.map((_, i) => names[(i + round) % names.length])) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await browser.startTracing(tab, { categories: ["toplevel", "blink.user_timing", "__metadata"] });
      await tab.goto(`${server.url}pages/${name}.html`);
      const { ms, value } = await (await tab.waitForFunction(() => window.__cold, undefined, { timeout: 60_000 })).jsonValue();
      const trace = (await browser.stopTracing()).toString("utf8");
      if (value !== "21") throw new Error(`${name}: expected 21, got ${value}`);
      samples[name].push({ ms, ...threadTimes(trace, ms) });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
  await rm(pages, { recursive: true, force: true });
}
console.log(`Chromium first envelope: wall ms and renderer thread ms (medians of ${rounds} rounds; ${Object.entries(builds).map(([n, d]) => `${n}: ${d}`).join(", ")})`);
console.log("build    wall    page  worker    pool");
for (const [name, list] of Object.entries(samples)) {
  const m = (key) => String(Math.round(median(list.map((s) => s[key])))).padStart(7);
  console.log(`${name.padEnd(5)}${m("ms")} ${m("page")} ${m("worker")} ${m("pool")}`);
}
console.log("the page thread's ms by phase (tasks begun before each mark, after the previous one), medians:");
for (const phase of PHASE_MARKS) {
  console.log(`  ${phase.padEnd(32)}${Object.values(samples).map((list) => String(Math.round(median(list.map((s) => s[`phase:${phase}`])))).padStart(7)).join("")}`);
}
for (const name of Object.keys(builds).filter((n) => n !== "A")) {
  const ratios = samples.A.map((a, i) => samples[name][i].page / a.page);
  console.log(`${name}/A page-thread ms per round: median ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(", ")})`);
}
