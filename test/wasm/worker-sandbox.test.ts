// The sandbox in a pool of worker threads: same results as in-thread, the host's event loop stays
// free while a guest computes, a kill stops a busy guest, a worker runs many flows at once
// without one flow's end hurting the others, and a stuck worker is replaced.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { BroadcastChannel } from "node:worker_threads";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import type { HostImports } from "../../wasm/host-binding.js";
import type { SandboxRequest } from "../../wasm/sandbox.js";
import { loadGuestSource } from "../../wasm/guest-source.js";
import { createSandboxPool, runSandboxInWorker, runScriptInWorker } from "../../wasm/worker-sandbox.js";
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

  it("hands the host the calls a guest made in one turn together (one message)", async () => {
    const req = request(`async (api) => (await Promise.all([1, 2, 3, 4].map((n) => api.call("t", { n })))).map((a) => a.ok.args.n)`);
    // Calls that arrive in separate messages reach the host in separate turns of its event loop.
    const turns: number[] = [];
    let inTurn = 0;
    const answers: (() => void)[] = [];
    const result = runSandboxInWorker({
      ...req,
      host: {
        ...req.host,
        callTool: (alias, argsJson) => {
          if (inTurn++ === 0) queueMicrotask(() => (turns.push(inTurn), (inTurn = 0)));
          return new Promise((resolve) => answers.push(() => resolve(JSON.stringify({ ok: { alias, args: JSON.parse(argsJson) } }))));
        },
      },
    });
    while (answers.length < 4) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const answer of answers) answer();
    expect(await result).toEqual({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: [1, 2, 3, 4] }) });
    expect(turns).toEqual([4]);
  });

  it("hands the guest the answers ready together at once, though it printed between its calls and its tenant may compute one flow", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1, tenantCap: 1 });
    try {
      // A print between calls sends the calls before it (an open turn): the host waits for the
      // rest of the turn's calls before it hands their answers on; the flow is one tenant delivery.
      const req = request(`async (api) => {
        const log = [];
        await Promise.all([1, 2, 3].map(async (i) => {
          api.print("start " + i);
          await api.call("t", { i });
          log.push("got " + i);
          if (i === 1) Promise.resolve().then(() => log.push("after 1"));
        }));
        return log;
      }`, { tenant: "a" });
      const result = await pool.run(req);
      expect(result).toEqual({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: ["got 1", "got 2", "got 3", "after 1"] }) });
      expect(req.prints).toEqual(["start 1", "start 2", "start 3"]);
    } finally {
      await pool.close();
    }
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
    // A prestart of such a worker settles too (the thread is gone).
    const pool = createSandboxPool({ workerUrl: new URL("file:///nonexistent/worker.js") });
    await pool.prestart();
    await pool.close();
  });

  it("reports a host failure to serve a call as the sandbox does", async () => {
    const req = request(`async (api) => api.call("t", {})`);
    req.host = { ...req.host, callTool: async () => Promise.reject(new Error("no such registry")) };
    expect(await runSandboxInWorker(req)).toEqual({ kind: "failed", message: "host binding failed: no such registry" });
    // Thrown instead of rejected: the same failure, and the host's message loop carries on.
    req.host = { ...req.host, callTool: () => { throw new Error("thrown at once"); } };
    expect(await runSandboxInWorker(req)).toEqual({ kind: "failed", message: "host binding failed: thrown at once" });
    expect((await runSandboxInWorker(request(`async () => "next"`))).kind).toBe("returned");
  });

  it("transpiles a flow sent as its script in the worker, a refusal being its result", async () => {
    const guestSource = await loadGuestSource();
    const script = (code: string) => ({ ...request("", { guestSource }), program: { code, tools: ["t"] } });
    const ran = await runScriptInWorker(script(`print("hi")\nt(n=2)["args"]["n"] * 21`));
    expect(ran).toEqual({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: 42 }) });
    const refused = await runScriptInWorker(script("x = 1\ny = (2 +\n"));
    expect(refused).toMatchObject({ kind: "refused", error: { line: 2, col: expect.any(Number), message: expect.any(String) } });
  });

  it("runs many flows at once in one worker, each waiting on a tool", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    const flows = 20;
    let waiting = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const results = Array.from({ length: flows }, (_, i) => {
      const req = request(`async (api) => { api.print("p${i}"); return (await api.call("t", {i: ${i}})).i * 2; }`);
      req.host = {
        ...req.host,
        callTool: async (_alias, argsJson) => {
          if (++waiting === flows) release();
          await gate;
          return argsJson;
        },
      };
      return pool.run(req).then((result) => ({ result, prints: req.prints }));
    });
    const outcomes = await Promise.all(results);
    await pool.close();
    expect(outcomes.map(({ result }) => result.kind === "returned" && JSON.parse(result.outcomeJson).result)).toEqual(
      Array.from({ length: flows }, (_, i) => i * 2),
    );
    expect(outcomes.map(({ prints }) => prints)).toEqual(Array.from({ length: flows }, (_, i) => [`p${i}`]));
  });

  it("interleaves many flows' tool calls in one worker, each answer reaching its own call", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    const flows = 12;
    const calls = 5;
    // Answers come back in an order unlike the calls': later calls are answered first.
    let delay = 40;
    const results = await Promise.all(
      Array.from({ length: flows }, (_, flow) => {
        const req = request(
          `async (api) => { const got = []; for (let c = 0; c < ${calls}; c++) got.push((await api.call("t", {flow: ${flow}, c})).ok.args); return got; }`,
        );
        req.host = {
          ...req.host,
          callTool: (alias, argsJson) => {
            delay = (delay * 7 + 13) % 31;
            return new Promise((resolve) => setTimeout(() => resolve(JSON.stringify({ ok: { alias, args: JSON.parse(argsJson) } })), delay));
          },
        };
        return pool.run(req);
      }),
    );
    await pool.close();
    expect(results.map((r) => r.kind === "returned" && JSON.parse(r.outcomeJson).result)).toEqual(
      Array.from({ length: flows }, (_, flow) => Array.from({ length: calls }, (_, c) => ({ flow, c }))),
    );
  });

  it("drops a tool answer that comes after its flow ended, and the worker serves on", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    /** A request whose tool call waits for `answer`; `called` settles once the call reached the host. */
    const held = (extra: Partial<SandboxRequest> = {}) => {
      const req = request(`async (api) => (await api.call("t", {})).ok`, extra);
      let answer!: (text: string) => void;
      const called = new Promise<void>((reached) => {
        req.host = { ...req.host, callTool: () => (reached(), new Promise((resolve) => (answer = resolve))) };
      });
      return { req, called, answer: (text: string) => answer(text) };
    };
    const controller = new AbortController();
    const late = held({ signal: controller.signal });
    const killed = pool.run(late.req);
    await late.called;
    controller.abort();
    expect(await killed).toEqual({ kind: "stopped", reason: "killed" });
    // A flow now waiting in the same worker must not get the dead flow's answer.
    const next = held();
    const waiting = pool.run(next.req);
    await next.called;
    late.answer(JSON.stringify({ ok: "late" }));
    next.answer(JSON.stringify({ ok: "mine" }));
    expect(await waiting).toEqual({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: "mine" }) });
    await pool.close();
  });

  it("never lets a flow see what an earlier flow in the same worker left in its global scope", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    const probe = `async () => [typeof globalThis.leftBehind, typeof Array.prototype.leftBehind, JSON.stringify === globalThis.originalStringify]`;
    const clean = JSON.stringify({ status: "ok", result: ["undefined", "undefined", false] });
    for (let i = 0; i < 3; i++) {
      const dirty = await pool.run(
        request(`async () => { globalThis.leftBehind = 1; Array.prototype.leftBehind = 2; globalThis.originalStringify = JSON.stringify; JSON.stringify = () => "{}"; }`),
      );
      expect(dirty.kind).toBe("returned");
      // Back to back (the prepared sandbox may be still loading) and after an idle gap.
      expect(await pool.run(request(probe))).toEqual({ kind: "returned", outcomeJson: clean });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await pool.run(request(probe))).toEqual({ kind: "returned", outcomeJson: clean });
    }
    await pool.close();
  });

  it("fails a flow whose worker dies while its tool call is in flight, and drops the late answer", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1, workerUrl: new URL("../host/jobs/dying-worker.mjs", import.meta.url) });
    let answer!: (text: string) => void;
    const req = request(`async (api) => api.call("t", {})`);
    req.host = {
      ...req.host,
      callTool: () => {
        const channel = new BroadcastChannel("toolflow-test-worker-death");
        channel.postMessage("die");
        channel.close();
        return new Promise<string>((resolve) => (answer = resolve));
      },
    };
    expect(await pool.run(req)).toEqual({ kind: "failed", message: "the sandbox worker died (exit code 9)" });
    answer(JSON.stringify({ ok: "late" }));
    expect(await pool.run(request(`async () => "next"`))).toEqual({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: "next" }) });
    await pool.close();
  });

  it("runs each flow with its own guest runtime when they differ in one worker", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    const variant = FAKE_GUEST.replace(`status: "ok"`, `status: "ok", variant: true`);
    const guests = [FAKE_GUEST, variant, variant, FAKE_GUEST];
    const results = await Promise.all(guests.map((guestSource) => pool.run(request(`async () => 1`, { guestSource }))));
    await pool.close();
    expect(results.map((r) => r.kind === "returned" && JSON.parse(r.outcomeJson).variant === true)).toEqual([false, true, true, false]);
  });

  it("runs flows after a prestart that prepared a sandbox, with that setup or another", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    const variant = FAKE_GUEST.replace(`status: "ok"`, `status: "ok", variant: true`);
    const limits = request("").limits;
    // The prepared sandbox carries the variant; the flow's request then sends no guest runtime.
    // The prestart settles once the worker's thread runs.
    await pool.prestart({ guestSource: variant, memoryBytes: limits.memoryBytes, stackBytes: limits.stackBytes });
    const first = await pool.run(request(`async () => { globalThis.seen = 1; return 1; }`, { guestSource: variant }));
    // Another guest, other limits, and the same setup again: each a fresh sandbox of its own.
    const others = [
      await pool.run(request(`async () => globalThis.seen ?? 0`)),
      await pool.run(request(`async () => globalThis.seen ?? 0`, { guestSource: variant, limits: { ...limits, memoryBytes: 16 << 20 } })),
      await pool.run(request(`async () => globalThis.seen ?? 0`, { guestSource: variant })),
    ];
    await pool.close();
    const outcomes = [first, ...others].map((r) => (r.kind === "returned" ? JSON.parse(r.outcomeJson) : r));
    expect(outcomes).toEqual([
      { status: "ok", variant: true, result: 1 },
      { status: "ok", result: 0 },
      { status: "ok", variant: true, result: 0 },
      { status: "ok", variant: true, result: 0 },
    ]);
  });

  it("kills one flow without hurting another in the same worker", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    let release!: (answer: string) => void;
    const waiter = request(`async (api) => (await api.call("t", {})).ok`);
    const called = new Promise<void>((reached) => {
      waiter.host = { ...waiter.host, callTool: () => (reached(), new Promise((resolve) => (release = resolve))) };
    });
    const waiting = pool.run(waiter);
    // The pool's one thread takes the next flow once this one waits on its tool.
    await called;
    const controller = new AbortController();
    const computing = pool.run(request(`async (api) => { api.print("started"); while (true) {} }`, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 200);
    expect(await computing).toEqual({ kind: "stopped", reason: "killed" });
    release(JSON.stringify({ ok: "still here" }));
    expect(await waiting).toEqual({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: "still here" }) });
    await pool.close();
  });

  it("fails every flow of a worker that dies, and replaces the worker", async () => {
    // In dying-worker.mjs, a message on this channel ends the worker's thread at once.
    const pool = createSandboxPool({ size: 1, maxWorkers: 1, workerUrl: new URL("../host/jobs/dying-worker.mjs", import.meta.url) });
    const flows = [1, 2, 3].map((i) => {
      const req = request(`async (api) => { api.print("before ${i}"); return api.call("t", {}); }`);
      req.host = {
        ...req.host,
        callTool: () => {
          if (i === 3) {
            const channel = new BroadcastChannel("toolflow-test-worker-death");
            channel.postMessage("die");
            channel.close();
          }
          return new Promise<string>(() => undefined);
        },
      };
      return pool.run(req).then((result) => ({ result, prints: req.prints }));
    });
    expect(await Promise.all(flows)).toEqual(
      [1, 2, 3].map((i) => ({ result: { kind: "failed", message: "the sandbox worker died (exit code 9)" }, prints: [`before ${i}`] })),
    );
    expect(await pool.run(request(`async () => "next"`))).toEqual({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: "next" }) });
    await pool.close();
  });

  it("lets the process exit once its flows are done, after a burst retired a worker", async () => {
    // More flows than the pool retires a worker after (RETIRE_AFTER_FLOWS), all in one worker.
    const flows = 60;
    const script = join(mkdtempSync(join(tmpdir(), "toolflow-pool-")), "child.mjs");
    await build({ entryPoints: [fileURLToPath(new URL("./pool-exit-child.ts", import.meta.url))], bundle: true, platform: "node", format: "esm", outfile: script, logLevel: "error" });
    const workerUrl = new URL("../../dist/worker.js", import.meta.url).href;
    const child = spawnSync(process.execPath, [script, workerUrl, String(flows)], { encoding: "utf8", timeout: 30_000 });
    expect(child.stderr).toBe("");
    expect(child.signal).toBeNull();
    expect(JSON.parse(child.stdout)).toEqual(Array.from({ length: flows }, (_, i) => 1 + i));
  });

  it("terminates a worker stuck past a flow's deadline, runs its other flows again elsewhere, and serves the next", async () => {
    // In stuck-worker.mjs, printing this blocks the worker's thread until it is terminated.
    const HANG = "__hang_this_worker__";
    const pool = createSandboxPool({ size: 1, maxWorkers: 2, workerUrl: new URL("./stuck-worker.mjs", import.meta.url) });
    /** A flow whose tool call waits for `answer`; `called` settles once the call reached the host. */
    const held = () => {
      const req = request(`async (api) => { api.print("asking"); return (await api.call("t", {})).ok.alias; }`);
      let answer!: () => void;
      let calls = 0;
      const called = new Promise<void>((reached) => {
        req.host = { ...req.host, callTool: (alias) => (calls++, reached(), new Promise((resolve) => (answer = () => resolve(JSON.stringify({ ok: { alias } }))))) };
      });
      return { run: pool.run(req), called, answer: () => answer(), calls: () => calls, prints: req.prints };
    };
    // The first waits in one worker, the second in another (a new flow takes a thread of its
    // own while there are fewer than maxWorkers), and the stuck flow joins the first.
    const neighbour = held();
    await neighbour.called;
    const elsewhere = held();
    await elsewhere.called;
    const deadline = Date.now() + 300;
    const stuck = pool.run(request(`async (api) => { api.print("${HANG}"); }`, { limits: { memoryBytes: 32 << 20, stackBytes: 256 << 10, deadline } }));
    expect(await stuck).toEqual({ kind: "stopped", reason: "timeout" });
    // The neighbour runs again from its start in a new worker: its call is answered from the
    // host's first answer, and its print is not given twice.
    neighbour.answer();
    expect(await neighbour.run).toMatchObject({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: "t" }) });
    expect([neighbour.calls(), neighbour.prints.join("")]).toEqual([1, "asking"]);
    elsewhere.answer();
    expect(await elsewhere.run).toMatchObject({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: "t" }) });
    const next = await Promise.all([1, 2, 3].map((i) => pool.run(request(`async () => ${i}`))));
    expect(next.map((r) => r.kind === "returned" && JSON.parse(r.outcomeJson).result)).toEqual([1, 2, 3]);
    await pool.close();
  });

  it("keeps a flow's answers for a restart only up to its bound: past it, a stuck neighbour fails the flow as before", async () => {
    const pool = createSandboxPool({ size: 1, maxWorkers: 1, workerUrl: new URL("./stuck-worker.mjs", import.meta.url) });
    const req = request(`async (api) => { await api.call("big", {}); return (await api.call("t", {})).ok.alias; }`, { limits: { memoryBytes: 128 << 20, stackBytes: 256 << 10, deadline: Date.now() + 10_000 } });
    const second = new Promise<void>((reached) => {
      req.host = { ...req.host, callTool: (alias) => (alias === "big" ? Promise.resolve(JSON.stringify({ ok: "x".repeat(17 << 20) })) : (reached(), new Promise<string>(() => undefined))) };
    });
    const flow = pool.run(req);
    await second;
    const stuck = pool.run(request(`async (api) => { api.print("__hang_this_worker__"); }`, { limits: { memoryBytes: 32 << 20, stackBytes: 256 << 10, deadline: Date.now() + 300 } }));
    expect(await stuck).toEqual({ kind: "stopped", reason: "timeout" });
    expect(await flow).toEqual({ kind: "failed", message: expect.stringContaining("sandbox worker stopped answering") });
    await pool.close();
  });

  it("runs a flow that queued for a stuck thread, and the neighbour answered meanwhile, elsewhere", async () => {
    // One thread at most: the neighbour waits in it, the stuck flow holds it, the third flow
    // queues, and the neighbour's answer queues behind it; once the stuck flow is past its time
    // the queued flow is handed the (still stuck) thread, which is then terminated under both.
    const pool = createSandboxPool({ size: 1, maxWorkers: 1, workerUrl: new URL("./stuck-worker.mjs", import.meta.url) });
    const req = request(`async (api) => (await api.call("t", {})).ok.alias`);
    let answer!: () => void;
    const called = new Promise<void>((reached) => {
      req.host = { ...req.host, callTool: (alias) => (reached(), new Promise((resolve) => (answer = () => resolve(JSON.stringify({ ok: { alias } }))))) };
    });
    const neighbour = pool.run(req);
    await called;
    const stuck = pool.run(request(`async (api) => { api.print("__hang_this_worker__"); }`, { limits: { memoryBytes: 32 << 20, stackBytes: 256 << 10, deadline: Date.now() + 300 } }));
    const queued = pool.run(request(`async () => "queued"`));
    answer();
    expect(await stuck).toEqual({ kind: "stopped", reason: "timeout" });
    expect(await queued).toMatchObject({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: "queued" }) });
    expect(await neighbour).toMatchObject({ kind: "returned", outcomeJson: JSON.stringify({ status: "ok", result: "t" }) });
    await pool.close();
  });
});
