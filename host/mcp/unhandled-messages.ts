// Messages from an MCP upstream that toolflow's client has no handler for. The SDK checks each
// against its message schema and then ignores a notification (100,000 log notifications cost the
// host's thread ~15 s on stdio and ~10 s over HTTP) or answers a request with "method not found"
// (20,000 `roots/list` requests over stdio stalled the host's event loop for 5 s: one answer
// written per request, each waiting for the pipe to drain). Toolflow's client declares no
// capability a server may ask of it, so such a request breaks the protocol. Both transports' read
// sides drop these after JSON.parse, before the SDK sees them.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";

/** Whether the client handles messages of this method (`request`: a request, else a notification). */
export type HandledMethod = (method: string, request: boolean) => boolean;

/** Whether `message` (parsed JSON) is a notification or request whose method `handled` refuses. */
export function isUnhandled(message: unknown, handled: HandledMethod): boolean {
  if (typeof message !== "object" || message === null || Array.isArray(message)) return false;
  const { method } = message as { method?: unknown };
  return typeof method === "string" && !handled(method, "id" in message);
}

/**
 * The methods `client` has handlers for, read live (handlers set later count). The handlers are
 * private fields of the SDK (pinned by test/host/mcp/bounded-read-buffer.test.ts); a changed
 * shape fails the connection, not a flow.
 */
export function handledBy(client: Client): HandledMethod {
  const internals = client as unknown as { _notificationHandlers?: unknown; _requestHandlers?: unknown };
  const notifications = internals._notificationHandlers;
  const requests = internals._requestHandlers;
  if (!(notifications instanceof Map) || !(requests instanceof Map)) {
    throw new Error("the MCP SDK changed shape: Client._notificationHandlers or _requestHandlers is missing");
  }
  return (method, request) => (request ? requests.has(method) || client.fallbackRequestHandler !== undefined : notifications.has(method));
}
