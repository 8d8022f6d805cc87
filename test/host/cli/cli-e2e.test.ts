// The built `toolflow` bin end to end: --json envelopes (checked against CPython running the same
// flow on the same fixtures), human output, exit codes, stdin scripts, rejections, live tools.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnvelopeSchema, RejectionSchema } from "../../../host/schema/envelope.js";
import { ROOT, toolflow } from "./built-cli.js";

const EXAMPLES = join(ROOT, "examples");
const execFileAsync = promisify(execFile);
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "toolflow-cli-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes a file into a folder of its own, as concurrent tests reuse names. */
function write(name: string, text: string): string {
  const path = join(mkdtempSync(join(scratch, "case-")), name);
  writeFileSync(path, text);
  return path;
}

async function oracle(script: string, fixtures: string) {
  const { stdout } = await execFileAsync("python3", [join(ROOT, "test/diff/oracle.py"), script, "--fixtures", fixtures], {
    encoding: "utf8",
    env: { ...process.env, PYTHONHASHSEED: "0" },
  });
  return JSON.parse(stdout) as { status: string; prints: string; result: unknown; calls: { tool: string; args: unknown; status: string }[] };
}

// Each case is a separate process, so the cases run side by side.
describe.concurrent("examples with fixtures, as CPython runs them", () => {
  const examples = readdirSync(EXAMPLES).filter((f) => f.endsWith(".tools.json")).map((f) => f.slice(0, -".tools.json".length));

  it("has examples with fixtures", async () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples)("%s", async (name) => {
    await expectSameAsCPython(join(EXAMPLES, `${name}.py`), join(EXAMPLES, `${name}.tools.json`));
  });

  it("tells 1, 1.0 and True apart in arguments, and keeps floats and big ints in JSON answers", async () => {
    // Written as text: JSON.stringify would turn 1.0 into 1.
    const fixtures = write(
      "numbers.tools.json",
      `{"lookup": [
        {"args": {"n": 1}, "output": "int"},
        {"args": {"n": 1.0}, "output": "float"},
        {"args": {"n": true}, "output": "bool"},
        {"args": {"n": [1, {"x": 2}]}, "output": "nested int"},
        {"args": {"n": [1, {"x": 2.0}]}, "output": "nested float"}
      ],
      "stats": [{"args": {}, "output": {"json": {"mean": 2.0, "count": 3, "big": 123456789012345678901234567890}}}]}`,
    );
    const script = write(
      "numbers.py",
      [
        "for n in [1, 1.0, True, [1, {'x': 2}], [1, {'x': 2.0}]]:",
        '    print(repr(n), lookup(n=n)["text"])',
        "s = stats()",
        'print(type(s["mean"]).__name__, s["mean"], s["big"] + 1)',
        "try:",
        "    lookup(n=2.5)",
        "except ToolError as e:",
        '    print("no match:", type(e).__name__)',
        "s",
      ].join("\n"),
    );
    await expectSameAsCPython(script, fixtures);
  });
});

/** Runs the flow with toolflow (--json) and with CPython (test/diff/oracle.py) and compares them. */
async function expectSameAsCPython(script: string, fixtures: string): Promise<void> {
  const run = await toolflow(["run", "--yes", script, "--fixtures", fixtures, "--json"]);
  expect(run.stderr).toBe("");
  const envelope = EnvelopeSchema.parse(JSON.parse(run.stdout));
  const expected = await oracle(script, fixtures);
  // The error is part of the comparison so that a failing flow shows why.
  expect({ status: envelope.status, error: envelope.error?.message, prints: envelope.prints, result: envelope.result }).toEqual({
    status: "ok",
    error: undefined,
    prints: expected.prints,
    result: expected.result,
  });
  expect(expected.status).toBe("ok");
  expect(run.code).toBe(0);
  expect(envelope.calls.map((c) => ({ tool: c.tool, args: c.args, status: c.status }))).toEqual(expected.calls);
}

describe.concurrent("toolflow run", () => {
  const fixtures = () =>
    write(
      "tools.json",
      JSON.stringify({
        file_read: [
          { args: { path: "a.md" }, output: "alpha\nbeta\n" },
          { args: { path: "gone.md" }, output: { error: "file not found: gone.md" } },
        ],
        "web-search": [{ args: { q: "x" }, output: { json: { hits: [1, 2] } } }],
      }),
    );

  it("prints exactly the envelope with --json, and reads the script from stdin", async () => {
    const run = await toolflow(["run", "--yes", "-", "--fixtures", fixtures(), "--json"], {
      stdin: 'text = file_read(path="a.md")["text"]\nprint(text.splitlines())\n{"n": len(web_search(q="x")["hits"])}\n',
    });
    expect(run.code).toBe(0);
    const envelope = EnvelopeSchema.parse(JSON.parse(run.stdout));
    expect(run.stdout.trim().split("\n")).toHaveLength(1);
    expect(envelope).toMatchObject({ status: "ok", prints: "['alpha', 'beta']\n", result: { n: 2 } });
    expect(envelope.calls.map((c) => [c.seq, c.tool, c.alias, c.status])).toEqual([
      [1, "file_read", "file_read", "ok"],
      [2, "web-search", "web_search", "ok"],
    ]);
  });

  it("shows people the prints, result, calls and error, and exits 1 on a flow error", async () => {
    const script = write("fails.py", 'print("start")\nfile_read(path="a.md")\ntry:\n    file_read(path="gone.md")\nexcept ToolError as e:\n    print("caught", e)\n{"a": 1}["b"]\n');
    const run = await toolflow(["run", "--yes", script, "--fixtures", fixtures()]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("== prints ==\nstart\ncaught file not found: gone.md\n");
    expect(run.stdout).toMatch(/== calls \(2\) ==\nseq +tool +status +ms +args\n +1 +file_read +ok +\d+ +path='a\.md'\n +2 +file_read +error +\d+ +path='gone\.md'  -> file not found: gone\.md/);
    expect(run.stdout).toContain("== error ==\nKeyError: 'b' (line 7)");
    expect(run.stdout).toMatch(/status: error \| 2 calls \| \d+ ms\n$/);
  });

  it("turns a script stem outside the name charset into a valid flow name", async () => {
    const script = write("my flow!.py", "1\n");
    const run = await toolflow(["run", "--yes", script, "--fixtures", fixtures(), "--json"]);
    expect(JSON.parse(run.stdout).status).toBe("ok");
  });

  it("exits 2 and lists every problem when the request is rejected", async () => {
    const human = await toolflow(["run", "--yes", "-", "--fixtures", fixtures(), "--tools", "file_read,nope,tool_flow"], { stdin: "1\n" });
    expect(human.code).toBe(2);
    expect(human.stderr).toBe('toolflow: the request was rejected:\n  - tool "nope": missing\n  - tool "tool_flow": recursive\n');
    const json = await toolflow(["run", "--yes", "-", "--fixtures", fixtures(), "--tools", "nope", "--json"], { stdin: "1\n" });
    expect(json.code).toBe(2);
    expect(RejectionSchema.parse(JSON.parse(json.stdout)).problems).toEqual([{ tool: "nope", reason: "missing" }]);
  });

  it("exits 2 on a bad fixtures file or an unusable alias in __aliases__", async () => {
    const bad = write("bad.json", '{"file_read": [{"args": {}, "output": 42}]}');
    const run = await toolflow(["run", "--yes", "-", "--fixtures", bad], { stdin: "1\n" });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"file_read"[0].output: expected "text", {"json": value} or {"error": "message"}');
    const unusable = write("unusable.json", JSON.stringify({ "web-search": [], __aliases__: { "web-search": "for" } }));
    const refused = await toolflow(["run", "--yes", "-", "--fixtures", unusable], { stdin: "1\n" });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("alias 'for' for web-search is not a usable Python name");
  });

  it("calls tools by the names __aliases__ gives them", async () => {
    const aliased = write(
      "aliased.json",
      JSON.stringify({ "web-search": [{ args: { q: "x" }, output: "hit" }], __aliases__: { "web-search": "search" } }),
    );
    const run = await toolflow(["run", "--yes", "-", "--fixtures", aliased, "--json"], { stdin: 'search(q="x")["text"]\n' });
    expect(run.code).toBe(0);
    const envelope = JSON.parse(run.stdout);
    expect(envelope.result).toBe("hit");
    expect(envelope.calls).toMatchObject([{ tool: "web-search", alias: "search", status: "ok" }]);
  });

  it("keeps the envelope within its limits, and --full prints the unshortened one", async () => {
    const script = 'for i in range(3000):\n    print("line", i, "x" * 20)\n"done"\n';
    const short = JSON.parse((await toolflow(["run", "--yes", "-", "--json", "--tools", ""], { stdin: script })).stdout);
    const full = JSON.parse((await toolflow(["run", "--yes", "-", "--json", "--full", "--tools", ""], { stdin: script })).stdout);
    expect(short.truncation).toMatchObject({ truncated: true, prints: true });
    expect(full.truncation.truncated).toBe(false);
    expect(full.prints.split("\n")).toHaveLength(3001);
    expect(full.prints.length).toBeGreaterThan(short.prints.length);
  });

  it("stops a flow at --timeout", async () => {
    const run = await toolflow(["run", "--yes", "-", "--json", "--timeout", "0.5", "--tools", ""], { stdin: "while True:\n    pass\n" });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).error.type).toBe("Timeout");
  });
});

describe.concurrent("live tools", () => {
  it("runs the seed example against this repository", async () => {
    const run = await toolflow(["run", "--yes", "examples/seed.py", "--json"]);
    const envelope = EnvelopeSchema.parse(JSON.parse(run.stdout));
    expect(envelope.status).toBe("ok");
    expect(run.code).toBe(0);
    const result = envelope.result as { readme: string; matches: string[] };
    expect(result.readme.startsWith("# toolflow")).toBe(true);
    expect(result.matches.length).toBeGreaterThan(0);
    expect(envelope.calls.map((c) => [c.tool, c.status])).toEqual([
      ["file_read", "ok"],
      ["grep", "ok"],
    ]);
  });

  it("serves --root and refuses paths outside it inside the script", async () => {
    const dir = mkdtempSync(join(scratch, "root-"));
    writeFileSync(join(dir, "notes.md"), "one\ntwo\n");
    const script = 'try:\n    file_read(path="../x")\nexcept ToolPermissionError as e:\n    print(type(e).__name__, e)\nfile_read(path="notes.md", offset=2)["text"]\n';
    const run = await toolflow(["run", "--yes", "-", "--root", dir, "--json"], { stdin: script });
    const envelope = JSON.parse(run.stdout);
    expect(envelope).toMatchObject({ status: "ok", result: "two\n", prints: "ToolPermissionError permission denied: ../x is outside the project root and no allow rule grants it\n" });
    expect(envelope.calls[0].status).toBe("denied");
  });
});
