// glob against real temp folders: pattern forms, sorting and de-duplication, .gitignore,
// the `path` argument, exclusion, caps and confinement.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { liveTools } from "../../../host/tools/index.js";
import { ToolError, ToolPermissionError } from "../../../host/registry.js";
import { ctx, makeTree, type TempTree } from "./temp-tree.js";
import { python } from "./python.js";

let tree: TempTree;
let outside: TempTree;
const glob = (args: Record<string, unknown>) => liveTools(tree.dir).get("glob")!.handler(args, ctx()) as Promise<string>;
const list = async (args: Record<string, unknown>) => (await glob(args)).split("\n").filter(Boolean);

const VISIBLE = ["README.md", "a-b/c.ts", "a/b.ts", "a/deep/er/x.ts", "a/deep/y.md", "docs/guide.md", ".ci/run", "z.ts"];

beforeAll(() => {
  outside = makeTree({ "o.ts": "" });
  const spec: Record<string, string | { symlink: string }> = Object.fromEntries(VISIBLE.map((p) => [p, "x\n"]));
  tree = makeTree({
    ...spec,
    ".gitignore": "dist/\n*.tmp\n",
    "dist/bundle.ts": "",
    "a/scratch.tmp": "",
    "node_modules/m/index.ts": "",
    ".git/HEAD": "",
    "out-link": { symlink: outside.dir },
  });
});
afterAll(() => {
  tree.remove();
  outside.remove();
});

describe("glob", () => {
  it("matches *, **, ?, [...] and {a,b} relative to path, files only, sorted", async () => {
    expect(await list({ pattern: "*.ts" })).toEqual(["z.ts"]);
    expect(await list({ pattern: "**/*.ts" })).toEqual(["a-b/c.ts", "a/b.ts", "a/deep/er/x.ts", "z.ts"]);
    expect(await list({ pattern: "a/?.ts" })).toEqual(["a/b.ts"]);
    expect(await list({ pattern: "**/*.{md,ts}", path: "a" })).toEqual(["a/b.ts", "a/deep/er/x.ts", "a/deep/y.md"]);
    expect(await list({ pattern: "[a-c]*/*.ts" })).toEqual(["a-b/c.ts", "a/b.ts"]);
    expect(await list({ pattern: "./docs/*" })).toEqual(["docs/guide.md"]);
  });

  it("joins the paths with newlines, sorted by code unit and de-duplicated across patterns", async () => {
    const text = await glob({ pattern: ["**/*.md", "README.md", "a/**"] });
    const expected = python(
      "import json,sys; print('\\n'.join(sorted(set(json.load(sys.stdin)))), end='')",
      ["a/deep/y.md", "docs/guide.md", "README.md", "README.md", "a/b.ts", "a/deep/er/x.ts", "a/deep/y.md", "a/scratch.tmp"].filter((p) => !p.endsWith(".tmp")),
    );
    expect(text).toBe(expected);
  });

  it("includes dotfiles but skips .gitignore'd files, node_modules, .git and symlinks", async () => {
    expect(await list({ pattern: "**" })).toEqual([".ci/run", ".gitignore", ...VISIBLE.filter((p) => p !== ".ci/run")].sort());
  });

  it("searches several roots: patterns relative to each, overlapping roots listed once, sorted", async () => {
    const each = [...(await list({ pattern: "**/*.ts", path: "a/deep" })), ...(await list({ pattern: "**/*.ts", path: "a" })), ...(await list({ pattern: "**/*.ts", path: "a-b" }))];
    const expected = python("import json,sys; print('\\n'.join(sorted(set(json.load(sys.stdin)))), end='')", each);
    expect(await glob({ pattern: "**/*.ts", paths: ["a/deep", "a", "a-b"] })).toBe(expected);
    expect(await glob({ pattern: "**/*.ts", path: "a-b", paths: ["a", "a/deep"] })).toBe(expected);
    expect(await list({ pattern: ["*.md", "*.ts"], paths: ["docs", "."] })).toEqual(["README.md", "docs/guide.md", "z.ts"]);
  });

  it("excludes with a leading !", async () => {
    expect(await list({ pattern: ["**/*.ts", "!a/**"] })).toEqual(["a-b/c.ts", "z.ts"]);
  });

  it("cuts long listings with a note", async () => {
    expect(await list({ pattern: "**/*.ts", max_results: 2 })).toEqual([
      "a-b/c.ts",
      "a/b.ts",
      "[2 more paths not shown (max_results=2); narrow the pattern or path]",
    ]);
  });

  it("returns empty text when nothing matches", async () => {
    expect(await glob({ pattern: "*.nothing" })).toBe("");
  });

  it("stays inside the root", async () => {
    await expect(glob({ pattern: "*", path: ".." })).rejects.toThrow(ToolPermissionError);
    await expect(glob({ pattern: "*", path: "out-link" })).rejects.toThrow(ToolPermissionError);
    await expect(glob({ pattern: "*", path: join(outside.dir) })).rejects.toThrow(ToolPermissionError);
    await expect(glob({ pattern: "*", paths: ["a", "out-link"] })).rejects.toThrow(ToolPermissionError);
    await expect(glob({ pattern: "../*" })).rejects.toThrow(ToolError);
    await expect(glob({ pattern: "/etc/*" })).rejects.toThrow("patterns are relative to `path`");
  });

  it("matches patterns that backtrack exponentially off the host's thread, until the flow's signal ends them", async () => {
    const long = makeTree({ [`d/${"a".repeat(60)}`]: "" });
    try {
      for (const pattern of ["**/" + "*a".repeat(14) + "*b", "**/" + "{a,a}".repeat(40) + "b"]) {
        const abort = new AbortController();
        let ticks = 0;
        const timer = setInterval(() => ticks++, 10);
        setTimeout(() => abort.abort(), 500);
        const call = liveTools(long.dir).get("glob")!.handler({ pattern }, ctx(abort.signal));
        await expect(call).rejects.toThrow("cancelled");
        clearInterval(timer);
        // The host's timers kept firing while the pattern was being matched.
        expect(ticks).toBeGreaterThan(10);
      }
    } finally {
      long.remove();
    }
  });

  it("validates its arguments", async () => {
    await expect(glob({})).rejects.toThrow("glob: missing required argument 'pattern'");
    await expect(glob({ pattern: [] })).rejects.toThrow("argument 'pattern'");
    await expect(glob({ pattern: ["!*.ts"] })).rejects.toThrow("at least one pattern must include files");
  });

  it("is a text-output file_search tool", () => {
    expect(liveTools(tree.dir).get("glob")).toMatchObject({ name: "glob", category: "file_search", output: "text" });
    expect([...liveTools(tree.dir).keys()]).toEqual(["file_read", "grep", "glob"]);
  });
});
