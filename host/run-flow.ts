// runFlow: validate the request, alias the tools, transpile, run the sandbox, serve and log tool
// calls under the limits, and return the envelope (or the rejection before running).
import type { TranspileOptions, TranspileResult } from "../transpiler/index.js";
import type { HostImports } from "../wasm/host-binding.js";
import { loadGuestSource } from "../wasm/guest-source.js";
import type { SandboxRequest, SandboxResult, SyntaxErrorAt } from "../wasm/sandbox.js";
import { runSandboxInWorker, runScriptInWorker, type ScriptRequest } from "../wasm/worker-sandbox.js";
import { StopSwitch } from "../wasm/stop-signal.js";
import { aliasTools, flowAliasMap } from "./aliases.js";
import { decideApproval, type Approver } from "./approval/approver.js";
import type { PermissionMode } from "./config/schema.js";
import type { ToolAccess } from "./permissions/tool-access.js";
import { fullEnvelope, shortenEnvelope, type FlowRecord } from "./envelope.js";
import { flowTimeoutSeconds, limitError, resolveLimits, type LimitKind, type Limits } from "./limits.js";
import { JsonText, ToolPermissionError, type ToolContext, type ToolDefinition, type ToolRegistry } from "./registry.js";
import type { CallEntry, ClippedEnvelope, Envelope, EnvelopeError, Rejection } from "./schema/envelope.js";
import { guestOutcomeSchema, type GuestOutcome } from "./schema/outcome.js";
import { tailChars, utf8Length } from "./truncate.js";
import { syntaxErrorTraceback, withSourceLines } from "./source-lines.js";
import { FlowTracing, type TelemetryOptions } from "./telemetry/flow-tracing.js";
import { inputChecksReady, inputMismatch } from "./tool-input-check.js";
import { validateRequest } from "./validate.js";
import { installDir } from "./install-dir.js";
import { Redactor, processHostPaths, type HostPath } from "./redaction/index.js";
import { CallRecords } from "./records/call-records.js";
import { sameStrings } from "./same-strings.js";
import { cachedTranspile } from "../transpiler/cache.js";
import { okAnswer, textAnswer } from "./tool-answer.js";
import { MAX_ANSWER_DEPTH, TOO_DEEP_MESSAGE, valueNestsTooDeep } from "./json-depth.js";
import { scanJson, type JsonScan } from "../wasm/json-scan.js";
import { isStackOverflow, maxFunctionNesting } from "../transpiler/nesting.js";
import type { ParkedFlow, ParkedSession } from "./schema/parked.js";

export interface RunFlowOptions {
  registry: ToolRegistry;
  limits?: Partial<Limits>;
  /** daemon.tool_flow.mcp_tools_deny: shell-style globs over MCP tool names. */
  mcpToolsDeny?: readonly string[];
  /** The script's clock (`datetime.now()`), fixed at the flow's start. */
  now?: () => Date;
  /**
   * The flow's random seed, a non-negative safe integer: the state of `random` before the script
   * seeds it, and `uuid4`'s stream. The same seed (and tool answers) replays the same run. Default:
   * a fresh one per flow from the platform's cryptographic random source.
   */
  seed?: number;
  /** Cancels the flow: it ends with error type `Cancelled` and in-flight tool calls are aborted. */
  signal?: AbortSignal;
  /**
   * Paths under it are shown relative in everything a tool hands the flow; the home, temp,
   * working and install folders are hidden too (host/redaction).
   */
  projectRoot?: string;
  /** `secrets.words`: never reach the flow from a tool (empty in bypass modes; the engine's `secretWords`). */
  secretWords?: readonly string[];
  /**
   * Registry name -> script name, taking precedence over the computed aliases (a fixtures file's
   * `__aliases__`). Each must be a usable Python name of its own, else runFlow throws AliasError.
   */
  aliases?: Readonly<Record<string, string>>;
  /**
   * Decides each nested call before its handler runs (host/permissions' PermissionEngine.decide).
   * A refusal raises ToolPermissionError in the script with `message` (shown as is: it must not
   * hold host paths), and the call is logged `denied` with it; it names the deciding rule.
   * `access` is the tool's own declaration of its path and URL arguments (ToolDefinition.access).
   */
  decide?: (tool: string, args: Record<string, unknown>, signal: AbortSignal, access?: ToolAccess) => Promise<CallDecision>;
  /**
   * Asked about the exact code and tool set before the flow starts; a refusal is a
   * rejection with reason `not_approved`. Without one, calling runFlow is the approval.
   */
  approver?: Approver;
  /** `bypass` and `bypass_plus` skip the approver. Default `standard`. */
  permissionMode?: PermissionMode;
  /** OpenTelemetry spans (through the host's SDK, if it installs one): what they record. */
  telemetry?: TelemetryOptions;
  /**
   * Who the flow runs for (an MCP session, a user): the worker pool caps the flows of one tenant
   * computing at once, so one tenant cannot hold every worker (SandboxRequest.tenant).
   */
  tenant?: string;
}

export type CallDecision = { allowed: true } | { allowed: false; message: string };

export interface FlowRun {
  rejected: false;
  name: string;
  /** Registry name -> the function name the script used. */
  aliases: Record<string, string>;
  /** Within the envelope limits (or status and truncation only). */
  envelope: Envelope | ClippedEnvelope;
  /** Nothing shortened: for `--full`, job results and the expanded tool card. */
  full: Envelope;
  /**
   * The result as the guest wrote it, as JSON text: a JS number cannot hold a Python int beyond
   * 2**53 exactly, this text can (see envelopeJson).
   */
  resultJson?: string;
  /** Call `seq` -> its arguments as the guest wrote them, for the calls whose ints JSON numbers
   *  could not hold (see envelopeJson). */
  callArgsJson?: Record<number, string>;
}

export type RunOutcome = Rejection | FlowRun;

/** Parking a flow that waits long on a tool, and continuing it elsewhere (host/fleet/). */
export interface ParkOptions {
  /**
   * Aborting parks the flow once it waits on its tools: it resolves as `{parked}` and its calls in
   * flight go on (their handlers keep running; nobody reads their answers here). Only a sandbox
   * restored from the guest snapshot parks; another flow goes on as if never asked.
   */
  park?: AbortSignal;
  /**
   * A parked flow to continue instead of starting the script: its log, prints, clock and deadline
   * as they were, the calls it waited on asked of the registry again (same seq). If the sandbox
   * refuses the image (another build), the flow runs from the start instead.
   */
  resume?: ParkedFlow;
}

export interface ParkedRun {
  rejected: false;
  name: string;
  parked: ParkedFlow;
}

/** The transpiler contract (docs/design.md "Transpiler API"). */
export type { TranspileResult };

/**
 * Runs a flow's sandbox: wasm/sandbox's runSandbox (this thread) or runSandboxInWorker (a worker
 * thread). `fromScript`, when the sandbox has it, runs the flow from its script, transpiled where
 * the flow runs (the default engine: in its worker, under its deadline, never on the host's
 * thread); an engine whose `sandbox` is replaced without one transpiles with `transpile` here.
 */
export type FlowSandbox = ((request: SandboxRequest) => Promise<SandboxResult>) & {
  fromScript?: (request: ScriptRequest) => Promise<SandboxResult>;
};

export interface FlowEngine {
  transpile(source: string, options: TranspileOptions): TranspileResult | Promise<TranspileResult>;
  guestSource(): Promise<string>;
  sandbox: FlowSandbox;
  /**
   * The functions a script may nest when its sandbox's QuickJS stack limit is `stackBytes`
   * (TranspileOptions.functionNesting; undefined: as many as the transpiler's nesting bound
   * lets through). Omitted: maxFunctionNesting(stackBytes), for a thread of about 1 MB.
   */
  functionNesting?(stackBytes: number): number | undefined;
}

/** The real transpiler and guest runtime, flows in a pool of worker threads. */
export const defaultFlowEngine: FlowEngine = {
  transpile: cachedTranspile(async (source, options) => {
    const { transpileScript } = await import("../transpiler/index.js");
    return transpileScript(source, options);
  }),
  guestSource: loadGuestSource,
  // Workers, so a guest computing for minutes never stalls the host (other flows, job status);
  // each runs many flows at once, so a thousand flows waiting on tools fit in one process.
  sandbox: Object.assign((request: SandboxRequest) => runSandboxInWorker(request), { fromScript: (request: ScriptRequest) => runScriptInWorker(request) }),
  // A pool worker's own 8 MB stack compiles the deepest nesting the transpiler lets through
  // (MAX_NESTING lambdas; it overflowed at about 1,600), and CPython nests 1,000.
  functionNesting: () => undefined,
};

/** runFlow over another transpiler or guest runtime (tests use stand-ins). */
export function createRunFlow(engine: FlowEngine): (request: unknown, options: RunFlowOptions) => Promise<RunOutcome> {
  // Never parked without a park signal.
  return createParkableRunFlow(engine) as (request: unknown, options: RunFlowOptions) => Promise<RunOutcome>;
}

/** runFlow that can park a flow and continue a parked one (ParkOptions). */
export function createParkableRunFlow(engine: FlowEngine): (request: unknown, options: RunFlowOptions & ParkOptions) => Promise<RunOutcome | ParkedRun> {
  return async (request, options) => {
    if (options.seed !== undefined && !(Number.isSafeInteger(options.seed) && options.seed >= 0)) {
      throw new RangeError(`runFlow: seed must be a non-negative safe integer, got ${String(options.seed)}`);
    }
    const limits = resolveLimits(options.limits);
    const validation = validateRequest(request, options.registry, options.mcpToolsDeny);
    if (!validation.ok) return validation.rejection;
    const { name, code, tools, timeout_seconds } = validation.request;
    if (options.approver) {
      const refusal = await approvalRefusal(options.approver, { code, tools, name }, options.permissionMode);
      if (refusal) return refusal;
    }
    const aliases = flowAliasMap(tools, options.aliases);
    let session = new FlowSession(validation.tools, aliases, limits, name, options, options.resume);
    const timeoutSeconds = flowTimeoutSeconds(limits, timeout_seconds);
    let record = await session.run(engine, code, timeoutSeconds);
    if (record === "unresumable") {
      // The image was refused: the flow starts over (a journaled registry serves its calls again).
      session = new FlowSession(validation.tools, aliases, limits, name, options, undefined);
      record = await session.run(engine, code, timeoutSeconds);
    }
    if (record === "unresumable") throw new Error("a flow that resumes no image was refused as unresumable");
    if ("session" in record) return { rejected: false, name, parked: record };
    const full = fullEnvelope(record);
    session.tracing.end(full);
    const run: FlowRun = { rejected: false, name, aliases: Object.fromEntries(aliases), envelope: shortenEnvelope(full, limits), full };
    if (record.resultJson !== undefined) run.resultJson = record.resultJson;
    if (record.callArgsJson !== undefined) run.callArgsJson = record.callArgsJson;
    return run;
  };
}

export const runFlow = createRunFlow(defaultFlowEngine);

/** Random words drawn ahead, two per seed: one getRandomValues call per flow cost more than the rest of its seed. */
const seedWords = new Uint32Array(256);
let seedWordsUsed = seedWords.length;

/** 53 random bits. Web Crypto (Node's node:crypto webcrypto, or a page's): run-flow also runs in browsers. */
export function freshSeed(): number {
  if (seedWordsUsed === seedWords.length) {
    globalThis.crypto.getRandomValues(seedWords);
    seedWordsUsed = 0;
  }
  const hi = seedWords[seedWordsUsed]!;
  const lo = seedWords[seedWordsUsed + 1]!;
  seedWordsUsed += 2;
  return (hi & 0x1fffff) * 2 ** 32 + lo;
}

/** Asks the approver about a validated flow: the rejection it refused with, else undefined. */
export async function approvalRefusal(
  approver: Approver,
  flow: { code: string; tools: readonly string[]; name: string },
  mode: PermissionMode | undefined,
): Promise<Rejection | undefined> {
  const decision = await decideApproval(approver, flow, mode);
  if (decision.approved) return undefined;
  return { rejected: true, problems: [{ reason: "not_approved", field: "approval", message: decision.reason, digest: decision.digest }] };
}

/** The alias map a flow over these tools will use, before any script exists. */
export function flowAliases(tools: readonly string[], overrides?: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(aliasTools(tools, overrides));
}

/** The calls (by seq) whose context makes the tools' AbortController only when read (FlowSession.toolContext). */
const LAZY_SIGNAL_CALLS = 16;

class FlowSession {
  private readonly byAlias = new Map<string, ToolDefinition>();
  private readonly calls: CallEntry[];
  /** Call seq -> exact arguments text (FlowRun.callArgsJson). */
  private readonly callArgsJson: Record<number, string>;
  /** A resumed parked flow's calls asked again: they keep their seqs, in this order. */
  private readonly askedAgain: number[];
  /** Calls not answered yet, with when their handler started (undefined: waiting for a slot). */
  private readonly inFlight = new Map<CallEntry, number | undefined>();
  private readonly prints: string[];
  private printBytes: number;
  private keptPrintBytes: number;
  private callCount: number;
  private killCause: LimitKind | undefined;
  /** Stops the sandbox (call cap, cancellation): a StopSwitch, not an AbortController (wasm/stop-signal.ts). */
  private readonly kill = new StopSwitch();
  /**
   * Handed to tools; aborted when the flow ends for any reason. Made when a tool first reads its
   * context's signal, or at the flow's LAZY_SIGNAL_CALLS + 1st call: making and aborting one cost
   * ~85 us of a flow after an idle gap (bench/experiments/seed-flow-s12.md).
   */
  private toolAbort: AbortController | undefined;
  private ended = false;
  private readonly slots: Semaphore;
  /** The flow's span and its calls' (host/telemetry: a no-op without an OpenTelemetry SDK). */
  readonly tracing: FlowTracing;
  /** Every string a tool hands the flow passes it: answers, errors, denials (made on the first call). */
  private toolRedactor: Redactor | undefined;
  /** What is kept of each call for the full envelope, within limits.keptCallBytes. */
  private readonly records: CallRecords;

  constructor(
    tools: ToolDefinition[],
    private readonly aliases: ReadonlyMap<string, string>,
    private readonly limits: Limits,
    private readonly name: string,
    private readonly options: RunFlowOptions & ParkOptions,
    private readonly resume: ParkedFlow | undefined,
  ) {
    for (const tool of tools) this.byAlias.set(aliases.get(tool.name)!, tool);
    this.slots = new Semaphore(limits.concurrency);
    this.tracing = new FlowTracing(name, tools.map((tool) => tool.name), options.telemetry);
    const parked = resume?.session;
    this.askedAgain = resume?.image.calls.map((call) => call.seq) ?? [];
    this.records = new CallRecords(limits.keptCallBytes, parked?.keptCallBytes);
    // The calls asked again are logged anew when they are.
    this.calls = parked?.calls.filter((entry) => !this.askedAgain.includes(entry.seq)) ?? [];
    this.callArgsJson = { ...parked?.callArgsJson };
    this.prints = parked ? [parked.prints] : [];
    this.printBytes = parked?.printBytes ?? 0;
    this.keptPrintBytes = parked?.keptPrintBytes ?? 0;
    this.callCount = parked?.callCount ?? 0;
  }

  /** The flow's record; or, parked, what continues it; or "unresumable" when its image was refused. */
  async run(engine: FlowEngine, code: string, timeoutSeconds: number): Promise<FlowRecord | ParkedFlow | "unresumable"> {
    const parked = this.resume?.session;
    // One read of the clock for the start, the deadline and the script's clock.
    const now = Date.now();
    const startedAt = parked?.startedAt ?? now;
    const started = performance.now() - (now - startedAt);
    // The budget covers transpiling and starting the sandbox too: stats.ms counts them. Date.now()
    // is the start's millisecond cut down, so one more keeps a timed-out flow's stats.ms (timed
    // from the exact start) from ending below the budget.
    const deadline = parked?.deadline ?? now + timeoutSeconds * 1000 + 1;
    let parkedNow = false;
    const clock = this.options.now;
    const startTime = clock ? clock() : new Date(now);
    const seed = this.options.seed ?? freshSeed();
    const onCancel = () => this.stop("cancelled");
    this.options.signal?.addEventListener("abort", onCancel, { once: true });
    try {
      if (this.options.signal?.aborted) this.stop("cancelled");
      const checksLoading = inputChecksReady(this.byAlias.values());
      if (checksLoading) await checksLoading;
      // Built by assignment: spreading optional fields into a literal cost more than the rest of it.
      const request: Omit<SandboxRequest, "program"> = {
        guestSource: await engine.guestSource(),
        optionsJson: optionsJson(startTime.getTime(), seed, this.aliases),
        host: this.hostImports(),
        limits: {
          memoryBytes: this.limits.memoryBytes,
          stackBytes: this.limits.stackBytes,
          deadline,
        },
        signal: this.kill,
      };
      if (this.options.tenant !== undefined) request.tenant = this.options.tenant;
      if (this.options.park) request.park = this.options.park;
      if (this.resume) request.resume = this.resume.image;
      const tools = [...this.aliases.values()];
      // What this flow's thread compiles (transpiler/nesting.ts).
      const { stackBytes } = this.limits;
      const functionNesting = engine.functionNesting ? engine.functionNesting(stackBytes) : maxFunctionNesting(stackBytes);
      const { fromScript } = engine.sandbox;
      const refused = ({ type = "SyntaxError", message, line, col }: SyntaxErrorAt) =>
        this.record("error", null, { type, message, line, traceback: syntaxErrorTraceback(code, line, col, message, type) }, started);
      let result: SandboxResult;
      if (fromScript) {
        const program: ScriptRequest["program"] = { code, tools };
        if (functionNesting !== undefined) program.functionNesting = functionNesting;
        result = await fromScript(Object.assign(request, { program }));
      } else {
        const transpiled = await engine.transpile(code, functionNesting === undefined ? { tools } : { tools, functionNesting });
        if (!transpiled.ok) return refused(transpiled.error);
        result = await engine.sandbox(Object.assign(request, { program: transpiled.js }));
      }
      if (result.kind === "refused") return refused(result.error);
      if (result.kind === "unresumable") return "unresumable";
      if (result.kind === "parked") {
        parkedNow = true;
        return { session: this.parkedSession(startedAt, deadline), image: result.image };
      }
      // Digests are only made for calls' arguments.
      if (this.calls.length > 0) await this.records.settled();
      const record = this.recordSandboxResult(result, timeoutSeconds, started);
      if (record.error?.traceback) record.error = { ...record.error, traceback: withSourceLines(record.error.traceback, code) };
      return record;
    } finally {
      this.options.signal?.removeEventListener("abort", onCancel);
      // A parked flow's calls in flight go on: their outcomes are what it resumes with.
      if (!parkedNow) {
        this.ended = true;
        this.toolAbort?.abort();
      }
    }
  }

  /**
   * A handler's context. Its `signal` is a getter (the controller made on first read) for the
   * flow's first few calls; a getter in a literal costs ~1 us a call, so a flow calling on makes
   * the controller and hands it over as a plain property.
   */
  private toolContext(argsJson: string, seq: number): ToolContext {
    if (this.toolAbort === undefined && seq <= LAZY_SIGNAL_CALLS) {
      const session = this;
      return {
        get signal() {
          return session.toolSignal();
        },
        flowName: this.name,
        argsJson,
        seq,
      };
    }
    return { signal: this.toolSignal(), flowName: this.name, argsJson, seq };
  }

  private toolSignal(): AbortSignal {
    this.toolAbort ??= new AbortController();
    // Read after the flow ended (a handler that kept its context): aborted, as it would have been.
    if (this.ended) this.toolAbort.abort();
    return this.toolAbort.signal;
  }

  private get redactor(): Redactor {
    return (this.toolRedactor ??= toolRedactor(this.options.projectRoot, this.options.secretWords));
  }

  /** What continues the session elsewhere, as it stands now. */
  private parkedSession(startedAt: number, deadline: number): ParkedSession {
    return {
      startedAt,
      deadline,
      prints: this.prints.join(""),
      printBytes: this.printBytes,
      keptPrintBytes: this.keptPrintBytes,
      calls: this.calls.map((entry) => ({ ...entry })),
      callArgsJson: { ...this.callArgsJson },
      callCount: this.callCount,
      keptCallBytes: this.records.keptBytes,
    };
  }

  private stop(cause: LimitKind): void {
    this.killCause ??= cause;
    this.kill.abort();
  }

  private hostImports(): HostImports {
    return {
      callTool: (alias, argsJson) => this.callTool(alias, argsJson),
      print: (text) => this.print(text),
    };
  }

  private print(text: string): void {
    const bytes = utf8Length(text);
    this.printBytes += bytes;
    if (this.keptPrintBytes + bytes <= this.limits.keptPrintBytes) {
      this.prints.push(text);
      this.keptPrintBytes += bytes;
    } else if (this.keptPrintBytes < this.limits.keptPrintBytes) {
      this.prints.push(`\n[... print output beyond ${this.limits.keptPrintBytes} bytes was not kept ...]\n`);
      this.keptPrintBytes = this.limits.keptPrintBytes;
    }
  }

  private async callTool(alias: string, argsJson: string): Promise<string> {
    const tool = this.byAlias.get(alias);
    if (!tool) throw new Error(`the guest called an unknown tool alias '${alias}'`);
    const args = parseArgs(argsJson);
    const askedAgain = this.askedAgain.shift();
    if (askedAgain === undefined && ++this.callCount > this.limits.maxCalls) {
      this.stop("calls");
      throw new Error("call limit exceeded");
    }
    const seq = askedAgain ?? this.callCount;
    const kept = this.records.args(argsJson, () => args);
    // One literal per shape, no spread: a spread in a literal is a generic copy per call.
    const entry: CallEntry =
      kept.args_digest === undefined
        ? { seq, tool: tool.name, alias, args: kept.args, status: "ok", ms: 0 }
        : { seq, tool: tool.name, alias, args: kept.args, args_digest: kept.args_digest, status: "ok", ms: 0 };
    // Exact ints past 2**53 are logged as the script wrote them, when the arguments are kept whole.
    if (entry.args_digest === undefined && hasLongNumber(argsJson)) this.callArgsJson[entry.seq] = argsJson;
    // In seq order: a call asked again may be older than calls that ended before the flow parked.
    // A new call is the latest (appended at once: a scan per call made long flows quadratic).
    const later = (this.calls.at(-1)?.seq ?? 0) > seq ? this.calls.findIndex((logged) => logged.seq > seq) : -1;
    if (later < 0) this.calls.push(entry);
    else this.calls.splice(later, 0, entry);
    const mismatch = inputMismatch(tool, alias, args);
    if (mismatch !== null) {
      entry.status = "error";
      entry.error = mismatch;
      return JSON.stringify({ error: mismatch, type: "TypeError" });
    }
    // Awaited only when the flow's calls fill every slot: each await is a turn of the job queue.
    const slot = this.slots.acquire();
    if (slot) {
      // Waiting for a slot: in flight, not started.
      this.inFlight.set(entry, undefined);
      await slot;
    }
    const started = performance.now();
    // A call queued for a slot when the flow ended must not reach the tool; nobody will read it.
    if (this.ended) {
      this.slots.release();
      return JSON.stringify({ error: "the flow ended before the tool answered", type: "ToolError" });
    }
    this.inFlight.set(entry, started);
    const span = this.tracing.startCall(tool, entry, argsJson);
    let answerText: string | undefined;
    try {
      const context = this.toolContext(argsJson, entry.seq);
      // Each gets its own copy of the logged args.
      const decision = this.options.decide && (await this.options.decide(tool.name, argsCopy(args, argsJson), context.signal, tool.access));
      if (decision && !decision.allowed) {
        entry.status = "denied";
        const message = this.redactor.text(decision.message);
        entry.error = this.records.error(message);
        return JSON.stringify({ error: message, type: "ToolPermissionError" });
      }
      const output = await this.tracing.within(span, () => tool.handler(argsCopy(args, argsJson), context));
      const { answer, text } = encodeOutput(tool, output, this.redactor);
      answerText = text;
      entry.result_tail = tailChars(text, this.limits.resultTailChars);
      return answer;
    } catch (error) {
      const denied = error instanceof ToolPermissionError;
      entry.status = denied ? "denied" : "error";
      const message = this.redactor.text(thrownMessage(error));
      entry.error = this.records.error(message);
      return JSON.stringify({ error: message, type: denied ? "ToolPermissionError" : "ToolError" });
    } finally {
      entry.ms = Math.round(performance.now() - started);
      this.inFlight.delete(entry);
      this.slots.release();
      this.tracing.endCall(span, entry, answerText);
    }
  }

  private recordSandboxResult(result: Exclude<SandboxResult, { kind: "parked" | "unresumable" | "refused" }>, timeoutSeconds: number, started: number): FlowRecord {
    const limitOf = (kind: LimitKind): EnvelopeError => ({ ...limitError(kind, this.limits, timeoutSeconds), line: null, traceback: "" });
    switch (result.kind) {
      case "stopped": {
        const kind: LimitKind = result.reason === "killed" ? (this.killCause ?? "cancelled") : result.reason;
        // A memory stop may carry the script line the guest reported (wasm/sandbox.ts).
        return this.record("error", null, { ...limitOf(kind), line: result.line ?? null }, started);
      }
      case "failed":
        return this.record("error", null, internalError(result.message), started);
      case "returned": {
        const outcome = parseOutcome(result.outcomeJson);
        if (!outcome.ok) return this.record("error", null, internalError(outcome.message), started);
        if (outcome.value.status === "ok") {
          const record = this.record("ok", outcome.value.result, undefined, started);
          if (outcome.resultJson !== undefined) record.resultJson = outcome.resultJson;
          return record;
        }
        return this.record("error", null, outcome.value.error, started);
      }
    }
  }

  private record(status: "ok" | "error", result: unknown, error: EnvelopeError | undefined, started: number): FlowRecord {
    const now = performance.now();
    if (this.inFlight.size > 0) {
      for (const [entry, callStarted] of this.inFlight) {
        entry.status = "error";
        entry.error = "the flow ended before the tool answered";
        entry.ms = callStarted === undefined ? 0 : Math.round(now - callStarted);
      }
    }
    const record: FlowRecord = {
      status,
      prints: this.prints.join(""),
      printBytes: this.printBytes,
      printsCut: this.keptPrintBytes < this.printBytes,
      result,
      calls: this.calls.map((entry) => ({ ...entry })),
      ms: Math.round(now - started),
      error,
    };
    if (Object.keys(this.callArgsJson).length > 0) record.callArgsJson = { ...this.callArgsJson };
    return record;
  }
}

/** The guest's options (`startTime`, `seed`, alias -> tool name), written out without an object to stringify. */
function optionsJson(startTime: number, seed: number, aliases: ReadonlyMap<string, string>): string {
  // An invalid Date's time is NaN, which JSON writes as null.
  return `{"startTime":${Number.isFinite(startTime) ? startTime : null},"seed":${seed},"tools":{${toolsJson(aliases)}}}`;
}

/** Each alias map's `"alias":"name"` members: a flow over the last flow's tools shares its map (flowAliasMap). */
const toolsJsonOf = new WeakMap<ReadonlyMap<string, string>, string>();

/** `"alias":"name"` for each tool, comma-separated, written once per alias map (~8 us after an idle gap). */
function toolsJson(aliases: ReadonlyMap<string, string>): string {
  let json = toolsJsonOf.get(aliases);
  if (json === undefined) {
    json = "";
    for (const [name, alias] of aliases) json += `${json ? "," : ""}${JSON.stringify(alias)}:${JSON.stringify(name)}`;
    toolsJsonOf.set(aliases, json);
  }
  return json;
}

/** What a tool threw, as text; a handler may throw anything, even a value whose toString throws. */
function thrownMessage(error: unknown): string {
  try {
    const message = error instanceof Error ? error.message : String(error);
    return typeof message === "string" ? message : String(message);
  } catch {
    return "the tool failed with a value that cannot be shown as text";
  }
}

/** Tool arguments from the guest: a JSON object, else the guest broke the protocol. */
function parseArgs(argsJson: string): CallEntry["args"] {
  let args: unknown;
  try {
    args = JSON.parse(argsJson);
  } catch (error) {
    throw new Error(`the guest sent tool arguments that are not JSON: ${String(error)}`);
  }
  if (typeof args !== "object" || args === null || Array.isArray(args)) {
    throw new Error("the guest sent tool arguments that are not a JSON object");
  }
  return args as CallEntry["args"];
}

/**
 * A copy of parsed arguments that shares nothing with them: a shallow copy when no value is an
 * object or array (most calls: ~4x cheaper than parsing again after an idle gap, and a large
 * string argument is not parsed again), else `argsJson` parsed again (cheaper than structuredClone).
 */
function argsCopy(args: CallEntry["args"], argsJson: string): CallEntry["args"] {
  for (const key in args) {
    const value = args[key];
    if (typeof value === "object" && value !== null) return parseArgs(argsJson);
  }
  return { ...args };
}

class ToolOutputError extends Error {}

/** scanJson of a safe int's text. */
const INT_SCAN: JsonScan = { depth: 0, numbersByValue: true, keysInOrder: true, marks: null };

/**
 * The answer for the guest (text wrapped as {"text": ...}, JSON as data) and the text
 * logged, both redacted.
 */
function encodeOutput(tool: ToolDefinition, output: unknown, redactor: Redactor): { answer: string; text: string } {
  if (tool.output === "text") {
    if (typeof output !== "string") throw new ToolOutputError(`the tool returned ${typeof output} instead of text`);
    const text = redactor.text(output);
    return { answer: textAnswer(text), text };
  }
  if (output instanceof JsonText) {
    const scan = scanJson(output.text) ?? refuseJsonText(output.text);
    if (scan.depth > MAX_ANSWER_DEPTH) throw new ToolOutputError(TOO_DEEP_MESSAGE);
    const text = redactor.jsonText(output.text);
    // Redaction that changed the text may have turned numbers into strings: scanned again.
    return { answer: text === output.text ? okAnswer(text, scan) : okAnswer(text), text };
  }
  // A safe int (what most small tools answer): its text is its JSON, typed by its value, no scan.
  if (typeof output === "number" && Number.isSafeInteger(output) && redactor.value(output) === output) {
    const text = String(output);
    return { answer: okAnswer(text, INT_SCAN), text };
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(redactor.value(output === undefined ? null : output));
  } catch (error) {
    // The host's own stack ran out on the value: say so if it is deeper than any answer may be.
    if (isStackOverflow(error) && valueNestsTooDeep(output)) throw new ToolOutputError(TOO_DEEP_MESSAGE);
    throw new ToolOutputError(`the tool returned a value that is not JSON (${String(error)})`);
  }
  if (json === undefined) throw new ToolOutputError(`the tool returned ${typeof output} instead of JSON`);
  const scan = scanJson(json) ?? refuseJsonText(json);
  if (scan.depth > MAX_ANSWER_DEPTH) throw new ToolOutputError(TOO_DEEP_MESSAGE);
  return { answer: okAnswer(json, scan), text: json };
}

/** For text scanJson refused: JSON.parse's own words on why it is not JSON. */
function refuseJsonText(text: string): never {
  try {
    JSON.parse(text);
  } catch (error) {
    throw new ToolOutputError(`the tool returned JSON text that does not parse (${String(error)})`);
  }
  // scanJson reads JSON.parse's grammar (test/wasm/json-scan.test.ts): this is not reached.
  throw new ToolOutputError("the tool returned JSON text that does not parse");
}

function parseOutcome(json: string): { ok: true; value: GuestOutcome; resultJson?: string } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return { ok: false, message: `the guest's outcome is not JSON: ${String(error)}` };
  }
  const value = okOutcome(raw);
  if (value === undefined) {
    const parsed = guestOutcomeSchema().safeParse(raw);
    if (!parsed.success) return { ok: false, message: `the guest's outcome is malformed: ${parsed.error.message}` };
    return { ok: true, value: parsed.data };
  }
  const resultJson = exactResultJson(json);
  return resultJson === undefined ? { ok: true, value } : { ok: true, value, resultJson };
}

/**
 * A `status: "ok"` outcome as guestOutcomeSchema() gives it, without its z.json() walk over the
 * result (most of a small flow's host time): a value JSON.parse made is JSON already. Unlike
 * that walk, it keeps a `__proto__` key of a result's dict as the own property JSON.parse made.
 */
function okOutcome(raw: unknown): GuestOutcome | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const outcome = raw as { status?: unknown; result?: unknown };
  if (outcome.status !== "ok" || !Object.hasOwn(outcome, "result")) return undefined;
  return { status: "ok", result: outcome.result as Extract<GuestOutcome, { status: "ok" }>["result"] };
}

/** The result's own JSON text, kept only where JSON.parse lost digits of an integer. */
function exactResultJson(outcomeJson: string): string | undefined {
  const prefix = '{"status":"ok","result":';
  if (!outcomeJson.startsWith(prefix) || !outcomeJson.endsWith("}")) return undefined;
  const text = outcomeJson.slice(prefix.length, -1);
  return hasLongNumber(text) ? text : undefined;
}

// Hoisted: a regex literal in the function is a new RegExp at each of its calls.
const LONG_NUMBER = /\d{16}/;

/** JSON text with a run of 16+ digits, where JSON.parse may have lost digits of an integer. */
function hasLongNumber(json: string): boolean {
  return LONG_NUMBER.test(json);
}

function internalError(message: string): EnvelopeError {
  return { type: "InternalError", message, line: null, traceback: "" };
}

/** The filter between a flow's tools and the flow: the root and this process's folders, the words. */
function toolRedactor(projectRoot: string | undefined, words: readonly string[] | undefined): Redactor {
  const options = { roots: projectRoot === undefined ? [] : [projectRoot], hostPaths: processHostPaths(installDir()), words: words ?? [] };
  // Making one costs about a millisecond (every spelling, one regex): flows of one host share it.
  if (!lastRedactor || !sameRedaction(lastRedactor.options, options)) {
    // The caller's words copied: it may change its array before the next flow.
    lastRedactor = { options: { ...options, words: [...options.words] }, redactor: new Redactor(options) };
  }
  return lastRedactor.redactor;
}

type ToolRedaction = { roots: string[]; hostPaths: HostPath[]; words: readonly string[] };

let lastRedactor: { options: ToolRedaction; redactor: Redactor } | undefined;

/** Compared field by field: a JSON text of both as the cache's key cost ~20 us a flow after an idle gap. */
function sameRedaction(a: ToolRedaction, b: ToolRedaction): boolean {
  return (
    sameStrings(a.roots, b.roots) &&
    sameStrings(a.words, b.words) &&
    a.hostPaths.length === b.hostPaths.length &&
    a.hostPaths.every((hostPath, i) => hostPath.path === b.hostPaths[i]!.path && hostPath.shownAs === b.hostPaths[i]!.shownAs)
  );
}

/** `message` as a flow would see it from a tool: host folders hidden, paths under `projectRoot` relative. */
export function stripPaths(message: string, projectRoot?: string): string {
  return toolRedactor(projectRoot, undefined).text(message);
}

/** Bounds the tool calls of one flow running at once; waiting calls keep their order. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Takes a slot now (undefined), or resolves once one is handed over. */
  acquire(): Promise<void> | undefined {
    if (this.active < this.size) {
      this.active++;
      return undefined;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot straight to the next waiter, so `active` only drops when nobody waits. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
