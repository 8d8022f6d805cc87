// The human-readable outcome of `toolflow run`: sections, the calls table, the error, the summary.
import { describe, expect, it } from "vitest";
import { argsSummary, COLOURS, renderEnvelope, wantsColour } from "../../../host/cli/render.js";

describe("renderEnvelope", () => {
  it("shows prints, the result as pretty JSON, the calls and a summary", () => {
    const text = renderEnvelope({
      status: "ok",
      prints: "hello\n",
      result: { n: 2, names: ["a"] },
      calls: [
        { seq: 1, tool: "file_read", alias: "file_read", args: { path: "README.md" }, status: "ok", ms: 3 },
        { seq: 2, tool: "mcp__gh__issues", alias: "mcp__gh__issues_2", args: { q: "it's \"x\"", n: 10 }, status: "error", error: "boom", ms: 12 },
      ],
      stats: { calls: 2, print_bytes: 6, ms: 41 },
      truncation: { truncated: false, prints: false, result: false, calls_omitted: 0 },
    });
    expect(text).toBe(
      [
        "== prints ==",
        "hello",
        "",
        "== result ==",
        '{\n  "n": 2,\n  "names": [\n    "a"\n  ]\n}',
        "",
        "== calls (2) ==",
        "seq  tool                                 status  ms  args",
        "  1  file_read                            ok       3  path='README.md'",
        "  2  mcp__gh__issues (mcp__gh__issues_2)  error   12  q='it\\'s \"x\"', n=10  -> boom",
        "",
        "status: ok | 2 calls | 41 ms",
        "",
      ].join("\n"),
    );
  });

  it("shows the error with its type, line and traceback, and what was shortened", () => {
    const text = renderEnvelope({
      status: "error",
      prints: "",
      result: null,
      calls: [],
      stats: { calls: 0, print_bytes: 0, ms: 5 },
      truncation: { truncated: true, prints: true, result: false, calls_omitted: 3 },
      error: { type: "KeyError", message: "'x'", line: 7, traceback: 'Traceback (most recent call last):\n  line 7\nKeyError: \'x\'\n' },
    });
    expect(text).toContain("== error ==\nKeyError: 'x' (line 7)\nTraceback (most recent call last):\n  line 7\nKeyError: 'x'\n");
    expect(text).not.toContain("== result ==");
    expect(text).toContain("status: error | 0 calls | 5 ms | shortened (prints, 3 calls omitted; --full shows everything)");
  });

  it("shows a clipped envelope (status and truncation only) as just the summary", () => {
    const text = renderEnvelope({ status: "ok", truncation: { truncated: true, prints: true, result: true, calls_omitted: 0 } });
    expect(text).toBe("status: ok | shortened (prints, result; --full shows everything)\n");
  });

  it("writes arguments as Python keyword arguments", () => {
    expect(argsSummary({ a: null, b: true, c: [1, 2.5], d: { k: "v" }, e: "line\nnext" })).toBe(
      "a=None, b=True, c=[1, 2.5], d={'k': 'v'}, e='line\\nnext'",
    );
  });
});

describe("colour for people", () => {
  it("follows FORCE_COLOR, then NO_COLOR, then whether stdout is a terminal", () => {
    expect(wantsColour({}, true)).toBe(true);
    expect(wantsColour({}, false)).toBe(false);
    expect(wantsColour({ NO_COLOR: "1" }, true)).toBe(false);
    expect(wantsColour({ NO_COLOR: "" }, true)).toBe(true);
    expect(wantsColour({ FORCE_COLOR: "1" }, false)).toBe(true);
    expect(wantsColour({ FORCE_COLOR: "0" }, true)).toBe(true);
    expect(wantsColour({ FORCE_COLOR: "0", NO_COLOR: "1" }, true)).toBe(false);
    expect(wantsColour({ FORCE_COLOR: "1", NO_COLOR: "1" }, false)).toBe(true);
  });

  it("paints headings, the status and the error, and nothing else; plain text is unchanged", () => {
    const env = {
      status: "error" as const,
      prints: "hi\n",
      result: null,
      calls: [],
      stats: { calls: 0, print_bytes: 3, ms: 5 },
      truncation: { truncated: false, prints: false, result: false, calls_omitted: 0 },
      error: { type: "ValueError", message: "bad", line: 2, traceback: "Traceback (most recent call last):\n  File \"<flow>\", line 2, in <module>\n    f()\nValueError: bad\n" },
    };
    const coloured = renderEnvelope(env, { paint: COLOURS });
    expect(coloured).toContain("\x1b[1m== prints ==\x1b[22m\nhi");
    expect(coloured).toContain("\x1b[31mValueError: bad (line 2)\x1b[39m");
    expect(coloured).toContain("status: \x1b[31merror\x1b[39m");
    expect(coloured.replace(/\x1b\[\d+m/g, "")).toBe(renderEnvelope(env));
  });
});
