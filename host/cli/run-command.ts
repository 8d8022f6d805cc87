// `toolflow run`: reads the script, serves live tools (or replay fixtures), runs the flow
// through the library's runFlow and prints the envelope for people or as JSON.
import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { FixturesError, fixtureRegistry, parseFixtures } from "../fixtures.js";
import { AliasError } from "../aliases.js";
import { ConfigError, limitsFromConfig, loadConfig, type ToolflowConfig } from "../config/index.js";
import { cliApprover } from "./approve-prompt.js";
import { envelopeJson } from "../envelope-json.js";
import { createRunFlow, defaultFlowEngine } from "../run-flow.js";
import { observedEngine, type FlowProgress } from "../jobs/progress.js";
import { createRegistry, type ToolRegistry } from "../registry.js";
import type { Problem } from "../schema/envelope.js";
import { askUserTool, liveTools, promptAsker } from "../tools/index.js";
import { permissionsFromConfig, type PermissionEngine } from "../permissions/index.js";
import type { CliIO } from "./main.js";
import { renderEnvelope, type EnvelopeView } from "./render.js";
import { parseRunArgs, type RunOptions } from "./run-args.js";
import { RUN_HELP, UsageError } from "./usage.js";

export async function runCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const options = parseRunArgs(argv);
  if (options.help) {
    io.stdout(RUN_HELP);
    return 0;
  }
  const code = await readScript(options, io);
  const served = await serveTools(options, io.cwd);
  const request = {
    code,
    name: options.name,
    tools: options.tools ?? [...served.registry.keys()],
    ...(options.timeoutSeconds !== undefined ? { timeout_seconds: options.timeoutSeconds } : {}),
  };
  const config = await readConfig(served.root ?? io.cwd);
  const permissions = await openPermissions(config, served.root ?? io.cwd, options.rules === undefined ? undefined : resolve(io.cwd, options.rules));
  const progress: FlowProgress = { calls: 0, printBytes: 0 };
  const stopProgress = options.json ? () => {} : showProgress(io, progress);
  const outcome = await oneFlowRunner(progress)(request, {
    // The live tools take the engine too: it decides each path they reach and what searches show.
    registry: served.root ? liveRegistry(served.root, permissions, io) : served.registry,
    decide: (tool, args, signal) => permissions.decide(tool, args, signal),
    limits: limitsFromConfig(config.daemon.tool_flow),
    mcpToolsDeny: config.daemon.tool_flow.mcp_tools_deny,
    permissionMode: config.permission_mode,
    approver: cliApprover(options, io),
    ...(served.root ? { projectRoot: served.root } : {}),
    ...(served.aliases ? { aliases: served.aliases } : {}),
  }).catch((err: unknown) => {
    if (err instanceof AliasError) throw new UsageError(`__aliases__ in the fixtures file: ${err.message}`);
    throw err;
  }).finally(stopProgress);
  if (outcome.rejected) {
    if (options.json) io.stdout(`${JSON.stringify(outcome)}\n`);
    else io.stderr(`toolflow: the request was rejected:\n${outcome.problems.map((p) => `  - ${describeProblem(p)}\n`).join("")}`);
    return 2;
  }
  const envelope: EnvelopeView = options.full ? outcome.full : outcome.envelope;
  io.stdout(options.json ? `${envelopeJson(envelope, outcome.resultJson)}\n` : renderEnvelope(envelope));
  return envelope.status === "ok" ? 0 : 1;
}

/**
 * The live file tools under the permission engine, and `ask_user` when there is a terminal to ask
 * on (served when `--tools` names it; the default tool set stays the file tools).
 */
function liveRegistry(root: string, permissions: PermissionEngine, io: CliIO): ToolRegistry {
  const tools = [...liveTools(root, permissions).values()];
  const ask = io.ask;
  if (ask) {
    const asker = promptAsker({
      write: (text) => io.stderr(text),
      ask: (prompt, signal) =>
        Promise.race([
          ask(prompt),
          new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new Error("cancelled")), { once: true })),
        ]),
    });
    tools.push(askUserTool(asker));
  }
  return createRegistry(tools);
}

/** The permission engine of the config (mode, rules, secrets), with `--rules FILE` layered on top. */
async function openPermissions(config: ToolflowConfig, projectRoot: string, rulesFile: string | undefined): Promise<PermissionEngine> {
  try {
    return await permissionsFromConfig(config, projectRoot, rulesFile === undefined ? {} : { rulesFile });
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}

/** toolflow.config.yaml in the project (the --root folder, else the current one) over the user's. */
async function readConfig(projectDir: string): Promise<ToolflowConfig> {
  try {
    return (await loadConfig({ projectDir })).config;
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}

/**
 * The library's engine (each flow in a worker thread, whose larger stack lets recursion reach
 * CPython's depth), observed so `progress` counts the calls for the status line.
 */
function oneFlowRunner(progress: FlowProgress) {
  return createRunFlow(observedEngine(defaultFlowEngine, progress));
}

/** For people on a terminal: calls so far and time elapsed, while the flow waits on its tools. */
function showProgress(io: CliIO, progress: FlowProgress): () => void {
  const status = io.status;
  if (!status) return () => {};
  const started = Date.now();
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    status(`running: ${progress.calls} call${progress.calls === 1 ? "" : "s"}, ${seconds} s`);
  }, PROGRESS_EVERY_MS);
  return () => {
    clearInterval(timer);
    if (Date.now() - started >= PROGRESS_EVERY_MS) status("");
  };
}

const PROGRESS_EVERY_MS = 1000;

async function readScript(options: RunOptions, io: CliIO): Promise<string> {
  if (options.script === "-") return io.readStdin();
  try {
    return await readFile(resolve(io.cwd, options.script), "utf8");
  } catch (err) {
    throw new UsageError(`cannot read the script ${options.script}: ${describeFsError(err)}`);
  }
}

interface ServedTools {
  registry: ToolRegistry;
  /** The folder the live tools serve. */
  root?: string;
  /** The fixtures file's `__aliases__`: names the script calls tools by, over the computed aliases. */
  aliases?: Readonly<Record<string, string>>;
}

async function serveTools(options: RunOptions, cwd: string): Promise<ServedTools> {
  if (options.fixtures !== undefined) {
    let text: string;
    try {
      text = await readFile(resolve(cwd, options.fixtures), "utf8");
    } catch (err) {
      throw new UsageError(`cannot read the fixtures file ${options.fixtures}: ${describeFsError(err)}`);
    }
    try {
      const fixtures = parseFixtures(text, options.fixtures);
      return { registry: fixtureRegistry(fixtures), aliases: fixtures.aliases };
    } catch (err) {
      if (err instanceof FixturesError) throw new UsageError(err.message);
      throw err;
    }
  }
  const root = resolve(cwd, options.root ?? ".");
  const isDir = await stat(root).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) throw new UsageError(`--root: not a folder: ${options.root ?? "."}`);
  return { registry: liveTools(root), root };
}

function describeProblem(problem: Problem): string {
  if ("tool" in problem) return `tool ${JSON.stringify(problem.tool)}: ${problem.reason}`;
  if (problem.reason === "not_approved") return `not approved: ${problem.message}`;
  return `${problem.field}: ${problem.message}`;
}

function describeFsError(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "it is a folder";
  if (code === "EACCES") return "permission denied";
  return (err as Error).message;
}
