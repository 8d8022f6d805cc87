// A streamable-HTTP MCP server for tests of the client against hostile servers: it answers
// initialize and tools/list (one tool, `t`) as JSON, accepts notifications, and hands each
// tools/call and each message without a method (the client's answers to its requests) to the test.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type PostedMessage = { id?: string | number; method?: string; params: { protocolVersion?: string; _meta?: { progressToken?: number } } };

export interface HostileHttpServer {
  url: string;
  close(): Promise<void>;
}

export async function hostileHttpServer(handlers: {
  call: (message: PostedMessage, response: ServerResponse) => void;
  answer?: (message: PostedMessage, response: ServerResponse) => void;
}): Promise<HostileHttpServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "POST") return void response.writeHead(405).end();
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const message = JSON.parse(body) as PostedMessage;
      if (message.method === undefined) return handlers.answer ? handlers.answer(message, response) : void response.writeHead(202).end();
      if (message.id === undefined) return void response.writeHead(202).end();
      if (message.method === "tools/call") return handlers.call(message, response);
      response.writeHead(200, { "content-type": "application/json" });
      const result =
        message.method === "initialize"
          ? { protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "h", version: "1" } }
          : { tools: [{ name: "t", inputSchema: { type: "object" } }] };
      response.end(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
