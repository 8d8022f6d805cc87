// ask_user in flows run by toolflow's MCP server: the question goes to the person behind the MCP
// client that called tool_flow, through elicitation (form mode), when that client supports it.
// Once the tool_flow call has answered (a background flow), the question goes on the session's
// own stream (the client's GET stream) instead of the call's, which is closed.
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { createRegistry, ToolError, type ToolRegistry } from "../registry.js";
import { askUserTool, type Asker } from "../tools/ask-user.js";
import { ANSWER_TIMEOUT_MS, clientCanElicit, type ServerExtra } from "./approval.js";

/**
 * Asks through the client of one tool_flow request; a declined or dismissed question is a
 * ToolError. `answered`: whether that request has had its answer.
 */
export function elicitAsker(server: Server, extra: ServerExtra, answered: () => boolean = () => false): Asker {
  return async (question, signal) => {
    const closed = question.options !== undefined && !question.allowOther;
    const answer = {
      type: "string" as const,
      title: "Answer",
      ...(closed ? { enum: [...question.options!] } : {}),
      ...(question.options && !closed ? { description: `One of: ${question.options.join(", ")}, or your own answer` } : {}),
    };
    const result = await server.elicitInput(
      { mode: "form", message: question.question, requestedSchema: { type: "object", properties: { answer }, required: ["answer"] } },
      { ...(answered() ? {} : { relatedRequestId: extra.requestId }), signal, timeout: ANSWER_TIMEOUT_MS },
    );
    if (result.action === "accept" && typeof result.content?.answer === "string") return result.content.answer;
    throw new ToolError(result.action === "decline" ? "the user declined to answer" : "the user did not answer");
  };
}

/**
 * The registry a flow of this request runs with: ask_user added, asking this request's client,
 * when the client can be asked and the host serves no ask_user of its own.
 */
export function withAskUser(registry: ToolRegistry, server: Server, extra: ServerExtra, answered?: () => boolean): ToolRegistry {
  if (registry.has("ask_user") || !clientCanElicit(server)) return registry;
  return createRegistry([...registry.values(), askUserTool(elicitAsker(server, extra, answered))]);
}
