// Reading the text files the host is handed (a script, replay fixtures, a config or rules file)
// and a script on stdin. Each has a size past which it cannot be what it claims; reading stops
// there, so `/dev/zero`, `/dev/urandom` or a huge file named by mistake is refused in a moment
// instead of being read into memory (it was: 512 MB of /dev/zero before V8's string limit).
import { createReadStream } from "node:fs";
import { formatBytes } from "./limits.js";

const MiB = 1024 * 1024;

/** Past this, a script cannot pass the request's 100 KiB code limit: refused without reading on. */
export const MAX_SCRIPT_FILE_BYTES = MiB;
/** Replay fixtures hold recorded tool outputs. */
export const MAX_FIXTURES_FILE_BYTES = 64 * MiB;
/** A config, MCP config or rules file. */
export const MAX_CONFIG_FILE_BYTES = 4 * MiB;

export class TooLargeError extends Error {
  override name = "TooLargeError";
}

/** The text of the file at `path` (UTF-8); TooLargeError past `maxBytes`, fs errors as they are. */
export function readTextFile(path: string, maxBytes: number): Promise<string> {
  return readTextStream(createReadStream(path), maxBytes);
}

/** The text of `stream` (UTF-8); TooLargeError past `maxBytes` (the stream is destroyed). */
export async function readTextStream(stream: NodeJS.ReadableStream, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > maxBytes) throw new TooLargeError(`it is larger than ${formatBytes(maxBytes)}`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString("utf8");
}
