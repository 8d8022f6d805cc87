// `toolflow run --url` against a real `toolflow mcp --http` (dist/cli.js, the everything server
// upstream): a flow run to its end, moved to the background by SIGUSR1, by `toolflow job
// background` from elsewhere, and by the b key on a real pseudo-terminal (after answering the
// approval prompt there), and cancelled by Ctrl+C. The moved flows stay reachable by `job`.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild } from "../jobs/built.js";
import { CLI, ROOT, startMcpHttp } from "./built-cli.js";

const execFileAsync = promisify(execFile);

let dir: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcess;
let url: string;
/** The test's own view of the server's jobs. */
let observer: Client;

/** Waits in the upstream call for 10 minutes: only moving or cancelling it ends the test. */
const LONG_FLOW = 'print("waiting")\nmcp__everything__trigger_long_running_operation(duration=600, steps=2)\n';

beforeAll(async () => {
  requireBuild();
  dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-run-url-")));
  mkdirSync(join(dir, "xdg"));
  env = { ...process.env, XDG_CONFIG_HOME: join(dir, "xdg") };
  writeFileSync(join(dir, "notes.txt"), "alpha\nbeta\n");
  writeFileSync(join(dir, "toolflow.config.yaml"), `mcp_servers:\n  everything:\n    command: ${join(ROOT, "node_modules/.bin/mcp-server-everything")}\n    args: [stdio]\n`);
  writeFileSync(join(dir, "quick.py"), 'len(file_read(path="notes.txt")["text"].split())\n');
  writeFileSync(join(dir, "long.py"), LONG_FLOW);
  ({ server, url } = await startMcpHttp(["--root", dir], env));
  observer = new Client({ name: "observer", version: "1" });
  await observer.connect(new StreamableHTTPClientTransport(new URL(url)));
}, 60_000);

afterAll(async () => {
  await observer?.close();
  server?.kill("SIGTERM");
});

async function job(name: string, args: Record<string, unknown>): Promise<Record<string, any>> {
  const result = (await observer.callTool({ name, arguments: args })) as CallToolResult;
  return JSON.parse(result.content[0]?.type === "text" ? result.content[0].text : "null");
}

/** Until the job exists and its flow is inside its first tool call. */
async function inCall(handle: string): Promise<void> {
  for (;;) {
    const { jobs } = await job("job_list", {});
    if (jobs.some((j: { job: string; calls: number }) => j.job === handle && j.calls >= 1)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function start(args: string[]): { child: ChildProcess; done: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
  return { child, done };
}

/** The CLI on a pseudo-terminal (test/host/cli/pty-drive.py), typing `steps` as their prompts show. */
async function onTerminal(args: string[], steps: { wait: string; send: string }[]): Promise<{ code: number; output: string; unsent: number }> {
  const spec = { cmd: [process.execPath, CLI, ...args], cwd: dir, steps, timeout: 50 };
  const { stdout } = await execFileAsync("python3", [join(ROOT, "test/host/cli/pty-drive.py"), JSON.stringify(spec)], { env });
  return JSON.parse(stdout);
}

describe("toolflow run --url", () => {
  it("runs a flow on the server with its tools and prints the envelope", async () => {
    const { code, stdout, stderr } = await start(["run", "quick.py", "--url", url, "--yes", "--json"]).done;
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ status: "ok", result: 2, calls: [{ tool: "file_read", status: "ok" }] });
  });

  it("moves the flow to the background on SIGUSR1: prints the handle, exits 3, the job runs on", async () => {
    const run = start(["run", "long.py", "--url", url, "--yes", "--name", "sig"]);
    await inCall("sig");
    run.child.kill("SIGUSR1");
    const { code, stdout, stderr } = await run.done;
    expect(code).toBe(3);
    expect(stdout).toBe("sig\n");
    expect(stderr).toContain(`toolflow job result sig --url ${url}`);
    expect(await job("job_status", { job: "sig" })).toMatchObject({ status: "running", background: true, calls: 1 });
    const cancelled = await execFileAsync(process.execPath, [CLI, "job", "cancel", "sig", "--url", url], { env });
    expect(cancelled.stdout).toMatch(/^sig {2}cancelled {2}1 call/);
  });

  it("lets `toolflow job background` move another terminal's flow", async () => {
    const run = start(["run", "long.py", "--url", url, "--yes", "--name", "other", "--json"]);
    await inCall("other");
    const moved = await execFileAsync(process.execPath, [CLI, "job", "background", "other", "--url", url], { env });
    expect(moved.stdout).toBe("other  running in the background\n");
    const { code, stdout } = await run.done;
    expect(code).toBe(3);
    expect(JSON.parse(stdout)).toEqual({ job: "other", status: "running" });
    expect(await job("job_cancel", { job: "other" })).toMatchObject({ status: "cancelled" });
  });

  it("on a terminal: asks for approval, then the b key moves the flow to the background", async () => {
    // A script of its own, so no earlier approval of the same digest answers for it.
    writeFileSync(join(dir, "keyed.py"), `# keyed\n${LONG_FLOW}`);
    const { code, output, unsent } = await onTerminal(["run", "keyed.py", "--url", url], [
      { wait: "Run it\\? \\[y/N\\] ", send: "y\r" },
      { wait: "b: background", send: "b" },
    ]);
    expect(unsent).toBe(0);
    expect(output).toContain('toolflow: flow "keyed" asks to run this script');
    expect(output).toMatch(/keyed: \d+ calls?, \d+ s {2}\(b: background, Ctrl\+C: cancel\)/);
    expect(code).toBe(3);
    expect(await job("job_status", { job: "keyed" })).toMatchObject({ status: "running", background: true });
    expect(await job("job_cancel", { job: "keyed" })).toMatchObject({ status: "cancelled" });
  });

  it("on a terminal: Ctrl+C cancels the flow and shows its envelope", async () => {
    const { code, output } = await onTerminal(["run", "long.py", "--url", url, "--yes", "--name", "interrupted"], [{ wait: "b: background", send: "\x03" }]);
    expect(code).toBe(1);
    expect(output).toContain("Cancelled: the flow was cancelled");
    expect(output).toContain("waiting");
    expect(await job("job_status", { job: "interrupted" })).toMatchObject({ status: "cancelled", background: false });
  });

  it("refuses the flags that only apply to a local run", async () => {
    const { code, stderr } = await start(["run", "quick.py", "--url", url, "--root", "."]).done;
    expect(code).toBe(2);
    expect(stderr).toContain("--url runs the flow on the server, with its tools and rules; drop --root");
  });
});
