// A tenant's tool calls per minute, counted for the whole fleet in Redis (one counter per
// calendar minute, INCR is atomic across workers): a call over the limit waits for the next
// minute, as a call waiting for a concurrency slot does, instead of failing the flow.
import type { Redis } from "ioredis";
import type { ToolDefinition, ToolRegistry } from "../registry.js";
import type { TenantKeys } from "./keys.js";

const MINUTE_MS = 60_000;

/** `windowMs` is a minute but in tests. */
export function rateLimitedCalls(redis: Redis, keys: TenantKeys, perMinute: number | undefined, windowMs = MINUTE_MS): (registry: ToolRegistry) => ToolRegistry {
  if (perMinute === undefined) return (registry) => registry;
  const limited = (tool: ToolDefinition): ToolDefinition => ({
    ...tool,
    handler: async (args, context) => {
      for (;;) {
        const window = Math.floor(Date.now() / windowMs);
        const key = keys.callsInMinute(window);
        const [[, count]] = (await redis.multi().incr(key).pexpire(key, 2 * windowMs).exec()) as [[unknown, number]];
        if (count <= perMinute) return tool.handler(args, context);
        await sleep((window + 1) * windowMs - Date.now(), context.signal);
      }
    },
  });
  return (registry) => new Map([...registry].map(([name, tool]) => [name, limited(tool)]));
}

/** Resolves after `ms`; rejects when the flow ends first (its signal aborts). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error("the flow ended while the call waited for the tenant's call rate"));
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, Math.max(1, ms));
    const stop = () => {
      clearTimeout(timer);
      reject(new Error("the flow ended while the call waited for the tenant's call rate"));
    };
    signal.addEventListener("abort", stop, { once: true });
  });
}
