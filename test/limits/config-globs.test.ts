// A config file is hostile input too: globs in its permission rules, secret files, web host lists and mcp_tools_deny that make
// picomatch's regexes backtrack for minutes (`*a*a*...*b` against a long name) are answered at
// once, and the host's event loop keeps turning while a flow's calls are checked against them.
// The bounds are generous (the machine is shared): picomatch took over 2 minutes on one such path.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PermissionEngine } from "../../host/permissions/index.js";
import { hostPolicy } from "../../host/tools/host-policy.js";
import { validateRequest } from "../../host/validate.js";
import { createRegistry } from "../../host/registry.js";
import { tool } from "../host/test-tools.js";

const BOMB = "*a*a*a*a*a*a*a*a*a*a*a*a*b";
const LONG = "a".repeat(60);

let dir: string;
beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-config-globs-")));
  mkdirSync(join(dir, LONG.repeat(3)));
  writeFileSync(join(dir, LONG.repeat(3), LONG), "x\n");
  writeFileSync(join(dir, `${LONG}b`), "x\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("config globs that make picomatch backtrack", () => {
  it("answer in well under a second without holding the event loop", async () => {
    const engine = new PermissionEngine({
      projectRoot: dir,
      mode: "standard",
      rules: { deny: [{ tool: "fs.read", args: { path: `**/${BOMB}` } }, { tool: BOMB }], allow: [{ tool: "file_read" }] },
      secrets: { files: [`**/${BOMB}/**`] },
    });
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const started = performance.now();
    const verdicts = [];
    const hosts = hostPolicy({ denyHosts: [BOMB.toUpperCase()] });
    const refusals = [];
    const validations = [];
    const mcpTools = createRegistry([tool(`mcp__${LONG}`, "mcp")]);
    for (let i = 0; i < 20; i++) {
      validations.push(validateRequest({ code: "1", name: "f", tools: [`mcp__${LONG}`] }, mcpTools, [`mcp__${BOMB}`]).ok);
      refusals.push(hosts.refusal(new URL(`https://${LONG}.example/`)), hosts.refusal(new URL(`https://${LONG}b/`)));
      verdicts.push(await engine.decide("file_read", { path: `${LONG.repeat(3)}/${LONG}` }));
      verdicts.push(await engine.decide("file_read", { path: `${LONG}b` }));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const elapsed = performance.now() - started;
    histogram.disable();
    console.log(`40 permission checks, 40 host checks and 20 mcp_tools_deny checks against ${BOMB}: ${elapsed.toFixed(1)} ms, event loop delay max ${(histogram.max / 1e6).toFixed(1)} ms`);
    // The long name misses the glob (no `b`), the other hits it: the rules still decide.
    expect(verdicts.filter((_, i) => i % 2 === 0).every((v) => v.allowed)).toBe(true);
    expect(verdicts.filter((_, i) => i % 2 === 1).every((v) => !v.allowed && v.by.startsWith("deny rule"))).toBe(true);
    expect(refusals.filter((_, i) => i % 2 === 0).every((why) => why === null)).toBe(true);
    expect(refusals.filter((_, i) => i % 2 === 1).every((why) => why?.includes("deny_hosts"))).toBe(true);
    expect(validations.every((ok) => ok)).toBe(true);
    expect(elapsed).toBeLessThan(1000);
    expect(histogram.max / 1e6).toBeLessThan(200);
  });
});
