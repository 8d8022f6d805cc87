// Test harness for the permission matrix: a real project tree (secrets, an .agentblock, a
// symlink out of the root, a folder outside it), a loopback web server, and one runner that
// decides a call with the engine AND runs it as a real flow through runFlow, returning both.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { PermissionMode, Permissions } from "../../../host/config/schema.js";
import { createRegistry, ToolPermissionError, type ToolDefinition } from "../../../host/registry.js";
import { createRunFlow, defaultFlowEngine, stripPaths, type FlowRun } from "../../../host/run-flow.js";
import { runSandbox } from "../../../wasm/sandbox.js";
import { PermissionEngine, type Classifier, type Verdict } from "../../../host/permissions/index.js";
import { builtinTools, searxngProvider } from "../../../host/tools/index.js";

/** runFlow with the sandbox on this thread: the same guest and host code, without a worker per case. */
export const runFlowHere = createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });

export interface Project {
  base: string;
  root: string;
  outside: string;
  remove(): void;
}

export function makeProject(): Project {
  const base = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-perm-")));
  const root = join(base, "proj");
  const outside = join(base, "outside");
  const files: Record<string, string> = {
    "proj/src/a.txt": "hello from a\n",
    "proj/src/notes.md": "TODO: first\napi_key = SEKRIT-123\n",
    "proj/config/.env": "TOKEN=abc\n",
    "proj/home/.ssh/id_rsa": "PRIVATE KEY\n",
    "proj/blocked/.agentblock": "",
    "proj/blocked/f.txt": "blocked content\n",
    "outside/o.txt": "outside file\n",
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, rel)), { recursive: true });
    writeFileSync(join(base, rel), text);
  }
  symlinkSync("../outside", join(root, "escape"));
  symlinkSync("blocked", join(root, "to-blocked"));
  return { base, root, outside, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** An MCP-like tool (category mcp) answering JSON. */
export const mcpIssues: ToolDefinition = {
  name: "mcp__issues__list",
  category: "mcp",
  output: "json",
  handler: async (args) => [{ number: 7, state: args.state }],
};

export interface Setup {
  mode: PermissionMode;
  rules?: Partial<Permissions>;
  classifier?: Classifier;
  /** Serves web_search from this SearXNG-compatible endpoint (the loopback test server). */
  searchEndpoint?: string;
}

export const SECRETS = { files: ["config/.env"], words: ["SEKRIT"] };

export interface Observed {
  verdict: Verdict;
  /** What the script caught: ["ok", value] | ["denied", message] | ["error", message]. */
  script: [string, unknown];
  call: FlowRun["full"]["calls"][number];
}

/** Renders keyword arguments as Python source (strings, numbers, booleans, lists of strings). */
function pyArgs(args: Record<string, unknown>): string {
  const py = (v: unknown): string => (typeof v === "boolean" ? (v ? "True" : "False") : Array.isArray(v) ? `[${v.map(py).join(", ")}]` : JSON.stringify(v));
  return Object.entries(args)
    .map(([k, v]) => `${k}=${py(v)}`)
    .join(", ");
}

function prepare(project: Project, setup: Setup) {
  const engine = new PermissionEngine({
    projectRoot: project.root,
    mode: setup.mode,
    secrets: SECRETS,
    ...(setup.rules ? { rules: setup.rules } : {}),
    ...(setup.classifier ? { classifier: setup.classifier } : {}),
  });
  const builtins = builtinTools({
    root: project.root,
    permissions: engine,
    web: { allowPrivateAddresses: true },
    ...(setup.searchEndpoint ? { search: searxngProvider({ endpoint: setup.searchEndpoint }) } : {}),
  });
  return { engine, registry: createRegistry([...builtins.values(), mcpIssues]) };
}

/** Decides the call and runs it as a real flow whose script catches what the call raises. */
export async function observe(project: Project, setup: Setup, tool: string, args: Record<string, unknown>): Promise<Observed> {
  const { engine, registry } = prepare(project, setup);
  const verdict = await engine.decide(tool, args);
  const code = [
    "try:",
    `    out = ["ok", ${tool}(${pyArgs(args)})]`,
    "except ToolPermissionError as e:",
    '    out = ["denied", str(e)]',
    "except ToolError as e:",
    '    out = ["error", str(e)]',
    "out",
  ].join("\n");
  const outcome = await runFlowHere(
    { name: "matrix", code, tools: [tool] },
    { registry, projectRoot: project.root, decide: (name, a, signal) => engine.decide(name, a, signal) },
  );
  if (outcome.rejected) throw new Error(`rejected: ${JSON.stringify(outcome.problems)}`);
  if (outcome.full.status !== "ok") throw new Error(`flow failed: ${JSON.stringify(outcome.full.error)}`);
  return { verdict, script: outcome.full.result as [string, unknown], call: outcome.full.calls[0]! };
}

/**
 * Decides the call and makes it as runFlow's host side does (decide, then the handler; text
 * wrapped as {"text": ...}; a refusal's message kept, a tool's message path-stripped), without
 * the sandbox: what the script would catch, for the cases not run as flows.
 */
export async function observeInHost(project: Project, setup: Setup, tool: string, args: Record<string, unknown>): Promise<Observed> {
  const { engine, registry } = prepare(project, setup);
  const verdict = await engine.decide(tool, args);
  const base = { seq: 1, tool, alias: tool, args: args as Observed["call"]["args"], ms: 0 };
  if (!verdict.allowed) return { verdict, script: ["denied", verdict.message], call: { ...base, status: "denied", error: verdict.message } };
  const definition = registry.get(tool)!;
  try {
    const output = await definition.handler(structuredClone(args), { signal: new AbortController().signal, flowName: "matrix" });
    return { verdict, script: ["ok", definition.output === "text" ? { text: output } : output], call: { ...base, status: "ok" } };
  } catch (error) {
    const denied = error instanceof ToolPermissionError;
    const message = stripPaths((error as Error).message, project.root);
    return { verdict, script: [denied ? "denied" : "error", message], call: { ...base, status: denied ? "denied" : "error", error: message } };
  }
}
