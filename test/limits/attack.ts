// Shared by the adversarial suite: runs an attack script through the library exactly as a host
// would (real transpiler, guest runtime, a worker's QuickJS sandbox) and returns both envelopes.
import { expect } from "vitest";
import { createRegistry, type ToolDefinition } from "../../host/registry.js";
import { runFlow, type FlowRun } from "../../host/run-flow.js";
import type { Limits } from "../../host/limits.js";
import { ClippedEnvelopeSchema, EnvelopeSchema, type Envelope } from "../../host/schema/envelope.js";

/** Scripts that each grow guest memory until a heap cap stops them with MemoryError; each prints
 * "start" first, and the last one catches MemoryError and would go on if the cap let it. */
export const MEMORY_BOMBS: [string, string][] = [
  ['"a" * 10**10', 'print("start")\nx = "a" * 10**10\n'],
  ["10**10**8", 'print("start")\nx = 10**10**8\n'],
  ["bytes(10**10)", 'print("start")\nx = bytes(10**10)\n'],
  ["bytearray(10**10)", 'print("start")\nx = bytearray(10**10)\n'],
  ["a bytearray growing in place", 'print("start")\nx = bytearray(b"x")\nwhile True:\n    x += x\n    x.extend(x)\n'],
  ["doubling lists", 'print("start")\nx = [1]\nwhile True:\n    x = x + x\n'],
  ["growing dicts", 'print("start")\nd = {}\ni = 0\nwhile True:\n    d[i] = [i]\n    i += 1\n'],
  ["millions of small strings", 'print("start")\ns = [str(i) + "x" for i in range(10**7)]\n'],
  ["a MemoryError caught in a loop", 'print("start")\nkeep = []\nwhile True:\n    try:\n        keep.append("b" * 10**6)\n    except MemoryError:\n        print("caught")\n'],
];

/** Names Object.prototype answers for on a plain object: as tool names they must stay plain names. */
export const PROTOTYPE_NAMES = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf", "__defineGetter__", "then", "prototype"];

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
  return { envelope: parseEnvelope(envelope), full: EnvelopeSchema.parse(full) };
}

/**
 * An envelope checked against its schema. One that cannot fit is status and truncation only
 * (SPEC §4); the tests that cause one read just those two fields.
 */
export function parseEnvelope(raw: unknown): Envelope {
  const whole = typeof raw === "object" && raw !== null && "prints" in raw;
  return whole ? EnvelopeSchema.parse(raw) : (ClippedEnvelopeSchema.parse(raw) as Envelope);
}

export function textTool(name: string, handler: ToolDefinition["handler"]): ToolDefinition {
  return { name, category: "custom", flowEligible: true, output: "text", handler };
}

/** The host is still fine: a plain flow runs to the right answer after the attack. */
export async function expectHostUp(): Promise<void> {
  const { envelope } = await attack("print('still here')\n6 * 7");
  expect(envelope).toMatchObject({ status: "ok", prints: "still here\n", result: 42 });
}
