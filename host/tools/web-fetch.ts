// The `web_fetch` tool: an HTTP(S) GET whose every hop is decided by the permission engine and
// the private-address policy; HTML comes back as readable Markdown (or text), capped in size and time.
import * as z from "zod";
import type { PermissionEngine } from "../permissions/engine.js";
import { ToolError, ToolPermissionError, type ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import { checkHost, hostPolicy, type HostLists } from "./host-policy.js";
import { htmlToReadable } from "./html-text.js";
import { httpGet } from "./http-get.js";

export interface WebFetchOptions extends HostLists {
  /** Decides the URL and every redirect target (rules on `web_fetch` with `args: {url: glob}`). */
  permissions?: PermissionEngine;
  /** Fetch from loopback and private addresses (config; tests serve pages on 127.0.0.1). */
  allowPrivateAddresses?: boolean;
  /** Upper bound of `max_bytes` (default 5 MiB). */
  maxBytes?: number;
  /** Upper bound of `timeout_seconds` (default 60). */
  maxTimeoutSeconds?: number;
  maxRedirects?: number;
}

export const WebFetchInputSchema = z
  .object({
    url: z.string().min(1).describe("The http(s) URL to GET"),
    format: z.enum(["markdown", "text", "raw"]).default("markdown").describe("HTML as Markdown (default), plain text, or the raw body"),
    max_bytes: z.number().int().min(1).optional().describe("Bytes of body to read before cutting (default 1 MiB)"),
    timeout_seconds: z.number().positive().optional().describe("Seconds for the whole fetch, redirects included (default 30)"),
  })
  .strict();
export type WebFetchInput = z.infer<typeof WebFetchInputSchema>;

const DEFAULT_MAX_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_SECONDS = 30;

export function webFetchTool(options: WebFetchOptions = {}): ToolDefinition {
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxTimeout = options.maxTimeoutSeconds ?? 60;
  const hosts = hostPolicy(options);
  return withInputSchema(WebFetchInputSchema, {
    name: "web_fetch",
    category: "web_fetch",
    idempotent: true,
    output: "json",
    description:
      "GET an http(s) URL. Returns {url, status, content_type, title, text, truncated}: HTML as readable Markdown (format='text' for plain text, 'raw' for the body as sent). Redirects are followed and re-checked; private addresses are refused unless configured.",
    async handler(args, ctx) {
      const input = parseToolArgs("web_fetch", WebFetchInputSchema, args);
      const engine = options.permissions;
      const response = await httpGet(input.url, {
        maxBytes: Math.min(input.max_bytes ?? DEFAULT_MAX_BYTES, maxBytes),
        timeoutMs: Math.min(input.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS, maxTimeout) * 1000,
        maxRedirects: options.maxRedirects ?? 5,
        allowPrivate: options.allowPrivateAddresses ?? false,
        signal: ctx.signal,
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
    },
  });
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
