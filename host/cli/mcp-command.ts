// `toolflow mcp`: serves tool_flow and the job tools over stdio (default) or streamable HTTP on
// 127.0.0.1, with the live tools over --root and the upstream servers of the config's mcp_servers.
import { access } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ConfigError, loadMcpConfig, parseMcpConfig, type McpConfig } from "../config/mcp-config.js";
import { McpConnectError } from "../mcp/client.js";
import { serveMcpHttp } from "../mcp/http.js";
import { openMcpHost } from "../mcp/mcp-host.js";
import { createToolflowServer } from "../mcp/server.js";
import type { CliIO } from "./main.js";
import { MCP_HELP, UsageError } from "./usage.js";

const DEFAULT_CONFIG = "toolflow.config.yaml";

interface McpOptions {
  config?: string;
  root: string;
  httpPort?: number;
}

function parseMcpArgs(argv: readonly string[], cwd: string): McpOptions | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        config: { type: "string" },
        root: { type: "string" },
        http: { type: "string" },
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
  return {
    ...(values.config !== undefined ? { config: resolve(cwd, values.config) } : {}),
    root: resolve(cwd, values.root ?? "."),
    ...(httpPort !== undefined ? { httpPort } : {}),
  };
}

/** --config, else ./toolflow.config.yaml when present, else no upstream servers. */
async function readConfig(options: McpOptions, cwd: string): Promise<McpConfig> {
  if (options.config !== undefined) return loadMcpConfig(options.config);
  const fallback = resolve(cwd, DEFAULT_CONFIG);
  const exists = await access(fallback).then(
    () => true,
    () => false,
  );
  return exists ? loadMcpConfig(fallback) : parseMcpConfig("");
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
  let host;
  try {
    host = await openMcpHost(await readConfig(options, io.cwd), options.root);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof McpConnectError) {
      io.stderr(`toolflow: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const tools = host.options.registry.size;
  if (options.httpPort !== undefined) {
    const http = await serveMcpHttp(host.options, options.httpPort);
    io.stderr(`toolflow: serving MCP at ${http.url.href} (${tools} tools)\n`);
    await untilStopped();
    await http.close();
  } else {
    const server = createToolflowServer(host.options);
    const closed = new Promise<void>((done) => {
      server.onclose = () => done();
      process.stdin.once("end", () => done());
    });
    await server.connect(new StdioServerTransport());
    io.stderr(`toolflow: serving MCP on stdio (${tools} tools)\n`);
    await untilStopped(closed);
    await server.close();
  }
  await host.close();
  return 0;
}
