// End to end through the library: real Python scripts -> transpiler -> guest runtime in a
// worker's QuickJS sandbox -> runFlow's envelope; Python semantics checked against CPython.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureRegistry, parseFixtures } from "../../host/fixtures.js";
import { ensureBuilt } from "../ensure-built.js";
import { createRegistry, ToolError, ToolPermissionError, type ToolDefinition } from "../../host/registry.js";
import { EnvelopeSchema, type Envelope } from "../../host/schema/envelope.js";
import { runFlow, type FlowRun, type RunFlowOptions } from "../../host/run-flow.js";

const ORACLE = new URL("../diff/oracle.py", import.meta.url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// runFlow loads dist/guest-source.js and starts dist/worker.js.
beforeAll(ensureBuilt, 120_000);

function text(name: string, category: ToolDefinition["category"], handler: ToolDefinition["handler"]): ToolDefinition {
  return { name, category, output: "text", handler };
}

async function flow(code: string, tools: ToolDefinition[], options: Partial<RunFlowOptions> = {}, extra = {}): Promise<Envelope> {
  const outcome = await runFlow(
    { code, name: "e2e", tools: tools.map((t) => t.name), ...extra },
    { registry: createRegistry(tools), ...options },
  );
  expect(outcome.rejected).toBe(false);
  const { envelope, full } = outcome as FlowRun;
  EnvelopeSchema.parse(full);
  return envelope as Envelope;
}

/** The parts that say how a flow ended, so a failed expectation shows the error. */
const outcomeOf = ({ status, result, error }: Envelope) => ({ status, result, error });

/** Runs the script under toolflow and CPython (test/diff/oracle.py) with the same fixtures. */
async function againstCPython(script: string, fixtures: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), "toolflow-e2e-"));
  writeFileSync(join(dir, "s.py"), script);
  writeFileSync(join(dir, "t.json"), JSON.stringify(fixtures));
  const expected = JSON.parse(
    execFileSync("python3", [ORACLE, join(dir, "s.py"), "--fixtures", join(dir, "t.json")], {
      encoding: "utf8",
      env: { ...process.env, PYTHONHASHSEED: "0" },
    }),
  );
  const registry = fixtureRegistry(parseFixtures(JSON.stringify(fixtures)));
  const outcome = await runFlow({ code: script, name: "diff", tools: [...registry.keys()] }, { registry });
  const { full } = outcome as FlowRun;
  return { expected, actual: full };
}

const readme = "# toolflow\nRuns tool flows.\nSee tool_flow docs.\n";

describe("library end to end", () => {
  it("runs the seed example: aliased tools, text wrapping, prints, trailing expression", async () => {
    const tools = [
      text("file-read", "file_read", async (args) => (args.path === "README.md" ? readme : Promise.reject(new ToolError("not found")))),
      text("grep", "file_search", async (args) => `rs/lib.rs:3: // ${String(args.pattern)} runner`),
    ];
    const envelope = await flow(
      `readme = file_read(path="README.md")
hits = grep(pattern="tool_flow", path="rs")
print(hits["text"][:20])
{"readme": readme["text"][:9], "matches": hits["text"]}`,
      tools,
    );
    expect(envelope).toMatchObject({
      status: "ok",
      prints: "rs/lib.rs:3: // tool\n",
      result: { readme: "# toolflo", matches: "rs/lib.rs:3: // tool_flow runner" },
      stats: { calls: 2 },
    });
    expect(envelope.calls.map((c) => [c.seq, c.tool, c.alias, c.args, c.status])).toEqual([
      [1, "file-read", "file_read", { path: "README.md" }, "ok"],
      [2, "grep", "grep", { pattern: "tool_flow", path: "rs" }, "ok"],
    ]);
  });

  it("matches CPython on prints, result, errors caught from tools, and the call log", async () => {
    const script = `import json
from collections import Counter
docs = []
for name in ["a.md", "b.md", "missing.md"]:
    try:
        docs.append(read(path=name)["text"])
    except ToolError as e:
        print("skip", name, "-", e)
words = Counter(w.lower() for d in docs for w in d.split())
stats = search(q="toolflow")
print(json.dumps(stats, sort_keys=True))
{"top": words.most_common(2), "total": sum(words.values()), "score": stats["score"] * 2}`;
    const fixtures = {
      read: [
        { args: { path: "a.md" }, output: "Tool flows run tools" },
        { args: { path: "b.md" }, output: "flows of tools" },
        { args: { path: "missing.md" }, output: { error: "no such file: missing.md" } },
      ],
      search: [{ args: { q: "toolflow" }, output: { json: { hits: 3, score: 1.5 } } }],
    };
    const { expected, actual } = await againstCPython(script, fixtures);
    expect(expected.status).toBe("ok");
    expect(actual.status).toBe(expected.status);
    expect(actual.prints).toBe(expected.prints);
    expect(actual.result).toEqual(expected.result);
    expect(actual.calls.map((c) => ({ tool: c.tool, args: c.args, status: c.status }))).toEqual(expected.calls);
  });

  it("matches CPython on an uncaught error: type, message and script line, prints kept", async () => {
    const script = `counts = {"a": 1}
print("before")
total = counts["a"] + counts["b"]
print("never")`;
    const { expected, actual } = await againstCPython(script, {});
    expect(actual.status).toBe("error");
    expect(actual.prints).toBe(expected.prints);
    expect(actual.error).toMatchObject({ type: expected.error.type, message: expected.error.message, line: expected.error.line });
  });

  it("raises a catchable ToolPermissionError that is both a ToolError and a PermissionError", async () => {
    const tools = [
      text("file_read", "file_read", async () => {
        throw new ToolPermissionError("reading secrets/.env is denied");
      }),
    ];
    const envelope = await flow(
      `try:
    file_read(path="secrets/.env")
except PermissionError as e:
    print(type(e).__name__, isinstance(e, ToolError), str(e))
"done"`,
      tools,
    );
    expect(envelope.prints).toBe("ToolPermissionError True reading secrets/.env is denied\n");
    expect(envelope.result).toBe("done");
    expect(envelope.calls[0]).toMatchObject({ status: "denied", error: "reading secrets/.env is denied" });
  });

  it("refuses a positional argument in the script without calling the tool", async () => {
    let called = false;
    const tools = [text("grep", "file_search", async () => ((called = true), ""))];
    const envelope = await flow(`grep("x")`, tools);
    expect(envelope.error).toMatchObject({ type: "TypeError", line: 1 });
    expect(called).toBe(false);
    expect(envelope.calls).toEqual([]);
  });

  it("reports a refused construct as a SyntaxError envelope with its line", async () => {
    const envelope = await flow(`x = 1\nclass A(metaclass=type):\n    pass\n`, []);
    expect(envelope).toMatchObject({ status: "error", prints: "", calls: [], result: null, error: { type: "SyntaxError", line: 2 } });
    expect(envelope.error!.message).toContain("metaclasses");
  });

  it("times out a Python loop; the script cannot catch it", async () => {
    const started = Date.now();
    const envelope = await flow(
      `print("start")
try:
    while True:
        pass
except BaseException:
    print("caught")`,
      [],
      {},
      { timeout_seconds: 0.5 },
    );
    expect(envelope.error).toMatchObject({ type: "Timeout" });
    expect(envelope.prints).toBe("start\n");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("ends the flow at the call cap even inside try/except", async () => {
    const tools = [text("grep", "file_search", async () => "hit")];
    const envelope = await flow(
      `n = 0
while True:
    try:
        grep(pattern=str(n))
    except BaseException:
        print("caught")
    n += 1`,
      tools,
      { limits: { maxCalls: 5 } },
    );
    expect(envelope.error).toMatchObject({ type: "CallLimitExceeded" });
    expect(envelope.calls).toHaveLength(5);
    expect(envelope.prints).toBe("");
  });

  it("runs asyncio.gather tool calls concurrently and logs them in call order", async () => {
    let active = 0;
    let peak = 0;
    const tools = [
      text("web_fetch", "web_fetch", async (args) => {
        peak = Math.max(peak, ++active);
        await sleep(200);
        active--;
        return `page ${String(args.url)}`;
      }),
    ];
    const envelope = await flow(
      `import asyncio
pages = await asyncio.gather(web_fetch(url="a"), web_fetch(url="b"), web_fetch(url="c"))
[p["text"] for p in pages]`,
      tools,
    );
    expect(outcomeOf(envelope)).toEqual({ status: "ok", result: ["page a", "page b", "page c"], error: undefined });
    expect(envelope.calls.map((c) => c.args.url)).toEqual(["a", "b", "c"]);
    expect(peak).toBe(3);
  });

  it("ends a flow that waits on itself (a semaphore never released) with what it printed, not at its deadline", async () => {
    const envelope = await flow(
      `import asyncio
async def main():
    s = asyncio.Semaphore(1)
    await s.acquire()
    print("one")
    await s.acquire()
asyncio.run(main())`,
      [],
    );
    expect(envelope.status).toBe("error");
    expect(envelope.prints).toBe("one\n");
    expect(envelope.error?.message).toMatch(/lock or semaphore never released/);
  });

  it("cancels a busy Python loop promptly through the caller's signal", async () => {
    const controller = new AbortController();
    let cancelledAt = 0;
    // The tool call proves the script is running; the loop after it is what gets cancelled.
    const tools = [
      text("ask_user", "decision", async () => {
        setTimeout(() => {
          cancelledAt = Date.now();
          controller.abort();
        }, 100);
        return "go";
      }),
    ];
    const envelope = await flow(`print(ask_user(question="spin?")["text"])\nwhile True:\n    pass`, tools, { signal: controller.signal });
    expect(envelope.error).toMatchObject({ type: "Cancelled" });
    expect(envelope.prints).toBe("go\n");
    expect(Date.now() - cancelledAt).toBeLessThan(4000);
  });

  it("ends a flow that outgrows its memory with MemoryError", async () => {
    const envelope = await flow(
      `chunks = []
while True:
    try:
        chunks.append("x" * 1000000 + str(len(chunks)))
    except MemoryError:
        print("caught")`,
      [],
      { limits: { memoryBytes: 16 * 1024 * 1024 } },
    );
    expect(envelope.error).toMatchObject({ type: "MemoryError" });
  });

  it("keeps prints and finished calls when the timeout hits during a tool wait", async () => {
    const tools = [
      text("web_fetch", "web_fetch", async (args, ctx) =>
        args.url === "slow"
          ? new Promise((_, reject) => ctx.signal.addEventListener("abort", () => reject(new ToolError("aborted"))))
          : "fast page",
      ),
    ];
    const envelope = await flow(`print(web_fetch(url="fast")["text"])\nweb_fetch(url="slow")`, tools, {}, { timeout_seconds: 0.5 });
    expect(envelope.error).toMatchObject({ type: "Timeout" });
    expect(envelope.prints).toBe("fast page\n");
    expect(envelope.calls.map((c) => [c.args.url, c.status])).toEqual([
      ["fast", "ok"],
      ["slow", "error"],
    ]);
  });

  it("gives the script the flow's start time as datetime.now()", async () => {
    const envelope = await flow(
      `from datetime import datetime
datetime.now().isoformat()`,
      [],
      { now: () => new Date(2024, 4, 6, 7, 8, 9) },
    );
    expect(outcomeOf(envelope)).toEqual({ status: "ok", result: "2024-05-06T07:08:09", error: undefined });
  });

  it("runs many flows in a row and in parallel without degrading", async () => {
    const tools = [text("grep", "file_search", async (args) => `hit ${String(args.pattern)}`)];
    for (let i = 0; i < 15; i++) {
      expect((await flow(`grep(pattern="${i}")["text"]`, tools)).result).toBe(`hit ${i}`);
    }
    const parallel = await Promise.all(Array.from({ length: 6 }, (_, i) => flow(`sum(range(${i + 1}000))`, [])));
    expect(parallel.map((e) => e.result)).toEqual(Array.from({ length: 6 }, (_, i) => ((i + 1) * 1000 * ((i + 1) * 1000 - 1)) / 2));
  });
});
