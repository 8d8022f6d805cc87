// Test registries: tools of each category, with handlers that record what they were asked.
import { createRegistry, type ToolCategory, type ToolDefinition } from "../../host/registry.js";

export function tool(name: string, category: ToolCategory, extra: Partial<ToolDefinition> = {}): ToolDefinition {
  return { name, category, output: "text", handler: async () => `${name} ran`, ...extra };
}

export const mixedRegistry = createRegistry([
  tool("file_read", "file_read"),
  tool("grep", "file_search"),
  tool("glob", "file_search"),
  tool("web_fetch", "web_fetch"),
  tool("web_search", "web_search", { output: "json", handler: async () => [] }),
  tool("ask_user", "decision"),
  tool("bash", "shell"),
  tool("plan", "planning"),
  tool("task", "subagent"),
  tool("todo_write", "todo"),
  tool("facet", "facet"),
  tool("mcp__github__list_issues", "mcp"),
  tool("mcp__github__delete_repo", "mcp"),
  tool("mcp__jira__search", "mcp"),
  tool("mcp__jira__create", "custom", { flowEligible: true }),
  tool("my_custom", "custom", { flowEligible: true }),
  tool("other_custom", "custom"),
  tool("opted_out_read", "file_read", { flowEligible: false }),
]);
