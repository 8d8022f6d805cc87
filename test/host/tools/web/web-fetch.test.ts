// web_fetch against a real HTTP server on 127.0.0.1: HTML to Markdown and text, redirects
// (followed, capped, re-checked against the rules), the size cap, the time limit, cancellation
// and the private-address policy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PermissionEngine } from "../../../../host/permissions/index.js";
import { ToolError, ToolPermissionError, type ToolContext } from "../../../../host/registry.js";
import { webFetchTool } from "../../../../host/tools/web-fetch.js";
import { LARGE_BYTES, startServer, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const ctx = (signal: AbortSignal = new AbortController().signal): ToolContext => ({ signal, flowName: "web" });
const loopback = webFetchTool({ allowPrivateAddresses: true });
type Fetched = { url: string; status: number; content_type: string; title: string; text: string; truncated: boolean };
const fetch = (args: Record<string, unknown>, tool = loopback, c = ctx()) => tool.handler(args, c) as Promise<Fetched>;

describe("web_fetch content", () => {
  it("turns HTML into readable Markdown without scripts, styles or page chrome", async () => {
    const page = await fetch({ url: `${server.url}/page` });
    expect(page.status).toBe(200);
    expect(page.title).toBe("Tool & Flow");
    expect(page.text).toBe(
      [
        "# Release notes",
        "",
        `Version **2.0** is out — see [the guide](${server.url}/docs/start).`,
        "",
        "- faster",
        "- smaller",
        "",
        "```",
        "x = 1",
        "print(x)",
        "```",
        "",
        "| name | size |",
        "| --- | --- |",
        "| a | 1 |",
        "",
      ].join("\n"),
    );
    expect(page.text).not.toMatch(/alert|color:red|copyright|Home/);
  });

  it("gives plain text with format='text' and the body as sent with format='raw'", async () => {
    const text = await fetch({ url: `${server.url}/page`, format: "text" });
    expect(text.text).toContain("Version 2.0 is out — see the guide.");
    expect(text.text).not.toContain("**");
    const raw = await fetch({ url: `${server.url}/page`, format: "raw" });
    expect(raw.text).toContain("<h1>Release notes</h1>");
  });

  it("decodes the declared charset and refuses binary content and HTTP errors", async () => {
    expect((await fetch({ url: `${server.url}/latin1` })).text).toBe("café");
    await expect(fetch({ url: `${server.url}/binary` })).rejects.toThrow(new ToolError(`not a text document (image/png): ${server.url}/binary`));
    await expect(fetch({ url: `${server.url}/missing` })).rejects.toThrow(`HTTP 404 Not Found: ${server.url}/missing`);
  });

  it("refuses other schemes and URLs with credentials", async () => {
    await expect(fetch({ url: "file:///etc/passwd" })).rejects.toThrow("only http and https URLs can be fetched");
    await expect(fetch({ url: `http://user:pw@127.0.0.1:${server.port}/plain` })).rejects.toBeInstanceOf(ToolPermissionError);
    await expect(fetch({ url: "not a url" })).rejects.toThrow("not a valid URL: not a url");
  });
});

describe("web_fetch redirects", () => {
  it("follows relative and absolute redirects and reports the final URL", async () => {
    expect((await fetch({ url: `${server.url}/redirect` })).url).toBe(`${server.url}/page`);
    expect((await fetch({ url: `${server.url}/redirect-absolute` })).text).toBe("just text\n");
    expect((await fetch({ url: `${server.url}/chain?n=4` })).url).toBe(`${server.url}/plain`);
  });

  it("stops after five redirects and on a loop", async () => {
    await expect(fetch({ url: `${server.url}/chain?n=5` })).rejects.toThrow(`too many redirects (more than 5) from ${server.url}/chain?n=5`);
    await expect(fetch({ url: `${server.url}/loop` })).rejects.toThrow("too many redirects");
  });

  it("re-checks each redirect target against the rules and never requests a denied one", async () => {
    const engine = new PermissionEngine({ projectRoot: process.cwd(), rules: { deny: [{ tool: "web_fetch", args: { url: "http://127.0.0.1:*/private/**" } }] } });
    const tool = webFetchTool({ allowPrivateAddresses: true, permissions: engine });
    const before = server.seen.length;
    const error = await fetch({ url: `${server.url}/to-private` }, tool).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolPermissionError);
    expect((error as Error).message).toBe(
      `permission denied by deny rule {tool: "web_fetch", args: {"url":"http://127.0.0.1:*/private/**"}} (fetching ${server.url}/private/secret)`,
    );
    expect(server.seen.slice(before)).toEqual(["GET /to-private"]);
  });
});

describe("web_fetch limits", () => {
  it("reads at most max_bytes of a large body and says it cut", async () => {
    const page = await fetch({ url: `${server.url}/large`, max_bytes: 100_000 });
    expect(page.text.length).toBe(100_000);
    expect(page.truncated).toBe(true);
    const capped = await fetch({ url: `${server.url}/large`, max_bytes: 10 * LARGE_BYTES }, webFetchTool({ allowPrivateAddresses: true, maxBytes: 200_000 }));
    expect(capped.text.length).toBe(200_000);
    const whole = await fetch({ url: `${server.url}/plain`, max_bytes: 10 });
    expect(whole).toMatchObject({ text: "just text\n", truncated: false });
  });

  it("gives up on a slow response at its timeout", async () => {
    await expect(fetch({ url: `${server.url}/slow`, timeout_seconds: 0.3 })).rejects.toThrow(new ToolError(`timed out after 0.3 s: ${server.url}/slow`));
  });

  it("stops when the flow's signal aborts", async () => {
    const abort = new AbortController();
    const pending = fetch({ url: `${server.url}/slow` }, loopback, ctx(abort.signal));
    setTimeout(() => abort.abort(), 50);
    await expect(pending).rejects.toThrow(new ToolError("cancelled"));
  });
});

describe("web_fetch private-address policy", () => {
  const strict = webFetchTool();
  it("refuses loopback and private literals unless configured", async () => {
    for (const url of [`${server.url}/plain`, "http://10.1.2.3/", "http://[::1]:1/", "http://169.254.169.254/latest/meta-data", "http://[::ffff:127.0.0.1]:1/"]) {
      const error = await fetch({ url }, strict).catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(ToolPermissionError);
      expect((error as Error).message).toMatch(/is a private or loopback address; the host's config does not allow fetching from it$/);
    }
  });

  it("refuses a name that resolves to loopback, checked on the address used to connect", async () => {
    const error = await fetch({ url: `http://localhost:${server.port}/plain` }, strict).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolPermissionError);
    expect((error as Error).message).toMatch(/^permission denied: localhost \((127\.0\.0\.1|::1)\) is a private or loopback address/);
  });

  it("applies the policy to redirect targets too", async () => {
    // Allowed start, then a redirect to a literal private address: refused before connecting.
    const engine = new PermissionEngine({ projectRoot: process.cwd() });
    const tool = webFetchTool({ allowPrivateAddresses: false, permissions: engine });
    await expect(fetch({ url: "http://10.0.0.1/" }, tool)).rejects.toBeInstanceOf(ToolPermissionError);
  });
});
