// One HTTP(S) GET for the web tools: redirects followed by hand so each hop is re-checked,
// the private-address policy applied at connect time, the body capped, the time bounded.
import { ToolError, ToolPermissionError } from "../registry.js";
import { checkLiteralHost, guardedLookup } from "./private-address.js";

export interface HttpGetOptions {
  /** Bytes of body kept; the rest is not read and `truncated` is set. */
  maxBytes: number;
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  allowPrivate: boolean;
  signal: AbortSignal;
  /** Called for every URL before it is requested (the first and each redirect); throws to refuse. */
  checkUrl?: (url: URL) => Promise<void>;
  headers?: Readonly<Record<string, string>>;
}

export interface HttpResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  statusText: string;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function httpGet(start: string, options: HttpGetOptions): Promise<HttpResponse> {
  let url = parseHttpUrl(start);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([options.signal, timeout]);
  try {
    for (let hop = 0; ; hop++) {
      await options.checkUrl?.(url);
      const response = await requestOnce(url, options, signal);
      if (!REDIRECTS.has(response.status) || response.location === undefined) return response.result;
      if (hop >= options.maxRedirects) throw new ToolError(`too many redirects (more than ${options.maxRedirects}) from ${start}`);
      url = parseHttpUrl(new URL(response.location, url).href);
    }
  } catch (err) {
    if (timeout.aborted) throw new ToolError(`timed out after ${options.timeoutMs / 1000} s: ${start}`);
    if (options.signal.aborted) throw new ToolError("cancelled");
    throw err;
  }
}

export function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ToolError(`not a valid URL: ${text}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ToolError(`only http and https URLs can be fetched: ${text}`);
  if (url.username || url.password) throw new ToolPermissionError(`permission denied: URLs with credentials are refused: ${url.host}`);
  return url;
}

interface Answer {
  status: number;
  location: string | undefined;
  result: HttpResponse;
}

async function requestOnce(url: URL, options: HttpGetOptions, signal: AbortSignal): Promise<Answer> {
  checkLiteralHost(url.hostname, options.allowPrivate);
  // Loaded on the first fetch: node:https brings TLS and crypto, which a flow without one never needs.
  const client = url.protocol === "https:" ? await import("node:https") : await import("node:http");
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        lookup: guardedLookup(options.allowPrivate),
        headers: { "user-agent": "toolflow-web-fetch", accept: "text/html,text/plain,application/json;q=0.9,*/*;q=0.5", ...options.headers },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        const result: HttpResponse = {
          url: url.href,
          status,
          statusText: response.statusMessage ?? "",
          contentType: response.headers["content-type"] ?? "",
          body: Buffer.alloc(0),
          truncated: false,
        };
        if (REDIRECTS.has(status) && location !== undefined) {
          response.resume();
          resolve({ status, location, result });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          const room = options.maxBytes - size;
          if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            result.truncated = true;
            // Stop reading: a body larger than the cap is never downloaded whole.
            response.destroy();
            result.body = Buffer.concat(chunks);
            resolve({ status, location, result });
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on("end", () => {
          result.body = Buffer.concat(chunks);
          resolve({ status, location, result });
        });
        response.on("error", reject);
      },
    );
    request.on("error", (err) => reject(describeNetworkError(err, url)));
  });
}

function describeNetworkError(err: Error, url: URL): Error {
  if (err instanceof ToolError) return err;
  if (err.name === "AbortError") return err;
  const code = (err as NodeJS.ErrnoException).code;
  return new ToolError(`cannot fetch ${url.host}: ${code ?? err.message}`);
}
