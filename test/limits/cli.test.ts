// Attack scripts through the built CLI (`toolflow run --yes --fixtures ... --json`), with limits
// from the project's toolflow.config.yaml: each ends with the right error.type and exit code 1.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { EnvelopeSchema } from "../../host/schema/envelope.js";
import { CLI } from "../host/cli/built-cli.js";
import { buildOnce } from "./attack.js";

let project: string;

beforeAll(() => {
  buildOnce();
  project = mkdtempSync(join(tmpdir(), "toolflow-limits-cli-"));
  writeFileSync(join(project, "toolflow.config.yaml"), "daemon:\n  tool_flow:\n    max_calls: 3\n    memory_mb: 16\n    max_timeout_seconds: 2\n");
  writeFileSync(join(project, "tools.json"), JSON.stringify({ ping: [{ args: {}, output: "pong" }] }));
}, 120_000);

function run(script: string, ...extra: string[]) {
  writeFileSync(join(project, "attack.py"), script);
  // XDG_CONFIG_HOME points at the project too: no user-level config of this machine applies.
  const child = spawnSync(process.execPath, [CLI, "run", "--yes", "attack.py", "--fixtures", "tools.json", "--json", ...extra], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, XDG_CONFIG_HOME: project },
    timeout: 60_000,
  });
  return { code: child.status, stderr: child.stderr, envelope: EnvelopeSchema.parse(JSON.parse(child.stdout)) };
}

const attacks: [string, string, string][] = [
  ["while True: pass (clamped to max_timeout_seconds)", "while True:\n    pass\n", "Timeout"],
  ["deep recursion", "def f(n):\n    return f(n + 1)\nf(0)\n", "RecursionError"],
  ["doubling lists", "x = [1]\nwhile True:\n    x = x + x\n", "MemoryError"],
  ["the call cap (max_calls: 3)", "while True:\n    ping()\n", "CallLimitExceeded"],
];

describe("attacks through toolflow run", () => {
  it.each(attacks)("%s", async (_name, script, type) => {
    const { code, envelope, stderr } = run(script, "--timeout", "60");
    expect(stderr).toBe("");
    expect(envelope.error?.type).toBe(type);
    expect(code).toBe(1);
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
