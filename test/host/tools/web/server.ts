// Test helper: a real HTTP server on 127.0.0.1 with the pages the web tool tests need: an HTML
// page, redirects (a chain, a loop, one into a denied path), a large body, a slow response and a
// SearXNG-style search endpoint.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const PAGE_HTML = `<!doctype html><html><head><title>Tool &amp; Flow</title><style>p{color:red}</style>
<script>alert("no")</script></head><body><nav><a href="/">Home</a></nav>
<h1>Release notes</h1><p>Version <strong>2.0</strong> is out &mdash; see <a href="/docs/start">the guide</a>.</p>
<ul><li>faster</li><li>smaller</li></ul><pre><code>x = 1
print(x)</code></pre><table><tr><th>name</th><th>size</th></tr><tr><td>a</td><td>1</td></tr></table>
<footer>copyright</footer></body></html>`;

export const LARGE_BYTES = 3 * 1024 * 1024;

export interface TestServer {
  url: string;
  port: number;
  /** Requests seen, as "METHOD path". */
  seen: string[];
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const seen: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    seen.push(`${req.method} ${url.pathname}`);
    const redirect = (to: string, status = 302) => {
      res.writeHead(status, { location: to });
      res.end();
    };
    switch (url.pathname) {
      case "/page":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(PAGE_HTML);
      case "/plain":
        res.writeHead(200, { "content-type": "text/plain" });
        return res.end("just text\n");
      case "/latin1":
        res.writeHead(200, { "content-type": "text/plain; charset=iso-8859-1" });
        return res.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
      case "/binary":
        res.writeHead(200, { "content-type": "image/png" });
        return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      case "/missing":
        res.writeHead(404, { "content-type": "text/plain" });
        return res.end("nope");
      case "/redirect":
        return redirect("/page");
      case "/redirect-absolute":
        return redirect(`http://127.0.0.1:${(server.address() as AddressInfo).port}/plain`, 301);
      case "/chain": {
        const n = Number(url.searchParams.get("n") ?? "0");
        return redirect(n > 0 ? `/chain?n=${n - 1}` : "/plain", 307);
      }
      case "/loop":
        return redirect("/loop");
      case "/to-private":
        return redirect("/private/secret");
      case "/private/secret":
        res.writeHead(200, { "content-type": "text/plain" });
        return res.end("private data\n");
      case "/large": {
        res.writeHead(200, { "content-type": "text/plain" });
        const chunk = Buffer.alloc(64 * 1024, "a");
        let sent = 0;
        const pump = () => {
          while (sent < LARGE_BYTES) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        return pump();
      }
      case "/slow": {
        // Headers at once, the body only after 30 s: a fetch must give up on its own deadline.
        res.writeHead(200, { "content-type": "text/plain" });
        res.write("start\n");
        const timer = setTimeout(() => res.end("late\n"), 30_000);
        timers.add(timer);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      case "/search": {
        const q = url.searchParams.get("q") ?? "";
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(
          JSON.stringify({
            query: q,
            results: [
              { title: `About ${q}`, url: "https://example.org/about", content: `All about ${q}.` },
              { title: "Leaked", url: "https://example.org/leak", content: "the key is SEKRIT-123" },
              { title: "Internal", url: "https://intranet.example.org/x", content: "internal page" },
              { title: "Third", url: "https://example.org/3", content: null },
            ],
          }),
        );
      }
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
