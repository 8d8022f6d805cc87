// Prints cross to the host in batches. One host call per print() cost about 9 us in QuickJS, plus
// a message per print from a worker: a million prints took 20 s. The buffer is handed over once
// it holds PRINT_BATCH_CHARS, at a print PRINT_BATCH_MS after the last hand-over (so a computing
// flow's output still streams to a terminal), before every tool call (so the host's view is
// current while the flow waits) and when the run ends. When the host stops a flow (timeout, memory, kill) it reads
// `parts` itself (wasm/sandbox.ts), so a stopped flow still keeps every print it made.
import type { HostBinding } from "./tools.js";

const PRINT_BATCH_CHARS = 4096;
const PRINT_BATCH_MS = 50;

export class PrintBuffer {
  /** Printed and not yet handed over: a plain array, readable by the host without running code. */
  parts: string[] = [];
  private size = 0;
  private flushedAt = Date.now();

  constructor(private readonly host: HostBinding) {}

  /** A bound function, so the binding hands it on as is (a call less per print). */
  readonly print = (text: string): void => {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= PRINT_BATCH_CHARS || Date.now() - this.flushedAt >= PRINT_BATCH_MS) this.flush();
  };

  flush(): void {
    this.flushedAt = Date.now();
    if (this.parts.length === 0) return;
    const text = this.parts.length === 1 ? this.parts[0] : this.parts.join("");
    this.parts = [];
    this.size = 0;
    this.host.print(text);
  }

  /** The binding a flow runs against: prints buffered, and flushed before each tool call. */
  binding(): HostBinding {
    return {
      print: this.print,
      callTool: (alias, argsJson, decode) => {
        this.flush();
        return this.host.callTool(alias, argsJson, decode);
      },
    };
  }
}
