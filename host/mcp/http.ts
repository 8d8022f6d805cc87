// toolflow's MCP server over streamable HTTP on the loopback interface, stateless: each POST gets
// its own server object and transport, while jobs live in the shared JobManager. Host headers
// other than the loopback names are refused (DNS rebinding protection).
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { createToolflowServer, type ToolflowServerOptions } from "./server.js";

export const MCP_PATH = "/mcp";

export interface HttpMcpServer {
  /** `http://127.0.0.1:<port>/mcp` */
  url: URL;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0 picks a free port). */
export async function serveMcpHttp(options: ToolflowServerOptions, port: number): Promise<HttpMcpServer> {
  let allowedHosts: string[] = [];
  const http: HttpServer = createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://127.0.0.1").pathname !== MCP_PATH) {
      res.writeHead(404, { "content-type": "text/plain" }).end(`toolflow serves MCP at ${MCP_PATH}\n`);
      return;
    }
    const server = createToolflowServer(options);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableDnsRebindingProtection: true,
      allowedHosts,
    });
    // Closing the server aborts its in-flight handlers, so a dropped client cancels its flow.
    res.on("close", () => {
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((error: unknown) => {
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
