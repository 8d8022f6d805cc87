// MCP over stdio with bounded messages: one JSON-RPC message per line, as the SDK's transport,
// but a line past MAX_REQUEST_BYTES is skipped (not buffered) and a line that is not a JSON-RPC
// message is answered with a JSON-RPC error; neither ends the server (the SDK's closes on both).
// While the peer does not read the answers (stdout's buffer is full), no more requests are read:
// a client flooding requests and reading nothing grew the server by ~110 MB a second.
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { MAX_REQUEST_BYTES, readMessage, tooLarge, type JsonRpcErrorMessage } from "./request-limit.js";

export class BoundedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** The current line's chunks so far, and their size; null while skipping an oversized line. */
  private line: Buffer[] | null = [];
  private lineBytes = 0;
  /** Set while stdout's buffer is full: resolves when it drains (one listener for every waiting send). */
  private drained: Promise<void> | undefined;

  constructor(
    private readonly stdin: NodeJS.ReadableStream = process.stdin,
    private readonly stdout: NodeJS.WritableStream = process.stdout,
  ) {}

  async start(): Promise<void> {
    this.stdin.on("data", this.onData);
    this.stdin.on("error", this.onStreamError);
  }

  send(message: JSONRPCMessage | JsonRpcErrorMessage): Promise<void> {
    if (this.stdout.write(`${JSON.stringify(message)}\n`) && this.drained === undefined) return Promise.resolve();
    this.stdin.pause();
    return (this.drained ??= new Promise((resolve) =>
      this.stdout.once("drain", () => {
        this.drained = undefined;
        this.stdin.resume();
        resolve();
      }),
    ));
  }

  async close(): Promise<void> {
    this.stdin.off("data", this.onData);
    this.stdin.off("error", this.onStreamError);
    this.line = [];
    this.onclose?.();
  }

  private readonly onStreamError = (error: Error) => this.onerror?.(error);

  // Each byte is looked at once: a long line costs linear time, and never more than the limit in memory.
  private readonly onData = (chunk: Buffer | string) => {
    let data = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    for (let nl = data.indexOf(10); nl !== -1; nl = data.indexOf(10)) {
      this.take(data.subarray(0, nl));
      this.endLine();
      data = data.subarray(nl + 1);
    }
    this.take(data);
  };

  private take(part: Buffer): void {
    if (this.line === null || part.length === 0) return;
    this.lineBytes += part.length;
    if (this.lineBytes > MAX_REQUEST_BYTES) this.line = null;
    else this.line.push(part);
  }

  private endLine(): void {
    const line = this.line;
    this.line = [];
    this.lineBytes = 0;
    if (line === null) return void this.send(tooLarge());
    const text = Buffer.concat(line).toString("utf8").replace(/\r$/, "");
    if (text.trim() === "") return;
    const read = readMessage(text);
    if ("error" in read) return void this.send(read.error);
    this.onmessage?.(read.message);
  }
}
