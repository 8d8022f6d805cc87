// toolflow's library API: run a tool flow, the request schema, the registry types, limits and
// the envelope types. Re-exports only.
export { runFlow, createRunFlow, defaultFlowEngine, flowAliases, stripPaths } from "./run-flow.js";
export { envelopeJson } from "./envelope-json.js";
export type { CallDecision, RunFlowOptions, RunOutcome, FlowRun, FlowEngine, TranspileResult } from "./run-flow.js";
export { JsonText, ToolError, ToolPermissionError, createRegistry, isFlowEligible } from "./registry.js";
export type { ToolCategory, ToolContext, ToolDefinition, ToolRegistry } from "./registry.js";
// For createRunFlow: the sandbox on this thread, or in a worker thread (the default).
export { runSandbox, setReadySandboxes } from "../wasm/sandbox.js";
export { createSandboxPool, runSandboxInWorker, sandboxPool, type SandboxPool, type SandboxPoolOptions } from "../wasm/worker-sandbox.js";
export type { SandboxRequest, SandboxResult } from "../wasm/sandbox.js";
export { DEFAULT_LIMITS, LimitsError, resolveLimits } from "./limits.js";
// The filter between tools and flows (runFlow builds one per flow from projectRoot and secretWords).
export { Redactor, SECRET_MARK, type RedactorOptions } from "./redaction/index.js";
export type { Limits } from "./limits.js";
export { AliasError, aliasTools, RESERVED_NAMES } from "./aliases.js";
export { validateRequest, TOOL_FLOW_NAME } from "./validate.js";
export { toolFlowRequestJsonSchema, MAX_CODE_BYTES } from "./schema/request.js";
export { ToolFlowRequestSchema } from "./schema/request-schema.js";
export type { ToolFlowRequest } from "./schema/request.js";
export {
  EnvelopeSchema,
  ClippedEnvelopeSchema,
  CallEntrySchema,
  ArgsDigestSchema,
  RejectionSchema,
  ProblemSchema,
} from "./schema/envelope.js";
export type {
  Envelope,
  ClippedEnvelope,
  CallEntry,
  ArgsDigest,
  CallStatus,
  EnvelopeError,
  Problem,
  Rejection,
  Stats,
  Truncation,
} from "./schema/envelope.js";
// Background flows and job controls.
export { JobManager, UnknownJobError } from "./jobs/index.js";
export type { BackgroundStarted, JobInfo, JobManagerOptions, JobResult, JobResultOptions, JobState, JobControls } from "./jobs/index.js";
export { JobsUnavailableError } from "./jobs/index.js";
export { QueueJobs, QueueUnavailableError, queueSettings, QueueSettingsError, startFleetWorker } from "./fleet/index.js";
export type { FleetWorker, FleetWorkerOptions, QueueLog, QueueSettings } from "./fleet/index.js";
// MCP both ways: upstream servers' tools in a registry, toolflow as an MCP server.
export {
  McpConnectError,
  McpServerConnection,
  McpServers,
  mcpToolName,
  mapToolResult,
  flowTools,
  toolFlowDescription,
  pythonSignature,
  createToolflowServer,
  serverApproval,
  serveMcpHttp,
  openMcpHost,
} from "./mcp/index.js";
export type { HttpMcpServer, McpHost, McpHostOptions, ServerApproval, ServerApprovalOptions, ToolflowServerOptions } from "./mcp/index.js";
export { ConfigError, loadMcpConfig, parseMcpConfig, McpConfigSchema, McpServerConfigSchema } from "./config/mcp-config.js";
export type { McpConfig, McpServerConfig } from "./config/mcp-config.js";
// Permissions and the built-in tools that route through them.
export { PermissionEngine, permissionsFromConfig, parseRulesFile, loadRulesFile, layerRules, HARD_DENIED_SECRETS, AGENTBLOCK } from "./permissions/index.js";
export type { Classifier, ClassifierAnswer, ClassifiedCall, PermissionEngineOptions, SearchFilter, ToolAccess, Verdict } from "./permissions/index.js";
export { builtinTools, liveTools, webFetchTool, webSearchTool, searxngProvider, askUserTool, terminalAsker } from "./tools/index.js";
export type { Asker, BuiltinToolsOptions, Question, SearchProvider, SearchResult, SearxngOptions, WebFetchOptions } from "./tools/index.js";
// Approval before a flow runs and toolflow.config.yaml.
export { approvalDigest, canonicalApprovalJson, decideApproval, digestApprover, rememberingApprover, skipsApproval } from "./approval/index.js";
export type { ApprovalAnswer, ApprovalDecision, ApprovalRequest, Approver } from "./approval/index.js";
export {
  ConfigFileSchema,
  PROJECT_CONFIG_NAME,
  layerConfigs,
  limitsFromConfig,
  loadConfig,
  parseConfigFile,
  resolveConfig,
  userConfigPath,
} from "./config/index.js";
export type { ConfigFile, LoadConfigOptions, LoadedConfig, PermissionMode, PermissionRule, ToolFlowConfig, ToolflowConfig } from "./config/index.js";
