// The README's JobManager example runs against the built package and prints what its last
// comment says.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, expect, it } from "vitest";
import { requireBuild } from "./built.js";

const ROOT = new URL("../../..", import.meta.url).pathname;

beforeAll(requireBuild);

it("runs the README's background jobs example", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("\n## MCP and background jobs\n"));
  const code = /```ts[^\n]*\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error("no ts block under ## MCP and background jobs in README.md");
  const expected = /\n\/\/ (.*)\n$/.exec(code)?.[1];
  const dir = mkdtempSync(join(tmpdir(), "toolflow-readme-jobs-"));
  try {
    const file = join(dir, "example.mts");
    writeFileSync(file, code.replace(/from "toolflow"/, `from ${JSON.stringify(pathToFileURL(join(ROOT, "dist/index.js")).href)}`));
    const out = execFileSync(process.execPath, ["--import", "tsx", file], { cwd: ROOT, encoding: "utf8" });
    expect(out).toBe(`${expected}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
