// A/B of the browser's first envelope: builds of dist/browser/ (A: a baseline tree's, B: this
// tree's, and any more given as --also NAME=DIR) served side by side from one server, sampled in
// rotating rounds in one headless Chromium, each sample a fresh context (empty caches), first
// visit and repeat visit, with the same page as bench/browser-cold.mjs. Run after `node build.mjs`
// here and in the baseline tree:
//   node bench/experiments/browser-first-ab.mjs --base /path/to/baseline/dist/browser [--rounds 9] [--also C=DIR]
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { register } from "tsx/esm/api";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../browser/chromium.mjs";
import { TOOLFLOW_PAGE, median, phaseSamples, sample } from "../browser-cold.mjs";
import { buildsFromArgs, serveBuilds } from "../lib/browser-builds.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
register();
const { startStaticServer, BROWSER_DIST } = await import(join(root, "browser/static-server.ts"));
const { builds, rounds } = buildsFromArgs(BROWSER_DIST, 9);
// Each build's page loads /<build>/boot.js and /<build>/toolflow.js: the bench page, moved under its prefix.
const pages = await mkdtemp(join(tmpdir(), "toolflow-ab-"));
const server = await serveBuilds(startStaticServer, builds, TOOLFLOW_PAGE, pages);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
const visits = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
try {
  for (let round = 0; round < rounds; round++) {
    // Rotate which goes first, so none always follows another's load.
    const names = Object.keys(builds);
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) visits[name].push(await sample(browser, `${server.url}pages/${name}.html`));
  }
} finally {
  await browser.close();
  await server.close();
  await rm(pages, { recursive: true, force: true });
}

console.log(`Chromium first envelope, ${rounds} rounds (${Object.entries(builds).map(([name, dir]) => `${name}: ${dir}`).join(", ")})`);
for (const [name, list] of Object.entries(visits)) {
  const first = list.map((v) => Math.round(v.first.ms));
  const repeat = list.map((v) => Math.round(v.repeat.ms));
  console.log(`${name} first visit  ${median(first)} ms median (${first.join(", ")}); repeat ${median(repeat)} ms (${repeat.join(", ")})`);
}
for (const name of Object.keys(builds).filter((name) => name !== "A")) {
  const ratios = visits.A.map((a, i) => visits[name][i].first.ms / a.first.ms);
  console.log(`${name}/A first visit, per round: median ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(", ")})`);
}
for (const [name, list] of Object.entries(visits)) {
  console.log(`${name} phases (first visit medians, ms since navigation start):`);
  for (const phase of phaseSamples(list.map((v) => v.first))) console.log(`  ${String(phase.median).padStart(6)}  ${phase.name}`);
}
