// Shared by the CLI attack suites: a throwaway project (toolflow.config.yaml + fixtures file) and
// one `toolflow run --yes SCRIPT --fixtures FILE --json` process per attack, as a user would run it.
// The process's wall clock and its own peak RSS (VmHWM, read by a preload just before it exits)
// come back with the envelope.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import type { Envelope } from "../../host/schema/envelope.js";
import { CLI, ROOT } from "../host/cli/built-cli.js";
import { parseEnvelope } from "./attack.js";

export { ROOT };

export interface Project {
  dir: string;
  /** Fixtures file name -> tools, written as JSON into the project. */
  fixtures(name: string, tools: Record<string, unknown>): string;
  /** Deletes the project (its fixtures can be 50 MB). */
  remove(): void;
}

/** A temp project whose toolflow.config.yaml sets `daemon.tool_flow` to `toolFlow` (YAML lines). */
export function project(toolFlow: Record<string, number>): Project {
  const dir = mkdtempSync(join(tmpdir(), "toolflow-cli-attack-"));
  const keys = Object.entries(toolFlow).map(([key, value]) => `    ${key}: ${value}\n`);
  writeFileSync(join(dir, "toolflow.config.yaml"), `daemon:\n  tool_flow:\n${keys.join("")}`);
  writeFileSync(join(dir, "tools.json"), JSON.stringify({ ping: [{ args: {}, output: "pong" }] }));
  writeFileSync(join(dir, "peak-rss.cjs"), PEAK_RSS_PRELOAD);
  return {
    dir,
    fixtures(name, tools) {
      writeFileSync(join(dir, name), JSON.stringify(tools));
      return name;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

// Runs in the CLI's process: worker threads share it, so VmHWM covers the sandbox too.
const PEAK_RSS_PRELOAD = `const fs = require("node:fs");
process.on("exit", () => {
  const kb = /VmHWM:\\s*(\\d+) kB/.exec(fs.readFileSync("/proc/self/status", "utf8"));
  if (kb) fs.writeFileSync(process.env.TOOLFLOW_TEST_PEAK_RSS, String(Number(kb[1]) * 1024));
});
`;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  envelope: Envelope;
  /** Spawn to exit, in ms. */
  wallMs: number;
  /** The process's peak resident set, in bytes. */
  peakRss: number;
}

export interface CliRunOptions {
  fixtures?: string;
  args?: string[];
  /** The process is killed past this (default 240 s). */
  timeoutMs?: number;
}

let runs = 0;

/** Runs `script` through the built CLI in `project`; the stdout must be one envelope. */
export function runCli(project: Project, script: string, options: CliRunOptions = {}): Promise<CliRun> {
  const id = ++runs;
  const scriptFile = `attack-${id}.py`;
  const rssFile = join(project.dir, `peak-rss-${id}`);
  writeFileSync(join(project.dir, scriptFile), script);
  const argv = ["--require", "./peak-rss.cjs", CLI, "run", "--yes", scriptFile, "--fixtures", options.fixtures ?? "tools.json", "--json", ...(options.args ?? [])];
  return new Promise((done, fail) => {
    const started = performance.now();
    // XDG_CONFIG_HOME points at the project too: no user-level config of this machine applies.
    const child = spawn(process.execPath, argv, {
      cwd: project.dir,
      env: { ...process.env, XDG_CONFIG_HOME: project.dir, TOOLFLOW_TEST_PEAK_RSS: rssFile },
      timeout: options.timeoutMs ?? 240_000,
    });
    const stdout: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", fail);
    child.on("close", (code) => {
      const wallMs = performance.now() - started;
      const text = Buffer.concat(stdout).toString("utf8");
      try {
        const peakRss = Number(readFileSync(rssFile, "utf8"));
        rmSync(rssFile);
        const envelope = parseEnvelope(JSON.parse(text));
        done({ code, stdout: text, stderr, envelope, wallMs, peakRss });
      } catch (error) {
        fail(new Error(`toolflow run exited ${code}: ${String(error)}\nstdout: ${text.slice(0, 2000)}\nstderr: ${stderr.slice(0, 2000)}`));
      }
    });
  });
}

/**
 * What every attack must leave intact: a clean exit (0 or 1, nothing on stderr) and an envelope
 * that names no host path (the install, the project folder, the temp folder).
 */
export function expectContained(run: CliRun, project: Project): void {
  expect(run.stderr).toBe("");
  expect(run.code).toBe(run.envelope.status === "ok" ? 0 : 1);
  for (const path of [ROOT, project.dir, tmpdir()]) expect(run.stdout).not.toContain(path);
}
