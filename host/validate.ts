// Rejection before running: a malformed request, or tools that are missing, ineligible, denied or
// recursive. Every problem is collected, so the caller learns them all at once. A tool may be
// named by its function name in the script; a request without `tools` gets the tools its script
// names.
import { namesUsed } from "../transpiler/names-used.js";
import { anyGlob, GlobSyntaxError, type GlobMatcher } from "./permissions/linear-glob.js";
import { aliasTools } from "./aliases.js";
import { surelyValidRequest, toolFlowRequestSchema, type ToolFlowRequest } from "./schema/request.js";
import type { Problem, Rejection } from "./schema/envelope.js";
import { isFlowEligible, type ToolDefinition, type ToolRegistry } from "./registry.js";

/** The runner's own tool name; a flow cannot start another flow. */
export const TOOL_FLOW_NAME = "tool_flow";

export type Validation =
  | { ok: true; request: ToolFlowRequest & { tools: string[] }; tools: ToolDefinition[] }
  | { ok: false; rejection: Rejection };

export function validateRequest(input: unknown, registry: ToolRegistry, mcpToolsDeny: readonly string[] = []): Validation {
  const problems: Problem[] = [];
  const accepted = surelyValidRequest(input);
  const parsed = accepted ? { success: true as const, data: accepted } : toolFlowRequestSchema().safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ reason: "malformed", field: issue.path.join(".") || "(request)", message: issue.message });
    }
  }
  const isDenied = mcpToolsDeny.length === 0 ? nothingDenied : deniedTools(mcpToolsDeny, problems);
  const callable = (tool: ToolDefinition) => tool.name !== TOOL_FLOW_NAME && isFlowEligible(tool) && !(isMcpTool(tool) && isDenied(tool.name));
  // A request the fast path took: its tools as read there (distinct non-empty names, or none given).
  const asked = (accepted ? accepted.tools : toolNamesOf(input)) ?? namedTools(input, registry, callable);
  // The function names the script sees for every tool it could be given, as the tool_flow
  // description shows them: a name the registry lacks may be one of these. Registry names (most
  // requests) stay as they are, distinct.
  const names = asked.every((name) => isRegistryName(name, registry)) ? asked : scriptNamesMapped(asked, registry, callable);
  const tools: ToolDefinition[] = [];
  // Tool names are checked even when another field is malformed, so all problems show at once.
  for (const name of names) {
    const tool = registry.get(name);
    if (name === TOOL_FLOW_NAME) problems.push({ tool: name, reason: "recursive" });
    else if (!tool) problems.push({ tool: name, reason: "missing" });
    else if (isMcpTool(tool) && isDenied(name)) problems.push({ tool: name, reason: "denied" });
    else if (!isFlowEligible(tool)) problems.push({ tool: name, reason: "ineligible" });
    else tools.push(tool);
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, rejection: { rejected: true, problems } };
  // The schema's output is an object of its own: `tools` set in place, where a spread would copy it.
  const request = parsed.data as ToolFlowRequest & { tools: string[] };
  request.tools = names;
  return { ok: true, request, tools };
}

/** Without deny globs no MCP tool is denied. */
const nothingDenied: GlobMatcher = () => false;

/** A name the request may give as it is: the registry's, or tool_flow's own (refused later as recursive). */
function isRegistryName(name: string, registry: ToolRegistry): boolean {
  return registry.has(name) || name === TOOL_FLOW_NAME;
}

/** `asked` with each name the registry lacks mapped from a script name to its registry name, repeats dropped. */
function scriptNamesMapped(asked: readonly string[], registry: ToolRegistry, callable: (tool: ToolDefinition) => boolean): string[] {
  const scriptNames = new Map([...aliasTools([...registry.values()].filter(callable).map((tool) => tool.name))].map(([name, alias]) => [alias, name]));
  const registryName = (name: string) => (isRegistryName(name, registry) ? name : (scriptNames.get(name) ?? name));
  return [...new Set(asked.map(registryName))];
}

/** MCP tools by category, or by the `mcp__<server>__<tool>` naming however they were registered. */
function isMcpTool(tool: ToolDefinition): boolean {
  return tool.category === "mcp" || tool.name.startsWith("mcp__");
}

/** The request's `tools` as given (undefined when left out). */
function toolNamesOf(input: unknown): string[] | undefined {
  if (typeof input !== "object" || input === null || !("tools" in input)) return undefined;
  const tools = (input as { tools: unknown }).tools;
  if (tools === undefined) return undefined;
  if (!Array.isArray(tools)) return [];
  return [...new Set(tools.filter((name): name is string => typeof name === "string" && name !== ""))];
}

/**
 * The callable tools whose function name the script mentions (its tokens, not a parse: a script
 * that does not tokenize gets none, and fails as a SyntaxError when it runs), in registry order.
 */
function namedTools(input: unknown, registry: ToolRegistry, callable: (tool: ToolDefinition) => boolean): string[] {
  const code = typeof input === "object" && input !== null ? (input as { code?: unknown }).code : undefined;
  if (typeof code !== "string") return [];
  const names = namesUsed(code);
  const candidates = [...registry.values()].filter(callable).map((tool) => tool.name);
  return [...aliasTools(candidates)].filter(([, alias]) => names.has(alias)).map(([name]) => name);
}

/** `mcp_tools_deny` as a matcher (picomatch's defaults: no dotfiles); a glob given through the API that the matcher refuses is a problem. */
function deniedTools(globs: readonly string[], problems: Problem[]): GlobMatcher {
  try {
    return anyGlob(globs, { dot: false });
  } catch (error) {
    if (!(error instanceof GlobSyntaxError)) throw error;
    problems.push({ reason: "malformed", field: "mcp_tools_deny", message: error.message });
    return () => false;
  }
}
