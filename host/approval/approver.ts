// The approver interface: before a flow starts the host asks about the
// exact script and tool set; the answer is bound to their digest. Bypass modes skip the question.
import type { PermissionMode } from "../config/schema.js";
import { approvalDigest } from "./digest.js";

export interface ApprovalRequest {
  /** sha256 of the canonical JSON of {code, sorted unique tools}. */
  digest: string;
  code: string;
  /** Registry names, as requested. */
  tools: string[];
  /** The flow's name. */
  name: string;
}

export type ApprovalAnswer = boolean | { approved: boolean; reason?: string };

export type Approver = (request: ApprovalRequest) => Promise<ApprovalAnswer> | ApprovalAnswer;

export type ApprovalDecision = { approved: true } | { approved: false; digest: string; reason: string };

/** Whether an approver's answer approves the flow. */
export function isApproval(answer: ApprovalAnswer): boolean {
  return typeof answer === "boolean" ? answer : answer.approved === true;
}

/** Modes in which nothing is asked before a flow starts. */
export function skipsApproval(mode: PermissionMode | undefined): boolean {
  return mode === "bypass" || mode === "bypass_plus";
}

/** Asks the approver about this flow (unless the mode skips approval). */
export async function decideApproval(
  approver: Approver,
  flow: { code: string; tools: readonly string[]; name: string },
  mode?: PermissionMode,
): Promise<ApprovalDecision> {
  if (skipsApproval(mode)) return { approved: true };
  const digest = await approvalDigest(flow.code, flow.tools);
  const answer = await approver({ digest, code: flow.code, tools: [...flow.tools], name: flow.name });
  if (isApproval(answer)) return { approved: true };
  const reason = typeof answer === "object" && answer.reason ? answer.reason : "the approver declined";
  return { approved: false, digest, reason };
}

/**
 * An approver that asks `ask` once per digest and remembers approvals: the same code and tool set
 * runs again without a question, any change to either asks anew. Refusals are not remembered.
 * Approvers given the same `approved` set share what they remember.
 */
export function rememberingApprover(ask: Approver, approved: Set<string> = new Set()): Approver & { approved: ReadonlySet<string> } {
  const approver = async (request: ApprovalRequest): Promise<ApprovalAnswer> => {
    if (approved.has(request.digest)) return true;
    const answer = await ask(request);
    if (isApproval(answer)) approved.add(request.digest);
    return answer;
  };
  return Object.assign(approver, { approved: approved as ReadonlySet<string> });
}

/** Approves only flows whose digest was approved ahead of time (e.g. from a stored list). */
export function digestApprover(digests: Iterable<string>): Approver {
  const allowed = new Set(digests);
  return ({ digest }) => (allowed.has(digest) ? true : { approved: false, reason: `digest ${digest} was not approved` });
}
