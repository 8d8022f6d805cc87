// The docs stand on their own: README.md and docs/*.md link only to files of the repository, and
// cite no specification a user of the package cannot see.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DOCS = ["README.md", "CHANGELOG.md", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

describe.each(DOCS)("%s", (doc) => {
  const text = readFileSync(join(ROOT, doc), "utf8");

  it("links only to files inside the repository that exist", () => {
    const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
    for (const link of links) {
      const target = resolve(ROOT, dirname(doc), link);
      expect(target.startsWith(ROOT + "/"), `${link} leaves the repository`).toBe(true);
      expect(existsSync(target), `${link} does not exist`).toBe(true);
    }
  });

  it("cites no specification outside the repository", () => {
    expect(text).not.toMatch(/SPEC(\.md| §)|SUBSET\.md|shared\/spec/);
  });
});
