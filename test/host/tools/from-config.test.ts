// configuredTools: the registry toolflow.config.yaml decides (loaded from real files), and the
// `web` settings at work against a real loopback server: private addresses, host lists checked
// on every redirect, size and time ceilings, the SearXNG endpoint and deny_hosts in its results.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type ToolflowConfig } from "../../../host/config/index.js";
import { PermissionEngine } from "../../../host/permissions/index.js";
import { ToolError, ToolPermissionError } from "../../../host/registry.js";
import { configuredTools } from "../../../host/tools/from-config.js";
import { ctx, makeTree, type TempTree } from "./temp-tree.js";
import { startServer, type TestServer } from "./web/server.js";

let server: TestServer;
let project: TempTree;
beforeAll(async () => {
  server = await startServer();
  project = makeTree({ "src/a.py": Array.from({ length: 12 }, (_, i) => `def f${i}():\n    pass\n`).join(""), "xdg/.keep": "" });
});
afterAll(async () => {
  project.remove();
  await server.close();
});

/** The config a project's toolflow.config.yaml gives (no user-level file). */
async function config(yaml: string): Promise<ToolflowConfig> {
  writeFileSync(join(project.dir, "toolflow.config.yaml"), yaml);
  return (await loadConfig({ projectDir: project.dir, userFile: null })).config;
}
const tools = async (yaml: string, extra: Partial<Parameters<typeof configuredTools>[0]> = {}) =>
  configuredTools({ root: project.dir, config: await config(yaml), ...extra });
type Fetched = { url: string; text: string; truncated: boolean };
const fetchWith = async (yaml: string, args: Record<string, unknown>, signal?: AbortSignal) =>
  (await tools(yaml)).get("web_fetch")!.handler(args, ctx(signal)) as Promise<Fetched>;
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e as Error);

describe("which tools the config serves", () => {
  it("serves the file tools and web_fetch by default, web_search with an endpoint, ask_user with an asker", async () => {
    expect([...(await tools("")).keys()]).toEqual(["file_read", "grep", "glob", "web_fetch"]);
    expect([...(await tools("web: {fetch: {enabled: false}}")).keys()]).toEqual(["file_read", "grep", "glob"]);
    const all = await tools(`web: {search: {endpoint: "${server.url}"}}`, { ask: async () => "yes" });
    expect([...all.keys()]).toEqual(["file_read", "grep", "glob", "web_fetch", "web_search", "ask_user"]);
  });

  it("gives file_read the configured budget", async () => {
    const read = (await tools("tools: {file_read: {max_lines: 10}}")).get("file_read")!;
    expect(await read.handler({ path: "src/a.py" }, ctx())).toMatch(/^\[file_read: src\/a\.py has 24 lines .*\(10 lines or 1 MiB\)/);
    const whole = (await tools("")).get("file_read")!;
    expect(await whole.handler({ path: "src/a.py" }, ctx())).toMatch(/^def f0\(\):\n/);
  });

  it("hands the permission engine to every tool", async () => {
    const permissions = new PermissionEngine({ projectRoot: project.dir, rules: { deny: [{ tool: "web_fetch", args: { url: `${server.url}/**` } }] } });
    const registry = configuredTools({ root: project.dir, config: await config("web: {fetch: {allow_private_addresses: true}}"), permissions });
    await expect(registry.get("web_fetch")!.handler({ url: `${server.url}/plain` }, ctx())).rejects.toBeInstanceOf(ToolPermissionError);
    await expect(registry.get("file_read")!.handler({ path: "../x" }, ctx())).rejects.toBeInstanceOf(ToolPermissionError);
  });
});

describe("web.fetch settings", () => {
  it("refuses loopback by default and fetches from it when allow_private_addresses is set", async () => {
    const error = await refusal(fetchWith("", { url: `${server.url}/plain` }));
    expect(error).toBeInstanceOf(ToolPermissionError);
    expect(error!.message).toContain("is a private or loopback address");
    expect((await fetchWith("web: {fetch: {allow_private_addresses: true}}", { url: `${server.url}/plain` })).text).toBe("just text\n");
  });

  it("fetches only allow_hosts and never deny_hosts, checking each redirect before requesting it", async () => {
    const open = "web:\n  fetch:\n    allow_private_addresses: true\n";
    const notAllowed = await refusal(fetchWith(`${open}    allow_hosts: ["*.example.org"]\n`, { url: `${server.url}/plain` }));
    expect(notAllowed).toBeInstanceOf(ToolPermissionError);
    expect(notAllowed!.message).toBe(`permission denied: 127.0.0.1 is not in the config's web.fetch.allow_hosts (fetching ${server.url}/plain)`);
    expect((await fetchWith(`${open}    allow_hosts: ["127.0.0.*", localhost]\n`, { url: `${server.url}/plain` })).text).toBe("just text\n");

    // localhost is allowed; its redirect to 127.0.0.1 is refused and never requested.
    const before = server.seen.length;
    const hop = await refusal(fetchWith(`${open}    deny_hosts: ["127.0.0.1"]\n`, { url: `http://localhost:${server.port}/redirect-absolute` }));
    expect(hop).toBeInstanceOf(ToolPermissionError);
    expect(hop!.message).toBe(`permission denied: 127.0.0.1 is in the config's web.fetch.deny_hosts (fetching ${server.url}/plain)`);
    expect(server.seen.slice(before)).toEqual(["GET /redirect-absolute"]);
  });

  it("caps a call's size, time and redirects at the configured ceilings", async () => {
    const yaml = "web: {fetch: {allow_private_addresses: true, max_bytes: 1000, timeout_seconds: 0.3, max_redirects: 1}}";
    expect(await fetchWith(yaml, { url: `${server.url}/large`, max_bytes: 1_000_000 })).toMatchObject({ truncated: true, text: "a".repeat(1000) });
    await expect(fetchWith(yaml, { url: `${server.url}/slow`, timeout_seconds: 60 })).rejects.toThrow(new ToolError(`timed out after 0.3 s: ${server.url}/slow`));
    await expect(fetchWith(yaml, { url: `${server.url}/chain?n=2` })).rejects.toThrow("too many redirects (more than 1)");
  });

  it("stops a slow fetch when the flow's signal aborts", async () => {
    const abort = new AbortController();
    const pending = fetchWith("web: {fetch: {allow_private_addresses: true}}", { url: `${server.url}/slow` }, abort.signal);
    setTimeout(() => abort.abort(), 50);
    await expect(pending).rejects.toThrow(new ToolError("cancelled"));
  });
});

describe("web.search settings", () => {
  it("searches the configured SearXNG endpoint and leaves out results on deny_hosts", async () => {
    const yaml = `web:\n  search: {endpoint: "${server.url}", headers: {x-test: "1"}}\n  fetch: {deny_hosts: [intranet.example.org]}\n`;
    const search = (await tools(yaml)).get("web_search")!;
    const results = (await search.handler({ query: "flows" }, ctx())) as { url: string }[];
    expect(results.map((r) => r.url)).toEqual(["https://example.org/about", "https://example.org/leak", "https://example.org/3"]);
    expect(server.seen.at(-1)).toBe("GET /search");
  });
});
