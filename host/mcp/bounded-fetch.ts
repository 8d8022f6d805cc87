// The fetch toolflow's MCP client uses for a streamable-HTTP upstream server: the SDK reads a JSON
// answer whole (response.json()) and buffers an SSE event until it ends, however large, so a
// hostile or broken server could fill the host's memory with one answer. Here a response body may
// carry at most MAX_MESSAGE_BYTES in one message: a JSON body in all, an event stream between two
// events. Past it the body fails, the request it answers fails with it (a JSON answer at once; an
// event stream's request when the flow's deadline or cancellation ends the call), and the
// connection serves the next request.
import { MAX_MESSAGE_BYTES } from "./bounded-read-buffer.js";

type Fetch = typeof fetch;

export class MessageTooLargeError extends Error {
  override name = "MessageTooLargeError";
}

/** `fetch` whose response bodies fail once one message passes `maxBytes`. */
export function boundedFetch(maxBytes = MAX_MESSAGE_BYTES, inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (!response.body) return response;
    const events = (response.headers.get("content-type") ?? "").toLowerCase().startsWith("text/event-stream");
    const body = response.body.pipeThrough(messageLimit(maxBytes, events));
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * Counts the bytes of the current message: for an event stream, since the last blank line (an
 * event's end: "\n\n", "\r\n\r\n" or "\r\r"); otherwise since the start.
 */
export function messageLimit(maxBytes: number, events: boolean): TransformStream<Uint8Array, Uint8Array> {
  let size = 0;
  // The last bytes seen, to find a blank line split across chunks.
  let previous = 0;
  let beforePrevious = 0;
  return new TransformStream({
    transform(chunk, controller) {
      let over = false;
      if (!events) {
        size += chunk.length;
        over = size > maxBytes;
      } else {
        for (const byte of chunk) {
          size++;
          const lf = byte === 0x0a && (previous === 0x0a || (previous === 0x0d && beforePrevious === 0x0a));
          if (lf || (byte === 0x0d && previous === 0x0d)) size = 0;
          over ||= size > maxBytes;
          beforePrevious = previous;
          previous = byte;
        }
      }
      if (over) controller.error(new MessageTooLargeError(`the MCP server's message is over toolflow's limit of ${maxBytes} bytes`));
      else controller.enqueue(chunk);
    },
  });
}
