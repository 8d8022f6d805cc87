// `toolflow job ... --queue URL`: the job tools answered straight from the queue (host/fleet),
// with no server in between; the same answers and exit statuses as through `--url`. For `start`
// this process is the front end: it validates the request against the tools `toolflow mcp` would
// serve over --root (its config's MCP servers included), asks for approval on the terminal or by
// --yes, reserves the handle and queues the flow for the fleet's workers.
import { QueueJobs, QueueSettingsError } from "../fleet/index.js";
import { JobsUnavailableError } from "../jobs/job-controls.js";
import { UnknownJobError } from "../jobs/job-manager.js";
import { serverApproval } from "../mcp/approval.js";
import { flowTools } from "../mcp/description.js";
import { openMcpHost, type McpHost } from "../mcp/mcp-host.js";
import type { Approver } from "../approval/approver.js";
import { cliQueueSettings } from "./fleet-options.js";
import { openFlowPolicy, type FlowPolicy } from "./flow-policy.js";
import type { CliIO } from "./cli-io.js";
import { ServerToolError } from "./server-client.js";
import { UsageError } from "./usage.js";

/** Calls a job tool by its MCP name; the answer is what the MCP server would send. */
export type JobToolCall = (name: string, args: Record<string, unknown>) => Promise<unknown>;

export interface QueueFrontEnd {
  /** The project folder: its config names the queue's prefix and tenant, and for start the tools. */
  root: string;
  /** start: asks for approval (the terminal prompt or --yes); undefined for the other actions. */
  approver?: Approver;
}

/**
 * The config's `queue` (prefix, tenant) under `--queue URL`; runs `use` with the job tools and,
 * for start, the tools a flow may call by default; then disconnects.
 */
export async function withQueue(url: string, front: QueueFrontEnd, io: CliIO, use: (call: JobToolCall, defaultTools: () => Promise<string[]>) => Promise<number>): Promise<number> {
  const policy = await openFlowPolicy({ projectDir: front.root });
  let settings;
  try {
    settings = cliQueueSettings(policy.config, url)!;
  } catch (error) {
    if (error instanceof QueueSettingsError) throw new UsageError(error.message);
    throw error;
  }
  const jobs = new QueueJobs(settings);
  // Only start needs the tools, and opening them starts the config's MCP servers.
  const host = front.approver ? await openTools(front.root, policy, io) : undefined;
  const job = (args: Record<string, unknown>) => String(args.job);
  const call: JobToolCall = async (name, args) => {
    switch (name) {
      case "tool_flow": {
        if (!host || !front.approver) throw new UsageError("tool_flow needs the front end's tools");
        const outcome = await jobs.run(args, { ...policy.run, registry: host.options.registry, approver: front.approver });
        if ("rejected" in outcome && outcome.rejected) throw new ServerToolError(JSON.stringify(outcome));
        return outcome;
      }
      case "job_status":
        return jobs.status(job(args));
      case "job_list":
        return { jobs: await jobs.list() };
      case "job_cancel":
        return jobs.cancel(job(args));
      case "job_background":
        return jobs.moveToBackground(job(args));
      case "job_result":
        return jobs.result(job(args), { wait: Number(args.wait_seconds ?? 0), full: args.full === true });
      default:
        throw new UsageError(`${name} is not available with --queue`);
    }
  };
  const defaultTools = async () => (host ? flowTools(host.options.registry, policy.run.mcpToolsDeny).map((tool) => tool.name) : []);
  try {
    return await use(call, defaultTools);
  } catch (error) {
    if (!(error instanceof UnknownJobError || error instanceof JobsUnavailableError || error instanceof ServerToolError)) throw error;
    io.stderr(`toolflow: ${error.message}\n`);
    return 2;
  } finally {
    await host?.close();
    await jobs.close();
  }
}

/**
 * The tools `toolflow mcp` would serve over `root` (ask_user is not among them); a configured
 * server that is down is named on stderr, its tools then missing.
 */
async function openTools(root: string, policy: FlowPolicy, io: CliIO): Promise<McpHost> {
  const host = await openMcpHost({ root, config: policy.config, permissions: policy.permissions, run: policy.run, approval: serverApproval() });
  for (const { server, reason } of host.options.unavailableServers?.() ?? []) io.stderr(`toolflow: MCP server '${server}' is down: ${reason}\n`);
  return host;
}
