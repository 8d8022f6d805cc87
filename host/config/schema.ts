// The schema of toolflow.config.yaml: permission mode, permission rules, secrets,
// upstream MCP servers, daemon.tool_flow limits, the web tools (`web`) and file_read's budget
// (`tools.file_read`). One file's keys are all optional; load.ts
// layers the project file over the user file and fills in the defaults.
import * as z from "zod";
import { McpServerConfigSchema, ServerNameSchema } from "./mcp-config.js";
import { PERMISSION_MODES, type PermissionMode } from "./permission-mode.js";
import { QueueConfigSchema, type QueueConfig } from "./queue-config.js";
import { glob } from "./glob-schema.js";

export type { PermissionMode };

// Messages name what was expected; load.ts appends the value actually found and the key path.
const positiveInt = () =>
  z
    .number({ error: "expected a positive integer" })
    .int({ error: "expected a positive integer" })
    .positive({ error: "expected a positive integer" });
const positiveNumber = () => z.number({ error: "expected a positive number" }).positive({ error: "expected a positive number" });
const stringList = () => z.array(z.string({ error: "expected a string" }), { error: "expected a list of strings" });

export const PermissionModeSchema = z.enum(PERMISSION_MODES, { error: `expected one of ${PERMISSION_MODES.join(", ")}` });

/** One rule: a tool name or glob, and optionally arguments that must match (exact or glob). */
export const PermissionRuleSchema = z
  .object({
    tool: glob(z.string({ error: "expected a tool name or glob" }).min(1, { error: "expected a tool name or glob" })),
    args: z
      .record(z.string(), z.union([glob(z.string()), z.number(), z.boolean()], { error: "expected a string, number or boolean" }))
      .optional(),
  })
  .strict();

export const PermissionsSchema = z
  .object({
    allow: z.array(PermissionRuleSchema).optional(),
    ask: z.array(PermissionRuleSchema).optional(),
    "ask-unless-allowed": z.array(PermissionRuleSchema).optional(),
    deny: z.array(PermissionRuleSchema).optional(),
  })
  .strict();

export const SecretsSchema = z
  .object({
    /** Path globs of secret files. */
    files: z.array(glob(z.string({ error: "expected a string" })), { error: "expected a list of strings" }).optional(),
    /** Literal words; lines holding one never surface in search results. */
    words: stringList().optional(),
  })
  .strict();

/** daemon.tool_flow: the limits every flow runs under (host/limits.ts holds the defaults). */
export const ToolFlowConfigSchema = z
  .object({
    /** Used when a request gives no timeout_seconds. */
    timeout_seconds: positiveNumber().optional(),
    max_timeout_seconds: positiveNumber().optional(),
    max_calls: positiveInt().optional(),
    mcp_tools_deny: z.array(glob(z.string({ error: "expected a string" })), { error: "expected a list of strings" }).optional(),
    /** Guest heap, MiB. */
    memory_mb: positiveInt().optional(),
    /** QuickJS stack, KiB. */
    stack_kb: positiveInt().optional(),
    /** Tool calls of one flow running at once (asyncio.gather). */
    max_concurrency: positiveInt().optional(),
    envelope_bytes: positiveInt().optional(),
    prints_bytes: positiveInt().optional(),
    result_bytes: positiveInt().optional(),
    result_tail_chars: positiveInt().optional(),
    /** What the host keeps of a flow's call arguments and errors, MiB (default: memory_mb / 4). */
    kept_calls_mb: positiveInt().optional(),
  })
  .strict();

const hostGlob = glob(
  z
    .string({ error: "expected a host name or glob such as *.example.org" })
    .min(1, { error: "expected a host name or glob such as *.example.org" })
    .refine((host) => !/[/:@\s]/.test(host), { error: "expected a host name or glob, without scheme, port or path" }),
);

/** web.fetch: whether web_fetch is served, where it may go and the ceilings of its limits. */
export const WebFetchConfigSchema = z
  .object({
    /** Default true; `false` leaves web_fetch out of the registry. */
    enabled: z.boolean({ error: "expected true or false" }).optional(),
    /** Loopback, private and link-local addresses (default false: refused). */
    allow_private_addresses: z.boolean({ error: "expected true or false" }).optional(),
    /** Ceiling of a call's max_bytes. */
    max_bytes: positiveInt().optional(),
    /** Ceiling of a call's timeout_seconds. */
    timeout_seconds: positiveNumber().optional(),
    max_redirects: z.number({ error: "expected a whole number >= 0" }).int({ error: "expected a whole number >= 0" }).min(0, { error: "expected a whole number >= 0" }).optional(),
    /** When non-empty, only these hosts (names or globs) are fetched; checked on every redirect. */
    allow_hosts: z.array(hostGlob, { error: "expected a list of host names or globs" }).optional(),
    /** Hosts never fetched, and left out of web_search results. */
    deny_hosts: z.array(hostGlob, { error: "expected a list of host names or globs" }).optional(),
  })
  .strict();

/** web.search: web_search is served when `endpoint` (a SearXNG-compatible JSON API) is set. */
export const WebSearchConfigSchema = z
  .object({
    endpoint: z
      .url({ protocol: /^https?$/, error: "expected the http(s) URL of a SearXNG-compatible instance" })
      .optional(),
    headers: z.record(z.string(), z.string({ error: "expected a string" }), { error: "expected a mapping of header names to strings" }).optional(),
    timeout_seconds: positiveNumber().optional(),
  })
  .strict();

export const WebConfigSchema = z
  .object({ fetch: WebFetchConfigSchema.optional(), search: WebSearchConfigSchema.optional() })
  .strict();

/** tools.file_read: files larger than this come back as an outline unless a window is asked for. */
export const FileReadConfigSchema = z
  .object({ max_bytes: positiveInt().optional(), max_lines: positiveInt().optional() })
  .strict();

export const ToolsConfigSchema = z.object({ file_read: FileReadConfigSchema.optional() }).strict();

export const ConfigFileSchema = z
  .object({
    permission_mode: PermissionModeSchema.optional(),
    permissions: PermissionsSchema.optional(),
    secrets: SecretsSchema.optional(),
    mcp_servers: z.record(ServerNameSchema, McpServerConfigSchema).optional(),
    daemon: z.object({ tool_flow: ToolFlowConfigSchema.optional() }).strict().optional(),
    web: WebConfigSchema.optional(),
    tools: ToolsConfigSchema.optional(),
    queue: QueueConfigSchema.optional(),
  })
  .strict();

export type PermissionRule = z.infer<typeof PermissionRuleSchema>;
export type Permissions = z.infer<typeof PermissionsSchema>;
export type Secrets = z.infer<typeof SecretsSchema>;
export type ToolFlowConfig = z.infer<typeof ToolFlowConfigSchema>;
export type WebFetchConfig = z.infer<typeof WebFetchConfigSchema>;
export type WebSearchConfig = z.infer<typeof WebSearchConfigSchema>;
export type WebConfig = z.infer<typeof WebConfigSchema>;
export type ToolsConfig = z.infer<typeof ToolsConfigSchema>;
/** One config file as written: every key optional. */
export type ConfigFile = z.infer<typeof ConfigFileSchema>;

/** The layered config with defaults filled in, as the rest of the host reads it. */
export interface ToolflowConfig {
  permission_mode: PermissionMode;
  permissions: Required<Permissions>;
  secrets: Required<Secrets>;
  mcp_servers: NonNullable<ConfigFile["mcp_servers"]>;
  daemon: { tool_flow: ToolFlowConfig & { mcp_tools_deny: string[] } };
  /** Only the keys the files set; the web tools hold their own defaults. */
  web: { fetch: WebFetchConfig; search: WebSearchConfig };
  tools: { file_read: NonNullable<ToolsConfig["file_read"]> };
  /** Only the keys the files set; absent: background flows run in-process. */
  queue?: QueueConfig;
}
