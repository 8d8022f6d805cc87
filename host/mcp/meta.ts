// `_meta` keys toolflow's MCP server adds for clients that act on them (`toolflow run --url`):
// a foreground call's progress carries its job handle (for job_background) and calls so far; the
// tool_flow tool lists the registry names a flow may call.
export const JOB_META = "toolflow/job";
export const CALLS_META = "toolflow/calls";
export const TOOLS_META = "toolflow/tools";
