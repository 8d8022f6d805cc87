// The `web_search` tool over a pluggable provider, and the provider for a SearXNG-compatible
// JSON endpoint (`GET <endpoint>/search?q=...&format=json`). Results holding a secret word are
// never shown, and neither are results whose URL a deny rule on web_fetch or the config's
// web.fetch.deny_hosts covers.
import * as z from "zod";
import type { PermissionEngine } from "../permissions/engine.js";
import { ToolError, type ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import type { HostPolicy } from "./host-policy.js";

export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
}

export interface SearchProvider {
  readonly name: string;
  search(query: string, options: { limit: number; signal: AbortSignal }): Promise<SearchResult[]>;
}

export interface WebSearchOptions {
  provider: SearchProvider;
  permissions?: PermissionEngine;
  /** Results on a host this policy refuses are left out (configuredTools: web.fetch.deny_hosts). */
  hosts?: HostPolicy;
}

export const WebSearchInputSchema = z
  .object({
    query: z.string().min(1).max(500).describe("What to search the web for"),
    limit: z.number().int().min(1).max(50).default(10).describe("Results to return (default 10)"),
  })
  .strict();
export type WebSearchInput = z.infer<typeof WebSearchInputSchema>;

export function webSearchTool(options: WebSearchOptions): ToolDefinition {
  return withInputSchema(WebSearchInputSchema, {
    name: "web_search",
    category: "web_search",
    idempotent: true,
    output: "json",
    description: `Search the web (${options.provider.name}). Returns a list of {title, url, snippet}, best first.`,
    async handler(args, ctx) {
      const input = parseToolArgs("web_search", WebSearchInputSchema, args);
      const results = await options.provider.search(input.query, { limit: input.limit, signal: ctx.signal });
      const allowedHosts = options.hosts ? results.filter((r) => !deniedHost(options.hosts!, r.url)) : results;
      return (await visibleResults(allowedHosts, options.permissions)).slice(0, input.limit);
    },
  });
}

function deniedHost(hosts: HostPolicy, url: string): boolean {
  try {
    return hosts.refusal(new URL(url)) !== null;
  } catch {
    return false;
  }
}

async function visibleResults(results: SearchResult[], engine: PermissionEngine | undefined): Promise<SearchResult[]> {
  if (!engine) return results;
  const filter = engine.searchFilter("web_search");
  const kept: SearchResult[] = [];
  for (const result of results) {
    if (filter.hidesLine(result.title) || filter.hidesLine(result.snippet) || filter.hidesLine(result.url)) continue;
    const verdict = await engine.check("web_fetch", { url: result.url });
    if (verdict.allowed) kept.push(result);
  }
  return kept;
}

export interface SearxngOptions {
  /** The instance's base URL, e.g. `https://searx.example.org` (config). */
  endpoint: string;
  headers?: Readonly<Record<string, string>>;
  timeoutSeconds?: number;
}

const SearxngAnswerSchema = z.object({
  results: z.array(
    z
      .object({
        title: z.string().default(""),
        url: z.string(),
        content: z.string().nullish(),
      })
      .loose(),
  ),
});

/**
 * A SearXNG-compatible provider. The endpoint is the host's own configuration, so it may be a
 * private address (a local instance) without the web_fetch policy's opt-in.
 */
export function searxngProvider(options: SearxngOptions): SearchProvider {
  return {
    name: `SearXNG at ${new URL(options.endpoint).host}`,
    async search(query, { limit, signal }) {
      const url = new URL("search", options.endpoint.endsWith("/") ? options.endpoint : `${options.endpoint}/`);
      url.searchParams.set("q", query);
      url.searchParams.set("format", "json");
      // The HTTP client (and its address checks) is loaded on the first search.
      const { httpGet } = await import("./http-get.js");
      const response = await httpGet(url.href, {
        maxBytes: 2 * 1024 * 1024,
        timeoutMs: (options.timeoutSeconds ?? 20) * 1000,
        maxRedirects: 3,
        allowPrivate: true,
        signal,
        headers: { accept: "application/json", ...options.headers },
      });
      if (response.status >= 400) throw new ToolError(`the search provider answered HTTP ${response.status} ${response.statusText}`);
      let raw: unknown;
      try {
        raw = JSON.parse(response.body.toString("utf8"));
      } catch {
        throw new ToolError("the search provider did not answer JSON");
      }
      const parsed = SearxngAnswerSchema.safeParse(raw);
      if (!parsed.success) throw new ToolError("the search provider's answer has no `results` list");
      return parsed.data.results.slice(0, limit * 2).map((r) => ({ title: r.title, url: r.url, snippet: r.content ?? "" }));
    },
  };
}
