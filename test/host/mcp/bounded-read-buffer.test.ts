// The stdio read buffer of toolflow's MCP client (host/mcp/bounded-read-buffer.ts): lines in any
// chunking, a message past the limit failing only the request it answers, unhandled notifications
// dropped; and, against a hostile stdio server, an oversized answer, a flood of log notifications
// or a malformed answer leaves the connection serving the next call.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { describe, expect, it } from "vitest";
import { BoundedReadBuffer, boundReads, MAX_MESSAGE_BYTES } from "../../../host/mcp/bounded-read-buffer.js";
import { McpServerConnection } from "../../../host/mcp/client.js";

const line = (message: unknown) => `${JSON.stringify(message)}\n`;
const result = (id: number, text: string) => ({ jsonrpc: "2.0", id, result: { content: [{ type: "text", text }] } });

/** Everything readMessage gives, errors as `{ thrown }`. */
function drain(buffer: BoundedReadBuffer): unknown[] {
  const out: unknown[] = [];
  for (;;) {
    try {
      const message = buffer.readMessage();
      if (message === null) return out;
      out.push(message);
    } catch (error) {
      out.push({ thrown: (error as Error).name });
    }
  }
}

describe("BoundedReadBuffer", () => {
  it("reads messages split across chunks, several in a chunk, CRLF and blank lines, in order", () => {
    const text = line(result(1, "a")) + "\r\n" + line(result(2, "é😀")).replace("\n", "\r\n") + line(result(3, "c"));
    const bytes = Buffer.from(text);
    for (const size of [1, 2, 7, 64, bytes.length]) {
      const buffer = new BoundedReadBuffer(() => true);
      for (let at = 0; at < bytes.length; at += size) buffer.append(bytes.subarray(at, at + size));
      expect(drain(buffer)).toEqual([result(1, "a"), result(2, "é😀"), result(3, "c")]);
    }
  });

  it("fails only the request a message past the limit answers, its id read at either end", () => {
    const buffer = new BoundedReadBuffer(() => true, 1000);
    const big = "x".repeat(2000);
    // The TypeScript SDK writes the id last, Python's first.
    buffer.append(Buffer.from(`{"result":{"content":[{"type":"text","text":"${big}"}]},"jsonrpc":"2.0","id":7}\n`));
    buffer.append(Buffer.from(`{"jsonrpc":"2.0","id":"s-8","result":{"content":[{"type":"text","text":"${big}","id":1}]}}\n`));
    // No id at either end (a notification, or members in another order): dropped.
    buffer.append(Buffer.from(`{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"${big}"}}\n`));
    buffer.append(Buffer.from(line(result(9, "after"))));
    const [first, second, third] = drain(buffer) as { id: unknown; error?: { message: string } }[];
    expect(first).toMatchObject({ id: 7, error: { code: -32600 } });
    expect(first!.error!.message).toMatch(/^the MCP server's message is \d+ bytes, over toolflow's limit of 1000 bytes$/);
    expect(second).toMatchObject({ id: "s-8", error: { code: -32600 } });
    expect(third).toEqual(result(9, "after"));
  });

  it("skips an endless line in bounded memory and reads on after its end", () => {
    const buffer = new BoundedReadBuffer(() => true, 1000);
    const chunk = Buffer.from("y".repeat(4096));
    for (let i = 0; i < 256; i++) buffer.append(chunk);
    expect((buffer as unknown as { chunks: Buffer[] }).chunks).toEqual([]);
    buffer.append(Buffer.from(`"}\n${line(result(2, "ok"))}`));
    expect(drain(buffer)).toEqual([result(2, "ok")]);
  });

  it("reports a line that is not JSON-RPC once, in its place, and drops unhandled notifications and requests", () => {
    const buffer = new BoundedReadBuffer((method, request) => (request ? method === "ping" : method === "notifications/progress"));
    const progress = { jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: 1, progress: 1 } };
    const ping = { jsonrpc: "2.0", id: "s1", method: "ping" };
    buffer.append(Buffer.from(line(result(1, "a")) + "not json\n" + line({ jsonrpc: "2.0", method: "notifications/message", params: {} }) + line(progress) + line({ jsonrpc: "2.0", id: "s2", method: "roots/list" }) + line(ping) + line({ id: 2 })));
    expect(drain(buffer)).toEqual([result(1, "a"), { thrown: "SyntaxError" }, progress, ping, { thrown: "ZodError" }]);
  });

  it("replaces the SDK transport's buffer, and reads the client's own handlers", () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: ["-e", "0"] });
    const client = new Client({ name: "t", version: "1" });
    boundReads(transport, client);
    const buffer = (transport as unknown as { _readBuffer: BoundedReadBuffer })._readBuffer;
    expect(buffer).toBeInstanceOf(BoundedReadBuffer);
    const ping = { jsonrpc: "2.0", id: 7, method: "ping" };
    buffer.append(Buffer.from(line({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } }) + line({ jsonrpc: "2.0", method: "notifications/message", params: {} }) + line({ jsonrpc: "2.0", id: 8, method: "sampling/createMessage", params: {} }) + line(ping)));
    expect(drain(buffer)).toEqual([{ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } }, ping]);
  });
});

describe("a hostile stdio MCP server", () => {
  it("an answer past the limit fails that call only; a flood of log notifications passes; a malformed answer is named; the connection serves on", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolflow-hostile-mcp-"));
    const server = join(dir, "server.mjs");
    writeFileSync(
      server,
      `import { createInterface } from "node:readline";
const send = (m) => process.stdout.write(JSON.stringify(m) + "\\n");
createInterface({ input: process.stdin }).on("line", (text) => {
  const m = JSON.parse(text);
  if (m.method === "initialize") return send({ jsonrpc: "2.0", id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "h", version: "1" } } });
  if (m.method === "tools/list") return send({ jsonrpc: "2.0", id: m.id, result: { tools: ["big", "chatty", "malformed"].map((name) => ({ name, inputSchema: { type: "object" } })) } });
  if (m.method !== "tools/call") return m.id === undefined ? undefined : send({ jsonrpc: "2.0", id: m.id, result: {} });
  if (m.params.name === "big") return send({ result: { content: [{ type: "text", text: "x".repeat(${MAX_MESSAGE_BYTES}) }] }, jsonrpc: "2.0", id: m.id });
  if (m.params.name === "malformed") return send({ jsonrpc: "2.0", id: m.id, result: { content: "not a list", structuredContent: 5 } });
  let flood = "";
  for (let i = 0; i < 20000; i++) flood += JSON.stringify({ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: "x".repeat(100) } }) + "\\n";
  process.stdout.write(flood);
  send({ jsonrpc: "2.0", id: m.id, result: { content: [{ type: "text", text: "done" }] } });
});
`,
    );
    const connection = await McpServerConnection.connect("h", { transport: "stdio", command: process.execPath, args: [server] });
    try {
      await expect(connection.call("big", {})).rejects.toThrow(/MCP tool 'big' failed: .*over toolflow's limit of 67108864 bytes/);
      expect(connection.connected).toBe(true);
      expect(await connection.call("chatty", {})).toEqual({ text: "done" });
      // A malformed answer is named in one line, not the SDK's JSON dump of its schema issues.
      await expect(connection.call("malformed", {})).rejects.toThrow(
        "MCP tool 'malformed' failed: the server's answer is not a valid MCP tool result (content: Invalid input: expected array, received string; structuredContent: Invalid input: expected record, received number)",
      );
    } finally {
      await connection.close();
    }
  }, 60_000);
});
