// README.md is executed: the library example runs against the built package and prints what its
// last comment says; the fixtures example parses; every relative link points at a file.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { parseFixtures } from "../../../host/fixtures.js";
import { codeBlock, promisedOutput, README } from "../../readme-blocks.js";
import { ROOT } from "./built-cli.js";

describe("README.md", () => {
  it("runs the library example and prints what it promises", () => {
    const code = codeBlock("## The library", "ts");
    const expected = promisedOutput(code);
    expect(expected).toBeDefined();
    const library = join(ROOT, "dist/index.js");
    if (!existsSync(library)) throw new Error("dist/index.js is missing: run `node build.mjs` (npm test does) first");
    const dir = mkdtempSync(join(tmpdir(), "toolflow-readme-"));
    try {
      const file = join(dir, "example.mts");
      // The example imports the package by name; here it is the build in this checkout.
      writeFileSync(file, code.replace(/from "toolflow"/, `from ${JSON.stringify(pathToFileURL(library).href)}`));
      const out = execFileSync(process.execPath, ["--import", "tsx", file], { cwd: ROOT, encoding: "utf8" });
      expect(out).toBe(`${expected}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows a valid fixtures file", () => {
    const fixtures = parseFixtures(codeBlock("### Replay fixtures", "json"), "README");
    expect([...fixtures.tools.keys()]).toEqual(["file_read", "mcp__issues__list"]);
  });

  it("links only to files that exist", () => {
    const links = [...README.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(existsSync(join(ROOT, link)), link).toBe(true);
  });
});
