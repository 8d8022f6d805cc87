// The `web_fetch` tool: an HTTP(S) GET whose every hop is decided by the permission engine and
// the private-address policy; HTML comes back as readable Markdown (or text), capped in size and time.
import type { ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import { hostPolicy } from "./host-policy.js";
import { WebFetchInputSchema, type WebFetchOptions } from "./web-fetch-input.js";

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
