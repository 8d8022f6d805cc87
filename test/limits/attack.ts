// Shared by the adversarial suite: runs an attack script through the library exactly as a host
// would (real transpiler, guest runtime, a worker's QuickJS sandbox) and returns both envelopes.
import { execFileSync } from "node:child_process";
import { expect } from "vitest";
import { createRegistry, runFlow, type Envelope, type FlowRun, type Limits, type ToolDefinition } from "../../host/index.js";
import { ClippedEnvelopeSchema, EnvelopeSchema } from "../../host/schema/envelope.js";

const ROOT = new URL("../..", import.meta.url);

/** runFlow loads dist/guest-source.js and starts dist/worker.js: build them from these sources. */
export function buildOnce(): void {
  execFileSync("node", ["build.mjs"], { cwd: ROOT, stdio: "pipe" });
}

export interface AttackOptions {
  tools?: ToolDefinition[];
  limits?: Partial<Limits>;
  timeoutSeconds?: number;
  signal?: AbortSignal;
  projectRoot?: string;
}

export async function attack(code: string, options: AttackOptions = {}): Promise<{ envelope: Envelope; full: Envelope }> {
  const tools = options.tools ?? [];
  const outcome = await runFlow(
    { code, name: "attack", tools: tools.map((t) => t.name), timeout_seconds: options.timeoutSeconds ?? 20 },
    {
      registry: createRegistry(tools),
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.projectRoot ? { projectRoot: options.projectRoot } : {}),
    },
  );
  expect(outcome.rejected).toBe(false);
  const { envelope, full } = outcome as FlowRun;
  // An envelope that cannot fit is status and truncation only (SPEC §4); the tests that cause
  // one read just those two fields.
  const checked = "prints" in envelope ? EnvelopeSchema.parse(envelope) : (ClippedEnvelopeSchema.parse(envelope) as Envelope);
  return { envelope: checked, full: EnvelopeSchema.parse(full) };
}

export function textTool(name: string, handler: ToolDefinition["handler"]): ToolDefinition {
  return { name, category: "custom", flowEligible: true, output: "text", handler };
}

/** The host is still fine: a plain flow runs to the right answer after the attack. */
export async function expectHostUp(): Promise<void> {
  const { envelope } = await attack("print('still here')\n6 * 7");
  expect(envelope).toMatchObject({ status: "ok", prints: "still here\n", result: 42 });
}
