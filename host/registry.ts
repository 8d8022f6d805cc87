// Tool registry types: what a host registers so flows can call it.
// The CLI, fixtures and built-in tools produce a ToolRegistry; runFlow consumes it.
import type { ToolAccess } from "./permissions/tool-access.js";

/** The MCP tool annotations toolflow reads (the rest of MCP's `ToolAnnotations` is not used). */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export type ToolCategory =
  | "file_read"
  | "file_search"
  | "web_fetch"
  | "web_search"
  | "decision"
  | "shell"
  | "planning"
  | "subagent"
  | "todo"
  | "facet"
  | "mcp"
  | "custom";

export interface ToolContext {
  /** Aborted when the flow times out, hits a limit, or is cancelled. */
  signal: AbortSignal;
  flowName: string;
  /**
   * The arguments as the script sent them, before JSON.parse merged `1.0` into `1`. runFlow
   * always sets it; optional so tools can be called directly (tests).
   */
  argsJson?: string;
  /** The call's `seq` in the flow's call log (host/fleet journals calls by it). */
  seq?: number;
}

export interface ToolDefinition {
  name: string;
  category: ToolCategory;
  /** Custom tools are callable from a flow only when they opt in; `false` opts any tool out. */
  flowEligible?: boolean;
  /** "text": the handler returns a string, the script sees {"text": ...}; "json": a JSON value. */
  output: "text" | "json";
  description?: string;
  inputSchema?: Record<string, unknown>;
  /** JSON Schema of a JSON tool's result (an MCP tool's `outputSchema`): the stub shows its shape. */
  outputSchema?: Record<string, unknown>;
  /**
   * Which arguments name paths or URLs, for a tool the permission engine has no entry for (an
   * MCP tool's, read from its input schema): they are resolved and checked as the built-in
   * tools' are (deny rules, secrets, `.agentblock`).
   */
  access?: ToolAccess;
  /** MCP's behaviour hints, passed on from a downstream server and shown in the stub. */
  annotations?: ToolAnnotations;
  /**
   * Resolves with the output: a string for "text"; for "json" a JSON value, or a JsonText to
   * pass JSON text through exactly (`3.0` stays a float in the script). Fails by throwing (a
   * ToolError, or anything: only its message is shown, host paths removed).
   */
  handler(args: Record<string, unknown>, ctx: ToolContext): Promise<unknown>;
  /**
   * Making the same call twice does no harm (a read). A queued flow's call cut short by a crash
   * is made again only for such a tool; otherwise the script is told its outcome is unknown.
   */
  idempotent?: boolean;
}

export type ToolRegistry = ReadonlyMap<string, ToolDefinition>;

/** JSON output given as text, sent to the script verbatim (after a syntax check). */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A tool failure the script sees as `ToolError` with this message. */
export class ToolError extends Error {
  override name = "ToolError";
}

/** A refused call; the script sees `ToolPermissionError` (a ToolError and a PermissionError). */
export class ToolPermissionError extends ToolError {
  override name = "ToolPermissionError";
}

/** Categories a flow may call without opting in: file reading and searching, web fetching and searching, ask_user, MCP tools. */
const ELIGIBLE_CATEGORIES: ReadonlySet<ToolCategory> = new Set([
  "file_read",
  "file_search",
  "web_fetch",
  "web_search",
  "decision",
  "mcp",
]);

/** Categories that can never be called from a flow, whatever the tool says. */
const NEVER_ELIGIBLE: ReadonlySet<ToolCategory> = new Set(["shell", "planning", "subagent", "todo", "facet"]);

export function isFlowEligible(tool: ToolDefinition): boolean {
  if (NEVER_ELIGIBLE.has(tool.category) || tool.flowEligible === false) return false;
  if (ELIGIBLE_CATEGORIES.has(tool.category)) return true;
  return tool.flowEligible === true;
}

/** Build a registry from a list; a duplicate name is a programming error. */
export function createRegistry(tools: Iterable<ToolDefinition>): ToolRegistry {
  const map = new Map<string, ToolDefinition>();
  for (const tool of tools) {
    if (map.has(tool.name)) throw new Error(`duplicate tool name in registry: ${tool.name}`);
    map.set(tool.name, tool);
  }
  return map;
}
