// toolflow's MCP server over streamable HTTP on the loopback interface. Each client gets a session
// (its own server object and transport, found again by the mcp-session-id header), so the server
// can ask it questions mid-call (elicitation for approval); jobs live in the shared JobManager.
// Host headers other than the loopback names are refused (DNS rebinding protection).
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { IdleSessions } from "./idle-sessions.js";
import { MAX_REQUEST_BYTES, parseError, tooLarge, type JsonRpcErrorMessage } from "./request-limit.js";
import { createToolflowServer, type ToolflowServerOptions } from "./server.js";

export const MCP_PATH = "/mcp";

export interface HttpMcpServer {
  /** `http://127.0.0.1:<port>/mcp` */
  url: URL;
  /** Ends every session (their foreground flows are cancelled) and stops listening. */
  close(): Promise<void>;
}

/** How long a session with nothing in flight may stay quiet before the server ends it. */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;

/** Listens on 127.0.0.1:`port` (0 picks a free port). */
export async function serveMcpHttp(options: ToolflowServerOptions, port: number, { sessionIdleMs = DEFAULT_SESSION_IDLE_MS } = {}): Promise<HttpMcpServer> {
  let allowedHosts: string[] = [];
  const sessions = new IdleSessions<StreamableHTTPServerTransport>(sessionIdleMs);

  /** A new session's transport, connected to its own server object. */
  async function openSession(): Promise<StreamableHTTPServerTransport> {
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableDnsRebindingProtection: true,
      allowedHosts,
      onsessioninitialized: (id) => sessions.add(id, transport),
    });
    // Set before connect, which chains the server's own close handling (aborting its handlers).
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    // Each session is a tenant of the sandbox pool: one client's flows cannot hold every worker.
    const tenant = `mcp-http:${randomUUID()}`;
    await createToolflowServer({ ...options, run: { ...options.run, tenant } }).connect(transport);
    return transport;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (new URL(req.url ?? "/", "http://127.0.0.1").pathname !== MCP_PATH) {
      res.writeHead(404, { "content-type": "text/plain" }).end(`toolflow serves MCP at ${MCP_PATH}\n`);
      return;
    }
    const id = req.headers["mcp-session-id"];
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (typeof id === "string" && !transport) {
      // The spec's answer to an ended or unknown session: the client starts a new one.
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32001, message: "Session not found" }, id: null }));
      return;
    }
    // The body is read here, bounded: the SDK would buffer a body of any size.
    let body: unknown;
    if (req.method === "POST") {
      const read = await readBody(req);
      if ("error" in read) {
        res.writeHead(read.status, { "content-type": "application/json" }).end(JSON.stringify(read.error));
        return;
      }
      body = read.body;
    }
    transport ??= await openSession();
    const session = transport;
    // In flight until its response closes: an open GET stream keeps its session alive.
    if (typeof id === "string") res.on("close", sessions.begin(id));
    // A client that drops a stream before its answer is complete has gone away: ending its
    // session cancels the flows it was waiting for (background jobs keep running).
    res.on("close", () => {
      if (!res.writableFinished) void session.close();
    });
    await session.handleRequest(req, res, body);
    // A first request that did not open a session (not an initialize) leaves nothing behind.
    if (session.sessionId === undefined) await session.close();
  }

  const http: HttpServer = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(`toolflow: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(port, "127.0.0.1", () => {
      http.off("error", reject);
      resolve();
    });
  });
  const bound = (http.address() as AddressInfo).port;
  allowedHosts = [`127.0.0.1:${bound}`, `localhost:${bound}`];
  return {
    url: new URL(`http://127.0.0.1:${bound}${MCP_PATH}`),
    close: async () => {
      await sessions.closeAll();
      await new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/** A POST body as JSON, or the HTTP status and JSON-RPC error answering it: past MAX_REQUEST_BYTES, or not JSON. */
async function readBody(req: IncomingMessage): Promise<{ body: unknown } | { status: number; error: JsonRpcErrorMessage }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Read to the end without keeping it, so the answer reaches a client still sending.
    if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
  }
  if (size > MAX_REQUEST_BYTES) return { status: 413, error: tooLarge() };
  try {
    return { body: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
  } catch (e) {
    return { status: 400, error: parseError(e) };
  }
}
