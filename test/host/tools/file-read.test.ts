// file_read against real temp folders: line windows (CPython as the oracle), root confinement
// through `..` and symlinks, and the messages a script sees.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { liveTools } from "../../../host/tools/index.js";
import { ToolError, ToolPermissionError } from "../../../host/registry.js";
import { ctx, makeTree, type TempTree } from "./temp-tree.js";
import { python } from "./python.js";

let outside: TempTree;
let tree: TempTree;
const read = (args: Record<string, unknown>) => liveTools(tree.dir).get("file_read")!.handler(args, ctx());

const TEXTS: Record<string, string> = {
  "lf.txt": "one\ntwo\nthree\nfour\n",
  "crlf.txt": "a\r\nb\r\nc\r\n",
  "no-final-newline.txt": "x\ny\nz",
  "empty.txt": "",
  "unicode.txt": "héllo 🌍\n中文\n",
};

beforeAll(() => {
  outside = makeTree({ "secret.txt": "outside\n", "dir/inner.txt": "inner\n" });
  tree = makeTree({
    ...TEXTS,
    "docs/guide.md": "# Guide\n",
    "bin.dat": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
    "link-out.txt": { symlink: join(outside.dir, "secret.txt") },
    "dir-out": { symlink: join(outside.dir, "dir") },
    "link-in.txt": { symlink: "lf.txt" },
    "dangling-out": { symlink: join(outside.dir, "missing.txt") },
  });
});
afterAll(() => {
  tree.remove();
  outside.remove();
});

describe("file_read windows", () => {
  it("returns the whole file", async () => {
    for (const [name, text] of Object.entries(TEXTS)) expect(await read({ path: name })).toBe(text);
  });

  it("selects lines like Python's readlines()[offset-1:offset-1+limit]", async () => {
    const cases: [string, number, number | null][] = [];
    for (const name of Object.keys(TEXTS)) {
      for (const offset of [1, 2, 3, 5, 9]) for (const limit of [1, 2, 10, null]) cases.push([name, offset, limit]);
    }
    const expected = JSON.parse(
      python(
        `import json,sys
cases = json.load(sys.stdin)
out = []
for name, offset, limit in cases:
    with open(${JSON.stringify(tree.dir)} + "/" + name, encoding="utf-8", newline="") as f:
        lines = f.readlines()
    end = None if limit is None else offset - 1 + limit
    out.append("".join(lines[offset - 1:end]))
print(json.dumps(out))`,
        cases,
      ),
    ) as string[];
    const actual = [];
    for (const [name, offset, limit] of cases) actual.push(await read({ path: name, offset, ...(limit === null ? {} : { limit }) }));
    expect(actual).toEqual(expected);
  });

  it("numbers lines as `cat -n` does, for the whole file and for windows", async () => {
    for (const name of Object.keys(TEXTS)) {
      const catN = execFileSync("cat", ["-n", join(tree.dir, name)], { encoding: "utf8" });
      expect(await read({ path: name, line_numbers: true })).toBe(catN);
      const lines = catN.match(/[^\n]*\n|[^\n]+$/g) ?? [];
      for (const [offset, limit] of [[2, 2], [3, undefined], [1, 1]] as const) {
        const window = await read({ path: name, line_numbers: true, offset, ...(limit === undefined ? {} : { limit }) });
        expect(window).toBe(lines.slice(offset - 1, limit === undefined ? undefined : offset - 1 + limit).join(""));
      }
    }
  });

  it("accepts an absolute path inside the root and a path through ..", async () => {
    expect(await read({ path: join(tree.dir, "docs/guide.md") })).toBe("# Guide\n");
    expect(await read({ path: "docs/../lf.txt", limit: 1 })).toBe("one\n");
    expect(await read({ path: "link-in.txt", offset: 4 })).toBe("four\n");
  });
});

describe("file_read confinement and errors", () => {
  const refusals: [string, string][] = [
    ["../secret.txt", "path is outside the root: ../secret.txt"],
    ["docs/../../x", "path is outside the root: docs/../../x"],
    ["/etc/passwd", "path is outside the root: /etc/passwd"],
    ["link-out.txt", "path is outside the root: link-out.txt"],
    ["dir-out/inner.txt", "path is outside the root: dir-out/inner.txt"],
    ["dangling-out", "path is outside the root: dangling-out"],
  ];
  it.each(refusals)("refuses %s with ToolPermissionError", async (path, message) => {
    const err = await read({ path }).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(ToolPermissionError);
    expect((err as Error).message).toBe(message);
  });

  it("never shows the host's absolute root in messages", async () => {
    for (const path of ["missing.md", "docs", "bin.dat", "dir-out/inner.txt"]) {
      const err = (await read({ path }).then(() => null, (e: unknown) => e)) as Error;
      expect(err).toBeInstanceOf(ToolError);
      expect(err.message).not.toContain(tree.dir);
      expect(err.message).not.toContain(outside.dir);
    }
  });

  it("names the failure", async () => {
    await expect(read({ path: "docs/x.md" })).rejects.toThrow(new ToolError("file not found: docs/x.md"));
    await expect(read({ path: "docs" })).rejects.toThrow("not a file (a directory): docs");
    await expect(read({ path: "bin.dat" })).rejects.toThrow("binary file: bin.dat");
  });

  it("validates its arguments with messages a script author can act on", async () => {
    await expect(read({})).rejects.toThrow("file_read: missing required argument 'path'");
    await expect(read({ path: "lf.txt", offset: 0 })).rejects.toThrow("argument 'offset'");
    await expect(read({ path: "lf.txt", offset: 1.5 })).rejects.toThrow("argument 'offset'");
    await expect(read({ path: "lf.txt", lines: 3 })).rejects.toThrow("unexpected argument 'lines'");
  });

  it("stops when the flow's signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const tool = liveTools(tree.dir).get("file_read")!;
    await expect(tool.handler({ path: "lf.txt" }, ctx(controller.signal))).rejects.toThrow(ToolError);
  });

  it("describes itself for model tool definitions", () => {
    const tool = liveTools(tree.dir).get("file_read")!;
    expect(tool).toMatchObject({ category: "file_read", output: "text" });
    expect(tool.inputSchema).toMatchObject({ type: "object", required: ["path"], additionalProperties: false });
  });
});
