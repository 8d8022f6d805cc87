// The page module dist/browser/toolflow.js in real Chromium: page-supplied tools across the worker
// boundary give the same envelope as Node's runFlow; limits, cancellation and a worker that must
// be terminated all settle the flow, and the next one runs in a fresh worker.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { runFlow as nodeRunFlow } from "../../host/run-flow.js";
import { createRegistry, ToolError, type ToolDefinition } from "../../host/registry.js";
import type { Envelope } from "../../host/schema/envelope.js";
import { BROWSER_DIST } from "../../browser/static-server.js";
import { buildBrowser, openSession, type Session } from "./chromium.js";

declare global {
  interface Window {
    /** The page module, loaded by pages/harness.html. */
    tf: typeof import("../../browser/index.js");
  }
}

let session: Session;
let page: Page;

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
/** The README's browser example, served as a page with the module at the server's root. */
const readmeDir = mkdtempSync(join(tmpdir(), "toolflow-readme-page-"));
/**
 * The browser build with a stale guest.snapshot: made from another guest runtime, or with another
 * QuickJS build. The header word that names it is changed (wasm/snapshot-format.ts: the third
 * word is the guest's hash, the fourth the QuickJS build's fresh-image hash).
 */
const STALE_SNAPSHOTS = [
  { made: "from another guest runtime", word: 2, dir: mkdtempSync(join(tmpdir(), "toolflow-stale-guest-")) },
  { made: "with another QuickJS build", word: 3, dir: mkdtempSync(join(tmpdir(), "toolflow-stale-quickjs-")) },
];
/** What the harness page and its worker wrote to the console. */
const consoleMessages: string[] = [];

beforeAll(async () => {
  buildBrowser();
  const section = README.slice(README.indexOf("\n## In a browser\n"));
  const example = /```html[^\n]*\n([\s\S]*?)```/.exec(section)?.[1];
  if (!example) throw new Error("README.md has no html example under ## In a browser");
  writeFileSync(join(readmeDir, "index.html"), example.replaceAll('"./', '"/'));
  for (const { word, dir } of STALE_SNAPSHOTS) {
    cpSync(BROWSER_DIST, dir, { recursive: true });
    const snapshot = readFileSync(join(dir, "guest.snapshot"));
    snapshot.writeUInt32LE((snapshot.readUInt32LE(word * 4) ^ 1) >>> 0, word * 4);
    writeFileSync(join(dir, "guest.snapshot"), snapshot);
    writeFileSync(join(dir, "stale.html"), readFileSync(new URL("./pages/relative-harness.html", import.meta.url)));
  }
  session = await openSession([
    { prefix: "/pages/", dir: fileURLToPath(new URL("./pages/", import.meta.url)) },
    { prefix: "/readme/", dir: readmeDir },
    ...STALE_SNAPSHOTS.map(({ dir }, i) => ({ prefix: `/stale${i}/`, dir })),
  ]);
  page = await session.context.newPage();
  page.on("console", (message) => consoleMessages.push(message.text()));
  await page.goto(`${session.server.url}pages/harness.html`);
  await page.waitForFunction(() => window.tf !== undefined);
});

afterAll(async () => {
  await session?.close();
  rmSync(readmeDir, { recursive: true, force: true });
  for (const { dir } of STALE_SNAPSHOTS) rmSync(dir, { recursive: true, force: true });
});

/** Runs a flow that calls no tools in `target`'s page module: its envelope, or the rejection. */
function runWithoutTools(target: Page, name: string, code: string) {
  return target.evaluate(
    async (flow) => {
      const outcome = await window.tf.runFlow({ ...flow, tools: [] }, { registry: window.tf.createRegistry([]) });
      return outcome.rejected ? outcome : outcome.envelope;
    },
    { name, code },
  );
}

const FILES: Record<string, string> = { "a.txt": "alpha\n", "b.txt": "beta beta\n" };

const SCRIPT = `
sizes = {}
for name in ["a.txt", "b.txt", "missing.txt"]:
    try:
        sizes[name] = len(read_file(path=name)["text"])
    except ToolError as e:
        print("skipped:", e)
page = lookup(url="/index.html")
print(page["has_run_button"], 2.0)
{"sizes": sizes, "page": page, "big": 2**70}
`;

/** The envelope without timings, which differ between runs. */
function untimed(envelope: Envelope): unknown {
  return { ...envelope, stats: { ...envelope.stats, ms: 0 }, calls: envelope.calls.map((call) => ({ ...call, ms: 0 })) };
}

describe("the page module", () => {
  it("runs the README's browser example and shows what it promises", async () => {
    const promised = /\n\s*\/\/ (.*)\n<\/script>/.exec(README.slice(README.indexOf("\n## In a browser\n")))?.[1];
    const readmePage = await session.context.newPage();
    try {
      await readmePage.goto(`${session.server.url}readme/`);
      await readmePage.waitForFunction(() => document.body?.textContent?.startsWith("["));
      expect(await readmePage.evaluate(() => document.body.textContent)).toBe(promised);
    } finally {
      await readmePage.close();
    }
  });

  it("calls page-supplied tools (in-memory files, fetch) and returns the envelope Node returns", async () => {
    const browserEnvelope = await page.evaluate(
      async ({ code, files }) => {
        const tf = window.tf;
        const registry = tf.createRegistry([
          {
            name: "read_file",
            category: "custom",
            flowEligible: true,
            output: "text",
            async handler(args: Record<string, unknown>) {
              const text = files[String(args.path)];
              if (text === undefined) throw new tf.ToolError(`no such file: ${String(args.path)}`);
              return text;
            },
          },
          {
            name: "lookup",
            category: "custom",
            flowEligible: true,
            output: "json",
            async handler(args: Record<string, unknown>) {
              const response = await fetch(String(args.url));
              const html = await response.text();
              return { status: response.status, has_run_button: html.includes('data-testid="run"') };
            },
          },
        ]);
        const outcome = await tf.runFlow({ name: "parity", tools: ["read_file", "lookup"], code }, { registry });
        if (outcome.rejected) throw new Error(JSON.stringify(outcome.problems));
        return outcome.envelope;
      },
      { code: SCRIPT, files: FILES },
    );

    const nodeTools: ToolDefinition[] = [
      {
        name: "read_file",
        category: "custom",
        flowEligible: true,
        output: "text",
        async handler(args) {
          const text = FILES[String(args.path)];
          if (text === undefined) throw new ToolError(`no such file: ${String(args.path)}`);
          return text;
        },
      },
      { name: "lookup", category: "custom", flowEligible: true, output: "json", handler: async () => ({ status: 200, has_run_button: true }) },
    ];
    const nodeOutcome = await nodeRunFlow({ name: "parity", tools: ["read_file", "lookup"], code: SCRIPT }, { registry: createRegistry(nodeTools) });
    if (nodeOutcome.rejected) throw new Error(JSON.stringify(nodeOutcome.problems));

    expect(browserEnvelope).toMatchObject({
      status: "ok",
      prints: "skipped: no such file: missing.txt\nTrue 2.0\n",
      result: { sizes: { "a.txt": 6, "b.txt": 10 }, page: { status: 200, has_run_button: true }, big: 2 ** 70 },
    });
    expect(untimed(browserEnvelope as Envelope)).toEqual(untimed(nodeOutcome.envelope as Envelope));
  });

  it("loads ajv (toolflow-ajv.js) only for a tool with an inputSchema, which it checks as Node does", async () => {
    const weather: ToolDefinition = {
      name: "weather",
      category: "custom",
      flowEligible: true,
      output: "json",
      inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"], additionalProperties: false },
      handler: async (args) => ({ city: args.city }),
    };
    const code = 'try:\n    weather(city=3)\nexcept TypeError as e:\n    print(e)\nweather(city="Oslo")';
    const fresh = await session.context.newPage();
    try {
      await fresh.goto(`${session.server.url}pages/harness.html`);
      await fresh.waitForFunction(() => window.tf !== undefined);
      const run = await fresh.evaluate(
        async ({ code, tool }) => {
          const tf = window.tf;
          const fetched = () => performance.getEntriesByType("resource").map((r) => r.name.split("/").pop()!).filter((name) => name.endsWith(".js"));
          const first = await tf.runFlow({ name: "first", tools: [], code: "x = 20\nx + 1" }, { registry: tf.createRegistry([]) });
          const afterFirst = fetched();
          const registry = tf.createRegistry([{ ...tool, handler: async (args: Record<string, unknown>) => ({ city: args.city }) }]);
          const checked = await tf.runFlow({ name: "checked", tools: ["weather"], code }, { registry });
          return { first: first.rejected ? first : first.envelope, afterFirst, afterChecked: fetched(), checked: checked.rejected ? checked : checked.envelope };
        },
        { code, tool: { ...weather, handler: undefined } },
      );
      expect(run.first).toMatchObject({ status: "ok", result: 21 });
      expect(run.afterFirst).toContain("toolflow.js");
      expect(run.afterFirst).not.toContain("toolflow-ajv.js");
      expect(run.afterChecked).toContain("toolflow-ajv.js");
      const node = await nodeRunFlow({ name: "checked", tools: ["weather"], code }, { registry: createRegistry([weather]) });
      if (node.rejected) throw new Error(JSON.stringify(node.problems));
      expect(run.checked).toMatchObject({ status: "ok", prints: "weather(): argument 'city' must be str, not int\n", result: { city: "Oslo" } });
      expect(untimed(run.checked as Envelope)).toEqual(untimed(node.envelope as Envelope));
    } finally {
      await fresh.close();
    }
  });

  it("delivers every print before the outcome, in order", async () => {
    const envelope = await page.evaluate(async () => {
      const outcome = await window.tf.runFlow(
        { name: "chatty", tools: [], code: "for i in range(3000):\n    print(i)\n'done'" },
        { registry: window.tf.createRegistry([]) },
      );
      return outcome.rejected ? outcome : outcome.full;
    });
    expect(envelope).toMatchObject({ status: "ok", result: "done" });
    expect((envelope as Envelope).prints).toBe(Array.from({ length: 3000 }, (_, i) => `${i}\n`).join(""));
  });

  it("hands the guest the answers ready together at once, as Node does (a gather's later task before its failure)", async () => {
    const code = [
      "import asyncio",
      "async def one(i):",
      "    r = await get(i=i)",
      "    print('got', i, r)",
      "    if i == 1:",
      "        raise ValueError('boom')",
      "async def main():",
      "    try:",
      "        await asyncio.gather(one(0), one(1), one(2))",
      "    except ValueError as e:",
      "        print('err', e)",
      "asyncio.run(main())",
    ].join("\n");
    const prints = await page.evaluate(async (code) => {
      const tf = window.tf;
      const registry = tf.createRegistry([{ name: "get", category: "custom", flowEligible: true, output: "json", handler: async (args: Record<string, unknown>) => args.i }]);
      const outcome = await tf.runFlow({ name: "together", tools: ["get"], code }, { registry });
      return outcome.rejected ? JSON.stringify(outcome.problems) : outcome.full.prints;
    }, code);
    expect(prints).toBe("got 0 0\ngot 1 1\ngot 2 2\nerr boom\n");
  });

  it("ends a flow at its call cap and when it is cancelled while computing", async () => {
    const outcomes = await page.evaluate(async () => {
      const tf = window.tf;
      const registry = tf.createRegistry([
        { name: "ping", category: "custom", flowEligible: true, output: "json", handler: async () => "pong" },
      ]);
      const capped = await tf.runFlow(
        { name: "capped", tools: ["ping"], code: "for i in range(10):\n    ping(n=i)\n" },
        { registry, limits: { maxCalls: 3 } },
      );
      const cancel = new AbortController();
      setTimeout(() => cancel.abort(), 300);
      const cancelled = await tf.runFlow({ name: "spin", tools: [], code: "while True:\n    pass\n" }, { registry, signal: cancel.signal });
      return [capped, cancelled].map((outcome) => (outcome.rejected ? outcome : outcome.envelope));
    });
    expect(outcomes[0]).toMatchObject({ status: "error", error: { type: "CallLimitExceeded" }, stats: { calls: 3 } });
    expect(outcomes[1]).toMatchObject({ status: "error", error: { type: "Cancelled" } });
  });

  it("terminates a worker that does not answer, settles its flow, and runs the next flow in a fresh worker", async () => {
    const results = await page.evaluate(async () => {
      const tf = window.tf;
      const request = (deadlineMs: number) => ({
        guestSource: "",
        program: "",
        optionsJson: "{}",
        host: { callTool: async () => "{}", print: () => undefined },
        limits: { memoryBytes: 16 << 20, stackBytes: 256 << 10, deadline: Date.now() + deadlineMs },
      });
      const hung = await tf.runSandboxInWorker(request(200), new URL("/pages/hang.js", location.href));
      const missing = await tf.runSandboxInWorker(request(5000), new URL("/pages/no-such-worker.js", location.href));
      const next = await tf.runFlow({ name: "next", tools: [], code: "6 * 7" }, { registry: tf.createRegistry([]) });
      return { hung, missing, next: next.rejected ? next : next.envelope };
    });
    expect(results.hung).toEqual({ kind: "stopped", reason: "timeout" });
    expect(results.missing).toMatchObject({ kind: "failed", message: expect.stringContaining("sandbox worker failed") });
    expect(results.next).toMatchObject({ status: "ok", result: 42 });
  });

  it("fails deep recursion as RecursionError, not by crashing the worker", async () => {
    const envelope = await runWithoutTools(page, "deep", "def f(n):\n    return f(n + 1)\nf(0)\n");
    expect(envelope).toMatchObject({ status: "error", error: { type: "RecursionError", line: 2 } });
  });
});

describe("the guest snapshot", () => {
  it("restores every sandbox from guest.snapshot (made at build time), never loading the guest instead", async () => {
    const envelope = await runWithoutTools(page, "modules", 'import re\nimport json\njson.dumps(re.findall(r"\\d+", "a1b22"))');
    expect(envelope).toMatchObject({ status: "ok", result: '["1", "22"]' });
    // Every flow of this page so far ran; a refused or failed snapshot is reported on the console.
    expect(consoleMessages.filter((message) => /snapshot/i.test(message))).toEqual([]);
  });

  it.each(STALE_SNAPSHOTS.map(({ made }, i) => ({ made, i })))("refuses a guest.snapshot made $made, and runs flows by loading the guest", async ({ i }) => {
    const stalePage = await session.context.newPage();
    const messages: string[] = [];
    stalePage.on("console", (message) => messages.push(message.text()));
    try {
      await stalePage.goto(`${session.server.url}stale${i}/stale.html`);
      await stalePage.waitForFunction(() => window.tf !== undefined);
      const envelope = await runWithoutTools(stalePage, "stale", "x = 20\nx + 1");
      expect(envelope).toMatchObject({ status: "ok", result: 21 });
      expect(messages).toContainEqual(expect.stringContaining("guest.snapshot is not used"));
    } finally {
      await stalePage.close();
    }
  });
});

describe("the page module without cross-origin isolation (no SharedArrayBuffer stop flag)", () => {
  let plain: Session;
  let plainPage: Page;

  beforeAll(async () => {
    plain = await openSession([{ prefix: "/pages/", dir: fileURLToPath(new URL("./pages/", import.meta.url)) }], false);
    plainPage = await plain.context.newPage();
    await plainPage.goto(`${plain.server.url}pages/harness.html`);
    await plainPage.waitForFunction(() => window.tf !== undefined);
  });

  afterAll(async () => {
    await plain?.close();
  });

  it("cancels a flow waiting on a tool by message, and a computing one by terminating its worker", async () => {
    const outcomes = await plainPage.evaluate(async () => {
      const tf = window.tf;
      // Each flow is cancelled once its first tool call has reached the page, so it is surely running.
      let cancel = new AbortController();
      const registry = tf.createRegistry([
        {
          name: "slow",
          category: "custom",
          flowEligible: true,
          output: "json",
          handler: (_args, ctx) => {
            cancel.abort();
            return new Promise((_resolve, reject) => ctx.signal.addEventListener("abort", () => reject(new Error("aborted"))));
          },
        },
        {
          name: "started",
          category: "custom",
          flowEligible: true,
          output: "json",
          handler: async () => {
            const current = cancel;
            setTimeout(() => current.abort(), 50);
            return null;
          },
        },
      ]);
      const waiting = await tf.runFlow({ name: "wait", tools: ["slow"], code: 'print("asking")\nslow()\n' }, { registry, signal: cancel.signal });
      cancel = new AbortController();
      const spinning = await tf.runFlow(
        { name: "spin", tools: ["started"], code: "started()\nwhile True:\n    pass\n" },
        { registry, signal: cancel.signal },
      );
      const next = await tf.runFlow({ name: "next", tools: [], code: "6 * 7" }, { registry });
      return { isolated: crossOriginIsolated, envelopes: [waiting, spinning, next].map((o) => (o.rejected ? o : o.envelope)) };
    });
    expect(outcomes.isolated).toBe(false);
    const [waiting, spinning, next] = outcomes.envelopes;
    expect(waiting).toMatchObject({
      status: "error",
      prints: "asking\n",
      error: { type: "Cancelled" },
      calls: [{ tool: "slow", status: "error", error: "the flow ended before the tool answered" }],
    });
    expect(spinning).toMatchObject({ status: "error", error: { type: "Cancelled" }, calls: [{ tool: "started", status: "ok" }] });
    expect(next).toMatchObject({ status: "ok", result: 42 });
  });
});
