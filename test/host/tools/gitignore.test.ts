// .gitignore handling of the tree walk, checked against git itself: in a scratch repository,
// `git ls-files --others --exclude-standard` lists exactly the files git does not ignore.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveTools } from "../../../host/tools/index.js";
import { ctx, makeTree, type TempTree } from "./temp-tree.js";

let tree: TempTree;

const FILES = [
  "app.log", "keep.log", "src/app.log", "src/main.ts", "src/main.ts.bak", "build/out.js", "src/build/nested.js",
  "docs/build", "docs/guide.md", "docs/draft-1.md", "docs/drafts/a.md", "tmp/x", "src/tmp/y", "logs/today.txt",
  "logs/important.txt", "a/b/c/deep.txt", "a/b/c/deep.md", "x/generated/out.ts", "x/src/generated.ts", "#hash.txt",
  " space.txt", "!bang.txt", "vendor/lib/a.js", "vendor/lib/keep.js", "Doc.MD", "sub/.gitignore", "sub/local.txt",
  "sub/other.txt", "sub/deeper/local.txt", "sub/deeper/un.txt", "[ab].txt", "a.txt", "data/2024/01.csv",
  "data/2024/keep.csv", "data/2025/01.csv",
];

const ROOT_IGNORE = [
  "# comments and blank lines are skipped",
  "",
  "*.log",
  "!keep.log",
  "/build/",
  "tmp/",
  "*.bak",
  "docs/draft-?.md",
  "docs/drafts",
  "logs/*",
  "!logs/important.txt",
  "a/**/deep.txt",
  "**/generated",
  "\\#hash.txt",
  "\\!bang.txt",
  "vendor/lib/",
  "\\[ab\\].txt",
  "data/**/01.csv",
  "trailing-space.txt   ",
].join("\n");

beforeAll(() => {
  tree = makeTree({
    ...Object.fromEntries(FILES.map((f) => [f, "x\n"])),
    ".gitignore": `${ROOT_IGNORE}\n`,
    "sub/.gitignore": "local.txt\n!deeper/local.txt\n/other.txt\n",
  });
  execFileSync("git", ["init", "-q"], { cwd: tree.dir });
});
afterAll(() => tree.remove());

function gitVisible(): string[] {
  const env = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
  const out = execFileSync("git", ["ls-files", "--others", "--exclude-standard", "-z"], { cwd: tree.dir, env, encoding: "utf8" });
  return out.split("\0").filter(Boolean).sort();
}

describe(".gitignore", () => {
  it("hides exactly the files git ignores", async () => {
    const listed = (await liveTools(tree.dir).get("glob")!.handler({ pattern: "**", max_results: 20000 }, ctx())) as string;
    const visible = gitVisible();
    expect(listed.split("\n")).toEqual(visible);
    // Guard against a vacuous pass: git both hides and re-includes files in this tree.
    expect(visible).toEqual(expect.arrayContaining(["keep.log", "logs/important.txt", "sub/deeper/local.txt", "src/build/nested.js"]));
    expect(visible).not.toEqual(expect.arrayContaining(["app.log"]));
    expect(visible.length).toBeLessThan(FILES.length - 10);
  });
});
