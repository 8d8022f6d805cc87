// Checks the CPython oracle itself on hand-verified flows (alias rule, keyword-only tools, fixture
// matching, trailing expression, error lines, gather), then checks the corpus is well formed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ORACLE, listCases, runOracle, runOracleBatch, type Outcome } from "./compare.js";

const dir = mkdtempSync(join(tmpdir(), "toolflow-oracle-"));
let serial = 0;

function oracle(source: string, fixtures?: object | string) {
  const name = `case${++serial}`;
  const script = join(dir, `${name}.py`);
  writeFileSync(script, source);
  if (!fixtures) return runOracle({ name, script });
  const fixturesPath = join(dir, `${name}.tools.json`);
  // A string is written as is: JSON.stringify would turn 1.0 into 1.
  writeFileSync(fixturesPath, typeof fixtures === "string" ? fixtures : JSON.stringify(fixtures));
  return runOracle({ name, script, fixtures: fixturesPath });
}

const READ = { file_read: [{ args: { path: "a.txt" }, output: "alpha\nbeta\n" }] };

describe("oracle.py", () => {
  it("serves text output as {'text': ...} and logs the call", async () => {
    const out = await oracle('r = file_read(path="a.txt")\nprint(r["text"].split())\nr\n', READ);
    expect(out).toEqual({
      status: "ok",
      prints: "['alpha', 'beta']\n",
      result: { text: "alpha\nbeta\n" },
      calls: [{ tool: "file_read", args: { path: "a.txt" }, status: "ok" }],
    });
  });

  it("raises TypeError for a positional argument and does not log the call", async () => {
    const out = await oracle('x = 1\nfile_read("a.txt")\n', READ);
    expect(out.status).toBe("error");
    expect(out.error).toEqual({ type: "TypeError", message: "file_read() takes 0 positional arguments but 1 was given", line: 2 });
    expect(out.calls).toEqual([]);
  });

  it("raises ToolError when no fixture matches, logging the call as an error", async () => {
    const out = await oracle('try:\n    file_read(path="b.txt")\nexcept ToolError as e:\n    print(type(e).__name__)\n', READ);
    expect(out.prints).toBe("ToolError\n");
    expect(out.calls).toEqual([{ tool: "file_read", args: { path: "b.txt" }, status: "error" }]);
  });

  it("matches fixture args with 1, 1.0 and True all different", async () => {
    const fixtures = '{"web_search": [{"args": {"n": 1}, "output": {"json": "int"}}, {"args": {"n": 1.0}, "output": {"json": "float"}}, {"args": {"n": true}, "output": {"json": "bool"}}]}';
    const out = await oracle("[web_search(n=True), web_search(n=1.0), web_search(n=1)]\n", fixtures);
    expect(out.result).toEqual(["bool", "float", "int"]);
  });

  it("raises ToolError with the fixture's message and ToolPermissionError is a ToolError and PermissionError", async () => {
    const fixtures = { web_fetch: [{ args: { url: "u" }, output: { error: "HTTP 404" } }] };
    const src = 'try:\n    web_fetch(url="u")\nexcept ToolError as e:\n    print(str(e), e.args)\nissubclass(ToolPermissionError, ToolError) and issubclass(ToolPermissionError, PermissionError)\n';
    const out = await oracle(src, fixtures);
    expect(out.prints).toBe("HTTP 404 ('HTTP 404',)\n");
    expect(out.result).toBe(true);
  });

  it("aliases names per SPEC §3: invalid chars, leading digit, reserved names, collisions, overrides", () => {
    const names = ["http-get", "mcp__github__list_issues", "9lives", "print", "a.b", "a-b", "json", "web.search"];
    const code = `import json, sys; sys.path.insert(0, ${JSON.stringify(join(ORACLE, ".."))}); import oracle; print(json.dumps(oracle.alias_map(${JSON.stringify(names)}, {"web.search": "search"})))`;
    const aliases = JSON.parse(execFileSync("python3", ["-B", "-c", code], { encoding: "utf8" }));
    expect(aliases).toEqual({
      "http-get": "http_get",
      mcp__github__list_issues: "mcp__github__list_issues",
      "9lives": "_9lives",
      print: "print_2",
      "a.b": "a_b",
      "a-b": "a_b_2",
      json: "json_2",
      "web.search": "search",
    });
  });

  it("takes the trailing expression as the result, and null otherwise", async () => {
    expect((await oracle("x = 2\nx * 21\n")).result).toBe(42n);
    expect((await oracle("x = 2\ny = x * 21\n")).result).toBe(null);
    const printed = await oracle("print('hi')\n");
    expect([printed.prints, printed.result]).toEqual(["hi\n", null]);
  });

  it("converts the result as json.dumps would, with tuples and sets as lists and repr for the rest", async () => {
    const out = await oracle("{'t': (1, 2), 's': {3}, 1: 1.5, None: True, 'f': len}\n");
    expect(out.result).toEqual({ t: [1n, 2n], s: [3n], "1": 1.5, null: true, f: "<built-in function len>" });
  });

  it("reports the innermost script line of an uncaught exception and keeps earlier prints", async () => {
    const out = await oracle("def get(d):\n    return d['k']\n\nprint('start')\nget({})\n");
    expect(out).toMatchObject({ status: "error", prints: "start\n", error: { type: "KeyError", message: "'k'", line: 2 } });
  });

  it("reports a SyntaxError at its line without running anything", async () => {
    const out = await oracle("print(1)\nif x\n");
    expect(out).toMatchObject({ status: "error", prints: "", error: { type: "SyntaxError", line: 2 } });
  });

  it("treats await on a tool call as a no-op and gathers every call before raising the first failure", async () => {
    const fixtures = { web_fetch: [{ args: { url: "a" }, output: "A" }, { args: { url: "b" }, output: { error: "down" } }, { args: { url: "c" }, output: "C" }] };
    const src = 'import asyncio\nfirst = await web_fetch(url="a")\ntry:\n    await asyncio.gather(web_fetch(url="b"), web_fetch(url="c"))\nexcept ToolError as e:\n    print("failed:", e)\nfirst["text"]\n';
    const out = await oracle(src, fixtures);
    expect(out.prints).toBe("failed: down\n");
    expect(out.result).toBe("A");
    expect(out.calls.map((c) => `${(c.args as { url: string }).url}:${c.status}`)).toEqual(["a:ok", "b:error", "c:ok"]);
  });
});

describe("corpus", () => {
  const cases = listCases();
  let outcomes: Map<string, Outcome>;
  beforeAll(async () => {
    outcomes = await runOracleBatch(cases);
  }, 300_000);

  it("has at least 120 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(120);
  });

  it("gives the same outcome in batch mode as one process per case", async () => {
    const sample = cases.filter((_, i) => i % 15 === 0);
    const single = await Promise.all(sample.map((c) => runOracle(c)));
    expect(single).toEqual(sample.map((c) => outcomes.get(c.name)));
  });

  describe("runs as intended under CPython", () => {
    for (const c of cases) {
      it(c.name, () => {
        const out = outcomes.get(c.name)!;
        // Only `err_*` cases may end in an uncaught exception; a fixture miss is a corpus bug
        // except in `*nomatch*` cases, which test the miss itself.
        if (!c.name.startsWith("err_")) expect(out.error, JSON.stringify(out.error)).toBeUndefined();
        else expect(out.status).toBe("error");
        if (!c.name.includes("nomatch")) {
          expect(out.error?.message ?? "").not.toMatch(/no fixture matches/);
          expect(out.prints).not.toMatch(/no fixture matches/);
        }
      });
    }
  });
});
