// `toolflow job ...`: job controls against a running `toolflow mcp --http PORT` (jobs live in
// that server; a one-shot CLI process has none of its own), or straight against the queue of a
// fleet (`--queue URL`). `result --wait` shows progress; `start` answers the approval question
// (the server's, or with --queue its own) on the terminal or by --yes.
import { resolve } from "node:path";
import { parseFlags } from "./flags.js";
import { readScript } from "./read-script.js";
import type { JobInfo, JobResult } from "../jobs/job-manager.js";
import type { CliIO } from "./cli-io.js";
import { cliApprover, terminalConsent } from "./approve-prompt.js";
import { paintFor, renderEnvelope, type EnvelopeView } from "./render.js";
import { flowNameFor, parseServerUrl } from "./run-args.js";
import { withQueue, type JobToolCall } from "./queue-client.js";
import { callServerTool, serverTools, withServer } from "./server-client.js";
import { JOB_HELP, STILL_RUNNING, UsageError } from "./usage.js";

const ACTIONS = ["start", "status", "result", "cancel", "background", "list"] as const;
type Action = (typeof ACTIONS)[number];

/** How long one job_result call waits before the CLI reports progress again. */
const PROGRESS_EVERY_SECONDS = 2;

interface JobOptions {
  action: Action;
  target?: string;
  url?: URL;
  queue?: string;
  root?: string;
  wait?: number;
  full: boolean;
  json: boolean;
  tools?: string[];
  name?: string;
  timeout?: number;
  yes: boolean;
}

function parseJobArgs(argv: readonly string[]): JobOptions | "help" {
  let parsed;
  try {
    parsed = parseFlags({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: {
        url: { type: "string" },
        queue: { type: "string" },
        root: { type: "string" },
        wait: { type: "string" },
        full: { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        tools: { type: "string" },
        name: { type: "string" },
        timeout: { type: "string" },
        yes: { type: "boolean", short: "y", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const [action, target, ...extra] = positionals;
  if (!ACTIONS.includes(action as Action)) throw new UsageError(`expected one of ${ACTIONS.join(", ")}; got ${JSON.stringify(action ?? "")}`);
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(" ")}`);
  if (action === "list" ? target !== undefined : target === undefined) {
    throw new UsageError(action === "list" ? "job list takes no handle" : `job ${action} needs ${action === "start" ? "a script" : "a job handle"}`);
  }
  if ((values.url === undefined) === (values.queue === undefined)) {
    throw new UsageError("one of --url (the address `toolflow mcp --http PORT` printed) or --queue (a fleet's redis:// URL) is required");
  }
  if (values.root !== undefined && values.queue === undefined) throw new UsageError("--root goes with --queue (with --url the server has its own)");
  // A queued flow's questions go to the front end that queued it, and this one ends once it has.
  if (values.queue !== undefined && values.tools?.split(",").some((tool) => tool.trim() === "ask_user")) {
    throw new UsageError(
      "--tools ask_user: a flow started with `job start --queue` cannot ask: this command ends once the flow is queued, so no one would be left to answer; start it through `toolflow mcp --queue` (its client answers) or run it here with `toolflow run`",
    );
  }
  return {
    action: action as Action,
    ...(target !== undefined ? { target } : {}),
    ...(values.url !== undefined ? { url: parseServerUrl(values.url) } : {}),
    ...(values.queue !== undefined ? { queue: values.queue } : {}),
    ...(values.root !== undefined ? { root: values.root } : {}),
    ...(values.wait !== undefined ? { wait: seconds("--wait", values.wait, true) } : {}),
    ...(values.timeout !== undefined ? { timeout: seconds("--timeout", values.timeout, false) } : {}),
    ...(values.tools !== undefined ? { tools: values.tools === "" ? [] : values.tools.split(",").map((t) => t.trim()) } : {}),
    ...(values.name !== undefined ? { name: values.name } : {}),
    full: values.full,
    json: values.json,
    yes: values.yes,
  };
}

function seconds(flag: string, text: string, zeroAllowed: boolean): number {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || value < 0 || (!zeroAllowed && value === 0)) {
    throw new UsageError(`${flag}: expected a number of seconds, got ${JSON.stringify(text)}`);
  }
  return value;
}

export async function jobCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const options = parseJobArgs(argv);
  if (options === "help") {
    io.stdout(JOB_HELP);
    return 0;
  }
  const code = options.action === "start" ? await readScript(options.target!, io) : undefined;
  if (options.queue !== undefined) {
    // This process is the front end: it asks for approval itself, on the terminal or --yes.
    const front = { root: resolve(io.cwd, options.root ?? "."), ...(options.action === "start" ? { approver: cliApprover(options, io) } : {}) };
    return withQueue(options.queue, front, io, (call, defaultTools) => runAction(call, defaultTools, options, code, io));
  }
  // `start` may be asked to approve the flow: on the terminal, or --yes.
  return withServer(options.url!, terminalConsent(options, io), io, (client) =>
    runAction((name, args) => callServerTool(client, name, args), () => serverTools(client), options, code, io),
  );
}

/** `defaultTools`: what `start` lets the flow call when --tools is not given. */
async function runAction(call: JobToolCall, defaultTools: () => Promise<string[]>, options: JobOptions, code: string | undefined, io: CliIO): Promise<number> {
  const print = (value: unknown, human: string) => io.stdout(options.json ? `${JSON.stringify(value)}\n` : human);
  switch (options.action) {
    case "start": {
      const request = {
        code,
        name: options.name ?? flowNameFor(options.target!),
        tools: options.tools ?? (await defaultTools()),
        background: true,
        ...(options.timeout !== undefined ? { timeout_seconds: options.timeout } : {}),
      };
      const started = (await call("tool_flow", request)) as { job: string };
      print(started, `${started.job}\n`);
      return 0;
    }
    case "status": {
      const info = (await call("job_status", { job: options.target })) as JobInfo;
      print(info, `${statusLine(info)}\n`);
      return 0;
    }
    case "list": {
      const { jobs } = (await call("job_list", {})) as { jobs: JobInfo[] };
      print({ jobs }, jobs.length === 0 ? "no jobs\n" : `${jobs.map(statusLine).join("\n")}\n`);
      return 0;
    }
    case "cancel": {
      const info = (await call("job_cancel", { job: options.target })) as JobInfo;
      print(info, `${statusLine(info)}\n`);
      return 0;
    }
    case "background": {
      // A foreground flow (someone's `toolflow run --url`, an MCP client's tool_flow call) lets go.
      const moved = (await call("job_background", { job: options.target })) as JobInfo | { job: string; status: "running" };
      print(moved, "elapsed_ms" in moved ? `${statusLine(moved)}\n` : `${moved.job}  running in the background\n`);
      return 0;
    }
    case "result": {
      const result = await waitForResult(call, options, io);
      print(result.envelope ?? result, result.envelope ? renderEnvelope(result.envelope as EnvelopeView, { paint: paintFor(io) }) : `${statusLine(result)}\n`);
      if (result.status === "running") return STILL_RUNNING;
      return result.status === "completed" ? 0 : 1;
    }
  }
}

/** job_result in short waits, reporting progress on stderr in between, until --wait runs out. */
async function waitForResult(call: JobToolCall, options: JobOptions, io: CliIO): Promise<JobResult> {
  const deadline = Date.now() + (options.wait ?? 0) * 1000;
  for (;;) {
    const left = Math.max(0, (deadline - Date.now()) / 1000);
    const args = { job: options.target, full: options.full, wait_seconds: Math.min(left, PROGRESS_EVERY_SECONDS) };
    const result = (await call("job_result", args)) as JobResult;
    if (result.status !== "running" || Date.now() >= deadline) return result;
    io.stderr(`${statusLine(result)}\n`);
  }
}

function statusLine(info: JobInfo): string {
  const calls = `${info.calls} call${info.calls === 1 ? "" : "s"}`;
  return `${info.job}  ${info.status}  ${calls}  ${info.print_bytes} print bytes  ${(info.elapsed_ms / 1000).toFixed(1)} s`;
}

