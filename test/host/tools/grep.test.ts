// grep against real temp folders: matches checked against CPython's `re` over the same files,
// .gitignore rules, skipped folders and binary files, context, caps, globs and errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveTools } from "../../../host/tools/index.js";
import { ToolError, ToolPermissionError } from "../../../host/registry.js";
import { ctx, makeTree, type TempTree } from "./temp-tree.js";
import { python } from "./python.js";

let tree: TempTree;
const grep = (args: Record<string, unknown>) => liveTools(tree.dir).get("grep")!.handler(args, ctx()) as Promise<string>;

const FILES: Record<string, string> = {
  "README.md": "# Demo\nThe tool_flow runner.\nSee docs.\n",
  "a-b/x.py": "import re\nTOOL = 'grep'\nprint(TOOL)\n",
  "a/x.py": "def tool_flow():\n    return 1\n",
  "src/main.ts": "export const toolFlow = 1;\n// TODO: tool_flow docs\r\nconst x = 2;\n",
  "src/deep/util.ts": "export function grep() {}\nexport const TOOL_FLOW = 'x';\n",
  "notes.txt": "café\nnaïve tool_flow\n",
};

beforeAll(() => {
  tree = makeTree({
    ...FILES,
    ".gitignore": "# build output\n*.log\n/build/\ntmp/\n!keep.log\n",
    "debug.log": "tool_flow in a log\n",
    "keep.log": "tool_flow kept\n",
    "build/out.js": "tool_flow built\n",
    "src/build/ok.ts": "tool_flow not anchored\n",
    "src/tmp/x.ts": "tool_flow in tmp\n",
    "src/.gitignore": "generated.ts\n",
    "src/generated.ts": "tool_flow generated\n",
    "node_modules/pkg/index.js": "tool_flow dep\n",
    ".git/config": "tool_flow git\n",
    "image.png": new Uint8Array([0x74, 0x6f, 0x6f, 0x6c, 0x5f, 0x66, 0x6c, 0x6f, 0x77, 0, 0xff]),
  });
});
afterAll(() => tree.remove());

/** What Python's `re.search` finds in FILES, as `path:line:text`, sorted by path then line. */
function pythonGrep(pattern: string, flags = 0): string {
  return python(
    `import json, re, sys
files = json.load(sys.stdin)
rx = re.compile(${JSON.stringify(pattern)}, ${flags})
out = []
for path in sorted(files):
    for n, line in enumerate(files[path].split("\\n"), 1):
        line = line[:-1] if line.endswith("\\r") else line
        if rx.search(line):
            out.append(f"{path}:{n}:{line}")
sys.stdout.write("\\n".join(out))`,
    FILES,
  );
}

describe("grep matches as Python's re does", () => {
  const patterns: [string, boolean][] = [
    ["tool_flow", false],
    ["tool_?flow", true],
    ["^export\\s+(const|function)", false],
    ["(?P<q>['\"]).*(?P=q)", false],
    ["\\Adef\\b", false],
    ["\\d\\Z", false],
    ["(?i)TOOL", false],
    ["na[ïi]ve|caf.$", false],
  ];
  it.each(patterns)("%s (ignore_case=%s)", async (pattern, ignoreCase) => {
    const got = await grep({ pattern, ignore_case: ignoreCase, glob: ["!.gitignore", "!*.log"], path: "." });
    // Files outside FILES (.gitignore, the kept log) are not in the oracle's input.
    const others = [".gitignore:", "keep.log:", "src/build/ok.ts:"];
    const visible = got.split("\n").filter((l) => !others.some((o) => l.startsWith(o)));
    expect(visible.join("\n")).toBe(pythonGrep(pattern, ignoreCase ? 2 : 0));
  });
});

describe("grep walks the tree like ripgrep", () => {
  it("honours .gitignore files (root and nested), skips node_modules, .git and binary files", async () => {
    const files = new Set((await grep({ pattern: "tool_flow" })).split("\n").map((l) => l.split(":")[0]));
    expect([...files].sort()).toEqual(["README.md", "a/x.py", "keep.log", "notes.txt", "src/build/ok.ts", "src/main.ts"]);
  });

  it("sorts by path then line, comparing whole paths", async () => {
    const out = await grep({ pattern: "." , glob: "*.py" });
    expect(out.split("\n").map((l) => l.split(":").slice(0, 2).join(":"))).toEqual([
      "a-b/x.py:1", "a-b/x.py:2", "a-b/x.py:3", "a/x.py:1", "a/x.py:2",
    ]);
  });

  it("searches one file, or a folder, given as path", async () => {
    expect(await grep({ pattern: "tool_", path: "src/main.ts" })).toBe("src/main.ts:2:// TODO: tool_flow docs");
    expect(await grep({ pattern: "TOOL", path: "src" })).toBe("src/deep/util.ts:2:export const TOOL_FLOW = 'x';");
    // A file named explicitly is searched even when .gitignore'd, as ripgrep does.
    expect(await grep({ pattern: "tool", path: "debug.log" })).toBe("debug.log:1:tool_flow in a log");
  });

  it("shows context lines as path-line-text with -- between groups", async () => {
    const text = Array.from({ length: 12 }, (_, i) => (i === 2 || i === 3 || i === 9 ? `hit ${i + 1}` : `line ${i + 1}`)).join("\n");
    const local = makeTree({ "f.txt": `${text}\n`, "g.txt": "hit g\n" });
    try {
      const out = await liveTools(local.dir).get("grep")!.handler({ pattern: "hit", context: 1 }, ctx());
      expect(out).toBe(
        ["f.txt-2-line 2", "f.txt:3:hit 3", "f.txt:4:hit 4", "f.txt-5-line 5", "--", "f.txt-9-line 9", "f.txt:10:hit 10", "f.txt-11-line 11", "--", "g.txt:1:hit g"].join("\n"),
      );
    } finally {
      local.remove();
    }
  });

  it("caps the matching lines and says how many were left out", async () => {
    const out = await grep({ pattern: "tool_flow", max_matches: 2 });
    const lines = out.split("\n");
    expect(lines.slice(0, 2)).toEqual(["README.md:2:The tool_flow runner.", "a/x.py:1:def tool_flow():"]);
    expect(lines[2]).toBe("[4 more matching lines not shown (max_matches=2); narrow the pattern, path or glob]");
  });

  it("filters files by glob, relative to path, with ! to exclude", async () => {
    const paths = async (args: Record<string, unknown>) => [...new Set((await grep(args)).split("\n").map((l) => l.split(":")[0]))];
    expect(await paths({ pattern: "tool", ignore_case: true, glob: "*.ts" })).toEqual(["src/build/ok.ts", "src/deep/util.ts", "src/main.ts"]);
    expect(await paths({ pattern: "tool", ignore_case: true, glob: "deep/*.ts", path: "src" })).toEqual(["src/deep/util.ts"]);
    expect(await paths({ pattern: "tool", glob: ["*.md", "*.txt"] })).toEqual(["README.md", "notes.txt"]);
    expect(await paths({ pattern: "tool", glob: ["!*.ts", "!*.py", "!*.log"] })).toEqual(["README.md", "notes.txt"]);
  });

  it("is stopped by the flow's signal even inside a catastrophically backtracking match", async () => {
    const local = makeTree({ "a.txt": `${"a".repeat(5000)}b\n` });
    try {
      const controller = new AbortController();
      const started = performance.now();
      setTimeout(() => controller.abort(), 300);
      const grepping = liveTools(local.dir).get("grep")!.handler({ pattern: "^(a+)+$" }, ctx(controller.signal));
      await expect(grepping).rejects.toThrow(new ToolError("cancelled"));
      expect(performance.now() - started).toBeLessThan(5_000);
      // The host is not left with a broken matcher.
      expect(await liveTools(local.dir).get("grep")!.handler({ pattern: "b$" }, ctx())).toBe(`a.txt:1:${"a".repeat(400)}... [4601 more chars]`);
    } finally {
      local.remove();
    }
  });

  it("returns empty text when nothing matches", async () => {
    expect(await grep({ pattern: "no such words anywhere" })).toBe("");
  });
});

describe("grep over several paths", () => {
  const lines = async (args: Record<string, unknown>) => (await grep(args)).split("\n").filter(Boolean);

  it("searches every file and folder of `paths` (with `path`), each file once, sorted as one search", async () => {
    const parts = ["src", "a", "src/main.ts", "README.md"];
    const separately = (await Promise.all(parts.map((path) => lines({ pattern: "tool", ignore_case: true, path })))).flat();
    const union = [...new Set(separately)].sort((x, y) => {
      const [px, nx] = [x.split(":")[0]!, Number(x.split(":")[1])];
      const [py, ny] = [y.split(":")[0]!, Number(y.split(":")[1])];
      return px < py ? -1 : px > py ? 1 : nx - ny;
    });
    expect(await lines({ pattern: "tool", ignore_case: true, paths: parts })).toEqual(union);
    expect(await lines({ pattern: "tool", ignore_case: true, path: "src", paths: ["a", "README.md", "src/main.ts"] })).toEqual(union);
  });

  it("honours each folder's .gitignore and the globs relative to each searched folder", async () => {
    const files = async (args: Record<string, unknown>) => [...new Set((await lines(args)).map((l) => l.split(":")[0]))];
    // src/generated.ts (src/.gitignore) and src/tmp/x.ts (the root's tmp/) stay out.
    expect(await files({ pattern: "tool_flow", paths: ["src", "build", "."], glob: "*.ts" })).toEqual(["src/build/ok.ts", "src/main.ts"]);
    // A folder named explicitly is searched though ignored, as ripgrep does.
    expect(await files({ pattern: "tool_flow", paths: ["build", "a"] })).toEqual(["a/x.py", "build/out.js"]);
    expect(await files({ pattern: "tool_flow", paths: ["src", "a"], exclude: ["main.ts", "build/**"] })).toEqual(["a/x.py"]);
    expect(await files({ pattern: "tool", ignore_case: true, exclude: "*.ts", glob: ["*.md", "*.ts"] })).toEqual(["README.md"]);
  });

  it("refuses the whole call when one of the paths leaves the root, and names a missing one", async () => {
    await expect(grep({ pattern: "x", paths: ["src", ".."] })).rejects.toThrow(ToolPermissionError);
    await expect(grep({ pattern: "x", paths: ["src", "gone"] })).rejects.toThrow(new ToolError("path not found: gone"));
    await expect(grep({ pattern: "x", paths: [] })).rejects.toThrow("argument 'paths'");
  });
});

describe("grep and the flow's signal", () => {
  it("stops a search over a big tree when the signal aborts mid-walk", async () => {
    const spec: Record<string, string> = {};
    for (let d = 0; d < 60; d++) for (let f = 0; f < 50; f++) spec[`d${d}/f${f}.txt`] = `needle ${d} ${f}\n`;
    const big = makeTree(spec);
    try {
      const tool = liveTools(big.dir).get("grep")!;
      // The whole search finds every file; aborted one event-loop turn in, it stops with "cancelled".
      expect(((await tool.handler({ pattern: "needle", max_matches: 5000 }, ctx())) as string).split("\n")).toHaveLength(3000);
      const abort = new AbortController();
      const searching = tool.handler({ pattern: "needle", max_matches: 5000 }, ctx(abort.signal));
      setImmediate(() => abort.abort());
      await expect(searching).rejects.toThrow(new ToolError("cancelled"));
    } finally {
      big.remove();
    }
  });
});

describe("grep errors", () => {
  it("reports an invalid regex as a ToolError", async () => {
    await expect(grep({ pattern: "(unclosed" })).rejects.toThrow(new ToolError('invalid regex "(unclosed": Unterminated group'));
    await expect(grep({ pattern: "(?x) a b" })).rejects.toThrow("inline flag (?x) is not supported");
  });

  it("refuses paths outside the root and names missing ones", async () => {
    await expect(grep({ pattern: "x", path: ".." })).rejects.toThrow(ToolPermissionError);
    await expect(grep({ pattern: "x", path: "nope" })).rejects.toThrow(new ToolError("path not found: nope"));
  });

  it("validates its arguments", async () => {
    await expect(grep({ path: "." })).rejects.toThrow("grep: missing required argument 'pattern'");
    await expect(grep({ pattern: "x", context: -1 })).rejects.toThrow("argument 'context'");
    await expect(grep({ pattern: "x", include: "*.ts" })).rejects.toThrow("unexpected argument 'include'");
  });

  it("stops when the flow's signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(liveTools(tree.dir).get("grep")!.handler({ pattern: "x" }, ctx(controller.signal))).rejects.toThrow("cancelled");
  });
});
