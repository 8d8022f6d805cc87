// `toolflow run --url URL`: the flow runs on a `toolflow mcp --http` server as a foreground job.
// The terminal shows its progress; `b` (or Ctrl+B, or SIGUSR1) moves it to the background there
// (job_background), after which this process prints the handle and exits 3 while the flow keeps
// running for `toolflow job status/result/cancel`; Ctrl+C cancels it. Approval is asked here.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { CALLS_META, JOB_META } from "../mcp/meta.js";
import { RejectionSchema } from "../schema/envelope.js";
import { terminalConsent } from "./approve-prompt.js";
import { onDetachSignal, watchDetachKeys } from "./detach-keys.js";
import type { CliIO } from "./cli-io.js";
import { paintFor, rejectionText, renderEnvelope, type EnvelopeView } from "./render.js";
import type { RunOptions } from "./run-args.js";
import { answerText, callServerTool, serverTools, ServerToolError, withServer } from "./server-client.js";
import { STILL_RUNNING } from "./usage.js";

/** No SDK request timeout: the flow's own timeout bounds the call. */
const NO_TIMEOUT_MS = 2 ** 31 - 1;

/** How long Ctrl+C waits for the cancelled flow's envelope. */
const CANCEL_WAIT_SECONDS = 10;

export async function runRemote(code: string, options: RunOptions & { url: URL }, io: CliIO): Promise<number> {
  return withServer(options.url, terminalConsent(options, io), io, async (client) => {
    const request = {
      code,
      name: options.name,
      tools: options.tools ?? (await serverTools(client)),
      ...(options.timeoutSeconds !== undefined ? { timeout_seconds: options.timeoutSeconds } : {}),
    };
    return foreground(client, request, options, io);
  });
}

async function foreground(client: Client, request: Record<string, unknown>, options: RunOptions & { url: URL }, io: CliIO): Promise<number> {
  const view = new ForegroundView(client, io, options.json);
  const cancel = new AbortController();
  view.onInterrupt = () => cancel.abort();
  let result: CallToolResult;
  try {
    result = (await client.callTool({ name: "tool_flow", arguments: request }, undefined, {
      onprogress: (progress) => view.progress(progress),
      signal: cancel.signal,
      timeout: NO_TIMEOUT_MS,
      resetTimeoutOnProgress: true,
    })) as CallToolResult;
  } catch (error) {
    if (!cancel.signal.aborted) throw error;
    view.stop(); // the status line goes before the envelope is shown
    return await showCancelled(client, view.handle, options, io);
  } finally {
    view.stop();
  }
  const text = answerText(result);
  const value = JSON.parse(text) as Record<string, unknown>;
  if (result.isError) {
    const rejection = RejectionSchema.safeParse(value);
    if (!rejection.success) throw new ServerToolError(typeof value.error === "string" ? value.error : text);
    if (options.json) io.stdout(`${text}\n`);
    else io.stderr(rejectionText(rejection.data));
    return 2;
  }
  if (value.status === "running" && typeof value.job === "string") {
    io.stdout(options.json ? `${text}\n` : `${value.job}\n`);
    io.stderr(`toolflow: ${value.job} runs in the background; \`toolflow job result ${value.job} --url ${options.url.href} --wait 600\` waits for its envelope\n`);
    return STILL_RUNNING;
  }
  return await showEnvelope(client, text, result, options, io);
}

/** The envelope as the server wrote it (--json) or for people; --full reads the linked resource. */
async function showEnvelope(client: Client, text: string, result: CallToolResult, options: RunOptions, io: CliIO): Promise<number> {
  let json = text;
  const link = result.content.find((block) => block.type === "resource_link");
  if (options.full && link?.type === "resource_link") {
    const read = await client.readResource({ uri: link.uri });
    const first = read.contents[0];
    if (first && "text" in first) json = first.text;
  }
  const envelope = JSON.parse(json) as EnvelopeView;
  io.stdout(options.json ? `${json}\n` : renderEnvelope(envelope, { paint: paintFor(io) }));
  return envelope.status === "ok" ? 0 : 1;
}

/** After Ctrl+C: the cancelled flow's envelope, once the server has stopped it. */
async function showCancelled(client: Client, handle: string | undefined, options: RunOptions, io: CliIO): Promise<number> {
  if (handle === undefined) {
    io.stderr("toolflow: cancelled before the flow started\n");
    return 1;
  }
  const ended = (await callServerTool(client, "job_result", { job: handle, wait_seconds: CANCEL_WAIT_SECONDS, full: options.full })) as { envelope?: EnvelopeView };
  if (!ended.envelope) {
    io.stderr(`toolflow: ${handle} was cancelled but has not stopped yet; \`toolflow job status ${handle}\` tells when it has\n`);
    return 1;
  }
  io.stdout(options.json ? `${JSON.stringify(ended.envelope)}\n` : renderEnvelope(ended.envelope, { paint: paintFor(io) }));
  return ended.envelope.status === "ok" ? 0 : 1;
}

/**
 * The terminal side of a foreground flow: learns the job's handle from the first progress
 * notification, then shows a status line and listens for the detach and cancel keys.
 */
class ForegroundView {
  handle: string | undefined;
  onInterrupt = () => {};
  private calls = 0;
  private readonly started = Date.now();
  private detachWanted = false;
  private detachSent = false;
  private stopKeys: (() => void) | undefined;
  private readonly stopSignal: () => void;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly client: Client,
    private readonly io: CliIO,
    private readonly quiet: boolean,
  ) {
    this.stopSignal = onDetachSignal(() => this.detach());
  }

  progress(progress: Progress): void {
    const meta = (progress as { _meta?: Record<string, unknown> })._meta;
    const calls = meta?.[CALLS_META];
    if (typeof calls === "number") this.calls = calls;
    const job = meta?.[JOB_META];
    if (this.handle !== undefined || typeof job !== "string") return;
    // The flow has been approved and started: only now take the terminal's keys (approval used it).
    this.handle = job;
    this.stopKeys = watchDetachKeys(this.io.keys, { detach: () => this.detach(), interrupt: () => this.onInterrupt() });
    if (!this.quiet && this.io.status) this.timer = setInterval(() => this.showStatus(), 1000);
    if (this.detachWanted) this.detach();
  }

  private detach(): void {
    this.detachWanted = true;
    if (this.handle === undefined || this.detachSent) return;
    this.detachSent = true;
    // The pending tool_flow call answers {job, status: "running"} once the server has moved it.
    callServerTool(this.client, "job_background", { job: this.handle }).catch((error: unknown) => {
      this.io.stderr(`toolflow: could not move ${this.handle} to the background: ${(error as Error).message}\n`);
    });
  }

  private showStatus(): void {
    const seconds = Math.round((Date.now() - this.started) / 1000);
    this.io.status?.(`${this.handle}: ${this.calls} call${this.calls === 1 ? "" : "s"}, ${seconds} s  (b: background, Ctrl+C: cancel)`);
  }

  stop(): void {
    this.stopSignal();
    this.stopKeys?.();
    this.stopKeys = undefined;
    if (this.timer !== undefined) {
      clearInterval(this.timer);
      this.timer = undefined;
      this.io.status?.("");
    }
  }
}
