// `toolflow run` on this machine (loaded by run-command.ts once the sandbox worker is starting):
// serves the tools the config decides (or replay fixtures), runs the flow through the library's
// runFlow and prints the envelope for people (the script's prints streamed as they happen) or as
// JSON. Ctrl+C cancels the flow, which still ends with its envelope; a second Ctrl+C exits.
import { stat } from "node:fs/promises";
import { MAX_FIXTURES_FILE_BYTES, readTextFile } from "../read-text.js";
import { resolve } from "node:path";
import { AliasError } from "../aliases.js";
import { cliApprover } from "./approve-prompt.js";
import { envelopeJson } from "../envelope-json.js";
import { DEFAULT_LIMITS } from "../limits.js";
import { createRunFlow, defaultFlowEngine } from "../run-flow.js";
import { utf8Length } from "../truncate.js";
import { observedEngine, type FlowProgress } from "../jobs/progress.js";
import type { ToolRegistry } from "../registry.js";
import { configuredTools, promptAsker, type Asker } from "../tools/index.js";
import { openFlowPolicy } from "./flow-policy.js";
import type { CliIO } from "./cli-io.js";
import { paintFor, printsHeading, rejectionText, renderEnvelope, type EnvelopeView } from "./render.js";
import type { RunOptions } from "./run-args.js";
import { unreadableFile, UsageError } from "./usage.js";
import { warmSandbox } from "./warm-sandbox.js";

export async function runLocal(code: string, options: RunOptions, io: CliIO): Promise<number> {
  const source = await toolSource(options, io.cwd);
  const { config, run: policy, permissions } = await openFlowPolicy({
    projectDir: source.root ?? io.cwd,
    ...(options.rules !== undefined ? { rulesFile: resolve(io.cwd, options.rules) } : {}),
    ...(options.permissionMode !== undefined ? { permissionMode: options.permissionMode } : {}),
  });
  warmSandbox(policy.limits);
  // The live tools take the engine too: it decides each path and URL they reach and what searches show.
  const registry = source.root !== undefined ? configuredTools({ root: source.root, config, permissions, ...askerOnTerminal(io) }) : source.registry;
  const request = {
    code,
    name: options.name,
    tools: options.tools ?? defaultTools(registry, source.root !== undefined),
    ...(options.timeoutSeconds !== undefined ? { timeout_seconds: options.timeoutSeconds } : {}),
  };
  const cancel = new AbortController();
  const stopInterrupts = onInterrupts(() => cancel.abort());
  let stopStatus = () => {};
  const live = options.json ? undefined : liveOutput(io, options.full ? policy.limits?.keptPrintBytes : policy.limits?.printsBytes);
  const progress: FlowProgress = {
    calls: 0,
    printBytes: 0,
    // The approval prompt is done by now: the status line may take the terminal's last line.
    ...(live ? { onStart: () => (stopStatus = showProgress(io, progress)), onPrint: live.print } : {}),
  };
  const outcome = await oneFlowRunner(progress)(request, {
    ...policy,
    registry,
    signal: cancel.signal,
    approver: cliApprover(options, io),
    ...(source.aliases ? { aliases: source.aliases } : {}),
  }).catch((err: unknown) => {
    if (err instanceof AliasError) throw new UsageError(`__aliases__ in the fixtures file: ${err.message}`);
    throw err;
  }).finally(() => {
    stopStatus();
    stopInterrupts();
  });
  if (outcome.rejected) {
    if (options.json) io.stdout(`${JSON.stringify(outcome)}\n`);
    else io.stderr(rejectionText(outcome));
    return 2;
  }
  const envelope: EnvelopeView = options.full ? outcome.full : outcome.envelope;
  if (live) {
    live.end();
    io.stdout(renderEnvelope(envelope, { printsShown: true, paint: paintFor(io) }));
  } else io.stdout(`${envelopeJson(envelope, outcome.resultJson, outcome.callArgsJson)}\n`);
  return envelope.status === "ok" ? 0 : 1;
}

/**
 * Every served tool; of the live tools, all but ask_user (a flow that asks a person names it in
 * --tools). Replay fixtures answer ask_user from the file, so there it is served like any tool.
 */
function defaultTools(registry: ToolRegistry, live: boolean): string[] {
  const names = [...registry.keys()];
  return live ? names.filter((name) => name !== "ask_user") : names;
}

/** ask_user's questions on the terminal, when there is one to ask on. */
function askerOnTerminal(io: CliIO): { ask?: Asker } {
  const ask = io.ask;
  if (!ask) return {};
  return {
    ask: promptAsker({
      write: (text) => io.stderr(text),
      ask: (prompt, signal) =>
        Promise.race([
          ask(prompt),
          new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new Error("cancelled")), { once: true })),
        ]),
    }),
  };
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
    status(`running: ${progress.calls} call${progress.calls === 1 ? "" : "s"}, ${seconds} s  (Ctrl+C: cancel)`);
  }, PROGRESS_EVERY_MS);
  return () => {
    clearInterval(timer);
    if (Date.now() - started >= PROGRESS_EVERY_MS) status("");
  };
}

/**
 * The script's prints on stdout as they happen, up to what the envelope shown afterwards keeps
 * (a print flood must not flood the terminal); the status line is cleared before each.
 */
function liveOutput(io: CliIO, budget: number = DEFAULT_LIMITS.printsBytes) {
  let shown = 0;
  let cut = false;
  let endsLine = true;
  let started = false;
  return {
    print(text: string) {
      if (cut || text === "") return;
      const bytes = utf8Length(text);
      io.status?.("");
      // The same layout as the envelope's prints section, which is then left out.
      if (!started) io.stdout(printsHeading(paintFor(io)));
      started = true;
      if (shown + bytes <= budget) {
        io.stdout(text);
        shown += bytes;
        endsLine = text.endsWith("\n");
        return;
      }
      cut = true;
      io.stdout(`${endsLine ? "" : "\n"}[... more print output was not shown here (${budget} bytes); --full --json has all that was kept ...]\n`);
      endsLine = true;
    },
    end() {
      if (started) io.stdout(endsLine ? "\n" : "\n\n");
    },
  };
}

/**
 * Ctrl+C (SIGINT) calls `cancel` until the returned stop(): the flow ends as Cancelled and its
 * envelope is still printed. A second one exits at once, as a stuck terminal program should.
 */
function onInterrupts(cancel: () => void): () => void {
  let count = 0;
  const listener = () => {
    if (count++ > 0) process.exit(130);
    cancel();
  };
  process.on("SIGINT", listener);
  return () => process.off("SIGINT", listener);
}

const PROGRESS_EVERY_MS = 1000;

/** Replay fixtures, or the folder whose live tools the config decides. */
type ToolSource = { registry: ToolRegistry; aliases?: Readonly<Record<string, string>>; root?: undefined } | { root: string; registry?: undefined; aliases?: undefined };

async function toolSource(options: RunOptions, cwd: string): Promise<ToolSource> {
  if (options.fixtures !== undefined) {
    let text: string;
    try {
      text = await readTextFile(resolve(cwd, options.fixtures), MAX_FIXTURES_FILE_BYTES);
    } catch (err) {
      throw unreadableFile("the fixtures file", options.fixtures, err);
    }
    // Loaded with the option only: its schemas are built when it loads.
    const { FixturesError, fixtureRegistry, parseFixtures } = await import("../fixtures.js");
    try {
      const fixtures = parseFixtures(text, options.fixtures);
      // `__aliases__`: names the script calls tools by, over the computed aliases.
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
  return { root };
}
