// The read side of a stdio MCP connection, in place of the SDK's ReadBuffer. The SDK's copies its
// whole buffer on every chunk (a 10 MB answer cost ~0.8 GB of copying on the host's event loop)
// and, past 10 MB, throws, upon which its transport kills the server: one tool answer too large
// for the SDK took the server away from every flow using it. Here chunks are kept until a line
// ends (linear), an answer may be up to MAX_MESSAGE_BYTES, and a larger message is skipped to its
// end: the request it answers (its id, read off the line's two ends) fails with a JSON-RPC error
// naming the limit, and the connection goes on. A notification or request the client has no handler
// for is dropped after JSON.parse (host/mcp/unhandled-messages.ts).
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { handledBy, isUnhandled, type HandledMethod } from "./unhandled-messages.js";

/** The largest message read: a tool answer beyond the default flow memory could not be held by the flow. */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** Bytes of each end of a skipped line kept to find its id. */
const END_BYTES = 256;

const NEWLINE = 0x0a;
/** A JSON-RPC id as the first member (after "jsonrpc") or the last member of the line's object. */
const ID_FIRST = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/;
const ID_LAST = /[{,]\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*\}\s*$/;

export class BoundedReadBuffer {
  /** Chunks of the line being read (no newline among them). */
  private chunks: Buffer[] = [];
  private size = 0;
  /** Set while skipping a line past the limit: its start, its last bytes, its length so far. */
  private skipping: { head: Buffer; tail: Buffer; bytes: number } | undefined;
  /** Lines read and not yet taken, in order: a message, or why a line is not one. */
  private readonly ready: ({ message: JSONRPCMessage } | { error: unknown })[] = [];

  constructor(
    private readonly handled: HandledMethod,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {}

  append(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
      this.take(chunk.subarray(start, end));
      this.endLine();
      start = end + 1;
    }
    if (start < chunk.length) this.take(chunk.subarray(start));
  }

  /** The next message; throws (once) for a line that is not one, as the SDK's ReadBuffer does. */
  readMessage(): JSONRPCMessage | null {
    const next = this.ready.shift();
    if (next === undefined) return null;
    if ("error" in next) throw next.error;
    return next.message;
  }

  clear(): void {
    this.chunks = [];
    this.size = 0;
    this.skipping = undefined;
    this.ready.length = 0;
  }

  private take(part: Buffer): void {
    if (part.length === 0) return;
    if (this.skipping) {
      this.skipping.tail = Buffer.concat([this.skipping.tail, part]).subarray(-END_BYTES);
      this.skipping.bytes += part.length;
      return;
    }
    if (this.size + part.length <= this.maxBytes) {
      this.chunks.push(part);
      this.size += part.length;
      return;
    }
    const line = Buffer.concat([...this.chunks, part]);
    this.skipping = { head: line.subarray(0, END_BYTES), tail: line.subarray(-END_BYTES), bytes: line.length };
    this.chunks = [];
    this.size = 0;
  }

  private endLine(): void {
    if (this.skipping) {
      const { head, tail, bytes } = this.skipping;
      this.skipping = undefined;
      const id = ID_FIRST.exec(head.toString("latin1"))?.[1] ?? ID_LAST.exec(tail.toString("latin1"))?.[1];
      // A message without a recognisable id (a notification, or an answer in an unusual order) is dropped.
      if (id !== undefined) {
        const message = `the MCP server's message is ${bytes} bytes, over toolflow's limit of ${this.maxBytes} bytes`;
        this.ready.push({ message: { jsonrpc: "2.0", id: JSON.parse(id) as string | number, error: { code: -32600, message } } });
      }
      return;
    }
    const line = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = [];
    this.size = 0;
    const text = line.toString("utf8").replace(/\r$/, "");
    if (text.trim() === "") return;
    try {
      const parsed: unknown = JSON.parse(text);
      if (isUnhandled(parsed, this.handled)) return;
      this.ready.push({ message: JSONRPCMessageSchema.parse(parsed) });
    } catch (error) {
      this.ready.push({ error });
    }
  }
}

/**
 * Gives an SDK stdio transport (before start) a BoundedReadBuffer in place of its own, dropping
 * the notifications and requests `client` has no handler for. The buffer is a private field of
 * the SDK (pinned by test/host/mcp/bounded-read-buffer.test.ts); a changed shape fails the
 * connection, not a flow.
 */
export function boundReads(transport: StdioClientTransport, client: Client): void {
  const internals = transport as unknown as { _readBuffer?: { append?: unknown; readMessage?: unknown; clear?: unknown } };
  const own = internals._readBuffer;
  if (typeof own?.append !== "function" || typeof own.readMessage !== "function" || typeof own.clear !== "function") {
    throw new Error("the MCP SDK changed shape: StdioClientTransport._readBuffer is missing");
  }
  internals._readBuffer = new BoundedReadBuffer(handledBy(client));
}
