// file_read over its budget: the structural outline (Python checked against CPython's `ast`,
// the other types against line numbers read off the fixtures), windows of files too large to
// load, the budget note, and cancellation while a large file streams.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileReadTool, type FileReadOptions } from "../../../host/tools/file-read.js";
import { openRoot } from "../../../host/tools/root-path.js";
import { ToolError } from "../../../host/registry.js";
import { ctx, makeTree, type TempTree } from "./temp-tree.js";
import { python } from "./python.js";

const PY = `"""A module."""
import os


@decorator
def first(a, b=1):
    return a + b


class Thing(Base):
    """Doc."""

    def method(self):
        def inner():
            return 1
        return inner()

    @property
    async def later(self):
        await x


async def second():
    pass
`;

const TS = [
  /* 1 */ 'import { x } from "./x.js";',
  /* 2 */ "export function alpha(a: number): number {",
  /* 3 */ "  if (a > 1) {",
  /* 4 */ "    return a;",
  /* 5 */ "  }",
  /* 6 */ "  return 0;",
  /* 7 */ "}",
  /* 8 */ "export const BETA = 2;",
  /* 9 */ "export class Gamma extends Base {",
  /* 10 */ "  constructor(private readonly n: number) {",
  /* 11 */ "    super();",
  /* 12 */ "  }",
  /* 13 */ "  async run(items: string[]): Promise<void> {",
  /* 14 */ "    for (const item of items) {",
  /* 15 */ "      await this.step(item);",
  /* 16 */ "    }",
  /* 17 */ "  }",
  /* 18 */ "  get size(): number {",
  /* 19 */ "    return this.n;",
  /* 20 */ "  }",
  /* 21 */ "}",
  /* 22 */ "interface Shape {",
  /* 23 */ "  area(): number;",
  /* 24 */ "}",
  /* 25 */ "type Id = string | number;",
  /* 26 */ "const helper = (v: number) => v * 2;",
  /* 27 */ "const plain = 3;",
  /* 28 */ "enum Color {",
  /* 29 */ "  Red,",
  /* 30 */ "}",
  /* 31 */ "export default Gamma;",
].join("\n");
const TS_OUTLINE = [2, 8, 9, 10, 13, 18, 22, 25, 26, 28, 31];

const MD = [
  /* 1 */ "# Title",
  /* 2 */ "",
  /* 3 */ "Intro text.",
  /* 4 */ "## Install",
  /* 5 */ "```sh",
  /* 6 */ "# not a heading: a shell comment",
  /* 7 */ "npm i",
  /* 8 */ "```",
  /* 9 */ "### Options",
  /* 10 */ "#hashtag is not a heading",
  /* 11 */ "~~~",
  /* 12 */ "## fenced too",
  /* 13 */ "~~~",
  /* 14 */ "## Usage",
  /* 15 */ "text",
].join("\n");
const MD_OUTLINE = [1, 4, 9, 14];

const JSON_TEXT = [
  /* 1 */ "{",
  /* 2 */ '  "name": "demo",',
  /* 3 */ '  "scripts": {',
  /* 4 */ '    "build": "node build.mjs",',
  /* 5 */ '    "nested": {',
  /* 6 */ '      "deep": true',
  /* 7 */ "    }",
  /* 8 */ "  },",
  /* 9 */ '  "note": "a string with \\"quoted\\": inside {",',
  /* 10 */ '  "list": [',
  /* 11 */ '    {"in_list": 1}',
  /* 12 */ "  ],",
  /* 13 */ '  "last": null',
  /* 14 */ "}",
].join("\n");
const JSON_OUTLINE = [2, 3, 4, 5, 9, 10, 13];

const YAML_TEXT = [
  /* 1 */ "# config",
  /* 2 */ "name: demo",
  /* 3 */ "web:",
  /* 4 */ "  fetch:",
  /* 5 */ "    enabled: true",
  /* 6 */ "  search: {endpoint: x}",
  /* 7 */ "items:",
  /* 8 */ "  - a: 1",
  /* 9 */ "  - b",
  /* 10 */ "\"quoted key\": 2",
  /* 11 */ "---",
  /* 12 */ "second: doc",
].join("\n");
const YAML_OUTLINE = [2, 3, 4, 6, 7, 10, 11, 12];

let tree: TempTree;
const BIG_LINES = 120_000;
beforeAll(() => {
  tree = makeTree({ "mod.py": PY, "app.ts": TS, "README.md": MD, "data.json": JSON_TEXT, "conf.yaml": YAML_TEXT, "notes.txt": "n\n".repeat(30) });
  // About 1.6 MB: over the default budget, read by streaming.
  writeFileSync(join(tree.dir, "big.log"), Array.from({ length: BIG_LINES }, (_, i) => `entry ${i + 1} ${"x".repeat(i % 7)}\n`).join(""));
});
afterAll(() => tree.remove());

const read = (args: Record<string, unknown>, options: FileReadOptions = { maxLines: 10 }, signal?: AbortSignal) =>
  fileReadTool(openRoot(tree.dir), options).handler(args, ctx(signal)) as Promise<string>;

/** The numbers of the outline's lines (after the note); each line is `cat -n` style. */
function outlineNumbers(text: string): number[] {
  const [note, ...rest] = text.trimEnd().split("\n");
  expect(note).toMatch(/^\[file_read: .* Read a part with offset=<first line> and limit=<number of lines>\.\]$/);
  return rest.map((line) => {
    const m = /^ *(\d+)\t/.exec(line);
    expect(m, line).not.toBeNull();
    return Number(m![1]);
  });
}

describe("file_read outline of a file over the budget", () => {
  it("lists Python's def and class lines, as CPython's ast finds them", async () => {
    const expected = JSON.parse(
      python(
        `import ast, json, sys
tree = ast.parse(json.load(sys.stdin))
print(json.dumps(sorted(n.lineno for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)))))`,
        PY,
      ),
    ) as number[];
    const text = await read({ path: "mod.py" });
    expect(outlineNumbers(text)).toEqual(expected);
    const lines = PY.split("\n");
    expect(text).toContain(`${String(expected[0]).padStart(6)}\t${lines[expected[0]! - 1]}\n`);
    expect(text.split("\n")[0]).toBe(
      `[file_read: mod.py has ${lines.length - 1} lines (${PY.length} bytes), more than one answer holds (10 lines or 1 MiB). Its outline follows, with line numbers. Read a part with offset=<first line> and limit=<number of lines>.]`,
    );
  });

  it.each([
    ["app.ts", TS_OUTLINE],
    ["README.md", MD_OUTLINE],
    ["data.json", JSON_OUTLINE],
    ["conf.yaml", YAML_OUTLINE],
  ])("lists the structure of %s", async (name, expected) => {
    expect(outlineNumbers(await read({ path: name }))).toEqual(expected);
  });

  it("shows the first lines of a type it cannot outline, and the whole file within the budget", async () => {
    const text = await read({ path: "notes.txt" });
    expect(outlineNumbers(text)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(text).toContain("There is no outline for this file type; its first 20 lines follow");
    expect(await read({ path: "notes.txt" }, { maxLines: 30 })).toBe("n\n".repeat(30));
  });

  it("cuts a long outline with a count of what is left out", async () => {
    const many = Array.from({ length: 450 }, (_, i) => `def f${i}():\n    pass\n`).join("");
    const local = makeTree({ "many.py": many });
    try {
      const text = (await fileReadTool(openRoot(local.dir), { maxLines: 10 }).handler({ path: "many.py" }, ctx())) as string;
      const lines = text.trimEnd().split("\n");
      expect(lines).toHaveLength(1 + 400 + 1);
      expect(lines.at(-1)).toBe("[50 more outline lines not shown]");
    } finally {
      local.remove();
    }
  });
});

describe("file_read of a file larger than the budget in bytes", () => {
  it("streams it for the outline note, counting every line", async () => {
    const text = await read({ path: "big.log" }, {});
    expect(text.split("\n")[0]).toMatch(new RegExp(`^\\[file_read: big\\.log has ${BIG_LINES} lines \\(1\\.\\d MiB\\), more than one answer holds \\(20000 lines or 1 MiB\\)`));
  });

  it("reads a window anywhere in it, as Python's readlines() slices", async () => {
    const expected = JSON.parse(
      python(`import json
lines = open(${JSON.stringify(join(tree.dir, "big.log"))}, encoding="utf-8", newline="").readlines()
print(json.dumps(["".join(lines[99_997:100_002]), "".join(lines[-2:])]))`),
    ) as string[];
    expect(await read({ path: "big.log", offset: 99_998, limit: 5 }, {})).toBe(expected[0]);
    expect(await read({ path: "big.log", offset: BIG_LINES - 1 }, {})).toBe(expected[1]);
    expect(await read({ path: "big.log", offset: BIG_LINES + 5 }, {})).toBe("");
  });

  it("stops a window at the budget and says where to read on", async () => {
    const text = await read({ path: "big.log", offset: 11, limit: 1000 });
    const lines = text.trimEnd().split("\n");
    expect(lines.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `entry ${i + 11} ${"x".repeat((i + 10) % 7)}`));
    expect(lines[10]).toBe("[file_read: stopped after line 20, the budget of one answer (10 lines or 1 MiB); read on with offset=21]");
    const byBytes = await read({ path: "big.log", limit: 1000 }, { maxBytes: 100 });
    expect(byBytes.trimEnd().split("\n").at(-1)).toMatch(/^\[file_read: stopped after line \d+, the budget of one answer \(20000 lines or 100 bytes\); read on with offset=\d+\]$/);
  });

  it("stops when the flow's signal aborts while the file streams", async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(read({ path: "big.log" }, {}, abort.signal)).rejects.toThrow(new ToolError("cancelled"));
    await expect(read({ path: "big.log", offset: 5 }, {}, abort.signal)).rejects.toThrow(new ToolError("cancelled"));
  });
});
