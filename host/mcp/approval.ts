// Approval for flows asked through toolflow's MCP server. The person behind an MCP client
// is asked through elicitation when the client supports it: the script, tools and digest are shown,
// accepting runs the flow. Otherwise (or with elicitation turned off) a fallback answers, by default
// a refusal that says how to approve. Approvals are remembered by digest for the server's life.
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import { rememberingApprover, type ApprovalRequest, type Approver } from "../approval/approver.js";

export type ServerExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export const NO_ELICITATION_REASON =
  "approval needed: this MCP client cannot ask its user (it does not support elicitation); start the " +
  "server with `toolflow mcp --yes` to let the client's own tool-call confirmation approve flows, or " +
  "set permission_mode: bypass in toolflow.config.yaml";

/** A person may read a script or think for a while; the SDK's default request timeout is 60 s. */
export const ANSWER_TIMEOUT_MS = 30 * 60 * 1000;

export interface ServerApprovalOptions {
  /** Ask the client's user through elicitation when the client supports it (default true). */
  elicit?: boolean;
  /** Answers when the client cannot be asked (default: refuse with NO_ELICITATION_REASON). */
  fallback?: Approver;
}

export interface ServerApproval {
  /** The approver for one tool_flow request of one session. */
  approverFor(server: Server, extra: ServerExtra): Approver;
}

/** Whether the client of this session can ask its user form questions. */
export function clientCanElicit(server: Server): boolean {
  return Boolean(server.getClientCapabilities()?.elicitation?.form);
}

/** One per server process: every session shares the remembered approvals. */
export function serverApproval(options: ServerApprovalOptions = {}): ServerApproval {
  const fallback: Approver = options.fallback ?? (() => ({ approved: false, reason: NO_ELICITATION_REASON }));
  const elicit = options.elicit ?? true;
  const approved = new Set<string>();
  return {
    approverFor(server, extra) {
      const ask: Approver = elicit && clientCanElicit(server) ? (request) => elicitApproval(server, extra, request) : fallback;
      return rememberingApprover(ask, approved);
    },
  };
}

async function elicitApproval(server: Server, extra: ServerExtra, request: ApprovalRequest) {
  let answer;
  try {
    answer = await server.elicitInput(
      { mode: "form", message: approvalText(request), requestedSchema: { type: "object", properties: {} } },
      { relatedRequestId: extra.requestId, signal: extra.signal, timeout: ANSWER_TIMEOUT_MS },
    );
  } catch (error) {
    return { approved: false, reason: `approval could not be asked: ${(error as Error).message}` };
  }
  if (answer.action === "accept") return true;
  return { approved: false, reason: answer.action === "decline" ? "declined by the user" : "the user dismissed the approval request" };
}

/** The question a person answers: the exact script (numbered), the tools and the digest. */
export function approvalText({ name, code, tools, digest }: ApprovalRequest): string {
  const lines = code.replace(/\n?$/, "\n").split("\n").slice(0, -1);
  const listing = lines.map((line, i) => `${String(i + 1).padStart(4)} | ${line}`);
  return [
    `toolflow: flow "${name}" asks to run this script`,
    ...listing,
    `with the tools: ${tools.length > 0 ? tools.join(", ") : "(none)"}`,
    `digest ${digest}`,
  ].join("\n");
}
