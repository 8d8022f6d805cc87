// Help texts of the `toolflow` command and the error that means "the command line was wrong"
// (exit code 2, with a pointer to --help).

export class UsageError extends Error {
  override name = "UsageError";
}

export const MAIN_HELP = `toolflow - run Python-subset tool flows in a WebAssembly sandbox

Usage:
  toolflow run <script.py | -> [options]   run a flow and print its outcome
  toolflow --help                          this text
  toolflow --version                       the version

Run \`toolflow run --help\` for the options of run.
`;

export const RUN_HELP = `Usage: toolflow run <script.py | -> [options]

Runs the script (\`-\` reads it from stdin) with tools as Python functions and prints the
outcome. Without --fixtures the live tools file_read, grep and glob serve the --root folder.

Options:
  --tools a,b        registry names the script may call (default: every served tool)
  --root DIR         folder the live tools can see (default: the current folder)
  --fixtures FILE    serve tools from a replay fixtures file instead of live tools
  --timeout S        time budget in seconds (default 1200)
  --name NAME        the flow's name (default: the script's file stem, or "stdin")
  --json             print exactly the envelope, as one JSON document
  --full             with --json: the full, unshortened envelope; otherwise show everything
  -h, --help         this text

Exit status: 0 when the flow's status is ok, 1 when it is error, 2 for a wrong command line,
an unreadable script or fixtures file, or a rejected request (its problems are printed),
70 when toolflow itself fails.
`;
