// `toolflow run`: parses the command line and reads the script, then runs the flow here
// (run-local.ts) or on a `toolflow mcp --http` server (run-remote.ts). This module and what it
// imports stay light, so a cold start has the sandbox worker booting (its thread, bundle and
// QuickJS) while this thread loads and does the rest: config, permissions, tools, transpiling.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { setFlagsFromString } from "node:v8";
import { sandboxPool } from "../../wasm/worker-sandbox.js";
import type { CliIO } from "./main.js";
import { parseRunArgs, type RunOptions } from "./run-args.js";
import { RUN_HELP, unreadableFile } from "./usage.js";

export async function runCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const options = parseRunArgs(argv);
  if (options.help) {
    io.stdout(RUN_HELP);
    return 0;
  }
  // On a server the flow can be moved to the background; that path loads the MCP client on use.
  if (options.url !== undefined) {
    const code = await readScript(options, io);
    return (await import("./run-remote.js")).runRemote(code, { ...options, url: options.url }, io);
  }
  tierUpOnlyHotCode();
  sandboxPool().prestart();
  const [code, { runLocal }] = await Promise.all([readScript(options, io), import("./run-local.js")]);
  return runLocal(code, options, io);
}

/**
 * This process runs one flow and exits. By default V8 recompiles a WebAssembly function with its
 * optimizing compiler after ~1.8 MB of it has run, and even `1 + 1` gets QuickJS's biggest
 * functions there: ~80 ms of CPU on background threads that the exit then waits for (the platform
 * joins them), 200 ms and more on a loaded machine. A hundred times that budget leaves short flows
 * on the baseline code and still tiers up a flow that computes (a loop of a million steps used
 * less CPU in all with it: the optimized interpreter loop only serves calls made after it is
 * ready). Set before the worker compiles the module; V8 flags are per process.
 */
function tierUpOnlyHotCode(): void {
  setFlagsFromString("--wasm-tiering-budget=180000000");
}

async function readScript(options: RunOptions, io: CliIO): Promise<string> {
  if (options.script === "-") return io.readStdin();
  try {
    return await readFile(resolve(io.cwd, options.script), "utf8");
  } catch (err) {
    throw unreadableFile("the script", options.script, err);
  }
}
