// A bound on the requests of an MCP upstream that toolflow's client is answering at once. The
// client handles one request a server may send (the SDK's `ping`); a server that floods it and
// reads no answer made the client queue one write per ping, each waiting for the pipe to drain
// (a listener per write: removing them is quadratic) and held in memory without end. A request
// that arrives while MAX_ANSWERS_IN_FLIGHT answers are unsent is dropped unanswered, as a
// request of a method the client has no handler for is (host/mcp/unhandled-messages.ts); so is
// every later one if the server cancels its requests before they are answered (the SDK then
// sends no answer), which harms only that server.
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";

/**
 * Requests answered at once: a well-behaved server waits for its ping's answer. Below Node's
 * warning at 11 listeners on one stream (each unsent answer waits on the pipe with one).
 */
export const MAX_ANSWERS_IN_FLIGHT = 4;

/**
 * Wraps `transport` (before the client connects it) so that its requests reach the client only
 * while fewer than `max` of the client's answers are still being made or sent.
 */
export function limitAnswersInFlight(transport: Transport, max = MAX_ANSWERS_IN_FLIGHT): void {
  // The ids of admitted requests not yet answered, with how many of each (a server may repeat one).
  const unanswered = new Map<string | number, number>();
  let inFlight = 0;
  const start = transport.start.bind(transport);
  transport.start = () => {
    // The client has set onmessage by now (Protocol.connect sets it, then starts the transport).
    const deliver = transport.onmessage;
    transport.onmessage = (message, extra) => {
      // Messages here passed the SDK's schema: a request has a method and an id.
      if ("method" in message && "id" in message) {
        if (inFlight >= max) return;
        inFlight++;
        unanswered.set(message.id, (unanswered.get(message.id) ?? 0) + 1);
      }
      deliver?.(message, extra);
    };
    return start();
  };
  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    const id = "id" in message && !("method" in message) ? message.id : undefined;
    const count = id === undefined ? undefined : unanswered.get(id);
    if (id === undefined || count === undefined) return send(message, options);
    if (count === 1) unanswered.delete(id);
    else unanswered.set(id, count - 1);
    try {
      return await send(message, options);
    } finally {
      inFlight--;
    }
  };
}
