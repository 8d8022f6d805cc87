// Issue 18 through the CLI (`toolflow run --json`, live tools and replay fixtures): a pattern
// that would backtrack for hours on a hidden line returns at once, and nothing the flow sees
// holds a secret word or a host folder (home with spaces and Unicode, project, temp, install).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, toolflow, type CliResult } from "../cli/built-cli.js";

const WORD = "TOPSECRET";
let base: string;
let project: string;
let home: string;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-redaction-")));
  project = join(base, "proj");
  home = join(base, "My Home Zoë");
  mkdirSync(join(project, "public"), { recursive: true });
  mkdirSync(join(home, "My Projects"), { recursive: true });
  writeFileSync(join(project, "toolflow.config.yaml"), `secrets:\n  words: [${WORD}]\n`);
  writeFileSync(join(project, "notes.txt"), `intro\npassword: ${WORD} h${"a".repeat(40)}!\nplain line\n`);
  writeFileSync(join(project, "public", `${WORD}_notes.txt`), "hello\n");
  const leak = `see ${home}/My Projects/k.pem, ${pathToFileURL(join(project, "src/x.js")).href}, ${ROOT}/dist and ${WORD}`;
  writeFileSync(join(project, "tools.json"), JSON.stringify({ mcp__peer__echo: [{ args: {}, output: leak }] }));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

function run(script: string, extra: string[]): Promise<CliResult> {
  writeFileSync(join(project, "flow.py"), script);
  return toolflow(["run", "--yes", "flow.py", "--json", ...extra], { cwd: project, env: { ...process.env, HOME: home, XDG_CONFIG_HOME: project } });
}

function expectNothingHidden(stdout: string): void {
  for (const hidden of [WORD, home, project, base, ROOT, encodeURI(home)]) expect(stdout).not.toContain(hidden);
}

describe("toolflow run hides secret content from every channel", () => {
  it("live tools: the hidden line never meets the pattern, paths and errors are filtered", async () => {
    const script = [
      "out = []",
      // On the hidden line this backtracks for hours; the flow's 20 s deadline would end it.
      `out.append(grep(pattern="^password: ${WORD} h(a+)+$")["text"])`,
      'out.append(glob(pattern="**/*.txt")["text"])',
      "try:",
      `    file_read(path="missing/${WORD}.txt")`,
      "except ToolError as e:",
      "    out.append(str(e))",
      "out",
    ].join("\n");
    const flow = await run(script, ["--timeout", "20"]);
    expect(flow.stderr).toBe("");
    const envelope = JSON.parse(flow.stdout);
    expect(envelope.status).toBe("ok");
    expect(envelope.result).toEqual(["", "notes.txt\npublic/[hidden]_notes.txt", "file not found: missing/[hidden].txt"]);
    expectNothingHidden(JSON.stringify([envelope.result, envelope.calls.map((c: { result_tail?: string; error?: string }) => [c.result_tail, c.error])]));
  });

  it("a peer tool's text: home (spaces, Unicode), project file:// URL, install folder and word hidden", async () => {
    const flow = await run('print(mcp__peer__echo()["text"])', ["--fixtures", "tools.json"]);
    expect(flow.stderr).toBe("");
    const envelope = JSON.parse(flow.stdout);
    expect(envelope.prints).toBe("see ~/My Projects/k.pem, src/x.js, <toolflow>/dist and [hidden]\n");
    expectNothingHidden(flow.stdout);
  });
});
