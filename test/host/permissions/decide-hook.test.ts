// runFlow's `decide` hook: called before each handler with the tool and its arguments; a refusal
// never reaches the tool, raises ToolPermissionError (a ToolError and a PermissionError) in the
// script, and is logged `denied` with the deciding rule.
import { describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../../host/registry.js";
import { PermissionEngine } from "../../../host/permissions/index.js";
import { runFlowHere } from "./harness.js";

describe("runFlow's decide hook", () => {
  it("refuses before the handler and lets the script catch and carry on", async () => {
    const ran: unknown[] = [];
    const tool: ToolDefinition = {
      name: "mcp__tracker__delete",
      category: "mcp",
      output: "json",
      handler: async (args) => {
        ran.push(args);
        return { deleted: args.id };
      },
    };
    const engine = new PermissionEngine({ projectRoot: process.cwd(), rules: { deny: [{ tool: "mcp__tracker__*", args: { id: "prod-*" } }] } });
    const seen: [string, Record<string, unknown>][] = [];
    const code = [
      "done = []",
      'for id in ["dev-1", "prod-2", "dev-3"]:',
      "    try:",
      '        done.append(mcp__tracker__delete(id=id)["deleted"])',
      "    except PermissionError as e:",
      '        print(isinstance(e, ToolError), type(e).__name__, e)',
      "done",
    ].join("\n");
    const outcome = await runFlowHere(
      { name: "hook", code, tools: [tool.name] },
      {
        registry: createRegistry([tool]),
        decide: (name, args, signal) => {
          seen.push([name, args]);
          return engine.decide(name, args, signal);
        },
      },
    );
    if (outcome.rejected) throw new Error("rejected");
    const rule = 'deny rule {tool: "mcp__tracker__*", args: {"id":"prod-*"}}';
    expect(outcome.full.result).toEqual(["dev-1", "dev-3"]);
    expect(outcome.full.prints).toBe(`True ToolPermissionError permission denied by ${rule}\n`);
    expect(ran).toEqual([{ id: "dev-1" }, { id: "dev-3" }]);
    expect(seen).toEqual([
      ["mcp__tracker__delete", { id: "dev-1" }],
      ["mcp__tracker__delete", { id: "prod-2" }],
      ["mcp__tracker__delete", { id: "dev-3" }],
    ]);
    expect(outcome.full.calls.map((c) => [c.status, c.error ?? null])).toEqual([
      ["ok", null],
      ["denied", `permission denied by ${rule}`],
      ["ok", null],
    ]);
  });
});
