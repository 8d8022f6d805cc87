// toolflow as an MCP server: the `tool_flow` tool (input schema = the request JSON Schema,
// description = the callable tools as Python stubs), approved per flow (approval.ts), the job
// tools (job_status, job_result, job_cancel, job_list, job_background), and each ended run's full
// envelope as a resource `toolflow://jobs/<handle>/envelope`.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type CallToolRequest,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import packageJson from "../../package.json";
import { envelopeJson } from "../envelope-json.js";
import { JobsUnavailableError, type JobControls } from "../jobs/job-controls.js";
import { UnknownJobError } from "../jobs/job-manager.js";
import type { ToolRegistry } from "../registry.js";
import type { RunFlowOptions } from "../run-flow.js";
import { toolFlowRequestJsonSchema } from "../schema/request.js";
import { TOOL_FLOW_NAME } from "../validate.js";
import { serverApproval, type ServerApproval, type ServerExtra } from "./approval.js";
import { withAskUser } from "./ask-user.js";
import { flowTools, toolFlowDescription } from "./description.js";
import { progressReporter, type ProgressReporter } from "./flow-progress.js";
import { TOOLS_META } from "./meta.js";
import type { ServerOutage } from "./supervised-servers.js";
import type { ToolListChanges } from "./tool-list-changes.js";

export interface ToolflowServerOptions {
  registry: ToolRegistry;
  /** Shared by every session of an HTTP server, so handles outlive the request that made them. */
  jobs: JobControls;
  /** Limits, mcp_tools_deny, permission mode, decide, project root: all but these four. */
  run?: Omit<RunFlowOptions, "registry" | "signal" | "approver">;
  /**
   * Who approves each flow; share one between the sessions of a server so approvals are
   * remembered across them. Default: elicitation when the client supports it, else a refusal.
   */
  approval?: ServerApproval;
  /**
   * The progress heartbeat of a tool_flow call (or a waiting job_result) with a progress token
   * (default 2 s); prints and calls are reported as they happen (flow-progress.ts).
   * Besides informing people, it lets clients that reset their request timeout on progress wait
   * for long flows (the SDK's default timeout is 60 s).
   */
  progressIntervalMs?: number;
  /** Told when the registry's tools change: each initialized session gets tools/list_changed. */
  toolsChanged?: ToolListChanges;
  /** Configured upstream servers that are down now, named in the tool_flow description. */
  unavailableServers?: () => readonly ServerOutage[];
}

const ENVELOPE_URI = /^toolflow:\/\/jobs\/([A-Za-z0-9_.-]+)\/envelope$/;
const envelopeUri = (job: string) => `toolflow://jobs/${job}/envelope`;

const JobArgs = z.object({ job: z.string().min(1).meta({ description: "The handle tool_flow returned." }) }).strict();
const JobResultArgs = JobArgs.extend({
  wait_seconds: z.number().nonnegative().optional().meta({ description: "Wait up to this many seconds for the job to end." }),
  full: z.boolean().optional().meta({ description: "The full, unshortened envelope." }),
}).strict();
const NoArgs = z.object({}).strict();

/** A job tool's input schema is its zod schema's JSON Schema: one source for both. */
const jobTool = (name: string, description: string, args: z.ZodType): Tool => ({
  name,
  description,
  inputSchema: z.toJSONSchema(args, { io: "input" }) as Tool["inputSchema"],
});

const JOB_TOOLS: Tool[] = [
  jobTool(
    "job_background",
    "Move a running foreground tool_flow call to the background: that call answers {job, status: \"running\"} at once and the flow keeps running as a job. The handle arrives in the call's progress notifications (_meta \"toolflow/job\").",
    JobArgs,
  ),
  jobTool("job_status", "Status of a tool flow job (running, completed, failed, cancelled), tool calls so far, print bytes, elapsed ms.", JobArgs),
  jobTool(
    "job_result",
    "The envelope of a job once it has ended, else its status. wait_seconds waits up to that long for it to end; full: true returns the unshortened envelope.",
    JobResultArgs,
  ),
  jobTool("job_cancel", "Cancel a running job: its in-flight tool calls are aborted and the sandbox stopped.", JobArgs),
  jobTool("job_list", "Every known job with its status.", NoArgs),
];


const json = (value: unknown, isError = false): CallToolResult => jsonText(JSON.stringify(value), isError);

const jsonText = (text: string, isError = false): CallToolResult => ({
  content: [{ type: "text", text }],
  ...(isError ? { isError: true } : {}),
});

/** A new server object (one per MCP session); the state lives in `options.jobs`. */
export function createToolflowServer(options: ToolflowServerOptions): Server {
  const server = new Server(
    { name: "toolflow", version: packageJson.version },
    { capabilities: { tools: { listChanged: options.toolsChanged !== undefined }, resources: {} } },
  );
  if (options.toolsChanged) tellToolListChanges(server, options.toolsChanged);
  const runOptions = { ...options.run };
  const approval = options.approval ?? serverApproval();
  // After initialize the client's capabilities are known: ask_user is offered when it can answer.
  const toolFlow = (registry: ToolRegistry): Tool => {
    const callable = flowTools(registry, options.run?.mcpToolsDeny);
    return {
      name: TOOL_FLOW_NAME,
      description: toolFlowDescription(callable, options.run?.limits, options.unavailableServers?.() ?? []),
      inputSchema: toolFlowRequestJsonSchema() as Tool["inputSchema"],
      // For clients that build requests themselves (`toolflow run --url` defaults to all of them).
      _meta: { [TOOLS_META]: callable.map((tool) => tool.name) },
    };
  };

  const progress = (request: CallToolRequest, extra: ServerExtra) =>
    progressReporter({ token: request.params._meta?.progressToken, send: extra.sendNotification, intervalMs: options.progressIntervalMs });

  server.setRequestHandler(ListToolsRequestSchema, (_request, extra) => ({
    tools: [toolFlow(withAskUser(options.registry, server, extra)), ...JOB_TOOLS],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const args = request.params.arguments ?? {};
    try {
      switch (request.params.name) {
        case TOOL_FLOW_NAME: {
          // A background flow asks its questions after this call has answered.
          let answered = false;
          try {
            return await runToolFlow(
              options.jobs,
              args,
              {
                ...runOptions,
                registry: withAskUser(options.registry, server, extra, () => answered),
                approver: approval.approverFor(server, extra),
                signal: extra.signal,
              },
              progress(request, extra),
            );
          } finally {
            answered = true;
          }
        }
        case "job_background":
          return json(await options.jobs.moveToBackground(parse(JobArgs, args).job));
        case "job_status":
          return json(await options.jobs.status(parse(JobArgs, args).job));
        case "job_result": {
          const { job, wait_seconds, full } = parse(JobResultArgs, args);
          // A client waiting on a background flow hears its prints and calls meanwhile.
          const stopProgress = wait_seconds ? progress(request, extra)?.(options.jobs, job) : undefined;
          try {
            const result = await options.jobs.result(job, {
              ...(wait_seconds !== undefined ? { wait: wait_seconds } : {}),
              full: full === true,
              signal: extra.signal,
            });
            return json(result);
          } finally {
            stopProgress?.();
          }
        }
        case "job_cancel":
          return json(await options.jobs.cancel(parse(JobArgs, args).job));
        case "job_list":
          parse(NoArgs, args);
          return json({ jobs: await options.jobs.list() });
        default:
          return json({ error: `unknown tool '${request.params.name}'` }, true);
      }
    } catch (error) {
      if (error instanceof UnknownJobError || error instanceof ArgumentsError || error instanceof JobsUnavailableError) return json({ error: error.message }, true);
      throw error;
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: (await options.jobs.list())
      .filter((job) => job.status !== "running")
      .map((job) => ({
        uri: envelopeUri(job.job),
        name: `${job.job} envelope`,
        description: `Full envelope of tool flow job ${job.job} (${job.status})`,
        mimeType: "application/json",
      })),
  }));

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [
      { uriTemplate: "toolflow://jobs/{job}/envelope", name: "job envelope", description: "Full, unshortened envelope of an ended tool flow job", mimeType: "application/json" },
    ],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const match = ENVELOPE_URI.exec(request.params.uri);
    if (!match) throw new Error(`unknown resource ${request.params.uri}`);
    const envelope = await options.jobs.envelope(match[1]!);
    if (!envelope) throw new Error(`job ${match[1]} is still running; its envelope is not ready`);
    return { contents: [{ uri: request.params.uri, mimeType: "application/json", text: JSON.stringify(envelope) }] };
  });

  return server;
}

/** From the end of the handshake until the session closes (seen at the next change). */
function tellToolListChanges(server: Server, changes: ToolListChanges): void {
  server.oninitialized = () => {
    const unsubscribe = changes.subscribe(() => {
      if (!server.transport) return unsubscribe();
      server.sendToolListChanged().catch(() => {});
    });
  };
}

async function runToolFlow(jobs: JobControls, args: unknown, options: RunFlowOptions, progress: ProgressReporter | undefined): Promise<CallToolResult> {
  let handle: string | undefined;
  let stopProgress: (() => void) | undefined;
  const outcome = await jobs
    .run(args, options, (job) => {
      handle = job;
      stopProgress = progress?.(jobs, job);
    })
    .finally(() => stopProgress?.());
  if ("rejected" in outcome && outcome.rejected) return json(outcome, true);
  if (!("envelope" in outcome)) return json(outcome);
  // A flow that ended in a Python exception (or a limit) is an error result, envelope and all;
  // ints past 2**53 in its result and call log keep every digit, as the CLI prints them.
  const result = jsonText(envelopeJson(outcome.envelope, outcome.resultJson, outcome.callArgsJson), outcome.envelope.status === "error");
  // A link to the unshortened envelope, for when the one above was cut.
  if (handle !== undefined) {
    result.content.push({ type: "resource_link", uri: envelopeUri(handle), name: `${handle} envelope`, mimeType: "application/json" });
  }
  return result;
}

class ArgumentsError extends Error {}

function parse<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    throw new ArgumentsError(`invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(arguments)"}: ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}
