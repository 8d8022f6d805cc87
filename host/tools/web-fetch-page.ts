// web_fetch's work, loaded on its first call (host/tools/web-fetch.ts defines the tool): the GET
// with every hop checked, and the body as readable text.
import { ToolError, ToolPermissionError } from "../registry.js";
import { checkHost, type HostPolicy } from "./host-policy.js";
import { htmlToReadable } from "./html-text.js";
import { httpGet } from "./http-get.js";
import type { WebFetchInput, WebFetchOptions } from "./web-fetch-input.js";

const DEFAULT_MAX_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_SECONDS = 30;

/** `options` with its bounds resolved (webFetchTool's defaults). */
export async function fetchPage(
  input: WebFetchInput,
  options: WebFetchOptions & { maxBytes: number; maxTimeoutSeconds: number },
  hosts: HostPolicy,
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  const engine = options.permissions;
  const response = await httpGet(input.url, {
    maxBytes: Math.min(input.max_bytes ?? DEFAULT_MAX_BYTES, options.maxBytes),
    timeoutMs: Math.min(input.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS, options.maxTimeoutSeconds) * 1000,
    maxRedirects: options.maxRedirects ?? 5,
    allowPrivate: options.allowPrivateAddresses ?? false,
    signal,
    // The first URL and every redirect target: the host lists, then the rules.
    checkUrl: async (url) => {
      checkHost(hosts, url);
      if (!engine) return;
      const verdict = await engine.check("web_fetch", { ...input, url: url.href });
      if (!verdict.allowed) throw new ToolPermissionError(`${verdict.message} (fetching ${url.href})`);
    },
  });
  if (response.status >= 400) throw new ToolError(`HTTP ${response.status} ${response.statusText}: ${response.url}`);
  return { url: response.url, status: response.status, content_type: response.contentType, ...readable(response.body, response.contentType, input, response.url), truncated: response.truncated };
}

function readable(body: Buffer, contentType: string, input: WebFetchInput, url: string): { title: string; text: string } {
  const mime = contentType.split(";")[0]!.trim().toLowerCase();
  const textual = mime === "" || mime.startsWith("text/") || /[/+](json|xml|javascript|ecmascript|x-www-form-urlencoded)$/.test(mime);
  if (!textual) throw new ToolError(`not a text document (${mime}): ${url}`);
  const text = decode(body, contentType);
  const html = mime === "text/html" || mime === "application/xhtml+xml" || (mime === "" && /^\s*<(!doctype html|html)/i.test(text));
  if (!html || input.format === "raw") return { title: "", text };
  return htmlToReadable(text, { markdown: input.format === "markdown", baseUrl: url });
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    // An unknown charset label: UTF-8 is the web's default and shows most pages readably.
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(body);
}
