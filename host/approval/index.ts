// Approval before a flow runs: the digest of code and tools, the approver interface and
// approvers built on it. Re-exports only; the terminal prompt lives in host/cli/approve-prompt.ts.
export { approvalDigest, canonicalApprovalJson } from "./digest.js";
export { decideApproval, digestApprover, rememberingApprover, skipsApproval } from "./approver.js";
export type { ApprovalAnswer, ApprovalDecision, ApprovalRequest, Approver } from "./approver.js";
