// Entry of the `toolflow` bin (bundled to dist/cli.js): dispatches subcommands, maps outcomes to
// exit codes (0 ok, 1 flow error, 2 usage error or rejection, 70 toolflow itself failed).
import { realpathSync } from "node:fs";
import { MAX_SCRIPT_FILE_BYTES, readTextStream } from "../read-text.js";
import { fileURLToPath } from "node:url";
import packageJson from "../../package.json";
import type { CliIO } from "./cli-io.js";
import { terminalKeys } from "./detach-keys.js";
import { runCommand } from "./run-command.js";
import { didYouMean } from "../suggest.js";
import { wantsColour } from "./render.js";
import { MAIN_HELP, UsageError } from "./usage.js";

export type { CliIO } from "./cli-io.js";

const COMMANDS: readonly string[] = ["run", "mcp", "job", "worker", "playground"];

export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined) {
      io.stderr(MAIN_HELP);
      return 2;
    }
    if (command === "--help" || command === "-h" || command === "help") {
      io.stdout(MAIN_HELP);
      return 0;
    }
    if (command === "--version" || command === "-V") {
      io.stdout(`${packageJson.version}\n`);
      return 0;
    }
    if (command === "run") return await runCommand(rest, io);
    // Loaded on use: the MCP SDK and the HTTP server would add ~150 ms to every `toolflow run`.
    if (command === "playground") return await (await import("./playground-command.js")).playgroundCommand(rest, io);
    if (command === "mcp") return await (await import("./mcp-command.js")).mcpCommand(rest, io);
    if (command === "job") return await (await import("./job-command.js")).jobCommand(rest, io);
    if (command === "worker") return await (await import("./worker-command.js")).workerCommand(rest, io);
    throw new UsageError(`unknown command ${JSON.stringify(command)}${didYouMean(command, COMMANDS, (name) => JSON.stringify(name))}`);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`toolflow: ${err.message}\nRun \`toolflow ${COMMANDS.includes(command) ? `${command} ` : ""}--help\` for usage.\n`);
      return 2;
    }
    throw err;
  }
}


async function askOnTerminal(question: string): Promise<string> {
  const { createInterface } = await import("node:readline/promises");
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

/** Waits for stdout to drain before exiting, so piped output is never cut short. */
function exitAfterFlush(code: number): void {
  process.stdout.write("", () => process.exit(code));
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
}

if (isEntryPoint()) {
  const io: CliIO = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: () => readTextStream(process.stdin, MAX_SCRIPT_FILE_BYTES),
    cwd: process.cwd(),
    colour: wantsColour(process.env, process.stdout.isTTY === true),
    // Stdin carries the answer, so both it and stderr (where the question goes) must be a terminal.
    ...(process.stdin.isTTY && process.stderr.isTTY ? { ask: askOnTerminal, keys: terminalKeys } : {}),
    ...(process.stderr.isTTY ? { status: (line: string) => process.stderr.write(`\r\x1b[K${line}`) } : {}),
  };
  main(process.argv.slice(2), io).then(exitAfterFlush, (err: unknown) => {
    process.stderr.write(`toolflow: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    exitAfterFlush(70);
  });
}
