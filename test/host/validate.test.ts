// Rejection before running (SPEC §2): every reason, all problems reported at once.
import { describe, expect, it } from "vitest";
import { validateRequest } from "../../host/validate.js";
import { RejectionSchema } from "../../host/schema/envelope.js";
import { toolFlowRequestJsonSchema } from "../../host/schema/request.js";
import { createRegistry } from "../../host/registry.js";
import { mixedRegistry, tool } from "./test-tools.js";

const request = (extra: Record<string, unknown> = {}) => ({ code: "1", name: "flow", tools: [], ...extra });
const deny = ["mcp__github__delete_*", "mcp__jira__*"];

function problemsOf(input: unknown) {
  const result = validateRequest(input, mixedRegistry, deny);
  if (result.ok) throw new Error("expected a rejection");
  expect(RejectionSchema.parse(result.rejection)).toEqual(result.rejection);
  return result.rejection.problems;
}

describe("validateRequest", () => {
  it("accepts eligible built-in, MCP and opted-in custom tools", () => {
    const tools = ["file_read", "grep", "glob", "web_fetch", "web_search", "ask_user", "mcp__github__list_issues", "my_custom"];
    const result = validateRequest(request({ tools, timeout_seconds: 5, background: false }), mixedRegistry, deny);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.tools.map((t) => t.name)).toEqual(tools);
  });

  it("reports every bad tool at once, each with its reason, in list order", () => {
    const tools = ["file_read", "nope", "bash", "plan", "task", "todo_write", "facet", "other_custom", "opted_out_read",
      "mcp__github__delete_repo", "mcp__jira__search", "mcp__jira__create", "tool_flow", "mcp__unknown__x"];
    expect(problemsOf(request({ tools }))).toEqual([
      { tool: "nope", reason: "missing" },
      { tool: "bash", reason: "ineligible" },
      { tool: "plan", reason: "ineligible" },
      { tool: "task", reason: "ineligible" },
      { tool: "todo_write", reason: "ineligible" },
      { tool: "facet", reason: "ineligible" },
      { tool: "other_custom", reason: "ineligible" },
      { tool: "opted_out_read", reason: "ineligible" },
      { tool: "mcp__github__delete_repo", reason: "denied" },
      { tool: "mcp__jira__search", reason: "denied" },
      { tool: "mcp__jira__create", reason: "denied" },
      { tool: "tool_flow", reason: "recursive" },
      { tool: "mcp__unknown__x", reason: "missing" },
    ]);
  });

  it("reports malformed fields together with tool problems", () => {
    const problems = problemsOf({ code: 5, name: "bad name!", tools: ["nope", "grep", "grep"], timeout_seconds: -1, extra: true });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: "malformed", field: "code" }),
        expect.objectContaining({ reason: "malformed", field: "name" }),
        expect.objectContaining({ reason: "malformed", field: "tools", message: "tools must not repeat a name" }),
        expect.objectContaining({ reason: "malformed", field: "timeout_seconds" }),
        expect.objectContaining({ reason: "malformed", field: "(request)", message: expect.stringContaining("extra") }),
        { tool: "nope", reason: "missing" },
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it.each([
    ["a non-object", "code"],
    ["missing fields", {}],
    ["a 65-character name", request({ name: "x".repeat(65) })],
    ["an empty name", request({ name: "" })],
    ["code over 100 KiB", request({ code: "é".repeat(51 * 1024) })],
    ["a zero timeout", request({ timeout_seconds: 0 })],
    ["a non-boolean background", request({ background: "yes" })],
    ["an empty tool name", request({ tools: [""] })],
  ])("rejects %s as malformed", (_what, input) => {
    const problems = problemsOf(input);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.reason === "malformed")).toBe(true);
  });

  it("accepts a name of exactly 64 allowed characters and code of exactly 100 KiB", () => {
    expect(validateRequest(request({ name: "a.B-9_".repeat(10) + "abcd", code: "x".repeat(100 * 1024) }), mixedRegistry).ok).toBe(true);
  });

  it("denies MCP tools only through the deny globs", () => {
    expect(validateRequest(request({ tools: ["mcp__jira__search"] }), mixedRegistry, []).ok).toBe(true);
  });

  it("rejects, naming it, a deny glob given through the API that the glob matcher refuses", () => {
    const result = validateRequest(request({ tools: ["file_read"] }), mixedRegistry, ["mcp__[ab]__*"]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.rejection.problems).toEqual([{ reason: "malformed", field: "mcp_tools_deny", message: expect.stringContaining('glob "mcp__[ab]__*": character classes') }]);
  });
});

describe("tools named as the script names them, or left out", () => {
  const registry = createRegistry([
    tool("mcp__file-system__read_file", "mcp"),
    tool("mcp__file-system__write_file", "mcp"),
    tool("print", "custom", { flowEligible: true }),
    tool("bash", "shell"),
    tool("grep", "file_search"),
  ]);

  it("accepts a tool's function name for its registry name, which the request then carries", () => {
    const result = validateRequest(request({ tools: ["mcp__file_system__read_file", "print_2", "grep"] }), registry);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.request.tools).toEqual(["mcp__file-system__read_file", "print", "grep"]);
  });

  it("one tool named both ways is one tool; a name that is no tool's stays missing", () => {
    const result = validateRequest(request({ tools: ["mcp__file_system__read_file", "mcp__file-system__read_file", "read_file"] }), registry);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.rejection.problems).toEqual([{ tool: "read_file", reason: "missing" }]);
  });

  it("without tools, the request gets the callable tools whose function names the script mentions, f-strings included", () => {
    const code = 'x = mcp__file_system__read_file(path="a")\nprint(f"{grep(pattern=x)}")\n# bash()\n"write_file"\n';
    const result = validateRequest({ code, name: "implied" }, registry);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.request.tools).toEqual(["mcp__file-system__read_file", "grep"]);
  });

  it("a script that does not tokenize implies no tools", () => {
    const result = validateRequest({ code: 'grep(pattern="x)\n', name: "broken" }, registry);
    expect(result.ok && result.request.tools).toEqual([]);
  });
});

describe("request JSON Schema", () => {
  it("describes the request for a model's tool definition", () => {
    const schema = toolFlowRequestJsonSchema() as any;
    expect(schema.type).toBe("object");
    // Left out, `tools` is the tools the script names.
    expect(schema.required).toEqual(["code", "name"]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.tools).toMatchObject({ type: "array", uniqueItems: true, items: { type: "string" } });
    expect(schema.properties.name.pattern).toBe("^[A-Za-z0-9_.-]{1,64}$");
    expect(schema.properties.timeout_seconds).toMatchObject({ type: "number", exclusiveMinimum: 0 });
    expect(schema.properties.background.type).toBe("boolean");
  });
});
