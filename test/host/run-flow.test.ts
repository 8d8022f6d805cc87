// runFlow with a stand-in transpiler and guest: tool serving and the call log, limits,
// cancellation, refusal and rejection, and the envelope the caller gets.
import { describe, expect, it } from "vitest";
import { createRegistry, JsonText, ToolError, ToolPermissionError, type ToolDefinition } from "../../host/registry.js";
import { EnvelopeSchema, type Envelope } from "../../host/schema/envelope.js";
import { guestOutcomeSchema } from "../../host/schema/outcome.js";
import type { FlowRun, RunFlowOptions, RunOutcome } from "../../host/run-flow.js";
import { createRunFlow, stripPaths } from "../../host/run-flow.js";
import { runSandbox } from "../../wasm/sandbox.js";
import { fakeEngine, runFake } from "./fake-engine.js";
import { tool } from "./test-tools.js";
import { okAnswer } from "../../host/tool-answer.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function flow(code: string, tools: ToolDefinition[], extra: Record<string, unknown> = {}, options: Partial<RunFlowOptions> = {}) {
  return runFake(
    { code, name: "test-flow", tools: tools.map((t) => t.name), ...extra },
    // These flows run in-thread, where the QuickJS stack must stay small (see host/limits.ts).
    { registry: createRegistry(tools), ...options, limits: { stackBytes: 256 * 1024, ...options.limits } },
  );
}

function ran(outcome: RunOutcome): FlowRun & { envelope: Envelope } {
  expect(outcome.rejected).toBe(false);
  const run = outcome as FlowRun;
  EnvelopeSchema.parse(run.full);
  EnvelopeSchema.parse(run.envelope);
  return run as FlowRun & { envelope: Envelope };
}

const readTool = tool("file-read", "file_read", {
  handler: async (args) => `contents of ${String(args.path)}`,
});
const searchTool = tool("web_search", "web_search", {
  output: "json",
  handler: async (args) => ({ hits: [String(args.q)], count: 1.5 }),
});

describe("serving tools", () => {
  it("wraps text output, passes JSON output as data, and logs each call in order", async () => {
    const run = ran(
      await flow(
        `async (api) => {
          api.print("start\\n");
          const a = await api.call("file_read", { path: "README.md" });
          const b = await api.call("web_search", { q: "x" });
          return { a, b };
        }`,
        [readTool, searchTool],
      ),
    );
    expect(run.aliases).toEqual({ "file-read": "file_read", web_search: "web_search" });
    const { envelope } = run;
    expect(envelope.status).toBe("ok");
    expect(envelope.prints).toBe("start\n");
    expect(envelope.result).toEqual({ a: { ok: { text: "contents of README.md" } }, b: { ok: { hits: ["x"], count: 1.5 } } });
    expect(envelope.calls).toEqual([
      { seq: 1, tool: "file-read", alias: "file_read", args: { path: "README.md" }, status: "ok", result_tail: "contents of README.md", ms: expect.any(Number) },
      { seq: 2, tool: "web_search", alias: "web_search", args: { q: "x" }, status: "ok", result_tail: '{"hits":["x"],"count":1.5}', ms: expect.any(Number) },
    ]);
    expect(envelope.stats).toEqual({ calls: 2, print_bytes: 6, ms: expect.any(Number) });
    expect(envelope.truncation.truncated).toBe(false);
    expect(run.full).toEqual(envelope);
  });

  it("keeps only the last 200 characters of a result in the call log", async () => {
    const big = tool("big", "file_read", { handler: async () => "a".repeat(1000) + "😀".repeat(199) + "Z" });
    const { envelope } = ran(await flow(`async (api) => { await api.call("big", {}); return null; }`, [big]));
    expect(Array.from(envelope.calls[0].result_tail!)).toHaveLength(200);
    expect(envelope.calls[0].result_tail!.endsWith("😀Z")).toBe(true);
    expect(envelope.truncation.truncated).toBe(false);
  });

  it("turns a failing tool into a ToolError answer with its message only, host paths stripped", async () => {
    const failing = tool("reader", "file_read", {
      handler: async () => {
        throw new Error("ENOENT: no such file or directory, open '/srv/project/secret/notes.txt'");
      },
    });
    const refusing = tool("guarded", "file_read", {
      handler: async () => {
        throw new ToolPermissionError("reading .env is denied by a rule");
      },
    });
    const { envelope } = ran(
      await flow(
        `async (api) => [await api.call("reader", {path: "notes.txt"}), await api.call("guarded", {path: ".env"})]`,
        [failing, refusing],
        {},
        { projectRoot: "/srv/project" },
      ),
    );
    expect(envelope.result).toEqual([
      { error: "ENOENT: no such file or directory, open 'secret/notes.txt'", type: "ToolError" },
      { error: "reading .env is denied by a rule", type: "ToolPermissionError" },
    ]);
    expect(envelope.calls.map((c) => [c.status, c.error, c.result_tail])).toEqual([
      ["error", "ENOENT: no such file or directory, open 'secret/notes.txt'", undefined],
      ["denied", "reading .env is denied by a rule", undefined],
    ]);
  });

  it("passes JsonText through verbatim or marked and refuses text that is not JSON", async () => {
    // An object whose only fault is a float written with an integral value crosses marked (the
    // token as a str marker); one with an array-index key crosses verbatim; both are logged verbatim.
    const exact = tool("exact", "custom", { flowEligible: true, output: "json", handler: async () => new JsonText('{"x": 3.0}') });
    const indexed = tool("indexed", "custom", { flowEligible: true, output: "json", handler: async () => new JsonText('{"1": 3.0}') });
    const bad = tool("bad", "custom", { flowEligible: true, output: "json", handler: async () => new JsonText("{nope") });
    const { envelope } = ran(
      await flow(`async (api) => [await api.callRaw("exact", "{}"), await api.callRaw("indexed", "{}"), JSON.parse(await api.callRaw("bad", "{}")).type]`, [exact, indexed, bad]),
    );
    expect(envelope.result).toEqual(['{"numbers":"marked","ok":{"x": "\\u0000f3.0"}}', '{"ok":{"1": 3.0}}', "ToolError"]);
    expect(envelope.calls[0].result_tail).toBe('{"x": 3.0}');
    expect(envelope.calls[1].result_tail).toBe('{"1": 3.0}');
  });

  it("reports a tool that breaks its declared output as a ToolError", async () => {
    const liar = tool("liar", "file_read", { handler: async () => 42 });
    const cyclic = tool("cyclic", "custom", {
      flowEligible: true,
      output: "json",
      handler: async () => {
        const o: any = {};
        o.self = o;
        return o;
      },
    });
    const { envelope } = ran(await flow(`async (api) => [await api.call("liar", {}), (await api.call("cyclic", {})).type]`, [liar, cyclic]));
    expect(envelope.result).toEqual([{ error: "the tool returned number instead of text", type: "ToolError" }, "ToolError"]);
  });

  it("gives the handler its args, an AbortSignal and the flow name", async () => {
    let seen: unknown;
    const probe = tool("probe", "file_read", {
      handler: async (args, ctx) => {
        seen = { args, flowName: ctx.flowName, aborted: ctx.signal.aborted, argsJson: ctx.argsJson };
        return "";
      },
    });
    ran(await flow(`async (api) => api.callRaw("probe", '{"n": 1.0, "s": "x", "l": [true, null]}')`, [probe]));
    expect(seen).toEqual({ args: { n: 1, s: "x", l: [true, null] }, flowName: "test-flow", aborted: false, argsJson: '{"n": 1.0, "s": "x", "l": [true, null]}' });
  });

  it("aborts a tool's signal once the flow ends, also when the tool first reads it afterwards", async () => {
    const kept: { signal: AbortSignal }[] = [];
    const keep = tool("keep", "custom", {
      flowEligible: true,
      output: "json",
      handler: async (_args, ctx) => {
        kept.push(ctx);
        return kept.length === 1 ? { ...ctx }.signal.aborted : "not read";
      },
    });
    const { envelope } = ran(await flow(`async (api) => [await api.call("keep", {}), await api.call("keep", {})]`, [keep]));
    expect(envelope.result).toEqual([{ ok: false }, { ok: "not read" }]);
    // The first read its signal during its call, the second never did.
    expect(kept.map((ctx) => ctx.signal.aborted)).toEqual([true, true]);
    expect(kept[1]!.signal).toBe(kept[0]!.signal);
  });

  it("hands every call of a long flow the same signal, aborted at its end", async () => {
    const kept: { signal: AbortSignal }[] = [];
    const keep = tool("keep", "custom", { flowEligible: true, output: "json", handler: async (_args, ctx) => (kept.push(ctx), null) });
    ran(await flow(`async (api) => { for (let i = 0; i < 40; i++) await api.call("keep", {}); }`, [keep]));
    expect(kept).toHaveLength(40);
    expect(new Set(kept.map((ctx) => ctx.signal)).size).toBe(1);
    expect(kept.every((ctx) => ctx.signal.aborted && Object.keys(ctx).includes("signal"))).toBe(true);
  });

  it("gives the decider and the handler each their own copy of the args: mutating them changes no log", async () => {
    const mutate = (args: Record<string, unknown>) => {
      (args.l as unknown[]).push("added");
      args.n = 2;
    };
    let handled: unknown;
    const probe = tool("probe", "file_read", {
      handler: async (args) => {
        handled = structuredClone(args);
        mutate(args);
        return "";
      },
    });
    const decide: RunFlowOptions["decide"] = async (_tool, args) => {
      mutate(args);
      return { allowed: true };
    };
    const run = ran(await flow(`async (api) => api.callRaw("probe", '{"n": 1, "l": [true]}')`, [probe], {}, { decide }));
    expect(handled).toEqual({ n: 1, l: [true] });
    expect(run.full.calls[0]!.args).toEqual({ n: 1, l: [true] });
  });

  it("gives each its own copy of flat args too, a `__proto__` key an own key in each", async () => {
    const seen: Record<string, unknown>[] = [];
    const mutate = (args: Record<string, unknown>) => {
      seen.push(args);
      const copy = { ...args };
      args.n = 2;
      args.added = true;
      delete args.s;
      return copy;
    };
    const copies: Record<string, unknown>[] = [];
    const probe = tool("probe", "file_read", {
      handler: async (args) => {
        copies.push(mutate(args));
        return "";
      },
    });
    const decide: RunFlowOptions["decide"] = async (_tool, args) => {
      copies.push(mutate(args));
      return { allowed: true };
    };
    const json = '{"n": 1.0, "s": "x", "__proto__": null, "b": false}';
    const run = ran(await flow(`async (api) => api.callRaw("probe", '${json}')`, [probe], {}, { decide }));
    const parsed = JSON.parse(json);
    expect(copies).toEqual([parsed, parsed]);
    for (const args of seen) expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(Object.keys(copies[1]!)).toEqual(["n", "s", "__proto__", "b"]);
    expect(seen[0]).not.toBe(seen[1]);
    expect(run.full.calls[0]!.args).toEqual(parsed);
    expect(Object.keys(run.full.calls[0]!.args)).toEqual(["n", "s", "__proto__", "b"]);
  });

  it("runs at most `concurrency` tool calls at once", async () => {
    let active = 0;
    let peak = 0;
    const slow = tool("slow", "file_read", {
      handler: async () => {
        peak = Math.max(peak, ++active);
        await sleep(20);
        active--;
        return "done";
      },
    });
    const { envelope } = ran(
      await flow(`async (api) => (await Promise.all([1, 2, 3, 4, 5, 6].map((i) => api.call("slow", {i})))).length`, [slow], {}, {
        limits: { concurrency: 2 },
      }),
    );
    expect(envelope.result).toBe(6);
    expect(peak).toBe(2);
    expect(envelope.calls.map((c) => c.args.i)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("never starts a queued call after the flow ended", async () => {
    const started: number[] = [];
    const slow = tool("slow", "file_read", {
      handler: async (args) => {
        started.push(Number(args.i));
        await sleep(300);
        return "late";
      },
    });
    const { envelope } = ran(
      await flow(`async (api) => Promise.all([1, 2].map((i) => api.call("slow", {i})))`, [slow], { timeout_seconds: 0.1 }, {
        limits: { concurrency: 1 },
      }),
    );
    await sleep(500);
    expect(envelope.error?.type).toBe("Timeout");
    expect(started).toEqual([1]);
    expect(envelope.calls.map((c) => [c.seq, c.status, c.error])).toEqual([
      [1, "error", "the flow ended before the tool answered"],
      [2, "error", "the flow ended before the tool answered"],
    ]);
  });

  it("fails the flow when the guest calls an alias it was not given", async () => {
    const { envelope } = ran(await flow(`async (api) => api.call("nope", {})`, [readTool]));
    expect(envelope.error).toMatchObject({ type: "InternalError", message: expect.stringContaining("unknown tool alias 'nope'") });
  });

  it("honours alias overrides and refuses unusable ones", async () => {
    const run = ran(await flow(`async (api) => (await api.call("read", {path: "x"})).ok.text`, [readTool], {}, { aliases: { "file-read": "read" } }));
    expect(run.aliases).toEqual({ "file-read": "read" });
    expect(run.envelope.result).toBe("contents of x");
    expect(run.envelope.calls[0]).toMatchObject({ tool: "file-read", alias: "read" });
    await expect(flow(`async () => 1`, [readTool], {}, { aliases: { "file-read": "len" } })).rejects.toThrow(
      "alias 'len' for file-read is not a usable Python name",
    );
  });

  it("passes the alias map, the start time and the seed to the guest", async () => {
    const { envelope } = ran(
      await flow(`async (api) => api.options`, [readTool, searchTool], {}, { now: () => new Date("2024-05-06T07:08:09Z"), seed: 99 }),
    );
    expect(envelope.result).toEqual({ tools: { file_read: "file-read", web_search: "web_search" }, startTime: Date.parse("2024-05-06T07:08:09Z"), seed: 99 });
  });

  it("draws a fresh seed per flow when none is given: a non-negative safe integer", async () => {
    const seeds = [];
    for (let i = 0; i < 3; i++) seeds.push((ran(await flow(`async (api) => api.options.seed`, [], {}, {})).envelope.result as number));
    for (const seed of seeds) expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
    expect(new Set(seeds).size).toBe(3);
  });
});

describe("limits", () => {
  it("ends the flow at the call cap; the script cannot catch it; earlier prints and calls stay", async () => {
    const { envelope } = ran(
      await flow(
        `async (api) => {
          for (let i = 0; ; i++) {
            api.print(i + "\\n");
            try { await api.call("file_read", {i}); } catch (e) {}
          }
        }`,
        [readTool],
        {},
        { limits: { maxCalls: 3 } },
      ),
    );
    expect(envelope.status).toBe("error");
    expect(envelope.error).toEqual({ type: "CallLimitExceeded", message: "the flow tried to make more than 3 tool calls", line: null, traceback: "" });
    expect(envelope.calls.map((c) => c.seq)).toEqual([1, 2, 3]);
    expect(envelope.prints).toBe("0\n1\n2\n3\n");
    expect(envelope.stats.calls).toBe(3);
  });

  it("times out a computing flow, keeping what it printed", async () => {
    const { envelope } = ran(await flow(`async (api) => { api.print("before\\n"); while (true) {} }`, [], { timeout_seconds: 0.2 }));
    expect(envelope.error).toEqual({ type: "Timeout", message: "the flow did not finish within 0.2 seconds", line: null, traceback: "" });
    expect(envelope.prints).toBe("before\n");
  });

  it("times out while waiting on a tool, aborting the call and logging it as unfinished", async () => {
    let abortedByFlow = false;
    const hang = tool("hang", "web_fetch", {
      handler: (_args, ctx) =>
        new Promise((_, reject) => {
          ctx.signal.addEventListener("abort", () => {
            abortedByFlow = true;
            reject(new ToolError("aborted"));
          });
        }),
    });
    const { envelope } = ran(await flow(`async (api) => api.call("hang", {url: "x"})`, [hang], { timeout_seconds: 0.15 }));
    expect(envelope.error?.type).toBe("Timeout");
    expect(abortedByFlow).toBe(true);
    expect(envelope.calls).toEqual([expect.objectContaining({ seq: 1, status: "error", error: "the flow ended before the tool answered" })]);
  });

  it("clamps the requested timeout to maxTimeoutSeconds", async () => {
    const started = Date.now();
    const { envelope } = ran(
      await flow(`async () => { while (true) {} }`, [], { timeout_seconds: 3600 }, { limits: { maxTimeoutSeconds: 0.2 } }),
    );
    expect(envelope.error?.message).toBe("the flow did not finish within 0.2 seconds");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("is cancelled through its signal", async () => {
    const controller = new AbortController();
    const hang = tool("hang", "web_fetch", { handler: () => new Promise(() => {}) });
    setTimeout(() => controller.abort(), 50);
    const { envelope } = ran(await flow(`async (api) => api.call("hang", {})`, [hang], {}, { signal: controller.signal }));
    expect(envelope.error).toMatchObject({ type: "Cancelled" });
  });

  it("shortens a large envelope but keeps the full one", async () => {
    const run = ran(await flow(`async (api) => { for (let i = 0; i < 3000; i++) api.print("line " + i + "\\n"); return "ok"; }`, []));
    expect(run.envelope.truncation).toMatchObject({ truncated: true, prints: true });
    expect(run.full.prints.split("\n")).toHaveLength(3001);
    expect(run.full.truncation.truncated).toBe(false);
    expect(run.envelope.stats.print_bytes).toBe(Buffer.byteLength(run.full.prints));
  });
});

describe("before running", () => {
  it("returns a transpiler refusal as a SyntaxError envelope, nothing printed, nothing called", async () => {
    const { envelope } = ran(await flow(`!refuse`, [readTool]));
    expect(envelope).toMatchObject({
      status: "error",
      prints: "",
      result: null,
      calls: [],
      // The script has no line 2 to show: the traceback names the line alone.
      error: {
        type: "SyntaxError",
        message: "`class` is not available in tool flows; use a dict (2:0)",
        line: 2,
        traceback: '  File "<flow>", line 2\nSyntaxError: `class` is not available in tool flows; use a dict (2:0)\n',
      },
    });
  });

  it("rejects bad requests without running", async () => {
    const outcome = await runFake({ code: "x", name: "n", tools: ["missing", "tool_flow"] }, { registry: createRegistry([]) });
    expect(outcome).toEqual({
      rejected: true,
      problems: [
        { tool: "missing", reason: "missing" },
        { tool: "tool_flow", reason: "recursive" },
      ],
    });
  });

  it("takes an ok outcome's result as guestOutcomeSchema() would, and refuses what it refuses with its message", async () => {
    const outcomes = [
      '{"status":"ok","result":null}',
      '{"status":"ok","result":[1,2.5,"x",true,{"a":{"b":[]}}]}',
      '{"status":"ok","extra":1,"result":{"k":"v"}}',
      '{"status":"ok","result":123456789012345678901}',
      '{"status":"ok"}',
      '{"result":1}',
      '[{"status":"ok","result":1}]',
      '"ok"',
      'null',
      '{"status":"error","error":{"type":"ValueError","message":"m","line":3,"traceback":"t"}}',
      '{"status":"error","error":{"type":"","message":"m","line":3,"traceback":"t"}}',
    ];
    for (const outcomeJson of outcomes) {
      const engine = createRunFlow({ ...fakeEngine, sandbox: async () => ({ kind: "returned", outcomeJson }) });
      const { full } = ran(await engine({ code: "", name: "n", tools: [] }, { registry: createRegistry([]) }));
      const expected = guestOutcomeSchema().safeParse(JSON.parse(outcomeJson));
      if (!expected.success) {
        expect(full.error).toMatchObject({ type: "InternalError", message: `the guest's outcome is malformed: ${expected.error.message}` });
      } else if (expected.data.status === "ok") {
        expect({ status: full.status, result: full.result }).toEqual({ status: "ok", result: expected.data.result });
      } else {
        expect(full.error).toEqual(expected.data.error);
      }
    }
  });

  it("keeps a `__proto__` key of a result's dict", async () => {
    const outcomeJson = '{"status":"ok","result":{"__proto__":{"x":1},"y":[{"__proto__":2}]}}';
    const engine = createRunFlow({ ...fakeEngine, sandbox: async () => ({ kind: "returned", outcomeJson }) });
    const { full } = ran(await engine({ code: "", name: "n", tools: [] }, { registry: createRegistry([]) }));
    expect(JSON.stringify(full.result)).toBe('{"__proto__":{"x":1},"y":[{"__proto__":2}]}');
    expect(Object.getPrototypeOf(full.result)).toBe(Object.prototype);
  });

  it("reports a malformed guest outcome as an internal error", async () => {
    const broken = createRunFlow({
      transpile: () => ({ ok: true, js: "", imports: [] }),
      guestSource: async () => `globalThis.__toolflow = { run: async () => '{"status":"maybe"}' }`,
      sandbox: runSandbox,
    });
    const outcome = await broken({ code: "", name: "n", tools: [] }, { registry: createRegistry([]), limits: { stackBytes: 256 * 1024 } });
    expect(ran(outcome).envelope.error).toMatchObject({ type: "InternalError", message: expect.stringContaining("malformed") });
  });
});

describe("stripPaths", () => {
  it.each([
    ["open '/home/u/project/a/b.txt'", "/home/u/project", "open 'a/b.txt'"],
    ["open '/home/u/project'", "/home/u/project", "open '.'"],
    ["at file:///home/u/project/My%20Docs/x.js:3", "/home/u/project", "at My%20Docs/x.js:3"],
    // Paths that are not this host's folders are no secret of it and stay as written.
    ["open '/etc/passwd'", "/home/u/project", "open '/etc/passwd'"],
    ["see https://example.com/a/b and /var/log/x.log", undefined, "see https://example.com/a/b and /var/log/x.log"],
    ["C:\\Users\\me\\file.txt missing", undefined, "C:\\Users\\me\\file.txt missing"],
    ["ratio 3/4 and a/b stay", undefined, "ratio 3/4 and a/b stay"],
    ["3 /4 and privat\u0435/x.txt stay", undefined, "3 /4 and privat\u0435/x.txt stay"],
    ["no match for /etc/*", undefined, "no match for /etc/*"],
  ])("%s", (message, root, expected) => {
    expect(stripPaths(message, root)).toBe(expected);
  });
});

describe("a JSON tool's int answer", () => {
  it("is written as the general encoding writes it, redacted when it spells a secret word", async () => {
    const ints = [0, -0, 1, -7, 2147483647, -2147483648, 9007199254740991, -9007199254740991, 12345];
    const number = tool("number", "custom", { flowEligible: true, output: "json", handler: async (args) => ints[Number(args.i)] });
    const answers = async (options: Partial<RunFlowOptions>) => {
      const run = ran(await flow(`async (api) => { const out = []; for (let i = 0; i < ${ints.length}; i++) out.push(await api.callRaw("number", JSON.stringify({ i }))); return out; }`, [number], {}, options));
      return { answers: run.envelope.result as string[], tails: run.full.calls.map((call) => call.result_tail) };
    };
    const general = (value: unknown) => okAnswer(JSON.stringify(value));
    expect(await answers({})).toEqual({ answers: ints.map(general), tails: ints.map((n) => JSON.stringify(n)) });
    const hidden = await answers({ secretWords: ["12345"] });
    expect(hidden.answers.at(-1)).toBe(general("[hidden]"));
    expect(hidden.tails.at(-1)).toBe('"[hidden]"');
  });
});

describe("the flows' shared redactor", () => {
  const echo = tool("echo", "file_read", { handler: async (args) => String(args.text) });
  const said = async (text: string, options: Partial<RunFlowOptions>) =>
    ran(await flow(`async (api) => (await api.call("echo", { text: ${JSON.stringify(text)} })).ok.text`, [echo], {}, options)).envelope.result;

  it("hides a word added to the same words array since the last flow", async () => {
    const secretWords = ["alpha"];
    expect(await said("alpha beta", { secretWords })).toBe("[hidden] beta");
    secretWords.push("beta");
    expect(await said("alpha beta", { secretWords })).toBe("[hidden] [hidden]");
    secretWords.length = 0;
    expect(await said("alpha beta", { secretWords })).toBe("alpha beta");
  });

  it("hides the home folder as it is when the flow runs", async () => {
    const home = process.env.HOME;
    try {
      process.env.HOME = "/srv/first-home";
      expect(await said("/srv/first-home/a /srv/second-home/b", {})).toBe("~/a /srv/second-home/b");
      process.env.HOME = "/srv/second-home";
      expect(await said("/srv/first-home/a /srv/second-home/b", {})).toBe("/srv/first-home/a ~/b");
    } finally {
      if (home === undefined) delete process.env.HOME;
      else process.env.HOME = home;
    }
  });
});
