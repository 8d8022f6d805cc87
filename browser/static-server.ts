// A loopback static file server for the browser build (Node): serves dist/browser/ for
// `toolflow playground`, the browser tests and the cold-start bench. Cross-origin isolated
// (COOP/COEP), so the page may share a stop flag with the sandbox worker.
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
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
    void respond(mounts, request, isolation)
      .then(({ status, headers, body }) => response.writeHead(status, headers).end(body))
      .catch((error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" }).end(`${String(error)}\n`);
      });
  });
  await listen(server, options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  };
}

interface Reply {
  status: number;
  headers: Record<string, string | number>;
  body?: string | Buffer;
}

async function respond(mounts: readonly Mount[], request: IncomingMessage, isolation: Record<string, string>): Promise<Reply> {
  const file = await serve(mounts, request.url ?? "/");
  if (!file) return { status: 404, headers: { "content-type": "text/plain" }, body: "not found\n" };
  // Revalidated on every load, so a rebuilt file is never stale, yet a repeat visit gets
  // 304s and keeps Chromium's code caches (compiled JS and WebAssembly).
  const etag = `"${file.size.toString(36)}-${Math.round(file.mtimeMs).toString(36)}"`;
  const headers = { etag, "cache-control": "no-cache", ...isolation };
  if (request.headers["if-none-match"] === etag) return { status: 304, headers };
  const body = await contentsOf(file);
  const type = CONTENT_TYPES[extname(file.path)] ?? "application/octet-stream";
  return { status: 200, headers: { ...headers, "content-type": type, "content-length": body.length }, body };
}

interface ServedFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/**
 * Each file's bytes, read once per version (its size and mtime): a response is then one write,
 * not a stream of 64 KiB reads, each waiting for a turn of this process's event loop (on a busy
 * machine the 2.3 MB guest.snapshot took a page's cold start 100-250 ms to arrive).
 */
const contents = new Map<string, { version: string; bytes: Promise<Buffer> }>();

function contentsOf(file: ServedFile): Promise<Buffer> {
  const version = `${file.size}:${file.mtimeMs}`;
  let cached = contents.get(file.path);
  if (cached?.version !== version) {
    cached = { version, bytes: readFile(file.path) };
    contents.set(file.path, cached);
    const failed = cached;
    cached.bytes.catch(() => contents.get(file.path) === failed && contents.delete(file.path));
  }
  return cached.bytes;
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
async function serve(mounts: readonly Mount[], url: string): Promise<ServedFile | undefined> {
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
