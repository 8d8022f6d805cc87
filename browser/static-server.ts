// A loopback static file server for the browser build (Node): serves dist/browser/ for
// `toolflow playground`, the browser tests and the cold-start bench. Cross-origin isolated
// (COOP/COEP), so the page may share a stop flag with the sandbox worker.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** dist/browser/, from browser/ (sources) and from dist/ (the CLI bundle) alike. */
export const BROWSER_DIST = fileURLToPath(new URL("../dist/browser/", import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
  ".tar": "application/x-tar",
  ".whl": "application/zip",
};

const ISOLATION_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-embedder-policy": "require-corp",
};

/** A URL path prefix (starting and ending with "/") served from a folder. */
export interface Mount {
  prefix: string;
  dir: string;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  mounts: readonly Mount[];
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Send COOP/COEP so pages are cross-origin isolated (default true); tests turn it off. */
  crossOriginIsolated?: boolean;
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const isolation = options.crossOriginIsolated === false ? {} : ISOLATION_HEADERS;
  // Longest prefix first, so /pyodide/ wins over /.
  const mounts = [...options.mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const server = createServer((request, response) => {
    void serve(mounts, request.url ?? "/").then(
      (file) => {
        if (!file) {
          response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
          return;
        }
        // Revalidated on every load, so a rebuilt file is never stale, yet a repeat visit gets
        // 304s and keeps Chromium's code caches (compiled JS and WebAssembly).
        const etag = `"${file.size.toString(36)}-${Math.round(file.mtimeMs).toString(36)}"`;
        const headers = { etag, "cache-control": "no-cache", ...isolation };
        if (request.headers["if-none-match"] === etag) {
          response.writeHead(304, headers).end();
          return;
        }
        response.writeHead(200, {
          ...headers,
          "content-type": CONTENT_TYPES[extname(file.path)] ?? "application/octet-stream",
          "content-length": file.size,
        });
        createReadStream(file.path).pipe(response);
      },
      (error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" }).end(`${String(error)}\n`);
      },
    );
  });
  await listen(server, options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once("error", fail);
    // Loopback only: the playground runs whatever script is typed into it.
    server.listen(port, "127.0.0.1", () => {
      server.off("error", fail);
      done();
    });
  });
}

/** The file a URL names, or undefined; never anything outside the mounted folders. */
async function serve(mounts: readonly Mount[], url: string): Promise<{ path: string; size: number; mtimeMs: number } | undefined> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return undefined;
  }
  const mount = mounts.find((m) => pathname.startsWith(m.prefix));
  if (!mount) return undefined;
  const dir = resolve(mount.dir);
  let path = resolve(join(dir, pathname.slice(mount.prefix.length)));
  if (path !== dir && !path.startsWith(dir + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  if (info?.isDirectory()) path = join(path, "index.html");
  const file = info?.isDirectory() ? await stat(path).catch(() => undefined) : info;
  return file?.isFile() ? { path, size: file.size, mtimeMs: file.mtimeMs } : undefined;
}
