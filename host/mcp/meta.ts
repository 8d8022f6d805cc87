// `_meta` keys toolflow's MCP server adds for clients that act on them (`toolflow run --url`):
// a tool_flow call's progress carries its job handle (for job_background), calls so far, the
// text printed and the calls made or answered since the previous notification; the tool_flow
// tool lists the registry names a flow may call.
export const JOB_META = "toolflow/job";
export const CALLS_META = "toolflow/calls";
export const PRINTS_META = "toolflow/prints";
export const PRINTS_CUT_META = "toolflow/prints_cut";
export const CALL_LOG_META = "toolflow/call_log";
export const TOOLS_META = "toolflow/tools";
