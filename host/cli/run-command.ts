// `toolflow run`: parses the command line and reads the script, then runs the flow here
// (run-local.ts) or on a `toolflow mcp --http` server (run-remote.ts). This module and what it
// imports stay light, so a cold start has the sandbox worker booting (its thread, bundle and
// QuickJS) while this thread loads and does the rest: config, permissions, tools, transpiling.
import type { CliIO } from "./cli-io.js";
import { readScript } from "./read-script.js";
import { parseRunArgs } from "./run-args.js";
import { RUN_HELP } from "./usage.js";
import { warmSandbox } from "./warm-sandbox.js";

export async function runCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const options = parseRunArgs(argv);
  if (options.help) {
    io.stdout(RUN_HELP);
    return 0;
  }
  // On a server the flow can be moved to the background; that path loads the MCP client on use.
  if (options.url !== undefined) {
    const code = await readScript(options.script, io);
    return (await import("./run-remote.js")).runRemote(code, { ...options, url: options.url }, io);
  }
  warmSandbox();
  const [code, { runLocal }] = await Promise.all([readScript(options.script, io), import("./run-local.js")]);
  return runLocal(code, options, io);
}

