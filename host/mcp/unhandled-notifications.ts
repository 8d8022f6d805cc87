// Notifications from an MCP upstream that toolflow's client has no handler for. The SDK checks
// each against its message schema and then ignores it: 100,000 log notifications cost the host's
// thread ~15 s on stdio and ~10 s over HTTP (schema checks, garbage collection), time every other
// flow waits. Both transports' read sides drop them after JSON.parse, before the SDK sees them.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";

/** Whether the client handles notifications of this method. */
export type HandledMethod = (method: string) => boolean;

/** Whether `message` (parsed JSON) is a notification whose method `handled` refuses. */
export function isUnhandledNotification(message: unknown, handled: HandledMethod): boolean {
  if (typeof message !== "object" || message === null || Array.isArray(message) || "id" in message) return false;
  const { method } = message as { method?: unknown };
  return typeof method === "string" && !handled(method);
}

/**
 * The notification methods `client` has handlers for, read live (handlers set later count). The
 * handlers are a private field of the SDK (pinned by test/host/mcp/bounded-read-buffer.test.ts); a
 * changed shape fails the connection, not a flow.
 */
export function handledBy(client: Client): HandledMethod {
  const handlers = (client as unknown as { _notificationHandlers?: unknown })._notificationHandlers;
  if (!(handlers instanceof Map)) throw new Error("the MCP SDK changed shape: Client._notificationHandlers is missing");
  return (method) => handlers.has(method);
}
