// An MCP tool result as the script sees it: structuredContent is JSON; text that parses
// as a JSON object or array is JSON (passed through as written); anything else is {"text": ...}.
// isError becomes a ToolError carrying the server's text.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { JsonText, ToolError } from "../registry.js";

type ContentBlock = CallToolResult["content"][number];

/** Text for one content block; binary blocks are described, since a script cannot use them. */
function blockText(block: ContentBlock): string {
  switch (block.type) {
    case "text":
      return block.text;
    case "image":
    case "audio":
      return `[${block.type} ${block.mimeType}, ${Math.floor((block.data.length * 3) / 4)} bytes]`;
    case "resource":
      return "text" in block.resource ? block.resource.text : `[resource ${block.resource.uri}, binary]`;
    case "resource_link":
      return `[resource link ${block.uri}${block.name ? ` (${block.name})` : ""}]`;
    default:
      return `[${(block as { type: string }).type} content]`;
  }
}

export function resultText(result: CallToolResult): string {
  return (result.content ?? []).map(blockText).join("\n");
}

/** The handler output for a tool registered with `output: "json"`. */
export function mapToolResult(result: CallToolResult): unknown {
  if (result.isError) {
    const text = resultText(result).trim();
    throw new ToolError(text === "" ? "the MCP tool reported an error" : text);
  }
  if (result.structuredContent !== undefined) return result.structuredContent;
  // JSON is looked for in the text blocks alone: a JSON answer often comes with a resource link
  // or an image that a script could not use anyway.
  const trimmed = (result.content ?? []).flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n").trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      JSON.parse(trimmed);
      return new JsonText(trimmed);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      // Text that only looks like JSON stays text.
    }
  }
  return { text: resultText(result) };
}
