// The sandbox with a stand-in guest (fake-guest.ts), run the way the sandbox tests run it: each
// flow's prints and tool calls collected, its runtime disposed so a leaked handle shows.
import { expect } from "vitest";
import { runSandbox, type SandboxRequest, type SandboxResult } from "../../wasm/sandbox.js";
import type { HostImports } from "../../wasm/host-binding.js";
import { FAKE_GUEST } from "./fake-guest.js";

export const MiB = 1 << 20;

export interface Harness {
  prints: string[];
  calls: { alias: string; args: unknown }[];
}

export function run(
  program: string,
  options: Partial<SandboxRequest> & { tool?: (alias: string, args: any) => Promise<unknown>; timeoutMs?: number } = {},
): Promise<SandboxResult & { harness: Harness }> {
  const harness: Harness = { prints: [], calls: [] };
  const host: HostImports = {
    async callTool(alias, argsJson) {
      const args = JSON.parse(argsJson);
      harness.calls.push({ alias, args });
      const answer = options.tool ? await options.tool(alias, args) : { echo: args };
      return JSON.stringify({ ok: answer });
    },
    print(text) {
      harness.prints.push(text);
    },
  };
  return runSandbox({
    guestSource: FAKE_GUEST,
    program,
    optionsJson: JSON.stringify({ tools: {} }),
    host,
    limits: { memoryBytes: 32 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + (options.timeoutMs ?? 10_000) },
    // Dispose each flow's runtime, so a leaked handle shows as cleanupError.
    checkLeaks: true,
    ...options,
  }).then((result) => ({ ...result, harness }));
}

export function outcomeOf(result: SandboxResult): any {
  expect(result.kind).toBe("returned");
  expect(result.cleanupError).toBeUndefined();
  return JSON.parse((result as { outcomeJson: string }).outcomeJson);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
