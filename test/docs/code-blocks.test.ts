// Every fenced block of README.md and docs/*.md says how it is checked (` ```sh check=run `), and
// is: shell lines run the built CLI (exit 0; `--json` prints an ok envelope), TypeScript runs
// against the built library and prints what its last `// ...` comment promises, config and rules
// YAML load through toolflow's own parsers, fixtures parse, the envelope sample is an envelope.
// `check=browser` blocks are run by test/browser; `check=none` marks a sketch (a synopsis, a
// diagram, commands that need a server). Batched: one process per kind, in parallel.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveConfig } from "../../host/config/load.js";
import { parseConfigFile } from "../../host/config/parse.js";
import { parseFixtures } from "../../host/fixtures.js";
import { parseRulesFile } from "../../host/permissions/rules-file.js";
import { EnvelopeSchema } from "../../host/schema/envelope.js";
import { ensureBuilt } from "../ensure-built.js";
import { CLI, ROOT } from "../host/cli/built-cli.js";
import { fencedBlocks, promisedOutput, type FencedBlock } from "../readme-blocks.js";

const run = promisify(execFile);

const FILES = ["README.md", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
const BLOCKS = FILES.flatMap((file) => fencedBlocks(file, readFileSync(join(ROOT, file), "utf8")));
const where = (block: FencedBlock) => `${block.file}:${block.line}`;
const checked = (check: string, lang?: string) => BLOCKS.filter((b) => b.check === check && (lang === undefined || b.lang === lang));

// The blocks run the built CLI and library.
beforeAll(ensureBuilt, 120_000);

const scratch = mkdtempSync(join(tmpdir(), "toolflow-doc-blocks-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The toolflow commands of a shell block: comments dropped, `npm ...` steps (the reader's) skipped. */
function toolflowCommands(code: string): string[] {
  return code
    .split("\n")
    .map((line) => line.replace(/(^|\s)#.*$/, "").trim())
    .flatMap((line) => line.split(/\s*&&\s*/))
    .filter((command) => command !== "" && !command.startsWith("npm "));
}

describe("the code blocks of README.md and docs/", () => {
  it("each say how they are checked", () => {
    const kinds = new Map([
      ["run", ["sh", "ts"]],
      ["config", ["yaml"]],
      ["rules", ["yaml"]],
      ["fixtures", ["json"]],
      ["envelope", ["jsonc"]],
      ["browser", ["html"]],
      ["none", undefined],
    ]);
    const unmarked = BLOCKS.filter((b) => b.check === undefined || !kinds.has(b.check)).map(where);
    expect(unmarked, "blocks without a known check=").toEqual([]);
    for (const block of BLOCKS) {
      const langs = kinds.get(block.check!);
      if (langs) expect(langs, where(block)).toContain(block.lang);
    }
    expect(BLOCKS.filter((b) => b.check !== "none").length).toBeGreaterThanOrEqual(10);
  });

  // The two that start processes run side by side.
  it.concurrent("shell: each toolflow command runs and succeeds", async () => {
    const commands = checked("run", "sh").flatMap((block) => toolflowCommands(block.code).map((command) => ({ block, command })));
    expect(commands.length).toBeGreaterThan(0);
    await Promise.all(
      commands.map(async ({ block, command }) => {
        expect(command, where(block)).toMatch(/(^|\| )npx toolflow /);
        const shell = command.replace(/npx toolflow /g, `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} `);
        const { stdout } = await run("bash", ["-c", shell], { cwd: ROOT, timeout: 60_000 });
        if (/ --json\b/.test(command)) expect(JSON.parse(stdout), `${where(block)}: ${command}`).toMatchObject({ status: "ok" });
        else expect(stdout, `${where(block)}: ${command}`).not.toBe("");
      }),
    );
  });

  it.concurrent("TypeScript: each runs against the built library and prints what it promises", async () => {
    const blocks = checked("run", "ts");
    expect(blocks.length).toBeGreaterThan(0);
    const library = pathToFileURL(join(ROOT, "dist/index.js")).href;
    const files = blocks.map((block, i) => {
      const file = join(scratch, `block-${i}.mts`);
      writeFileSync(file, block.code.replace(/from "toolflow"/g, `from ${JSON.stringify(library)}`));
      return pathToFileURL(file).href;
    });
    // One process: each block is imported in turn, a marker line between their outputs.
    const runner = join(scratch, "run-blocks.mts");
    writeFileSync(runner, files.map((f, i) => `console.log("--- block ${i}");\nawait import(${JSON.stringify(f)});`).join("\n"));
    const { stdout } = await run(process.execPath, ["--import", "tsx", runner], { cwd: ROOT, timeout: 60_000 });
    const outputs = stdout.split(/^--- block \d+\n/m).slice(1);
    blocks.forEach((block, i) => {
      const promised = promisedOutput(block.code);
      expect(promised, `${where(block)} ends with a // comment saying what it prints`).toBeDefined();
      expect(outputs[i], where(block)).toBe(`${promised}\n`);
    });
  });

  it("YAML: config files load and rules files parse with toolflow's own schemas", () => {
    const configs = checked("config");
    const rules = checked("rules");
    expect(configs.length + rules.length).toBeGreaterThan(0);
    for (const block of configs) expect(() => resolveConfig(parseConfigFile(block.code, where(block))), where(block)).not.toThrow();
    for (const block of rules) expect(Object.keys(parseRulesFile(block.code, where(block))).length, where(block)).toBeGreaterThan(0);
  });

  it("fixtures parse, and the envelope sample is an envelope", () => {
    for (const block of checked("fixtures")) expect(parseFixtures(block.code, where(block)).tools.size, where(block)).toBeGreaterThan(0);
    const envelopes = checked("envelope");
    expect(envelopes.length).toBeGreaterThan(0);
    for (const block of envelopes) {
      const json = JSON.parse(block.code.replace(/\/\/.*$/gm, ""));
      expect(() => EnvelopeSchema.parse(json), where(block)).not.toThrow();
    }
  });

  it("browser blocks are the ones test/browser runs", () => {
    const source = readFileSync(join(ROOT, "test/browser/page-module.test.ts"), "utf8");
    for (const block of checked("browser")) expect(source, where(block)).toContain("README's browser example");
    expect(checked("browser").every((b) => b.file === "README.md")).toBe(true);
  });
});
