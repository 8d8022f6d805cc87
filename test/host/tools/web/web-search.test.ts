// web_search through the SearXNG-compatible provider against a real search endpoint on
// 127.0.0.1: results mapped, limited, and never showing secret words or denied URLs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PermissionEngine } from "../../../../host/permissions/index.js";
import { ToolError, type ToolContext } from "../../../../host/registry.js";
import { searxngProvider, webSearchTool, type SearchProvider } from "../../../../host/tools/web-search.js";
import { startServer, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const ctx = (signal: AbortSignal = new AbortController().signal): ToolContext => ({ signal, flowName: "search" });

describe("web_search with a SearXNG endpoint", () => {
  it("maps results to {title, url, snippet} and honours limit", async () => {
    const tool = webSearchTool({ provider: searxngProvider({ endpoint: server.url }) });
    expect(tool.name).toBe("web_search");
    expect(tool.description).toBe(`Search the web (SearXNG at 127.0.0.1:${server.port}). Returns a list of {title, url, snippet}, best first.`);
    const results = await tool.handler({ query: "tool flows", limit: 2 }, ctx());
    expect(results).toEqual([
      { title: "About tool flows", url: "https://example.org/about", snippet: "All about tool flows." },
      { title: "Leaked", url: "https://example.org/leak", snippet: "the key is SEKRIT-123" },
    ]);
    expect(server.seen.at(-1)).toBe("GET /search");
  });

  it("never shows results holding a secret word or whose URL a deny rule covers", async () => {
    const engine = new PermissionEngine({
      projectRoot: process.cwd(),
      secrets: { words: ["SEKRIT"] },
      rules: { deny: [{ tool: "web_fetch", args: { url: "https://intranet.example.org/**" } }] },
    });
    const tool = webSearchTool({ provider: searxngProvider({ endpoint: `${server.url}/` }), permissions: engine });
    const results = (await tool.handler({ query: "x" }, ctx())) as { url: string }[];
    expect(results.map((r) => r.url)).toEqual(["https://example.org/about", "https://example.org/3"]);
  });

  it("shows secret words in bypass mode, which skips secret protections", async () => {
    const engine = new PermissionEngine({ projectRoot: process.cwd(), mode: "bypass", secrets: { words: ["SEKRIT"] } });
    const tool = webSearchTool({ provider: searxngProvider({ endpoint: server.url }), permissions: engine });
    const results = (await tool.handler({ query: "x" }, ctx())) as { url: string }[];
    expect(results.map((r) => r.url)).toContain("https://example.org/leak");
  });

  it("reports a provider that fails or answers something else", async () => {
    const broken = webSearchTool({ provider: searxngProvider({ endpoint: `${server.url}/missing-base` }) });
    await expect(broken.handler({ query: "x" }, ctx())).rejects.toThrow(new ToolError("the search provider answered HTTP 404 Not Found"));
    const notJson = webSearchTool({ provider: { ...searxngProvider({ endpoint: server.url }), search: () => Promise.reject(new ToolError("down")) } });
    await expect(notJson.handler({ query: "x" }, ctx())).rejects.toThrow("down");
    await expect(broken.handler({ query: "" }, ctx())).rejects.toThrow("web_search: argument 'query'");
  });

  it("hands the flow's signal to the provider", async () => {
    let seen: AbortSignal | undefined;
    const provider: SearchProvider = {
      name: "spy",
      search: async (_q, { signal }) => {
        seen = signal;
        return [];
      },
    };
    const abort = new AbortController();
    await webSearchTool({ provider }).handler({ query: "x" }, ctx(abort.signal));
    expect(seen).toBe(abort.signal);
  });
});
