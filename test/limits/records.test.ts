// Limit: what the host keeps of a flow's calls (host/records). 1,000 calls each passing a 1 MB
// argument kept ~1 GB in the full envelope before; now large arguments are kept as digests
// within limits.keptCallBytes, and host memory grows by less than twice the flow's memory cap.
// The library run is measured in a child process (its own heap, forced GCs), the CLI run by its
// peak RSS against a trivial flow's.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectContained, project, ROOT, runCli, type Project } from "./cli-attack.js";
import { ensureBuilt } from "../ensure-built.js";

const MiB = 1024 * 1024;
const CAP = 64 * MiB;
const CALLS = 1000;
const SCRIPT = `s = "x" * 1000000\nfor i in range(${CALLS}):\n    sink(data=s)\n"done"\n`;

beforeAll(ensureBuilt, 120_000);

const CHILD = `
import { readFileSync } from "node:fs";
import { createRegistry, runFlow } from ${JSON.stringify(pathToFileURL(join(ROOT, "dist/index.js")).href)};
const sink = { name: "sink", category: "custom", flowEligible: true, output: "text", handler: async () => "ok" };
const options = { registry: createRegistry([sink]), limits: { maxCalls: ${CALLS} } };
const hwm = () => Number(/VmHWM:\\s*(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]) * 1024;
await runFlow({ name: "warm", code: "1", tools: ["sink"] }, options);
global.gc();
const base = process.memoryUsage();
const outcome = await runFlow({ name: "big", code: ${JSON.stringify(SCRIPT)}, tools: ["sink"], timeout_seconds: 900 }, options);
global.gc();
const after = process.memoryUsage();
const last = outcome.full.calls.at(-1);
console.log(JSON.stringify({
  status: outcome.full.status, calls: outcome.full.calls.length, last,
  retained: after.heapUsed + after.external - base.heapUsed - base.external,
  rss: after.rss - base.rss, peak: hwm() - base.rss,
}));
process.exit(0);
`;

// The two runs are separate processes of their own and take ~40 s each: they run side by side.
describe.concurrent("records", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "toolflow-records-"));
    writeFileSync(join(dir, "child.mjs"), CHILD);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`runFlow: ${CALLS} calls with 1 MB arguments grow host memory by less than twice the cap`, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--expose-gc", join(dir, "child.mjs")], { encoding: "utf8", timeout: 900_000 });
    const out = JSON.parse(stdout);
    console.log(`runFlow, ${CALLS} x 1 MB: retained ${(out.retained / MiB).toFixed(1)} MiB, RSS +${(out.rss / MiB).toFixed(1)} MiB, peak RSS +${(out.peak / MiB).toFixed(1)} MiB`);
    expect(out).toMatchObject({ status: "ok", calls: CALLS });
    expect(out.last.args).toEqual({});
    // 1,000 digests with their ends take ~2 MiB of the 16 MiB budget: every one keeps them.
    expect(out.last.args_digest).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), head: expect.stringMatching(/^\{"data": "x{246}$/), tail: expect.stringMatching(/^x{254}"\}$/) });
    expect(out.last.args_digest.bytes).toBeGreaterThan(1_000_000);
    expect(out.retained).toBeLessThan(2 * CAP);
    expect(out.rss).toBeLessThan(2 * CAP);
    expect(out.peak).toBeLessThan(2 * CAP);
  }, 900_000);

  describe("toolflow run", () => {
    let cli: Project;
    beforeAll(() => {
      cli = project({ max_calls: CALLS });
    });
    afterAll(() => cli.remove());

    it(`${CALLS} calls with 1 MB arguments grow its peak RSS by less than twice the cap`, async () => {
      const fixtures = cli.fixtures("sink.json", { sink: [{ args: { data: "x".repeat(1_000_000) }, output: "ok" }] });
      const baseline = await runCli(cli, "1\n", { fixtures });
      const run = await runCli(cli, SCRIPT, { fixtures, args: ["--full", "--timeout", "900"], timeoutMs: 900_000 });
      const growth = run.peakRss - baseline.peakRss;
      console.log(`toolflow run, ${CALLS} x 1 MB: peak RSS ${(run.peakRss / MiB).toFixed(0)} MiB, ${(growth / MiB).toFixed(1)} MiB over a trivial flow's`);
      expectContained(run, cli);
      expect(run.envelope).toMatchObject({ status: "ok", result: "done", stats: { calls: CALLS } });
      expect(run.envelope.calls.at(-1)).toMatchObject({ args: {}, args_digest: { bytes: expect.any(Number), head: expect.stringMatching(/^\{"data": "x+$/), tail: expect.stringMatching(/^x+"\}$/) } });
      expect(growth).toBeLessThan(2 * CAP);
    }, 900_000);
  });
});
