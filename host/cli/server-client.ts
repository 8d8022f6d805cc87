// The CLI's connection to a `toolflow mcp --http` server (`toolflow job`, `toolflow run --url`):
// the SDK client over streamable HTTP that answers the server's approval question (elicitation)
// with the terminal prompt or --yes, and calls toolflow's tools, reading their JSON answers.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { RequestOptions } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { ElicitRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import packageJson from "../../package.json";
import { isApproval, type ApprovalAnswer } from "../approval/approver.js";
import { TOOLS_META } from "../mcp/meta.js";
import type { CliIO } from "./cli-io.js";

/** A tool answered with an error (unknown job, bad arguments, a rejection): exit 2 with its message. */
export class ServerToolError extends Error {}

/** The server could not be reached: exit 2. */
export class UnreachableError extends Error {}

/** Connects, answering approval questions with `consent`; a refusal's reason is shown on stderr. */
export async function connectToServer(url: URL, consent: (question: string) => Promise<ApprovalAnswer>, io: CliIO): Promise<Client> {
  const client = new Client({ name: "toolflow-cli", version: packageJson.version }, { capabilities: { elicitation: { form: {} } } });
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    const params = request.params;
    // Only toolflow's approval question (a form with nothing to fill in) is ours to answer.
    if (params.mode === "url" || Object.keys(params.requestedSchema.properties).length > 0) return { action: "decline" };
    const answer = await consent(params.message);
    if (isApproval(answer)) return { action: "accept", content: {} };
    if (typeof answer === "object" && answer.reason) io.stderr(`toolflow: ${answer.reason}\n`);
    return { action: "decline" };
  });
  try {
    await client.connect(new StreamableHTTPClientTransport(url));
  } catch (error) {
    throw new UnreachableError(`cannot reach the MCP server at ${url.href}: ${(error as Error).message}`);
  }
  return client;
}

/** The text of a tool answer's first block: toolflow's tools answer one JSON document. */
export function answerText(result: CallToolResult): string {
  const first = result.content[0];
  return first?.type === "text" ? first.text : "";
}

/** Calls one of toolflow's tools; an error answer throws ServerToolError with its message. */
export async function callServerTool(client: Client, name: string, args: Record<string, unknown>, options?: RequestOptions): Promise<unknown> {
  const result = (await client.callTool({ name, arguments: args }, undefined, options)) as CallToolResult;
  const text = answerText(result);
  const value: unknown = JSON.parse(text);
  if (result.isError) throw new ServerToolError(typeof value === "object" && value !== null && "error" in value ? String(value.error) : text);
  return value;
}

/** Every tool the server lets a flow call (tool_flow's `_meta`), the default like a local run's. */
export async function serverTools(client: Client): Promise<string[]> {
  const { tools } = await client.listTools();
  const names = tools.find((tool) => tool.name === "tool_flow")?._meta?.[TOOLS_META];
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === "string") : [];
}

/** Ends the session politely (the server forgets it), then closes the connection. */
export async function disconnect(client: Client): Promise<void> {
  const transport = client.transport;
  if (transport instanceof StreamableHTTPClientTransport) await transport.terminateSession().catch(() => {});
  await client.close();
}

/**
 * Connects, runs `use`, disconnects; the command's exit status. An unreachable server or a tool
 * that answers an error ends the command with status 2 and the message on stderr.
 */
export async function withServer(
  url: URL,
  consent: (question: string) => Promise<ApprovalAnswer>,
  io: CliIO,
  use: (client: Client) => Promise<number>,
): Promise<number> {
  let client: Client;
  try {
    client = await connectToServer(url, consent, io);
  } catch (error) {
    if (!(error instanceof UnreachableError)) throw error;
    io.stderr(`toolflow: ${error.message}\n`);
    return 2;
  }
  try {
    return await use(client);
  } catch (error) {
    if (!(error instanceof ServerToolError)) throw error;
    io.stderr(`toolflow: ${error.message}\n`);
    return 2;
  } finally {
    await disconnect(client);
  }
}
