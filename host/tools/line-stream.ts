// Streams a file's lines for file_read, so a window or an outline of a file of any size is made
// without loading it whole. Each line keeps its ending ("\n", "\r\n" or none on the last line).
import { createReadStream } from "node:fs";
import { accessError } from "./root-path.js";

export async function* fileLines(abs: string, shown: string, signal: AbortSignal): AsyncGenerator<string> {
  const stream = createReadStream(abs, { signal, highWaterMark: 64 * 1024 });
  const decoder = new TextDecoder("utf-8");
  let pending = "";
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      pending += decoder.decode(chunk, { stream: true });
      let start = 0;
      for (let nl = pending.indexOf("\n"); nl >= 0; nl = pending.indexOf("\n", start)) {
        yield pending.slice(start, nl + 1);
        start = nl + 1;
      }
      pending = pending.slice(start);
    }
    pending += decoder.decode();
    if (pending !== "") yield pending;
  } catch (err) {
    throw accessError(err, shown);
  } finally {
    // A caller that stops early (the window is complete) closes the file here.
    stream.destroy();
  }
}

/** The lines of a text already in memory, endings kept (as fileLines yields them). */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** A line without its ending. */
export function chomp(line: string): string {
  return line.endsWith("\r\n") ? line.slice(0, -2) : line.endsWith("\n") ? line.slice(0, -1) : line;
}
