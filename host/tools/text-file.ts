// Reads a file of the root as text for grep (file_read shares its checks): refuses what is too large to load
// and recognises binary files the way git does.
import { promises as fs, type Stats } from "node:fs";
import { ToolError } from "../registry.js";
import { accessError } from "./root-path.js";

/** A DoS guard: larger files are refused rather than loaded into the host and the guest. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

export type TextFile = { kind: "text"; text: string } | { kind: "binary" } | { kind: "too-large"; bytes: number };

/** `abs` must already be resolved inside the root; `shown` is the path messages may show. */
export async function readTextFile(abs: string, shown: string, signal: AbortSignal): Promise<TextFile> {
  const stat = await regularFileStat(abs, shown);
  if (stat.size > MAX_FILE_BYTES) return { kind: "too-large", bytes: stat.size };
  const bytes = await fs.readFile(abs, { signal }).catch((err: unknown) => {
    throw accessError(err, shown);
  });
  if (looksBinary(bytes)) return { kind: "binary" };
  return { kind: "text", text: new TextDecoder("utf-8").decode(bytes) };
}

/** The bytes of a file's start that decide whether it is binary. */
export const BINARY_PROBE_BYTES = 8000;

/** git's heuristic: a NUL byte in the first 8000 bytes makes a file binary. */
export function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, BINARY_PROBE_BYTES).includes(0);
}

/** The file's stat; folders, devices and the like are refused with a ToolError naming `shown`. */
export async function regularFileStat(abs: string, shown: string): Promise<Stats> {
  const stat = await fs.stat(abs).catch((err: unknown) => {
    throw accessError(err, shown);
  });
  if (stat.isDirectory()) throw new ToolError(`not a file (a directory): ${shown}`);
  if (!stat.isFile()) throw new ToolError(`not a regular file: ${shown}`);
  return stat;
}
