// How `toolflow run` gets its approval (SPEC §5): `--yes` approves; on a terminal the script and
// tool set are shown and the user answers; with neither, the flow is refused and told why.
import type { Approver } from "../approval/approver.js";
import type { CliIO } from "./main.js";

export const NO_TERMINAL_REASON =
  "approval needed: there is no terminal to ask on; pass --yes to approve this script and tool set " +
  "(or set permission_mode: bypass in toolflow.config.yaml)";

export function cliApprover(options: { yes: boolean }, io: CliIO): Approver {
  if (options.yes) return () => true;
  const ask = io.ask;
  if (!ask) return () => ({ approved: false, reason: NO_TERMINAL_REASON });
  return async ({ code, tools, name, digest }) => {
    const listing = code.replace(/\n?$/, "\n").split("\n").slice(0, -1).map((line, i) => `${String(i + 1).padStart(4)} | ${line}`);
    io.stderr(
      [
        `toolflow: flow "${name}" asks to run this script`,
        ...listing,
        `with the tools: ${tools.length > 0 ? tools.join(", ") : "(none)"}`,
        `digest ${digest}`,
        "",
      ].join("\n"),
    );
    const answer = (await ask("Run it? [y/N] ")).trim().toLowerCase();
    return answer === "y" || answer === "yes" ? true : { approved: false, reason: "declined at the terminal" };
  };
}
