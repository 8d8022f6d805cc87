// An MCP tool server over stdio for the fleet tests that counts every call it receives: each call
// appends one line to the file named by its first argument (O_APPEND: the workers' copies of this
// server share it). `record` has side effects (not idempotent); `lookup` is read-only (a hint the
// worker trusts) and slow, so flows spend their time there; `hold` (side effects) and `wait_for`
// (read-only) answer once a file exists.
import { appendFileSync, existsSync } from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import * as z from "zod";

const counter = process.argv[2];
const server = new McpServer({ name: "count", version: "1.0.0" });
const json = (value) => ({ content: [{ type: "text", text: JSON.stringify(value) }] });

server.registerTool("record", { inputSchema: { flow: z.string(), n: z.number() } }, async ({ flow, n }) => {
  appendFileSync(counter, `record ${flow} ${n}\n`);
  return json({ recorded: `${flow}/${n}` });
});

server.registerTool("lookup", { inputSchema: { key: z.string() }, annotations: { readOnlyHint: true } }, async ({ key }) => {
  appendFileSync(counter, `lookup ${key}\n`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return json({ key, size: key.length });
});

// Side effects, then an answer only once the file exists: a call a worker can die in the middle of.
server.registerTool("hold", { inputSchema: { flow: z.string(), path: z.string() } }, async ({ flow, path }) => {
  appendFileSync(counter, `hold ${flow}\n`);
  while (!existsSync(path)) await new Promise((resolve) => setTimeout(resolve, 20));
  return json({ held: flow });
});

server.registerTool("wait_for", { inputSchema: { path: z.string() }, annotations: { readOnlyHint: true } }, async ({ path }) => {
  appendFileSync(counter, `wait_for ${path.split("/").pop()}\n`);
  while (!existsSync(path)) await new Promise((resolve) => setTimeout(resolve, 20));
  return json({ arrived: path.split("/").pop() });
});

await server.connect(new StdioServerTransport());
// Gone with its worker: a worker SIGKILLed in the middle of `hold` or `wait_for` closes this
// server's stdin, and the call's polling would otherwise keep it running after the tests.
for (const event of ["end", "close"]) process.stdin.once(event, () => process.exit(0));
