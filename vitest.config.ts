import { readdirSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Limit tests that bound no time, memory or fairness (each flow's deadline is many times what it
// takes on a loaded machine; they assert outcomes, not speed): they run with the rest. Every
// other file of test/limits/, new ones included, runs alone.
const UNBOUNDED_LIMITS = ["calls", "host-objects", "recursion", "tool-error", "tool-edges", "truncation", "hostile-input", "cli-hostile-input", "mcp-attack"].map((name) => `${name}.test.ts`);
const BOUNDED_LIMITS = readdirSync(new URL("test/limits/", import.meta.url))
  .filter((file) => file.endsWith(".test.ts") && !UNBOUNDED_LIMITS.includes(file))
  .map((file) => `test/limits/${file}`);

// Files of a folder that runs alone which need neither its machinery nor its quiet: the fleet's
// config parsing (no redis, no workers), the activity log against its own redis-server (outcomes
// only, each wait up to 10 s for what takes milliseconds) and the browser's static server in Node
// alone (no Chromium).
const SHARED_IN_ALONE_FOLDERS = ["test/fleet/settings.test.ts", "test/fleet/activity-log.test.ts", "test/browser/static-server.test.ts"];
const folderFiles = (folder: string) =>
  readdirSync(new URL(`${folder}/`, import.meta.url))
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `${folder}/${file}`)
    .filter((path) => !SHARED_IN_ALONE_FOLDERS.includes(path));

// Files that measure time, memory or fairness, load the whole machine (real browsers, fleets of
// processes) or rewrite dist/: they run one at a time once the rest is done, so no other test file
// competes with their bounds. Everything else runs two files at a time (vitest's default on two
// cores is one), CPU-heavy files that bound nothing included: the packed package's install and
// tsc (test/package/consumer, which rebuilds dist/ only when stale), the CPython oracle of
// test/transpiler/limits/nesting (compiling 20 nested finally bodies takes CPython ~30 s) and
// test/wasm/build (dist/ checked as ensureBuilt leaves it). Also shared: files whose only time
// bounds are 10-200 times what they check takes on a loaded machine, with sandbox memory caps
// that are the instance's own (not the process's): test/host/run-flow (a 0.2 s timeout ends
// within 3 s), test/host/e2e (a 0.5 s timeout within 5 s, a cancel within 4 s),
// test/host/tools/grep and line-matcher (a 0.3 s abort or budget within 5 s),
// test/guest/values/sequences (absurd sizes refused within 2 s: under 0.1 s),
// test/conformance/modules/flow-clock (time.sleep(30) on the flow's clock within 20 s) and
// test/wasm/snapshot (outcomes and per-instance caps only).
// Alone for their bounds: test/guest/modules/async (gather of three 60 ms waits within 150 ms,
// sleep within 50 ms), test/fleet/journal (50 ms waits around a 30 ms call), and
// test/wasm/snapshot-file (rewrites dist/guest.js and dist/guest.snapshot that others read).
const ALONE = [
  ...BOUNDED_LIMITS,
  ...folderFiles("test/fleet"),
  ...folderFiles("test/browser"),
  "test/transpiler/limits/scaling.test.ts",
  "test/wasm/hibernation.test.ts",
  "test/wasm/sandbox.test.ts",
  "test/wasm/snapshot-file.test.ts",
  "test/wasm/worker-sandbox.test.ts",
  "test/host/cli/progress.test.ts",
  "test/host/cli/live-run.test.ts",
  "test/host/mcp/broken-upstream.test.ts",
  "test/host/mcp/http-idle.test.ts",
  "test/host/mcp/http-tenants.test.ts",
  "test/guest/modules/async.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    setupFiles: ["test/setup/typed-arrays.ts"],
    projects: [
      { extends: true, test: { name: "shared", include: ["test/**/*.test.ts"], exclude: ["**/node_modules/**", ...ALONE], maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "alone", include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
