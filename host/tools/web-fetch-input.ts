// What the `web_fetch` tool is configured with and what a call asks for; shared by the tool
// (web-fetch.ts) and its lazily loaded fetch (web-fetch-page.ts).
import * as z from "zod";
import type { PermissionEngine } from "../permissions/engine.js";
import type { HostLists } from "./host-policy.js";

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
