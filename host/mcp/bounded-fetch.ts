// The fetch toolflow's MCP client uses for a streamable-HTTP upstream server: the SDK reads a JSON
// answer whole (response.json()) and buffers an SSE event until it ends, however large, so a
// hostile or broken server could fill the host's memory with one answer. Here a response body may
// carry at most MAX_MESSAGE_BYTES in one message: a JSON body in all, an event stream between two
// events. Past it the body fails, the request it answers fails with it (a JSON answer at once; an
// event stream's request when the flow's deadline or cancellation ends the call), and the
// connection serves the next request. An event stream's events are passed on whole, one by one,
// except a notification or request the client has no handler for (host/mcp/unhandled-messages.ts).
import { MAX_MESSAGE_BYTES } from "./bounded-read-buffer.js";
import { isUnhandled, type HandledMethod } from "./unhandled-messages.js";

type Fetch = typeof fetch;

export class MessageTooLargeError extends Error {
  override name = "MessageTooLargeError";
}

/**
 * An event larger than this is passed on without being read: a notification flood is many small
 * events, and reading a large tool answer twice would double its cost.
 */
const READ_EVENT_BYTES = 64 * 1024;

/**
 * `fetch` whose response bodies fail once one message passes `maxBytes`, and whose event streams
 * drop the notifications and requests `handled` refuses.
 */
export function boundedFetch(handled: HandledMethod, maxBytes = MAX_MESSAGE_BYTES, inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (!response.body) return response;
    const events = (response.headers.get("content-type") ?? "").toLowerCase().startsWith("text/event-stream");
    const body = response.body.pipeThrough(messageLimit(maxBytes, events ? handled : undefined));
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * Counts the bytes of the current message: for an event stream (`handled` given), since the last
 * blank line (an event's end: "\n\n", "\r\n\r\n" or "\r\r"), each event passed on once it ends,
 * unless it is an unhandled notification or request; otherwise since the start.
 */
export function messageLimit(maxBytes: number, handled?: HandledMethod): TransformStream<Uint8Array, Uint8Array> {
  const tooLarge = () => new MessageTooLargeError(`the MCP server's message is over toolflow's limit of ${maxBytes} bytes`);
  if (!handled) {
    let size = 0;
    return new TransformStream({
      transform(chunk, controller) {
        size += chunk.length;
        if (size > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    });
  }
  // The current event's parts from earlier chunks, and its size.
  let parts: Uint8Array[] = [];
  let size = 0;
  // The last bytes seen, to find a blank line split across chunks.
  let previous = 0;
  let beforePrevious = 0;
  const pass = (event: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>) => {
    if (!(event.length <= READ_EVENT_BYTES && isUnhandled(eventData(event), handled))) controller.enqueue(event);
  };
  return new TransformStream({
    transform(chunk, controller) {
      let start = 0;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]!;
        size++;
        const ends = (byte === 0x0a && (previous === 0x0a || (previous === 0x0d && beforePrevious === 0x0a))) || (byte === 0x0d && previous === 0x0d);
        beforePrevious = previous;
        previous = byte;
        if (ends) {
          pass(joined([...parts, chunk.subarray(start, i + 1)]), controller);
          parts = [];
          size = 0;
          start = i + 1;
        } else if (size > maxBytes) {
          return controller.error(tooLarge());
        }
      }
      if (start < chunk.length) parts.push(chunk.slice(start));
    },
    flush(controller) {
      if (parts.length > 0) controller.enqueue(joined(parts));
    },
  });
}

function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

const UTF8 = new TextDecoder();

/** The JSON of an event's `data` lines, or undefined when they hold none. */
function eventData(event: Uint8Array): unknown {
  const data: string[] = [];
  for (const line of UTF8.decode(event).split(/\r\n|\r|\n/)) {
    if (line === "data" || line.startsWith("data:")) data.push(line.slice(line[5] === " " ? 6 : 5));
  }
  try {
    return data.length > 0 ? JSON.parse(data.join("\n")) : undefined;
  } catch {
    return undefined;
  }
}
