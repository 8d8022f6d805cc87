// The part of toolflow.config.yaml that MCP needs: `mcp_servers` and
// `daemon.tool_flow` (timeout and call limits, mcp_tools_deny). Other keys are left to the full
// config loader and pass through unchecked here.
import { MAX_CONFIG_FILE_BYTES, readTextFile } from "../read-text.js";
import { ConfigError, parseYamlDocument } from "./yaml-document.js";
import * as z from "zod";
import { nearest } from "../suggest.js";
import { glob } from "./glob-schema.js";

const StdioServerSchema = z
  .object({
    transport: z.literal("stdio"),
    command: z.string().min(1),
    args: z.array(z.string()).default([]),
    env: z.record(z.string(), z.string()).optional(),
    cwd: z.string().optional(),
  })
  .strict();

const HttpServerSchema = z
  .object({
    transport: z.literal("http"),
    url: z.url(),
    headers: z.record(z.string(), z.string()).optional(),
  })
  .strict();

/**
 * `transport` may be left out: a `command` means stdio, a `url` means http, and so does a key one
 * typo away from them (`comand`), so the error names the typo rather than the transport.
 */
export const McpServerConfigSchema = z.preprocess(
  (value) => {
    if (typeof value !== "object" || value === null || "transport" in value) return value;
    const keys = Object.keys(value);
    const meant = keys.includes("command") || keys.includes("url") ? undefined : keys.map((key) => nearest(key, ["command", "url"])).find((k) => k !== undefined);
    if ("command" in value || meant === "command") return { ...value, transport: "stdio" };
    if ("url" in value || meant === "url") return { ...value, transport: "http" };
    return value;
  },
  z.discriminatedUnion("transport", [StdioServerSchema, HttpServerSchema]),
);

/** Server names become part of tool names (`mcp__<server>__<tool>`), so `__` would be ambiguous. */
export const ServerNameSchema = z.string().regex(/^[A-Za-z0-9_-]+$/, "a server name is letters, digits, _ and -").refine((name) => !name.includes("__"), "a server name must not contain __");

export const McpConfigSchema = z
  .object({
    mcp_servers: z.record(ServerNameSchema, McpServerConfigSchema).default({}),
    daemon: z
      .object({
        tool_flow: z
          .object({
            max_timeout_seconds: z.number().positive().optional(),
            max_calls: z.number().int().positive().optional(),
            mcp_tools_deny: z.array(glob(z.string())).default([]),
          })
          .loose()
          .default({ mcp_tools_deny: [] }),
      })
      .loose()
      .default({ tool_flow: { mcp_tools_deny: [] } }),
  })
  .loose();

export type McpServerConfig = z.infer<typeof McpServerConfigSchema>;
export type McpConfig = z.infer<typeof McpConfigSchema>;

export { ConfigError };

/** Parses YAML text; every problem is reported with its key path. */
export function parseMcpConfig(text: string, source = "toolflow.config.yaml"): McpConfig {
  const raw = parseYamlDocument(text, source) ?? {};
  const parsed = McpConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "(top)"}: ${issue.message}`);
    throw new ConfigError(`${source}: invalid config:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export async function loadMcpConfig(path: string): Promise<McpConfig> {
  let text: string;
  try {
    text = await readTextFile(path, MAX_CONFIG_FILE_BYTES);
  } catch (error) {
    throw new ConfigError(`cannot read ${path}: ${(error as Error).message}`);
  }
  return parseMcpConfig(text, path);
}
