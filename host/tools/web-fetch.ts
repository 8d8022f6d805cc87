// The `web_fetch` tool: an HTTP(S) GET whose every hop is decided by the permission engine and
// the private-address policy; HTML comes back as readable Markdown (or text), capped in size and time.
import * as z from "zod";
import type { PermissionEngine } from "../permissions/engine.js";
import type { ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import { hostPolicy, type HostLists } from "./host-policy.js";

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
    // The HTTP client, its address policy and the HTML reader are loaded on the first call.
    async handler(args, ctx) {
      const input = parseToolArgs("web_fetch", WebFetchInputSchema, args);
      return (await import("./web-fetch-page.js")).fetchPage(input, { ...options, maxBytes, maxTimeoutSeconds: maxTimeout }, hosts, ctx.signal);
    },
  });
}
