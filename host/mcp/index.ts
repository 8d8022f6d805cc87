// MCP both ways: upstream servers' tools as registry tools (client), and toolflow as an MCP server
// (tool_flow, job tools, envelope resources) over stdio or streamable HTTP. Re-exports only.
export { McpConnectError, McpServerConnection, mcpToolName } from "./client.js";
export { McpServers } from "./servers.js";
export { mapToolResult } from "./content.js";
export { flowTools, toolFlowDescription } from "./description.js";
export { pythonSignature, pythonType } from "./signature.js";
export { createToolflowServer } from "./server.js";
export { CALLS_META, JOB_META, TOOLS_META } from "./meta.js";
export { serverApproval, approvalText, NO_ELICITATION_REASON } from "./approval.js";
export type { ServerApproval, ServerApprovalOptions } from "./approval.js";
export type { ToolflowServerOptions } from "./server.js";
export { serveMcpHttp, MCP_PATH } from "./http.js";
export { openMcpHost } from "./mcp-host.js";
export type { McpHost, McpHostOptions } from "./mcp-host.js";
export type { HttpMcpServer } from "./http.js";
