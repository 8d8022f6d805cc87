// Over MCP stdio (the CLI's `toolflow mcp`, one client and no tenant cap): busy loops the client
// keeps running in the background, more than the pool's size, do not hold up its trivial flows.
// Those finish within a few times what they took alone just before in the same server, plus the
// time for the pool to start a worker: bounds relative to the machine's load, not speed (the
// HTTP sessions' case, with tenants, is test/host/mcp/http-tenants.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../ensure-built.js";
import { initializedPeer, type StdioPeer } from "./mcp-stdio-peer.js";

const BUSY_TIMEOUT_S = 120;
/** More than the default pool's size (the cores, here 2): the pool must grow for the trivial flows. */
const BUSY_FLOWS = 4;
/** As in starvation.test.ts: a few times the time alone, plus a worker's start on cores the busy loops share. */
const ALONE_FACTOR = 3;
const GROWTH_MS = 6000;

describe("MCP over stdio: background busy loops beside trivial flows", () => {
  let peer: StdioPeer;
  let id = 1;
  const call = async (name: string, args: Record<string, unknown>): Promise<Record<string, any>> => {
    const answer = await peer.ask({ jsonrpc: "2.0", id: ++id, method: "tools/call", params: { name, arguments: args } });
    return JSON.parse(answer.result.content[0].text) as Record<string, any>;
  };
  /** Three trivial flows one after the other: how long they took. */
  const trivialFlows = async (): Promise<number> => {
    const started = performance.now();
    for (let i = 0; i < 3; i++) {
      expect(await call("tool_flow", { name: `trivial-${i}`, code: `print("t")\n6 * ${i}`, tools: [], timeout_seconds: 10 })).toMatchObject({ status: "ok", prints: "t\n", result: 6 * i });
    }
    return performance.now() - started;
  };

  beforeAll(async () => {
    ensureBuilt();
    peer = await initializedPeer();
  }, 120_000);
  afterAll(() => peer.stop());

  it("finishes the trivial flows while busy loops hold every worker", async () => {
    // A cold start (the transpiler loaded, a worker booted) is not what is measured.
    expect(await call("tool_flow", { name: "warm", code: "1", tools: [] })).toMatchObject({ status: "ok", result: 1 });
    const alone = await trivialFlows();
    const jobs: string[] = [];
    for (let i = 0; i < BUSY_FLOWS; i++) {
      const started = await call("tool_flow", { name: `busy-${i}`, code: "while True:\n    pass\n", tools: [], timeout_seconds: BUSY_TIMEOUT_S, background: true });
      jobs.push(started.job as string);
    }
    const beside = await trivialFlows();
    const bound = Math.min((BUSY_TIMEOUT_S * 1000) / 4, ALONE_FACTOR * alone + GROWTH_MS);
    console.log(`3 trivial flows done after ${Math.round(beside)} ms beside ${BUSY_FLOWS} busy loops, ${Math.round(alone)} ms alone (bound ${Math.round(bound)} ms)`);
    expect(beside).toBeLessThan(bound);
    for (const job of jobs) expect(await call("job_cancel", { job })).toBeDefined();
    expect(peer.alive).toBe(true);
  }, 120_000);
});
