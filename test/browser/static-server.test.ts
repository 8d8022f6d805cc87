// The loopback static server (browser/static-server.ts) in Node alone: files of its mounts with
// their type, isolation headers and an etag; 304 for a known etag; a rewritten file served anew
// although its bytes are kept between responses; nothing outside the mounts.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticServer, type StaticServer } from "../../browser/static-server.js";

const dir = mkdtempSync(join(tmpdir(), "toolflow-static-"));
let server: StaticServer;

beforeAll(async () => {
  writeFileSync(join(dir, "index.html"), "<p>home</p>");
  writeFileSync(join(dir, "code.wasm"), Buffer.from([0, 97, 115, 109]));
  server = await startStaticServer({ mounts: [{ prefix: "/files/", dir }] });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, server.url), { headers });

describe("startStaticServer", () => {
  it("serves a mounted file with its type, length, etag and the isolation headers", async () => {
    const response = await get("/files/code.wasm");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/wasm");
    expect(response.headers.get("content-length")).toBe("4");
    expect(response.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0, 97, 115, 109]));
    expect(await (await get("/files/")).text()).toBe("<p>home</p>");
  });

  it("answers 304 to a known etag, and serves a rewritten file's new bytes", async () => {
    const first = await get("/files/index.html");
    const etag = first.headers.get("etag")!;
    expect(await first.text()).toBe("<p>home</p>");
    expect((await get("/files/index.html", { "if-none-match": etag })).status).toBe(304);
    writeFileSync(join(dir, "index.html"), "<p>rebuilt</p>");
    // A new mtime even on a coarse clock: the file's version is its size and mtime.
    utimesSync(join(dir, "index.html"), new Date(), new Date(Date.now() + 5000));
    const second = await get("/files/index.html", { "if-none-match": etag });
    expect(second.status).toBe(200);
    expect(await second.text()).toBe("<p>rebuilt</p>");
  });

  it("serves nothing outside its mounts", async () => {
    expect((await get("/other/index.html")).status).toBe(404);
    expect((await get("/files/missing.txt")).status).toBe(404);
    expect((await get("/files/..%2f..%2fetc%2fpasswd")).status).toBe(404);
  });
});
