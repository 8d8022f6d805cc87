// Out-of-subset scripts are refused before anything runs: every case in refused.py, through runFlow
// (and one through the CLI), must end with status error, SyntaxError at the line marked
// `# refused`, a message naming the column and a substitute, no prints and no tool calls.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureRegistry, parseFixtures } from "../../../host/fixtures.js";
import { createRegistry } from "../../../host/registry.js";
import { runFlow } from "../../../host/run-flow.js";
import { parseCases, ROOT } from "../runner.js";

const FILE = fileURLToPath(new URL("./refused.py", import.meta.url));
const cases = parseCases(readFileSync(FILE, "utf8"), FILE);
const CLI = join(ROOT, "dist/cli.js");

/** The script line carrying the `# refused` marker (1-based). */
function markedLine(source: string): number {
  const i = source.split("\n").findIndex((l) => /#\s*refused\s*$/.test(l));
  if (i < 0) throw new Error("case has no `# refused` line");
  return i + 1;
}

/** `... (line L:C)`: the message ends with the position; before it, `; ` and a substitute. */
const POSITION = /\(line (\d+):(\d+)\)$/;
const SUBSTITUTE = /; \S.*\(line \d+:\d+\)$/;

describe("refusals", () => {
  beforeAll(() => {
    // runFlow rejects before the sandbox, but the CLI case needs dist/.
    if (!existsSync(CLI)) execFileSync(process.execPath, [join(ROOT, "build.mjs")], { cwd: ROOT, stdio: "pipe" });
  }, 120_000);

  it("has a case for every refused construct", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  for (const c of cases) {
    it(c.name, async () => {
      const fixtures = c.fixtures ? parseFixtures(c.fixtures, c.name) : undefined;
      const registry = fixtures ? fixtureRegistry(fixtures) : createRegistry([]);
      const out = await runFlow(
        { code: c.source, name: "refusal", tools: [...registry.keys()] },
        { registry, ...(fixtures ? { aliases: fixtures.aliases } : {}) },
      );
      if (out.rejected) throw new Error(`request rejected: ${JSON.stringify(out.problems)}`);
      const env = out.full;
      const where = `${c.file}:${c.line}`;
      expect(env.status, where).toBe("error");
      expect(env.error?.type, where).toBe("SyntaxError");
      expect(env.error?.line, where).toBe(markedLine(c.source));
      const message = env.error?.message ?? "";
      expect(message, where).toMatch(POSITION);
      expect(Number(POSITION.exec(message)![1]), where).toBe(markedLine(c.source));
      expect(message, where).toMatch(SUBSTITUTE);
      expect(env.prints, where).toBe("");
      expect(env.calls, where).toEqual([]);
    });
  }

  it("refuses through the CLI too, exit status 1, before any print", () => {
    const script = 'print("started")\nimport os.path\n';
    const run = spawnSync(process.execPath, [CLI, "run", "--yes", "-", "--json"], { input: script, encoding: "utf8", cwd: ROOT });
    expect(run.status).toBe(1);
    const env = JSON.parse(run.stdout);
    expect(env.status).toBe("error");
    expect(env.prints).toBe("");
    expect(env.calls).toEqual([]);
    expect(env.error).toMatchObject({ type: "SyntaxError", line: 2 });
    expect(env.error.message).toMatch(/^`import os\.path` is not available in tool flows; available modules: .*\(line 2:\d+\)$/);
  });

  it("finds dunder names built at run time only as AttributeError, never an object's internals", async () => {
    const code = 'x = [1]\nname = "__di" + "ct__"\nprint(hasattr(x, name))\ngetattr(x, name)\n';
    const out = await runFlow({ code, name: "dunder", tools: [] }, { registry: createRegistry([]) });
    if (out.rejected) throw new Error("rejected");
    expect(out.full.prints).toBe("False\n");
    expect(out.full.error).toMatchObject({ type: "AttributeError", line: 4, message: "'list' object has no attribute '__dict__'" });
  });
});
