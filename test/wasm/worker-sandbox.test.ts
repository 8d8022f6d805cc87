// The sandbox in a worker thread: same results as in-thread, the host's event loop stays free
// while a guest computes, and a kill stops a busy guest.
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import type { HostImports } from "../../wasm/host-binding.js";
import type { SandboxRequest } from "../../wasm/sandbox.js";
import { runSandboxInWorker } from "../../wasm/worker-sandbox.js";
import { FAKE_GUEST } from "./fake-guest.js";

beforeAll(() => {
  // The worker runs the bundled dist/worker.js; build just that step from the current sources.
  execFileSync("node", ["-e", "import('./build.mjs').then((b) => b.bundleWorker())"], { cwd: new URL("../..", import.meta.url) });
});

function request(program: string, extra: Partial<SandboxRequest> = {}): SandboxRequest & { prints: string[] } {
  const prints: string[] = [];
  const host: HostImports = {
    callTool: async (alias, argsJson) => JSON.stringify({ ok: { alias, args: JSON.parse(argsJson) } }),
    print: (text) => prints.push(text),
  };
  return {
    guestSource: FAKE_GUEST,
    program,
    optionsJson: "{}",
    host,
    limits: { memoryBytes: 32 << 20, stackBytes: 256 << 10, deadline: Date.now() + 10_000 },
    prints,
    ...extra,
  };
}

describe("runSandboxInWorker", () => {
  it("runs a flow, proxying prints and tool calls", async () => {
    const req = request(`async (api) => { api.print("hi"); return (await api.call("t", {n: 2})).ok; }`);
    const result = await runSandboxInWorker(req);
    expect(result).toEqual({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: { alias: "t", args: { n: 2 } } }) });
    expect(req.prints).toEqual(["hi"]);
  });

  it("keeps the host's event loop running while the guest computes", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const result = await runSandboxInWorker(request(`async () => { while (true) {} }`, {
      limits: { memoryBytes: 32 << 20, stackBytes: 256 << 10, deadline: Date.now() + 400 },
    }));
    clearInterval(timer);
    expect(result).toEqual({ kind: "stopped", reason: "timeout" });
    expect(ticks).toBeGreaterThan(5);
  });

  it("kills a computing guest promptly, and the next flow still runs", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const result = await runSandboxInWorker(request(`async () => { for (;;) { try { while (true) {} } catch (e) {} } }`, { signal: controller.signal }));
    expect(result).toEqual({ kind: "stopped", reason: "killed" });
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await runSandboxInWorker(request(`async () => "next"`))).kind).toBe("returned");
  });

  it("runs flows in parallel workers", async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) => runSandboxInWorker(request(`async (api) => { const r = await api.call("t", {i: ${i}}); return r.ok.args.i; }`))),
    );
    expect(results.map((r) => r.kind === "returned" && JSON.parse(r.outcomeJson).result)).toEqual([1, 2, 3]);
  });

  it("allows a deeper QuickJS stack than the main thread can", async () => {
    const result = await runSandboxInWorker(
      request(`async () => { let d = 0; const f = (n) => { d = n; return [1].map(() => f(n + 1))[0] + 1; }; try { f(0) } catch (e) {} return d; }`, {
        limits: { memoryBytes: 32 << 20, stackBytes: 2 << 20, deadline: Date.now() + 10_000 },
      }),
    );
    expect(result.kind).toBe("returned");
    if (result.kind === "returned") expect(JSON.parse(result.outcomeJson).result).toBeGreaterThan(2000);
  });

  it("fails clearly when the worker bundle is missing", async () => {
    const result = await runSandboxInWorker(request(`async () => 1`), new URL("file:///nonexistent/worker.js"));
    expect(result).toEqual({ kind: "failed", message: expect.stringContaining("run `node build.mjs`") });
  });

  it("reports a host failure to serve a call as the sandbox does", async () => {
    const req = request(`async (api) => api.call("t", {})`);
    req.host = { ...req.host, callTool: async () => Promise.reject(new Error("no such registry")) };
    expect(await runSandboxInWorker(req)).toEqual({ kind: "failed", message: "host binding failed: no such registry" });
  });
});
