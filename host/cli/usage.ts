// Help texts of the `toolflow` command and the error that means "the command line was wrong"
// (exit code 2, with a pointer to --help).

export class UsageError extends Error {
  override name = "UsageError";
}

/** A file named on the command line that cannot be read: `what` says which (the script, ...). */
export function unreadableFile(what: string, path: string, err: unknown): UsageError {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : code === "EACCES" ? "permission denied" : (err as Error).message;
  return new UsageError(`cannot read ${what} ${path}: ${why}`);
}

/** Exit status for a flow that still runs as a background job (`run --url` detached, `job result`). */
export const STILL_RUNNING = 3;

export const MAIN_HELP = `toolflow - run Python-subset tool flows in a WebAssembly sandbox

Usage:
  toolflow run <script.py | -> [options]   run a flow and print its outcome
  toolflow playground [--port N]           serve the browser playground on 127.0.0.1
  toolflow run <script.py | -> --url URL   run it on \`toolflow mcp --http\`; b moves it to the background
  toolflow mcp [--http PORT] [options]     serve tool_flow and the job tools over MCP
  toolflow job <action> ... --url URL      job controls against \`toolflow mcp --http\`
  toolflow worker --queue URL [options]    run queued background flows (one worker of a fleet)
  toolflow --help                          this text
  toolflow --version                       the version

Run \`toolflow run --help\`, \`toolflow mcp --help\`, \`toolflow job --help\` or
\`toolflow worker --help\` for their options.
`;

export const RUN_HELP = `Usage: toolflow run <script.py | -> [options]

Runs the script (\`-\` reads it from stdin) with tools as Python functions and prints the
outcome. Without --fixtures the built-in tools serve the --root folder: file_read, grep, glob,
web_fetch (unless web.fetch.enabled is false in the config), web_search (with web.search.endpoint)
and, on a terminal, ask_user.

Options:
  --tools a,b        registry names the script may call (default: every served tool but ask_user)
  --root DIR         folder the live tools can see (default: the current folder)
  --fixtures FILE    serve tools from a replay fixtures file instead of live tools
  --timeout S        time budget in seconds (default 1200)
  --name NAME        the flow's name (default: the script's file stem, or "stdin")
  --json             print exactly the envelope, as one JSON document
  --full             with --json: the full, unshortened envelope; otherwise show everything
  -y, --yes          approve this script and tool set without asking (needed without a terminal)
  --rules FILE       permission rules (YAML: allow, ask, ask-unless-allowed, deny) added on top
                     of the config's \`permissions\`; a denied call raises ToolPermissionError
  --permission-mode M  standard, autonomous, bypass or bypass_plus, over the config's
  --url URL          run the flow on a \`toolflow mcp --http PORT\` server (its address, e.g.
                     http://127.0.0.1:7465/mcp) with that server's tools, config and rules
  -h, --help         this text

Before running, the script and its tool set are shown for approval on the terminal (unless
permission_mode is bypass or bypass_plus in toolflow.config.yaml); without a terminal and
without --yes the flow is refused (exit 2). Limits come from daemon.tool_flow in
toolflow.config.yaml (the project's, over ~/.config/toolflow/config.yaml).

Moving a flow to the background: run it with --url. While it runs, the terminal shows its calls
and elapsed time; press b (or Ctrl+B) and the flow goes on as a background job on the server:
its handle is printed and toolflow exits 3. Then \`toolflow job status|result|cancel HANDLE
--url URL\` reach it. Ctrl+C cancels the flow instead. \`kill -USR1 <pid>\` does what b does.
A flow run without --url lives in this process and cannot be moved.

Exit status: 0 when the flow's status is ok, 1 when it is error, 2 for a wrong command line,
an unreadable script or fixtures file, or a rejected request (its problems are printed),
3 when the flow was moved to the background (--url), 70 when toolflow itself fails.
`;

export const MCP_HELP = `Usage: toolflow mcp [--http PORT] [--root DIR] [--config FILE] [options]

Serves toolflow as an MCP server: the tool_flow tool, the job tools job_status, job_result,
job_cancel, job_list and job_background, and each ended run's full envelope as the resource
toolflow://jobs/<handle>/envelope. Flows can call the built-in tools over --root (file_read, grep,
glob, and web_fetch and web_search as the config's \`web\` says) and the tools of the MCP servers
in the config's mcp_servers, as mcp__<server>__<tool>. When the client supports elicitation,
flows can also call ask_user: its questions go to that client's user.

Every nested call goes through the same permission engine as \`toolflow run\`: the rules and
secrets of the user's and the project's toolflow.config.yaml (plus --rules), .agentblock, and
permission_mode. Before a flow runs, the client's user approves its script and tools: the
server asks through MCP elicitation when the client supports it; otherwise the flow is refused
with a message saying how to approve, unless the server runs with --yes (or a bypass mode).

Options:
  --http PORT        streamable HTTP on 127.0.0.1:PORT at /mcp (0 picks a free port) instead of stdio
  --root DIR         folder the live tools can see and the project whose config is read
                     (default: the current folder)
  --config FILE      the project config instead of <root>/toolflow.config.yaml (the user's
                     ~/.config/toolflow/config.yaml is still read underneath)
  --rules FILE       permission rules added on top of the config's
  --permission-mode M  standard, autonomous, bypass or bypass_plus, over the config's
  -y, --yes          approve every flow without asking: the MCP client's own confirmation of the
                     tool_flow call (which shows the script and tools) is the approval
  --queue URL        queue background flows on a fleet's Redis (redis://host:port) instead of
                     running them here; the config's \`queue\` section sets prefix and tenant.
                     job_* tools then answer for every job of the tenant's queue
  -h, --help         this text
`;

export const JOB_HELP = `Usage: toolflow job <action> [HANDLE | script.py] (--url URL | --queue URL) [options]

Job controls against a running \`toolflow mcp --http PORT\` (give its address as --url), or
straight against a fleet's queue (--queue redis://host:port: this process then approves and
queues the flows it starts, validated against the tools \`toolflow mcp --root DIR\` would serve).

Actions:
  start <script.py | ->  start a background flow; prints its handle
  status HANDLE          status, tool calls so far, print bytes, elapsed time
  result HANDLE          the envelope once the job has ended, else its status
  cancel HANDLE          cancel a running job (aborts its tool calls, stops the sandbox)
  background HANDLE      move a foreground flow (e.g. another terminal's run --url) to the background
  list                   every job the server knows

Options:
  --url URL          the server, e.g. http://127.0.0.1:7465/mcp
  --queue URL        the fleet's Redis, e.g. redis://127.0.0.1:6379 (prefix and tenant from the
                     config's \`queue\` section of --root)
  --root DIR         with --queue: the project folder (default: the current one)
  --wait S           result: wait up to S seconds for the job to end, showing progress on stderr
  --full             result: the full, unshortened envelope
  --json             print the answer as one JSON document
  --tools a,b        start: the tools the script may call (default: every tool the server offers;
                     with --queue, every tool \`toolflow mcp --root\` would, and never ask_user:
                     no one is left to answer once this command has queued the flow)
  --name NAME        start: the flow's name (default: the script's file stem)
  --timeout S        start: the flow's time budget in seconds
  -y, --yes          start: approve the script and tool set without asking
  -h, --help         this text

Exit status: 0 ok (result: the job completed), 1 the job failed or was cancelled, 2 a wrong
command line, an unknown job or an unreachable server, 3 the job is still running (result).
`;

export const WORKER_HELP = `Usage: toolflow worker --queue URL [--concurrency N] [options]

Runs background flows from a fleet's queue (Redis, redis://host:port) until Ctrl+C or SIGTERM,
then lets its running flows finish. Flows call this worker's tools: the built-in tools over --root
and the MCP servers of its config, under its permission engine and limits, as \`toolflow mcp\`
serves them. Each tool call is journaled in Redis; if the worker dies, another worker re-runs the
flow from its journal without making a journaled call again.

Options:
  --queue URL        the queue's Redis (or \`queue.url\` in the config)
  --concurrency N    flows at once (default: queue.concurrency, else 16)
  --root DIR         folder the live tools can see and the project whose config is read
  --config FILE      the project config instead of <root>/toolflow.config.yaml
  --rules FILE       permission rules added on top of the config's
  --permission-mode M  standard, autonomous, bypass or bypass_plus, over the config's
  -h, --help         this text

A Redis that is down is retried with backoff (said once on stderr), never an exit.
`;

export const PLAYGROUND_HELP = `Usage: toolflow playground [--port N]

Serves the playground page on http://127.0.0.1:N/ (default port 8040; 0 picks a free one) until
Ctrl+C. Flows typed into the page run in the browser, in a Web Worker, with tools answered from
the page's replay fixtures.

Options:
  --port N           the port to listen on
  -h, --help         this text
`;
