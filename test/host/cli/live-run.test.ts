// `toolflow run` as a person watches it: the script's prints reach stdout while the flow still
// runs (even one that computes between prints), and Ctrl+C (SIGINT) ends the flow as Cancelled
// with its envelope still printed, for people and with --json.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild } from "../jobs/built.js";
import { CLI } from "./built-cli.js";

let dir: string;
const SCRIPT = 'print("started")\nx = 0\nwhile True:\n    x += 1\n    if x % 100000 == 0:\n        print("tick")\n';

beforeAll(() => {
  requireBuild();
  dir = mkdtempSync(join(tmpdir(), "toolflow-live-"));
  writeFileSync(join(dir, "loop.py"), SCRIPT);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI, sends SIGINT once stdout shows "tick" (the flow is computing), resolves on exit. */
function interrupted(args: string[]): Promise<{ code: number | null; stdout: string; beforeInterrupt: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, "run", "--yes", ...args, join(dir, "loop.py")], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let beforeInterrupt: string | undefined;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no streamed output in time: ${stdout}`));
    }, 60_000);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (beforeInterrupt === undefined && stdout.includes("tick\n")) {
        beforeInterrupt = stdout;
        child.kill("SIGINT");
      }
    });
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, beforeInterrupt: beforeInterrupt ?? "" });
    });
  });
}

describe("toolflow run on a terminal", () => {
  it("streams prints while the flow computes, and Ctrl+C prints the Cancelled envelope", async () => {
    const { code, stdout, beforeInterrupt } = await interrupted([]);
    expect(beforeInterrupt.startsWith("== prints ==\nstarted\n")).toBe(true);
    expect(code).toBe(1);
    expect(stdout).toMatch(/\n== error ==\nCancelled: the flow was cancelled\n\nstatus: error \| 0 calls \| \d+ ms\n$/);
    // The prints are not shown a second time.
    expect(stdout.match(/== prints ==/g)).toHaveLength(1);
  }, 90_000);

  it("with --json, prints nothing but the envelope, which says Cancelled and holds the prints", async () => {
    const child = spawn(process.execPath, [CLI, "run", "--yes", "--json", join(dir, "loop.py")], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    // No streamed output to wait for: interrupt once the command has had time to start (Ctrl+C
    // before the flow starts cancels it just the same).
    await new Promise((resolve) => setTimeout(resolve, 5000));
    child.kill("SIGINT");
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(1);
    const envelope = JSON.parse(stdout);
    expect(envelope).toMatchObject({ status: "error", error: { type: "Cancelled" }, calls: [] });
    expect(stderr).toBe("");
  }, 90_000);
});
