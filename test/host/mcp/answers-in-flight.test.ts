// The bound on an MCP upstream's requests the client answers at once (host/mcp/answers-in-flight.ts):
// requests past it are dropped while answers are unsent, and admitted again once they are sent;
// and against hostile servers, over stdio and streamable HTTP, a flood of requests (ones the
// client answers and ones it has no handler for) gets few answers and leaves the connection
// serving its calls.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { limitAnswersInFlight, MAX_ANSWERS_IN_FLIGHT } from "../../../host/mcp/answers-in-flight.js";
import { McpServerConnection } from "../../../host/mcp/client.js";
import { hostileHttpServer } from "./hostile-http-server.js";

/** A transport whose sends wait until released; what the client was given and what it sent. */
function fakeTransport() {
  const delivered: JSONRPCMessage[] = [];
  const sent: JSONRPCMessage[] = [];
  const pending: { release: () => void; fail: () => void }[] = [];
  const transport: Transport = {
    start: async () => {},
    close: async () => {},
    send: (message) =>
      new Promise<void>((resolve, reject) => {
        sent.push(message);
        pending.push({ release: resolve, fail: () => reject(new Error("closed")) });
      }),
  };
  limitAnswersInFlight(transport, 2);
  transport.onmessage = (message) => void delivered.push(message);
  return { transport, delivered, sent, pending };
}

const request = (id: string | number, method = "ping"): JSONRPCMessage => ({ jsonrpc: "2.0", id, method });
const answer = (id: string | number): JSONRPCMessage => ({ jsonrpc: "2.0", id, result: {} });
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("limitAnswersInFlight", () => {
  it("passes requests while fewer answers than the bound are unsent, and every other message always", async () => {
    const { transport, delivered, pending } = fakeTransport();
    await transport.start();
    const notification: JSONRPCMessage = { jsonrpc: "2.0", method: "notifications/message", params: {} };
    for (const message of [request(1), request(2), request(3), notification, answer(9), request(4)]) transport.onmessage!(message);
    expect(delivered).toEqual([request(1), request(2), notification, answer(9)]);
    // The client's own request does not count; an answer does until it is sent.
    void transport.send(request(10, "tools/call"));
    void transport.send(answer(1));
    transport.onmessage!(request(5));
    pending[1]!.release();
    await settle();
    transport.onmessage!(request(6));
    expect(delivered.slice(4)).toEqual([request(6)]);
  });

  it("counts a repeated id once per request, and an answer whose send fails as sent", async () => {
    const { transport, delivered, pending } = fakeTransport();
    await transport.start();
    transport.onmessage!(request("a"));
    transport.onmessage!(request("a"));
    transport.send(answer("a")).catch(() => {});
    transport.send(answer("a")).catch(() => {});
    pending[0]!.release();
    pending[1]!.fail();
    await settle();
    // An answer to a request that was dropped (or never came) does not free a place.
    void transport.send(answer("never"));
    for (const id of ["b", "c", "d"]) transport.onmessage!(request(id));
    expect(delivered).toEqual([request("a"), request("a"), request("b"), request("c")]);
  });
});

describe("a flood of requests from an upstream MCP server", () => {
  it("over stdio, with the server reading nothing: no answer to a request without a handler, few pings answered, calls served", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolflow-request-flood-"));
    const server = join(dir, "server.mjs");
    // On "flood", 20,000 pings and 20,000 roots/list requests with stdin paused; on "count", the
    // answers it has read since, by method of the request they answer.
    writeFileSync(
      server,
      `import { createInterface } from "node:readline";
const send = (m) => process.stdout.write(JSON.stringify(m) + "\\n");
const methods = new Map();
const answered = { ping: 0, "roots/list": 0 };
createInterface({ input: process.stdin }).on("line", (text) => {
  const m = JSON.parse(text);
  if (m.method === undefined) return void answered[methods.get(m.id)]++;
  if (m.method === "initialize") return send({ jsonrpc: "2.0", id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "h", version: "1" } } });
  if (m.method === "tools/list") return send({ jsonrpc: "2.0", id: m.id, result: { tools: ["flood", "count"].map((name) => ({ name, inputSchema: { type: "object" } })) } });
  if (m.method !== "tools/call") return;
  if (m.params.name === "count") return send({ jsonrpc: "2.0", id: m.id, result: { content: [{ type: "text", text: JSON.stringify(answered) }] } });
  process.stdin.pause();
  let flood = "";
  for (let i = 0; i < 20000; i++) {
    for (const method of ["ping", "roots/list"]) {
      methods.set(method + i, method);
      flood += JSON.stringify({ jsonrpc: "2.0", id: method + i, method }) + "\\n";
    }
  }
  process.stdout.write(flood);
  send({ jsonrpc: "2.0", id: m.id, result: { content: [{ type: "text", text: "flooded" }] } });
  setTimeout(() => process.stdin.resume(), 500);
});
`,
    );
    const connection = await McpServerConnection.connect("h", { transport: "stdio", command: process.execPath, args: [server] });
    try {
      expect(await connection.call("flood", {})).toEqual({ text: "flooded" });
      await new Promise((resolve) => setTimeout(resolve, 800));
      const { text } = (await connection.call("count", {})) as { text: string };
      const answered = JSON.parse(text) as { ping: number; "roots/list": number };
      expect(answered["roots/list"]).toBe(0);
      expect(answered.ping).toBeGreaterThan(0);
      // Answers went out only while the pipe took them; the rest of the flood was dropped.
      expect(answered.ping).toBeLessThan(20000 / 2);
      expect(connection.connected).toBe(true);
    } finally {
      await connection.close();
    }
  }, 60_000);

  it("over streamable HTTP, with the server holding every answer: at most the bound of pings answered at once, none of the rest", async () => {
    const held: string[] = [];
    const event = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;
    const server = await hostileHttpServer({
      // The client's answers to the server's requests: held open, never answered.
      answer: (message) => void held.push(String(message.id)),
      call: (message, response) => {
        response.writeHead(200, { "content-type": "text/event-stream" });
        for (let i = 0; i < 2000; i++) response.write(event({ jsonrpc: "2.0", id: `ping${i}`, method: "ping" }) + event({ jsonrpc: "2.0", id: `roots${i}`, method: "roots/list" }));
        response.end(event({ jsonrpc: "2.0", id: message.id, result: { content: [{ type: "text", text: "fine" }] } }));
      },
    });
    const url = server.url;
    const connection = await McpServerConnection.connect("h", { transport: "http", url });
    try {
      expect(await connection.call("t", {})).toEqual({ text: "fine" });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(held).toEqual(Array.from({ length: MAX_ANSWERS_IN_FLIGHT }, (_, i) => `ping${i}`));
      expect(connection.connected).toBe(true);
    } finally {
      await connection.close();
      await server.close();
    }
  }, 60_000);
});
