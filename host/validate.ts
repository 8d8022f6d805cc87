// Rejection before running (SPEC §2): a malformed request, or tools that are missing, ineligible,
// denied or recursive. Every problem is collected, so the caller learns them all at once.
import picomatch from "picomatch";
import { ToolFlowRequestSchema, type ToolFlowRequest } from "./schema/request.js";
import type { Problem, Rejection } from "./schema/envelope.js";
import { isFlowEligible, type ToolDefinition, type ToolRegistry } from "./registry.js";

/** The runner's own tool name; a flow cannot start another flow. */
export const TOOL_FLOW_NAME = "tool_flow";

export type Validation =
  | { ok: true; request: ToolFlowRequest; tools: ToolDefinition[] }
  | { ok: false; rejection: Rejection };

export function validateRequest(input: unknown, registry: ToolRegistry, mcpToolsDeny: readonly string[] = []): Validation {
  const problems: Problem[] = [];
  const parsed = ToolFlowRequestSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ reason: "malformed", field: issue.path.join(".") || "(request)", message: issue.message });
    }
  }
  const isDenied = mcpToolsDeny.length > 0 ? picomatch([...mcpToolsDeny]) : () => false;
  const tools: ToolDefinition[] = [];
  // Tool names are checked even when another field is malformed, so all problems show at once.
  for (const name of toolNamesOf(input)) {
    const tool = registry.get(name);
    if (name === TOOL_FLOW_NAME) problems.push({ tool: name, reason: "recursive" });
    else if (!tool) problems.push({ tool: name, reason: "missing" });
    else if (isMcpTool(tool) && isDenied(name)) problems.push({ tool: name, reason: "denied" });
    else if (!isFlowEligible(tool)) problems.push({ tool: name, reason: "ineligible" });
    else tools.push(tool);
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, rejection: { rejected: true, problems } };
  return { ok: true, request: parsed.data, tools };
}

/** MCP tools by category, or by the `mcp__<server>__<tool>` naming however they were registered. */
function isMcpTool(tool: ToolDefinition): boolean {
  return tool.category === "mcp" || tool.name.startsWith("mcp__");
}

function toolNamesOf(input: unknown): string[] {
  if (typeof input !== "object" || input === null || !("tools" in input)) return [];
  const tools = (input as { tools: unknown }).tools;
  if (!Array.isArray(tools)) return [];
  return [...new Set(tools.filter((name): name is string => typeof name === "string" && name !== ""))];
}
