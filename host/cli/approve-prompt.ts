// How the CLI gets approval: `--yes` approves; on a terminal the script and tool set are
// shown and the user answers; with neither, the flow is refused and told why. `toolflow run` asks
// for its own flows; `toolflow run --url` and `job start` answer the server's elicitation with it.
import type { ApprovalAnswer, Approver } from "../approval/approver.js";
import { approvalText } from "../mcp/approval.js";
import type { CliIO } from "./cli-io.js";

export const NO_TERMINAL_REASON =
  "approval needed: there is no terminal to ask on; pass --yes to approve this script and tool set " +
  "(or set permission_mode: bypass in toolflow.config.yaml)";

/** Shows `question` (the script, tools and digest) and answers it as described above. */
export function terminalConsent(options: { yes: boolean }, io: CliIO): (question: string) => Promise<ApprovalAnswer> {
  if (options.yes) return async () => true;
  const ask = io.ask;
  if (!ask) return async () => ({ approved: false, reason: NO_TERMINAL_REASON });
  return async (question) => {
    io.stderr(`${question}\n`);
    const answer = (await ask("Run it? [y/N] ")).trim().toLowerCase();
    return answer === "y" || answer === "yes" ? true : { approved: false, reason: "declined at the terminal" };
  };
}

export function cliApprover(options: { yes: boolean }, io: CliIO): Approver {
  const consent = terminalConsent(options, io);
  return (request) => consent(approvalText(request));
}
