// Attack scripts through the built CLI (`toolflow run --yes SCRIPT --fixtures FILE --json`), with
// limits from the project's toolflow.config.yaml (issue 4): each ends with the error.type SPEC §4
// names for its limit (or CPython's, for a Python error), exits 1 with nothing on stderr, names no
// host path, and the limit holds: a timeout within 100 ms + 5% of its deadline, a memory bomb
// with process RSS growth under twice the (default) cap. Host-object escapes: cli-escapes.test.ts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../host/limits.js";
import { CLI } from "../host/cli/built-cli.js";
import { python } from "../host/tools/python.js";
import { MEMORY_BOMBS } from "./attack.js";
import { expectContained, project, runCli, type Project } from "./cli-attack.js";
import { ensureBuilt } from "../ensure-built.js";

const MiB = 1024 * 1024;
const CAP_MB = 16;
const DEFAULT_CAP_MB = DEFAULT_LIMITS.memoryBytes / MiB;
/** Each print() crosses from the sandbox's worker: 10-20 s of CPU per million-print run, minutes under load. */
const PRINTS_TIMEOUT_MS = 240_000;

let limited: Project;
let clamped: Project;
/** The default heap cap, set in the config: the RSS bound is measured against it. */
let defaultCap: Project;

beforeAll(() => {
  ensureBuilt();
  // The bombs must end at the memory cap, not at a deadline, even on a loaded machine.
  limited = project({ max_calls: 3, memory_mb: CAP_MB, max_timeout_seconds: 240 });
  clamped = project({ max_timeout_seconds: 2 });
  defaultCap = project({ memory_mb: DEFAULT_CAP_MB, max_timeout_seconds: 240 });
}, 120_000);

afterAll(() => {
  for (const p of [limited, clamped, defaultCap]) p?.remove();
});

describe("the timeout through the CLI", () => {
  it("stops `while True` under try/except within 100 ms + 5% of the clamped deadline", async () => {
    const deadlineMs = 2000;
    const allowanceMs = 100 + 0.05 * deadlineMs;
    // What a process spends outside its flow (start, config, output, exit), taken from a trivial
    // flow's wall clock less its stats.ms (an upper estimate: part of it overlaps a long flow).
    const baseline = await runCli(clamped, "1\n");
    const outsideMs = baseline.wallMs - baseline.envelope.stats.ms;
    expect(baseline.envelope.status).toBe("ok");
    const run = await runCli(clamped, "print('before')\ntry:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n", { args: ["--timeout", "60"] });
    expectContained(run, clamped);
    expect(run.envelope).toMatchObject({ status: "error", prints: "before\n", error: { type: "Timeout", message: "the flow did not finish within 2 seconds" } });
    const wallOverrun = run.wallMs - outsideMs - deadlineMs;
    console.log(
      `timeout, 2 s deadline: stats.ms ${run.envelope.stats.ms} (overrun ${run.envelope.stats.ms - deadlineMs} ms); ` +
        `process ${Math.round(run.wallMs)} ms, ${Math.round(outsideMs)} ms of it outside the flow (overrun ${Math.round(wallOverrun)} ms); allowed ${allowanceMs} ms`,
    );
    expect(run.envelope.stats.ms).toBeGreaterThanOrEqual(deadlineMs);
    expect(run.envelope.stats.ms - deadlineMs).toBeLessThanOrEqual(allowanceMs);
    expect(run.wallMs).toBeGreaterThanOrEqual(deadlineMs);
    expect(wallOverrun).toBeLessThanOrEqual(allowanceMs);
  });
});

const RSS_BOMBS = ["doubling lists", "a MemoryError caught in a loop"];

describe("attacks through the CLI", () => {
  let baselineRss: number;
  beforeAll(async () => {
    baselineRss = (await runCli(defaultCap, "1\n")).peakRss;
  }, 120_000);

  // The longest attacks first: concurrent tests start in this order.
  const millionPrints = "for i in range(10**6):\n    print(i)\n'done'\n";

  it.concurrent("a million prints, --json: prints keep head and tail around a mark, within the limits (SPEC §4)", async () => {
    const run = await runCli(limited, millionPrints);
    const expected = cpythonPrints(millionPrints);
    expectContained(run, limited);
    const { envelope } = run;
    expect(envelope).toMatchObject({ status: "ok", result: "done", stats: { print_bytes: Buffer.byteLength(expected) } });
    expect(envelope.truncation).toEqual({ truncated: true, prints: true, result: false, calls_omitted: 0 });
    expect(Buffer.byteLength(envelope.prints)).toBeLessThanOrEqual(DEFAULT_LIMITS.printsBytes);
    expect(Buffer.byteLength(run.stdout)).toBeLessThanOrEqual(DEFAULT_LIMITS.envelopeBytes);
    const head = commonPrefix(envelope.prints, expected);
    const tail = commonSuffix(envelope.prints, expected);
    const mark = envelope.prints.slice(head, envelope.prints.length - tail);
    expect(head).toBeGreaterThan(1024);
    expect(tail).toBeGreaterThan(1024);
    expect(mark).toMatch(/[^\d\n]/);
  }, PRINTS_TIMEOUT_MS);

  it.concurrent("a million prints, --full: every line, exactly as python3 prints them", async () => {
    const run = await runCli(limited, millionPrints, { args: ["--full"] });
    expectContained(run, limited);
    expect(run.envelope.truncation).toEqual({ truncated: false, prints: false, result: false, calls_omitted: 0 });
    expect(run.envelope.prints === cpythonPrints(millionPrints)).toBe(true);
  }, PRINTS_TIMEOUT_MS);

  it.concurrent.each(MEMORY_BOMBS)("%s: MemoryError at the cap", async (name, script) => {
    const run = await runCli(limited, script);
    expectContained(run, limited);
    console.log(`${name}: ${run.envelope.error?.type} after ${run.envelope.stats.ms} ms (cap ${CAP_MB} MiB)`);
    expect(run.envelope.error?.type).toBe("MemoryError");
    // Prints before the limit are kept; the script could not go on catching it.
    expect(run.envelope.prints.startsWith("start\n")).toBe(true);
    expect(run.envelope.prints).not.toContain("caught\ncaught\ncaught");
  });

  // The module's own base memory (static data, C stack, first heap pages) is outside the heap
  // cap and dominates a small one: the bound is checked at the default cap.
  it.concurrent.each(MEMORY_BOMBS.filter(([name]) => RSS_BOMBS.includes(name)))("%s: process RSS growth under twice the default cap", async (name, script) => {
    const run = await runCli(defaultCap, script);
    expectContained(run, defaultCap);
    const growth = run.peakRss - baselineRss;
    console.log(`${name} under ${DEFAULT_CAP_MB} MiB: ${run.envelope.error?.type}; peak RSS ${(run.peakRss / MiB).toFixed(0)} MiB, ${(growth / MiB).toFixed(1)} MiB over a trivial flow's`);
    expect(run.envelope.error?.type).toBe("MemoryError");
    expect(growth).toBeLessThan(2 * DEFAULT_CAP_MB * MiB);
  });

  it.concurrent("deep recursion ends as in CPython", async () => {
    const script = "def f(n):\n    return f(n + 1)\nf(0)\n";
    const run = await runCli(limited, script);
    expectContained(run, limited);
    expect(run.envelope.error?.type).toBe(cpythonErrorType(script));
    expect(run.envelope.error?.line).toBe(2);
  });

  it.concurrent("`while True: ping()` stops at max_calls with the calls made before it", async () => {
    const run = await runCli(limited, "print('start')\nwhile True:\n    ping()\n");
    expectContained(run, limited);
    expect(run.envelope).toMatchObject({ status: "error", prints: "start\n", stats: { calls: 3 }, error: { type: "CallLimitExceeded" } });
    expect(run.envelope.calls.map((c) => [c.seq, c.tool, c.status])).toEqual([1, 2, 3].map((seq) => [seq, "ping", "ok"]));
  });

  it.concurrent("prints past what the host keeps: --full keeps their head, says where it stopped, and is flagged", async () => {
    const script = "for i in range(3):\n    print(str(i) * 4_000_000)\n'done'\n";
    const run = await runCli(limited, script, { args: ["--full"] });
    expectContained(run, limited);
    const kept = "0".repeat(4_000_000) + "\n" + "1".repeat(4_000_000) + "\n";
    const { envelope } = run;
    expect(envelope).toMatchObject({ status: "ok", result: "done", stats: { print_bytes: 12_000_003 } });
    expect(envelope.truncation).toEqual({ truncated: true, prints: true, result: false, calls_omitted: 0 });
    expect(envelope.prints.startsWith(kept)).toBe(true);
    const note = envelope.prints.slice(kept.length);
    expect(note).not.toContain("2");
    expect(note).toContain(String(DEFAULT_LIMITS.keptPrintBytes));
  });

  it.concurrent("a tool answering 50 MB of text to a flow capped at 16 MiB", async () => {
    const text = `${"y".repeat(50 * MiB - 3)}end`;
    const fixtures = limited.fixtures("huge.json", { huge: [{ args: {}, output: text }] });
    const run = await runCli(limited, "print('before')\nr = huge()\nprint(len(r['text']))\n", { fixtures });
    expectContained(run, limited);
    console.log(`50 MB tool answer: ${run.envelope.error?.type ?? run.envelope.status} after ${run.envelope.stats.ms} ms; CLI peak RSS ${(run.peakRss / MiB).toFixed(0)} MiB`);
    // 50 MB of text cannot fit in a 16 MiB heap: the memory limit ends the flow.
    expect(run.envelope).toMatchObject({ status: "error", prints: "before\n", error: { type: "MemoryError" } });
    expect(run.envelope.calls).toHaveLength(1);
    expect(run.envelope.calls[0]).toMatchObject({ tool: "huge", status: "ok", result_tail: text.slice(-DEFAULT_LIMITS.resultTailChars) });
    expect(Buffer.byteLength(run.stdout)).toBeLessThanOrEqual(DEFAULT_LIMITS.envelopeBytes);
  });

  it.concurrent("a tool error holding host paths reaches the script and the envelope without them", async () => {
    // This host's folders, each as the redaction filter knows them: home, temp, the working folder.
    const home = homedir();
    const message = `ENOENT: no such file or directory, open '${home}/.secrets/token.txt' (cwd ${tmpdir()}/app-data, file://${process.cwd()}/tool/run.js)`;
    const fixtures = limited.fixtures("leaky.json", { leaky: [{ args: {}, output: { error: message } }] });
    const script = "try:\n    leaky()\nexcept ToolError as e:\n    print(type(e).__name__, str(e))\nleaky()\n";
    const run = await runCli(limited, script, { fixtures });
    expectContained(run, limited);
    const { envelope } = run;
    expect(envelope).toMatchObject({ status: "error", error: { type: "ToolError", line: 5 } });
    expect(envelope.calls.map((c) => c.status)).toEqual(["error", "error"]);
    // What the tool said stays readable (SPEC §3: the tool's error text, no host internals)...
    for (const seen of [envelope.prints, envelope.error!.message, envelope.calls[0]!.error!]) {
      expect(seen).toContain("ENOENT: no such file or directory, open");
      expect(seen).toContain("token.txt");
    }
    expect(envelope.prints.startsWith("ToolError ")).toBe(true);
    // ...but not where on the host it was.
    for (const folder of [home, tmpdir(), process.cwd()]) expect(run.stdout).not.toContain(folder);
  });

  it("reports a bad config key with its path (exit 2)", () => {
    const dir = mkdtempSync(join(tmpdir(), "toolflow-bad-config-"));
    writeFileSync(join(dir, "toolflow.config.yaml"), "daemon:\n  tool_flow:\n    max_calls: x\n");
    writeFileSync(join(dir, "a.py"), "1\n");
    const child = spawnSync(process.execPath, [CLI, "run", "--yes", "a.py", "--tools", ""], { cwd: dir, encoding: "utf8", env: { ...process.env, XDG_CONFIG_HOME: dir } });
    expect(child.status).toBe(2);
    expect(child.stderr).toContain('toolflow.config.yaml: daemon.tool_flow.max_calls: expected a positive integer, got "x"');
  });
});

/** What python3 prints for `script`, run once per script (a million prints take it seconds). */
const cpythonOutputs = new Map<string, string>();
function cpythonPrints(script: string): string {
  let out = cpythonOutputs.get(script);
  if (out === undefined) cpythonOutputs.set(script, (out = spawnSync("python3", ["-c", script], { encoding: "utf8", maxBuffer: 64 * MiB }).stdout));
  return out;
}

/** The exception type CPython ends `script` with (the oracle for Python errors). */
function cpythonErrorType(script: string): string {
  return python(`import sys\ntry:\n    exec(compile(${JSON.stringify(script)}, "<flow>", "exec"), {})\nexcept BaseException as e:\n    print(type(e).__name__, end="")\n`);
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

function commonSuffix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
  return i;
}
