// Cold start in Chromium: page load -> first envelope of a trivial flow with toolflow's browser
// build, beside Pyodide's page load -> first `1+1` result, in the same headless Chromium, with
// toolflow's cold start split into phases (performance marks of the page and the sandbox worker,
// browser/marks.ts, and resource timings). Each sample is a fresh browser context (empty cache),
// then a repeat visit in a new tab of that context. Run after `node build.mjs`:
//   node bench/browser-cold.mjs [--samples N] [--pyodide-samples N] [--json]
// bench/sections/browser.mjs calls runBrowserCold() for `npm run bench`.
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { register } from "tsx/esm/api";
import { CHROMIUM, CHROMIUM_FLAGS } from "../browser/chromium.mjs";

/** Why the browser cold start cannot be measured here, or undefined when it can. */
export function browserMissing() {
  return existsSync(CHROMIUM) ? undefined : `no ${CHROMIUM} (Debian's chromium; .ci/run installs it)`;
}

// Each page records performance.now() (milliseconds since navigation start) once it has a result.
// Both import their module statically, as README.md's example does (so the HTML parser's preload
// scanner fetches it at once); the toolflow page loads boot.js first, as the playground does, so
// the worker starts early.
export const TOOLFLOW_PAGE = `<!doctype html><meta charset="utf-8"><script type="module" src="/boot.js"></script><script type="module">
import { runFlow, createRegistry } from "/toolflow.js";
performance.mark("bench:module-imported");
const outcome = await runFlow({ name: "cold", tools: [], code: "x = 20\\nx + 1" }, { registry: createRegistry([]) });
window.__cold = { ms: performance.now(), value: JSON.stringify(outcome.envelope.result), envelope: outcome.envelope };
</script>`;

const PYODIDE_PAGE = `<!doctype html><meta charset="utf-8"><script type="module">
import { loadPyodide } from "/pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "/pyodide/" });
const value = pyodide.runPython("x = 20\\nx + 1");
window.__cold = { ms: performance.now(), value: JSON.stringify(value) };
</script>`;

/** Marks, and when each file (the page itself too) finished downloading, in one realm (page or worker). */
function timeline() {
  const entries = [
    ...performance.getEntriesByType("mark").map((mark) => [mark.name, mark.startTime]),
    ...performance.getEntriesByType("resource").map((r) => [`fetched ${r.name.split("/").pop()}`, r.responseEnd]),
    ...performance.getEntriesByType("navigation").map((n) => ["fetched the page", n.responseEnd]),
  ];
  return { origin: performance.timeOrigin, entries };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The page's and its workers' marks and resource timings, in ms since the page's navigation start. */
async function phasesOf(page) {
  const own = await page.evaluate(timeline);
  const phases = Object.fromEntries(own.entries);
  for (const worker of page.workers()) {
    const theirs = await worker.evaluate(timeline).catch(() => undefined);
    for (const [name, at] of theirs?.entries ?? []) phases[`${basename(new URL(worker.url()).pathname)}: ${name}`] = at + theirs.origin - own.origin;
  }
  return phases;
}

async function load(context, url) {
  const page = await context.newPage();
  try {
    const failures = [];
    page.on("pageerror", (error) => failures.push(String(error)));
    await page.goto(url);
    const handle = await page
      .waitForFunction(() => window.__cold, undefined, { timeout: 60_000 })
      .catch((error) => {
        throw new Error(`${url}: no result (${failures.join("; ") || error.message})`);
      });
    const { ms, value, envelope } = await handle.jsonValue();
    if (value !== "21") throw new Error(`${url}: expected 21, got ${value} ${JSON.stringify(envelope?.error ?? "")}`);
    return { ms, phases: await phasesOf(page) };
  } finally {
    await page.close();
  }
}

/** A first visit (fresh context, empty caches), then a repeat visit in a new tab of that context. */
export async function sample(browser, url) {
  const context = await browser.newContext();
  try {
    const first = await load(context, url);
    const repeat = await load(context, url);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

/** Each phase's samples (ms since navigation start, in the visits that have it), in order of median time. */
export function phaseSamples(visits) {
  const names = new Set(visits.flatMap((visit) => Object.keys(visit.phases)));
  return [...names]
    .map((name) => ({ name, samples: visits.filter((v) => name in v.phases).map((v) => Math.round(v.phases[name])) }))
    .map((phase) => ({ ...phase, median: median(phase.samples) }))
    .sort((a, b) => a.median - b.median);
}

/**
 * Medians in ms: { toolflow, pyodide }, each { median, samples, phases, repeat: { median, samples,
 * phases } } for the first and a repeat visit (pyodide undefined with pyodideSamples 0). `phases`
 * lists { name, median, samples } in ms since navigation start, in order of time.
 */
export async function runBrowserCold({ samples = 7, pyodideSamples = 3 } = {}) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const unregister = register();
  const { startStaticServer, BROWSER_DIST } = await import(join(root, "browser/static-server.ts"));
  unregister();
  const pages = await mkdtemp(join(tmpdir(), "toolflow-cold-"));
  await writeFile(join(pages, "toolflow.html"), TOOLFLOW_PAGE);
  await writeFile(join(pages, "pyodide.html"), PYODIDE_PAGE);
  const pyodideDir = dirname(createRequire(import.meta.url).resolve("pyodide/pyodide.mjs"));
  const server = await startStaticServer({
    mounts: [
      { prefix: "/", dir: BROWSER_DIST },
      { prefix: "/bench/", dir: pages },
      { prefix: "/pyodide/", dir: pyodideDir },
    ],
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  try {
    const run = async (page, count) => {
      const visits = [];
      for (let i = 0; i < count; i++) visits.push(await sample(browser, `${server.url}bench/${page}`));
      const summary = (loads) => ({
        median: Math.round(median(loads.map((l) => l.ms))),
        samples: loads.map((l) => Math.round(l.ms)),
        phases: phaseSamples(loads),
      });
      return { ...summary(visits.map((v) => v.first)), repeat: summary(visits.map((v) => v.repeat)) };
    };
    const toolflow = await run("toolflow.html", samples);
    const pyodide = pyodideSamples > 0 ? await run("pyodide.html", pyodideSamples) : undefined;
    return { toolflow, pyodide };
  } finally {
    await browser.close();
    await server.close();
    await rm(pages, { recursive: true, force: true });
  }
}

/** toolflow's phases, first and repeat visit side by side. */
export function renderPhases({ phases, repeat }) {
  const again = new Map(repeat.phases.map((phase) => [phase.name, phase.median]));
  const lines = ["toolflow's cold start, phase medians in ms since navigation start (first visit, repeat visit):"];
  for (const { name, median: ms } of phases) {
    lines.push(`  ${String(Math.round(ms)).padStart(5)} ${String(again.has(name) ? Math.round(again.get(name)) : "-").padStart(5)}  ${name}`);
  }
  return lines.join("\n");
}

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const missing = browserMissing();
  if (missing) {
    console.error(`browser-cold: ${missing}`);
    process.exit(2);
  }
  const result = await runBrowserCold({ samples: option("--samples", 7), pyodideSamples: option("--pyodide-samples", 3) });
  if (process.argv.includes("--json")) console.log(JSON.stringify(result));
  else {
    const show = (name, r) => `${name.padEnd(22)} ${String(r.median).padStart(6)} ms median  (samples: ${r.samples.join(", ")})`;
    console.log("Chromium, page load -> first result of a trivial script (first visit: empty caches)");
    for (const [name, r] of Object.entries(result)) {
      if (!r) continue;
      console.log(show(`${name}, first visit`, r));
      console.log(show(`${name}, repeat visit`, r.repeat));
    }
    console.log(renderPhases(result.toolflow));
  }
}
