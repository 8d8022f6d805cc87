// End to end through the built CLI (dist/cli.js): a flow that catches ToolPermissionError and
// carries on, under a rules file (`--rules`) layered over the project's toolflow.config.yaml.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnvelopeSchema } from "../../../host/schema/envelope.js";
import { CLI } from "../cli/built-cli.js";

let base: string;
beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-cli-rules-")));
  const files: Record<string, string> = {
    "proj/src/a.txt": "alpha\n",
    "proj/src/b.txt": "beta\n",
    "proj/src/c.txt": "gamma uses SEKRIT-42\n",
    "proj/secret/keys.txt": "do not read\n",
    "proj/toolflow.config.yaml": "secrets:\n  words: [SEKRIT]\npermissions:\n  deny:\n    - tool: glob\n",
    "rules.yaml": 'deny:\n  - tool: file_read\n    args: {path: "secret{,/**}"}\nallow:\n  - tool: grep\n',
    "flow.py": [
      "found = []",
      'for path in ["src/a.txt", "secret/keys.txt", "src/b.txt", "../rules.yaml"]:',
      "    try:",
      '        found.append(file_read(path=path)["text"].strip())',
      "    except ToolPermissionError as e:",
      '        print("skipped", path, "-", e)',
      "try:",
      '    glob(pattern="**")',
      "except PermissionError as e:",
      '    print("no glob:", e)',
      'hits = grep(pattern="a", path="src")["text"].splitlines()',
      '{"found": found, "hits": hits}',
    ].join("\n"),
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, rel)), { recursive: true });
    writeFileSync(join(base, rel), text);
  }
  // No user-level config from this machine's home may leak into the test.
  mkdirSync(join(base, "xdg"));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`node build.mjs\` (npm test does) first`);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: base, env: { ...process.env, XDG_CONFIG_HOME: join(base, "xdg") }, timeout: 60_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end("");
  });
}

describe("toolflow run --rules", () => {
  it("runs a flow that catches ToolPermissionError and carries on", async () => {
    const { code, stdout, stderr } = await run(["run", "flow.py", "--root", "proj", "--rules", "rules.yaml", "--json", "--yes"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const envelope = EnvelopeSchema.parse(JSON.parse(stdout));
    expect(envelope.status).toBe("ok");
    expect(envelope.result).toEqual({ found: ["alpha", "beta"], hits: ["src/a.txt:1:alpha", "src/b.txt:1:beta"] });
    const fileDeny = 'permission denied by deny rule {tool: "file_read", args: {"path":"secret{,/**}"}}';
    const globDeny = 'permission denied by deny rule {tool: "glob"}';
    const outside = "permission denied: ../rules.yaml is outside the project root and no allow rule grants it";
    expect(envelope.prints).toBe(
      `skipped secret/keys.txt - ${fileDeny}\nskipped ../rules.yaml - ${outside}\nno glob: ${globDeny}\n`,
    );
    expect(envelope.calls.map((c) => [c.tool, c.status, c.error ?? null])).toEqual([
      ["file_read", "ok", null],
      ["file_read", "denied", fileDeny],
      ["file_read", "ok", null],
      ["file_read", "denied", outside],
      ["glob", "denied", globDeny],
      ["grep", "ok", null],
    ]);
  });

  it("reports a broken rules file as a usage error", async () => {
    writeFileSync(join(base, "bad.yaml"), "deny:\n  - tool: 3\nmaybe: []\n");
    const { code, stderr } = await run(["run", "flow.py", "--root", "proj", "--rules", "bad.yaml", "--json", "--yes"]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${join(base, "bad.yaml")}: maybe: unknown key (expected deny, ask, allow, ask-unless-allowed)`);
  });
});
