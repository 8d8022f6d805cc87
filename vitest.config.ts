import { readdirSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Limit tests that bound no time, memory or fairness (each flow's deadline is many times what it
// takes on a loaded machine; they assert outcomes, not speed): they run with the rest. Every
// other file of test/limits/, new ones included, runs alone.
const UNBOUNDED_LIMITS = ["calls", "host-objects", "recursion", "tool-error", "tool-edges", "truncation", "hostile-input", "cli-hostile-input", "mcp-attack"].map((name) => `${name}.test.ts`);
const BOUNDED_LIMITS = readdirSync(new URL("test/limits/", import.meta.url))
  .filter((file) => file.endsWith(".test.ts") && !UNBOUNDED_LIMITS.includes(file))
  .map((file) => `test/limits/${file}`);

// Files that measure time, memory or fairness, load the whole machine (real browsers, fleets of
// processes, npm installs) or rebuild dist/: they run one at a time once the rest is done, so no
// other test file competes with their bounds. Everything else runs two files at a time (vitest's
// default on two cores is one).
const ALONE = [
  ...BOUNDED_LIMITS,
  "test/fleet/**",
  "test/browser/**",
  "test/package/**",
  "test/transpiler/limits/**",
  "test/wasm/build.test.ts",
  "test/wasm/hibernation.test.ts",
  "test/wasm/sandbox.test.ts",
  "test/wasm/snapshot-file.test.ts",
  "test/wasm/snapshot.test.ts",
  "test/wasm/worker-sandbox.test.ts",
  "test/host/cli/progress.test.ts",
  "test/host/cli/live-run.test.ts",
  "test/host/mcp/broken-upstream.test.ts",
  "test/host/mcp/http-idle.test.ts",
  "test/host/mcp/http-tenants.test.ts",
  "test/host/e2e.test.ts",
  "test/host/run-flow.test.ts",
  "test/host/tools/grep.test.ts",
  "test/host/tools/line-matcher.test.ts",
  "test/guest/modules/async.test.ts",
  "test/guest/values/sequences.test.ts",
  "test/conformance/modules/flow-clock.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    setupFiles: ["test/setup/typed-arrays.ts"],
    projects: [
      { extends: true, test: { name: "shared", include: ["test/**/*.test.ts"], exclude: ["**/node_modules/**", ...ALONE], maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "alone", include: ALONE.map((p) => (p.endsWith("**") ? `${p}/*.test.ts` : p)), fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
