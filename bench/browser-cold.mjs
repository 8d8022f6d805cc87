// Cold start in Chromium: page load -> first envelope of a trivial flow with toolflow's browser
// build, beside Pyodide's page load -> first `1+1` result, in the same headless Chromium.
// Each sample is a fresh browser context (empty cache). Run after `node build.mjs`:
//   node bench/browser-cold.mjs [--samples N] [--pyodide-samples N] [--json]
// Needs /usr/bin/chromium (Debian `chromium`); bench/run.mjs may call runBrowserCold().
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { register } from "tsx/esm/api";

const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Each page records performance.now() (milliseconds since navigation start) once it has a result.
// The toolflow page loads boot.js first, as the playground does, so the worker starts early.
const TOOLFLOW_PAGE = `<!doctype html><meta charset="utf-8"><script type="module" src="/boot.js"></script><script type="module">
const { runFlow, createRegistry } = await import("/toolflow.js");
const outcome = await runFlow({ name: "cold", tools: [], code: "x = 20\\nx + 1" }, { registry: createRegistry([]) });
window.__cold = { ms: performance.now(), value: JSON.stringify(outcome.envelope.result) };
</script>`;

const PYODIDE_PAGE = `<!doctype html><meta charset="utf-8"><script type="module">
const { loadPyodide } = await import("/pyodide/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: "/pyodide/" });
const value = pyodide.runPython("x = 20\\nx + 1");
window.__cold = { ms: performance.now(), value: JSON.stringify(value) };
</script>`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
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
    const { ms, value } = await handle.jsonValue();
    if (value !== "21") throw new Error(`${url}: expected 21, got ${value}`);
    return ms;
  } finally {
    await page.close();
  }
}

/** A first visit (fresh context, empty caches), then a repeat visit in a new tab of that context. */
async function sample(browser, url) {
  const context = await browser.newContext();
  try {
    const first = await load(context, url);
    const repeat = await load(context, url);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

/**
 * Medians in ms: { toolflow, pyodide }, each { median, samples, repeat: { median, samples } } for
 * the first and a repeat visit (pyodide undefined with pyodideSamples 0).
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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const run = async (page, count) => {
      const visits = [];
      for (let i = 0; i < count; i++) visits.push(await sample(browser, `${server.url}bench/${page}`));
      const summary = (times) => ({ median: Math.round(median(times)), samples: times.map(Math.round) });
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

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
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
  }
}
