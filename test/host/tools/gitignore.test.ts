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

describe("a folder named explicitly", () => {
  it("is searched though it or a folder above it is ignored; its files still obey their own rules", async () => {
    const named = makeTree({
      ".gitignore": "out/\n*.tmp\n",
      "out/w[e]ird *name /keep.txt": "x\n",
      "out/w[e]ird *name /drop.tmp": "x\n",
      "out/w[e]ird *name /sub/deep.txt": "x\n",
      "out/other/skip.txt": "x\n",
      "lib/.gitignore": "gen/\n!gen/keep.txt\n",
      "lib/gen/keep.txt": "x\n",
      "lib/gen/made.txt": "x\n",
    });
    try {
      const glob = liveTools(named.dir).get("glob")!;
      const list = async (path: string) => ((await glob.handler({ pattern: "**", path }, ctx())) as string).split("\n");
      expect(await list("out/w[e]ird *name ")).toEqual(["out/w[e]ird *name /keep.txt", "out/w[e]ird *name /sub/deep.txt"]);
      expect(await list("out")).toEqual(["out/other/skip.txt", "out/w[e]ird *name /keep.txt", "out/w[e]ird *name /sub/deep.txt"]);
      // Rules of a .gitignore inside the named folder's parent apply below it, as in git.
      expect(await list("lib/gen")).toEqual(["lib/gen/keep.txt", "lib/gen/made.txt"]);
      // From the root, the ignored folders stay out.
      expect(await list(".")).toEqual([".gitignore", "lib/.gitignore"]);
    } finally {
      named.remove();
    }
  });
});
