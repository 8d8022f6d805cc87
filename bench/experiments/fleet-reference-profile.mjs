// The fleet test's one-process reference phase (test/fleet/fleet.test.ts) on its own, to see where
// its time goes: 300 flows, 4 lookups (20 ms each in the server) + 4 records over one stdio MCP
// server, 50 at a time. Session 17 (suite time):
//   node --cpu-prof --cpu-prof-dir=/tmp/fleet-prof bench/experiments/fleet-reference-profile.mjs
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRegistry, McpServers, runFlow } from "../../dist/index.js";

const FLOWS = Number(process.env.FLOWS ?? 300);
const dir = mkdtempSync(join(tmpdir(), "fleet-prof-"));
writeFileSync(join(dir, "reference.txt"), "");
const flowCode = (i) =>
  ["import datetime", `print("start", datetime.datetime.now().isoformat())`, "total = 0", "for n in range(4):",
    `    info = mcp__count__lookup(key="f${i}-" + "x" * (n + ${i % 7}))`, '    total += info["size"]',
    `    r = mcp__count__record(flow="f${i}", n=n)`, '    print(r["recorded"], total)', "total"].join("\n");
const t0 = performance.now();
const upstream = await McpServers.connect({ count: { transport: "stdio", command: process.execPath, args: ["test/fleet/counting-tool-server.mjs", join(dir, "reference.txt")] } });
const registry = createRegistry(upstream.tools());
const t1 = performance.now();
const cpu0 = process.cpuUsage();
for (let start = 0; start < FLOWS; start += 50) {
  await Promise.all(Array.from({ length: Math.min(50, FLOWS - start) }, async (_, k) => {
    const run = await runFlow({ name: `f${start + k}`, code: flowCode(start + k), tools: ["mcp__count__lookup", "mcp__count__record"] }, { registry, now: () => new Date("2026-03-04T05:06:07Z") });
    if (run.rejected || run.full.status !== "ok") throw new Error(JSON.stringify(run).slice(0, 500));
  }));
}
const cpu = process.cpuUsage(cpu0);
console.log(`connect ${(t1 - t0).toFixed(0)} ms, ${FLOWS} flows ${(performance.now() - t1).toFixed(0)} ms wall, this process's CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
await upstream.close();
