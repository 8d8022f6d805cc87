// asyncio.gather over tool calls really overlaps them: a tool that answers only once two calls are
// in flight completes under gather, and the envelope logs every call. Plain awaits stay sequential.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createRegistry, ToolError, type ToolDefinition } from "../../../host/registry.js";
import { runFlow } from "../../../host/run-flow.js";
import { ROOT } from "../runner.js";

/** A tool whose calls wait until `needed` calls are in flight together (a barrier). */
function barrierTool(needed: number) {
  let inFlight = 0;
  let maxInFlight = 0;
  let release: (() => void) | null = null;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const tool: ToolDefinition = {
    name: "pair",
    category: "custom",
    flowEligible: true,
    output: "json",
    description: "answers once enough calls are in flight",
    async handler(args, ctx) {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      if (inFlight >= needed) release!();
      // Not a timing threshold: a deadlock guard so a sequential flow fails instead of hanging.
      const aborted = new Promise<never>((_, fail) =>
        ctx.signal.addEventListener("abort", () => fail(new ToolError("flow ended")), { once: true }),
      );
      await Promise.race([opened, aborted]);
      inFlight--;
      return { id: args.id };
    },
  };
  return { tool, stats: () => ({ maxInFlight }) };
}

function echoTool() {
  let inFlight = 0;
  let maxInFlight = 0;
  const tool: ToolDefinition = {
    name: "echo",
    category: "custom",
    flowEligible: true,
    output: "json",
    description: "answers after a macrotask",
    async handler(args) {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setImmediate(r));
      inFlight--;
      return args.x;
    },
  };
  return { tool, stats: () => ({ maxInFlight }) };
}

describe("asyncio.gather concurrency", () => {
  beforeAll(() => {
    // runFlow runs dist/'s guest in a dist/ worker: `npm test` builds first, a lone run builds here.
    if (!existsSync(join(ROOT, "dist/worker.js"))) execFileSync(process.execPath, [join(ROOT, "build.mjs")], { cwd: ROOT, stdio: "pipe" });
  }, 120_000);

  it("runs gathered tool calls at the same time and logs each", async () => {
    const { tool, stats } = barrierTool(2);
    const code = [
      "import asyncio",
      "async def main():",
      "    a, b = await asyncio.gather(pair(id=1), pair(id=2))",
      "    return [a['id'], b['id']]",
      "asyncio.run(main())",
    ].join("\n");
    const out = await runFlow({ name: "gather", tools: ["pair"], code }, { registry: createRegistry([tool]) });
    if (out.rejected) throw new Error(JSON.stringify(out.problems));
    expect(out.full.status).toBe("ok");
    expect(out.full.result).toEqual([1, 2]);
    expect(stats().maxInFlight).toBe(2);
    expect(out.full.calls.map((c) => [c.seq, c.tool, c.args, c.status])).toEqual([
      [1, "pair", { id: 1 }, "ok"],
      [2, "pair", { id: 2 }, "ok"],
    ]);
  });

  it("overlaps the calls of gathered async helpers", async () => {
    const { tool, stats } = barrierTool(2);
    const code = [
      "import asyncio",
      "async def get(i):",
      "    r = await pair(id=i)",
      "    return r['id'] * 10",
      "await asyncio.gather(*[get(i) for i in (1, 2)])",
    ].join("\n");
    const out = await runFlow({ name: "helpers", tools: ["pair"], code }, { registry: createRegistry([tool]) });
    if (out.rejected) throw new Error(JSON.stringify(out.problems));
    expect(out.full.status).toBe("ok");
    expect(out.full.result).toEqual([10, 20]);
    expect(stats().maxInFlight).toBe(2);
    expect(out.full.calls).toHaveLength(2);
  });

  it("keeps plain awaits sequential", async () => {
    const { tool, stats } = echoTool();
    const code = ["import asyncio", "async def main():", "    return [await echo(x=1), await echo(x=2)]", "asyncio.run(main())"].join("\n");
    const out = await runFlow({ name: "seq", tools: ["echo"], code }, { registry: createRegistry([tool]) });
    if (out.rejected) throw new Error(JSON.stringify(out.problems));
    expect(out.full.result).toEqual([1, 2]);
    expect(stats().maxInFlight).toBe(1);
    expect(out.full.calls.map((c) => c.seq)).toEqual([1, 2]);
  });
});
