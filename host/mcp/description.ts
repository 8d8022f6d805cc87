// The `tool_flow` tool's description for a model: what a flow is, the subset's rules in a few
// lines, and every tool it may call as a Python stub under the name the script uses.
import { resolveLimits, type Limits } from "../limits.js";
import { flowAliases } from "../run-flow.js";
import { isFlowEligible, type ToolDefinition, type ToolRegistry } from "../registry.js";
import { TOOL_FLOW_NAME } from "../validate.js";
import { anyGlob } from "../permissions/linear-glob.js";
import { pythonSignature } from "./signature.js";
import type { ServerOutage } from "./supervised-servers.js";

const RULES = `Run a short Python script (a "tool flow") in a sandbox where each tool listed below is a Python function, and get one JSON envelope back: status, prints, result, a log of the tool calls, and the error (type, message, line, traceback) if the script failed. Use it to chain several tool calls, loop over results and filter or summarise them before they reach you.
Rules:
- Call each tool by the function name shown, with keyword arguments only (a positional argument raises TypeError). \`tools\` lists the tools the script may call (registry or function names); left out, it is the tools the script names.
- The value of the last line, when it is an expression, is \`result\`; print() output is \`prints\`. Return what you need, not whole files: long prints and results are cut.
- Python 3.11 as you would write it: classes (inheritance, super(), properties, dunder methods), @dataclass, enum, decorators (functools.wraps, lru_cache), generators (yield, yield from), with and contextlib, match, try/except and except*, comprehensions, f-strings, async def/await, async generators and async for, typing (NamedTuple, TypedDict, Protocol, Generic classes), abc (ABC, abstractmethod), and imports of json, re, math, collections, itertools, functools, datetime, statistics, textwrap, string, base64, hashlib, hmac, urllib.parse, asyncio, contextlib, dataclasses, enum, typing, random, uuid, heapq, bisect, operator, copy, types, io, csv, html, time, sys, pprint, decimal, fractions, unicodedata, difflib, abc. Not available: open, eval/exec, metaclasses, other imports (os, subprocess, ...); no filesystem, network or real clock outside the tools.
- A failing tool raises ToolError, a refused call ToolPermissionError (a subclass of ToolError and PermissionError); both can be caught. \`await\` before a call is optional; asyncio.gather(tool(...), ...) runs calls concurrently.
- The flow stops at timeout_seconds (default {timeout} s, at most {maxTimeout}) or after {maxCalls} tool calls. The user may be asked to approve the script and tool set first.
- With background: true the answer is {"job": handle, "status": "running"} at once; then job_status, job_result (wait_seconds, full), job_cancel and job_list.`;

/** Registry tools a flow may call: eligible, not denied by `mcp_tools_deny`, not tool_flow. */
export function flowTools(registry: ToolRegistry, mcpToolsDeny: readonly string[] = []): ToolDefinition[] {
  const denied = anyGlob(mcpToolsDeny, { dot: false });
  return [...registry.values()].filter(
    (tool) =>
      tool.name !== TOOL_FLOW_NAME &&
      isFlowEligible(tool) &&
      !((tool.category === "mcp" || tool.name.startsWith("mcp__")) && denied(tool.name)),
  );
}

/** The rules with this host's limits filled in. */
function rules(limits: Limits): string {
  return RULES.replace("{timeout}", String(limits.timeoutSeconds)).replace("{maxTimeout}", String(limits.maxTimeoutSeconds)).replace("{maxCalls}", String(limits.maxCalls));
}

export function toolFlowDescription(tools: readonly ToolDefinition[], limits: Partial<Limits> = {}, unavailable: readonly ServerOutage[] = []): string {
  const aliases = flowAliases(tools.map((tool) => tool.name));
  const stubs = tools.map((tool) => {
    const alias = aliases[tool.name]!;
    const named = alias === tool.name ? "" : `# registry name: ${tool.name}\n`;
    return `${named}${pythonSignature(alias, tool).join("\n")}`;
  });
  const list = stubs.length > 0 ? stubs.join("\n\n") : "(no tools are available)";
  const down = unavailable.map(({ server, reason }) => `\n- MCP server '${server}' (its tools mcp__${server}__*): ${reason}`).join("");
  const outages = down === "" ? "" : `\n\nUnavailable now (retried in the background; their tools are not listed):${down}`;
  return `${rules(resolveLimits(limits))}\n\nTools:\n\`\`\`python\n${list}\n\`\`\`${outages}`;
}
