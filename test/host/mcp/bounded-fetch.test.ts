// The fetch of toolflow's MCP client for streamable-HTTP upstream servers (host/mcp/bounded-fetch.ts):
// one message (a JSON body, or one event of an event stream) past the limit fails its body; many
// events of a stream pass whatever their total; and through the SDK's client, an oversized answer
// fails that call while the next call is served.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundedFetch, messageLimit, MessageTooLargeError } from "../../../host/mcp/bounded-fetch.js";

/** Pushes `chunks` through messageLimit; the bytes that came out, or the error. */
async function through(maxBytes: number, events: boolean, chunks: string[]): Promise<string | Error> {
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  try {
    return await new Response(input.pipeThrough(messageLimit(maxBytes, events))).text();
  } catch (error) {
    return error as Error;
  }
}

describe("messageLimit", () => {
  it("passes an event stream of many events, each under the limit, ends split across chunks", async () => {
    const event = (i: number) => `data: ${"x".repeat(80)}${i}\n\n`;
    const crlf = (i: number) => `data: ${"y".repeat(80)}${i}\r\n\r\n`;
    const text = Array.from({ length: 50 }, (_, i) => (i % 2 ? event(i) : crlf(i))).join("");
    for (const size of [3, 100, text.length]) {
      const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
      expect(await through(100, true, chunks)).toBe(text);
    }
  });

  it("fails an event, or a JSON body, past the limit", async () => {
    expect(await through(100, true, ["data: ok\n\n", `data: ${"x".repeat(60)}`, `${"x".repeat(60)}\n\n`])).toBeInstanceOf(MessageTooLargeError);
    expect(await through(100, false, ["x".repeat(60), "x".repeat(60)])).toBeInstanceOf(MessageTooLargeError);
    expect(await through(100, false, ["x".repeat(100)])).toBe("x".repeat(100));
  });
});

describe("an HTTP MCP server answering past the limit", () => {
  let server: Server;
  let url: URL;

  beforeAll(async () => {
    // A minimal streamable-HTTP server: JSON answers, no sessions.
    server = createServer((request, response) => {
      if (request.method !== "POST") return void response.writeHead(405).end();
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        const message = JSON.parse(body) as { id?: number; method: string; params: { name?: string; protocolVersion?: string } };
        if (message.id === undefined) return response.writeHead(202).end();
        const answer = (result: unknown) => {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }));
        };
        if (message.method === "initialize") return answer({ protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "h", version: "1" } });
        if (message.method === "tools/list") return answer({ tools: [{ name: "big", inputSchema: { type: "object" } }, { name: "small", inputSchema: { type: "object" } }] });
        return answer({ content: [{ type: "text", text: message.params.name === "big" ? "x".repeat(5000) : "fine" }] });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("fails that call and serves the next", async () => {
    const client = new Client({ name: "t", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(url, { fetch: boundedFetch(2000) }));
    try {
      await expect(client.callTool({ name: "big", arguments: {} })).rejects.toThrow(/over toolflow's limit of 2000 bytes/);
      expect(await client.callTool({ name: "small", arguments: {} })).toMatchObject({ content: [{ type: "text", text: "fine" }] });
    } finally {
      await client.close();
    }
  });
});
