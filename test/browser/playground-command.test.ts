// `toolflow playground` (the built bin): serves the page, the module, the worker and the .wasm on
// loopback with cross-origin isolation, stops cleanly on SIGINT, and refuses a bad --port.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CLI, ROOT, toolflow } from "../host/cli/built-cli.js";

describe("toolflow playground", () => {
  it("serves the playground on 127.0.0.1 until SIGINT", async () => {
    const child = spawn(process.execPath, [CLI, "playground", "--port", "0"], { cwd: ROOT });
    const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        out += chunk;
        const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (found) resolve(found[0]);
      });
      child.on("close", (code) => reject(new Error(`exited with ${code} before listening: ${out}`)));
    });
    try {
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(page.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
      const html = await page.text();
      for (const hook of ["examples", "fixtures", "run", "envelope"]) expect(html).toContain(`data-testid="${hook}"`);
      // The editor's own element (CodeMirror's, data-testid="editor") is made by playground.js here.
      expect(html).toContain('<div id="editor">');
      expect((await fetch(new URL("playground.js", url))).status).toBe(200);
      for (const [path, type] of [["toolflow.js", "text/javascript"], ["worker.js", "text/javascript"], ["quickjs.wasm", "application/wasm"]]) {
        const response = await fetch(new URL(path, url));
        expect(response.status, path).toBe(200);
        expect(response.headers.get("content-type"), path).toContain(type);
        await response.arrayBuffer();
      }
      expect((await fetch(new URL("../../package.json", url))).status).toBe(404);
    } finally {
      child.kill("SIGINT");
    }
    expect(await exited).toBe(0);
  });

  it("exits 2 on a bad --port", async () => {
    const result = await toolflow(["playground", "--port", "http"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--port: expected a port number");
    expect(result.stderr).toContain("toolflow playground --help");
  });
});
