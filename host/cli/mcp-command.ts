// `toolflow mcp`: serves tool_flow and the job tools over stdio (default) or streamable HTTP on
// 127.0.0.1, with the live tools over --root and the upstream servers of the config's mcp_servers,
// under the same permission engine as `toolflow run`; flows are approved by the client's user
// through elicitation, or by --yes.
import { BoundedStdioTransport } from "../mcp/stdio.js";
import { resolve } from "node:path";
import { parseFlags } from "./flags.js";
import type { PermissionMode } from "../config/index.js";
import { serverApproval } from "../mcp/approval.js";
import { serveMcpHttp } from "../mcp/http.js";
import { openMcpHost } from "../mcp/mcp-host.js";
import { createToolflowServer } from "../mcp/server.js";
import { fleetJobs } from "./fleet-options.js";
import { cliPath, openFlowPolicy } from "./flow-policy.js";
import type { CliIO } from "./cli-io.js";
import { parsePermissionMode } from "./run-args.js";
import { MCP_HELP, UsageError } from "./usage.js";

interface McpOptions {
  config?: string;
  root: string;
  httpPort?: number;
  rules?: string;
  permissionMode?: PermissionMode;
  queue?: string;
  yes: boolean;
}

function parseMcpArgs(argv: readonly string[], cwd: string): McpOptions | "help" {
  let values;
  try {
    ({ values } = parseFlags({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        config: { type: "string" },
        root: { type: "string" },
        http: { type: "string" },
        rules: { type: "string" },
        "permission-mode": { type: "string" },
        queue: { type: "string" },
        yes: { type: "boolean", short: "y", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return "help";
  let httpPort: number | undefined;
  if (values.http !== undefined) {
    httpPort = Number(values.http);
    if (!/^\d+$/.test(values.http) || httpPort > 65535) throw new UsageError(`--http: expected a port number, got ${JSON.stringify(values.http)}`);
  }
  const permissionMode = parsePermissionMode(values["permission-mode"]);
  const config = cliPath(cwd, values.config);
  const rules = cliPath(cwd, values.rules);
  return {
    ...(config !== undefined ? { config } : {}),
    root: resolve(cwd, values.root ?? "."),
    ...(httpPort !== undefined ? { httpPort } : {}),
    ...(rules !== undefined ? { rules } : {}),
    ...(permissionMode !== undefined ? { permissionMode } : {}),
    ...(values.queue !== undefined ? { queue: values.queue } : {}),
    yes: values.yes,
  };
}

/** Resolves on Ctrl+C, SIGTERM, or `extra` resolving (stdin closed). */
function untilStopped(extra?: Promise<void>): Promise<void> {
  return new Promise((done) => {
    process.once("SIGINT", () => done());
    process.once("SIGTERM", () => done());
    void extra?.then(done);
  });
}

export async function mcpCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const options = parseMcpArgs(argv, io.cwd);
  if (options === "help") {
    io.stdout(MCP_HELP);
    return 0;
  }
  const policy = await openFlowPolicy({
    projectDir: options.root,
    ...(options.config !== undefined ? { configFile: options.config } : {}),
    ...(options.rules !== undefined ? { rulesFile: options.rules } : {}),
    ...(options.permissionMode !== undefined ? { permissionMode: options.permissionMode } : {}),
  });
  // Background flows go to the fleet's queue when the config or --queue names one.
  const queued = fleetJobs(policy.config, options.queue, io);
  const host = await openMcpHost({
    root: options.root,
    config: policy.config,
    permissions: policy.permissions,
    run: policy.run,
    // --yes: the client's own confirmation of the tool_flow call (which shows the script) is the approval.
    approval: serverApproval(options.yes ? { elicit: false, fallback: () => true } : {}),
    log: (line) => io.stderr(`toolflow: ${line}\n`),
    ...(queued ? { jobs: queued.jobs } : {}),
  });
  const tools = host.options.registry.size;
  const approval = `${options.yes ? "every flow approved (--yes)" : "flows approved by the client's user"}${queued ? `, background flows queued at ${queued.where}` : ""}`;
  if (options.httpPort !== undefined) {
    const http = await serveMcpHttp(host.options, options.httpPort);
    io.stderr(`toolflow: serving MCP at ${http.url.href} (${tools} tools, ${approval})\n`);
    await untilStopped();
    await http.close();
  } else {
    const server = createToolflowServer(host.options);
    const closed = new Promise<void>((done) => {
      server.onclose = () => done();
      process.stdin.once("end", () => done());
    });
    await server.connect(new BoundedStdioTransport());
    io.stderr(`toolflow: serving MCP on stdio (${tools} tools, ${approval})\n`);
    await untilStopped(closed);
    await server.close();
  }
  await host.close();
  await queued?.jobs.close();
  return 0;
}
