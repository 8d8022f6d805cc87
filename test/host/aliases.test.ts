// Tool aliases (SPEC §3): names kept when usable, sanitized otherwise, collisions numbered.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { AliasError, aliasTools, RESERVED_NAMES } from "../../host/aliases.js";

const alias = (tools: string[]) => Object.fromEntries(aliasTools(tools));

describe("aliasTools", () => {
  it.each([
    [["file_read", "grep"], { file_read: "file_read", grep: "grep" }],
    [["web-fetch"], { "web-fetch": "web_fetch" }],
    [["mcp__github__list-issues"], { "mcp__github__list-issues": "mcp__github__list_issues" }],
    [["3d.render"], { "3d.render": "_3d_render" }],
    [["print", "len", "json"], { print: "print_2", len: "len_2", json: "json_2" }],
    [["class", "None", "await"], { class: "class_2", None: "None_2", await: "await_2" }],
    [["ToolError"], { ToolError: "ToolError_2" }],
    [["a-b", "a.b", "a b"], { "a-b": "a_b", "a.b": "a_b_2", "a b": "a_b_3" }],
    [["a-b", "a_b"], { "a-b": "a_b_2", a_b: "a_b" }],
    [["a-b", "a_b_2", "a.b"], { "a-b": "a_b", a_b_2: "a_b_2", "a.b": "a_b_3" }],
    [["é-tool"], { "é-tool": "__tool" }],
    [["é_tool", "中文"], { "é_tool": "é_tool", 中文: "中文" }],
    [[], {}],
  ])("%j -> %j", (tools, expected) => {
    expect(alias(tools)).toEqual(expected);
  });

  it("is deterministic and keeps the tools order", () => {
    const tools = ["z-z", "print", "a.a", "x"];
    expect([...aliasTools(tools).keys()]).toEqual(tools);
    expect(alias(tools)).toEqual(alias(tools));
  });

  it("gives only valid, unreserved, distinct Python identifiers (checked by python3)", () => {
    const tools = ["print", "print_2", "for", "1x", "x-1", "x_1", "list", "mcp__a__b.c", "re", "open", "ok"];
    const aliases = [...aliasTools(tools).values()];
    expect(new Set(aliases).size).toBe(aliases.length);
    const script = `import json, keyword, builtins, sys
names = json.loads(sys.argv[1])
print(json.dumps([n.isidentifier() and not keyword.iskeyword(n) and not hasattr(builtins, n) for n in names]))`;
    const out = execFileSync("python3", ["-c", script, JSON.stringify(aliases)], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual(aliases.map(() => true));
  });
});

describe("alias overrides", () => {
  it("take precedence, and computed aliases avoid them", () => {
    const tools = ["web.search", "mcp__github__list_issues", "web_fetch", "web-fetch", "search"];
    const overrides = { "web.search": "search_web", mcp__github__list_issues: "gh_issues", "web-fetch": "fetch" };
    expect(Object.fromEntries(aliasTools(tools, overrides))).toEqual({
      "web.search": "search_web",
      mcp__github__list_issues: "gh_issues",
      web_fetch: "web_fetch",
      "web-fetch": "fetch",
      search: "search",
    });
    expect(Object.fromEntries(aliasTools(["a-b", "x"], { x: "a_b" }))).toEqual({ "a-b": "a_b_2", x: "a_b" });
  });

  it.each([
    [["a"], { a: "print" }, "alias 'print' for a is not a usable Python name"],
    [["a"], { a: "1x" }, "alias '1x' for a is not a usable Python name"],
    [["a", "b"], { a: "z", b: "z" }, "alias 'z' is given to both a and b"],
    [["a", "b"], { b: "a" }, "alias 'a' for b is the name of another tool"],
  ])("refuses %j with %j", (tools, overrides, message) => {
    expect(() => aliasTools(tools, overrides)).toThrow(new AliasError(message));
  });

  it("agrees with the oracle's alias_map (test/diff/oracle.py)", () => {
    const tools = ["web.search", "print", "a-b", "a_b", "é_tool", "3d", "json", "x y", "gh"];
    const overrides = { "web.search": "search", gh: "github" };
    const script = `import json, sys
sys.argv = ["oracle.py"]
sys.path.insert(0, "${new URL("../diff", import.meta.url).pathname}")
import oracle
print(json.dumps(oracle.alias_map(json.loads(${JSON.stringify(JSON.stringify(tools))}), json.loads(${JSON.stringify(JSON.stringify(overrides))}))))`;
    const expected = JSON.parse(execFileSync("python3", ["-c", script], { encoding: "utf8" }));
    expect(Object.fromEntries(aliasTools(tools, overrides))).toEqual(expected);
  });
});

describe("RESERVED_NAMES", () => {
  it("holds every CPython 3.11 keyword and builtin name", () => {
    const out = execFileSync("python3", ["-c", "import json, keyword, builtins; print(json.dumps(keyword.kwlist + dir(builtins)))"], {
      encoding: "utf8",
    });
    const missing = (JSON.parse(out) as string[]).filter((name) => !RESERVED_NAMES.has(name));
    expect(missing).toEqual([]);
  });

  it("holds the flow builtins and importable modules", () => {
    for (const name of ["ToolError", "ToolPermissionError", "json", "re", "math", "collections", "urllib", "asyncio"]) {
      expect(RESERVED_NAMES.has(name)).toBe(true);
    }
  });
});
