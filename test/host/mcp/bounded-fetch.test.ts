// The fetch of toolflow's MCP client for streamable-HTTP upstream servers (host/mcp/bounded-fetch.ts):
// one message (a JSON body, or one event of an event stream) past the limit fails its body; many
// events of a stream pass whatever their total; and through the SDK's client, an oversized answer
// fails that call while the next call is served, and a flood of notifications the client does not
// handle never reaches the SDK while the ones it handles do.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundedFetch, messageLimit, MessageTooLargeError } from "../../../host/mcp/bounded-fetch.js";
import { handledBy } from "../../../host/mcp/unhandled-messages.js";
import { hostileHttpServer } from "./hostile-http-server.js";

/** Pushes `chunks` through messageLimit; the bytes that came out, or the error. */
async function through(maxBytes: number, events: boolean, chunks: string[]): Promise<string | Error> {
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  try {
    return await new Response(input.pipeThrough(messageLimit(maxBytes, events ? () => true : undefined))).text();
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

describe("an event stream's notifications", () => {
  const event = (message: unknown, end = "\n\n") => `event: message\ndata: ${JSON.stringify(message)}${end}`;
  const log = (i: number) => ({ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: i } });
  const progress = { jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: 1, progress: 1 } };
  const answer = { jsonrpc: "2.0", id: 3, result: { content: [] } };

  it("drops whole events that are notifications or requests the client does not handle, and passes every other event unchanged", async () => {
    const kept = [
      event(progress),
      event(answer, "\r\n\r\n"),
      event({ jsonrpc: "2.0", id: 4, method: "ping" }), // a request from the server the client answers
      ": a comment\ndata: not json\n\n",
      ": keep-alive\n\n",
      event({ ...log(1), params: { data: "x".repeat(70 * 1024) } }), // too large to read: passed on
      `data: ${JSON.stringify(log(2)).slice(0, 20)}\ndata: broken\n\n`,
    ];
    const dropped = [
      event(log(3)),
      event(log(4), "\r\n\r\n"),
      event(log(5), "\r\r"),
      `data:${JSON.stringify(log(6))}\n\n`,
      `data: ${JSON.stringify(log(7)).replace(",", ",\ndata: ")}\n\n`,
      event({ jsonrpc: "2.0", id: 5, method: "roots/list" }), // a request the client has no handler for
    ];
    const stream = [dropped[0], kept[0], dropped[1], kept[1], kept[2], dropped[2], kept[3], dropped[5], kept[4], dropped[3], kept[5], dropped[4], kept[6]].join("");
    const handled = (method: string, request: boolean) => (request ? method === "ping" : method === "notifications/progress");
    for (const size of [5, 997, stream.length]) {
      const chunks = Array.from({ length: Math.ceil(stream.length / size) }, (_, i) => stream.slice(i * size, (i + 1) * size));
      const input = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      });
      expect(await new Response(input.pipeThrough(messageLimit(1 << 20, handled))).text()).toBe(kept.join(""));
    }
  });

  it("keeps a flood of unhandled notifications from the SDK, while a handled one and the answer arrive", async () => {
    const flood = 20_000;
    const server = await hostileHttpServer({
      call: (message, response) => {
        response.writeHead(200, { "content-type": "text/event-stream" });
        const token = message.params._meta?.progressToken;
        response.write(event(log(0)).repeat(flood / 2));
        response.write(event({ ...progress, params: { progressToken: token, progress: 1 } }));
        response.write(event(log(1)).repeat(flood / 2));
        response.end(event({ jsonrpc: "2.0", id: message.id, result: { content: [{ type: "text", text: "fine" }] } }));
      },
    });
    const client = new Client({ name: "t", version: "1" });
    const transport = new StreamableHTTPClientTransport(new URL(server.url), { fetch: boundedFetch(handledBy(client)) });
    try {
      await client.connect(transport);
      const seen: string[] = [];
      const onmessage = transport.onmessage!;
      transport.onmessage = (message) => {
        if ("method" in message) seen.push(message.method);
        onmessage(message);
      };
      const progressed: number[] = [];
      const result = await client.callTool({ name: "t", arguments: {} }, undefined, { onprogress: ({ progress }) => void progressed.push(progress) });
      expect(result).toMatchObject({ content: [{ type: "text", text: "fine" }] });
      expect(progressed).toEqual([1]);
      expect(seen).toEqual(["notifications/progress"]);
    } finally {
      await client.close();
      await server.close();
    }
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
    await client.connect(new StreamableHTTPClientTransport(url, { fetch: boundedFetch(() => true, 2000) }));
    try {
      await expect(client.callTool({ name: "big", arguments: {} })).rejects.toThrow(/over toolflow's limit of 2000 bytes/);
      expect(await client.callTool({ name: "small", arguments: {} })).toMatchObject({ content: [{ type: "text", text: "fine" }] });
    } finally {
      await client.close();
    }
  });
});
