// The script a command runs: a file, or `-` for stdin, read up to a size no script can pass.
import { resolve } from "node:path";
import { MAX_SCRIPT_FILE_BYTES, readTextFile } from "../read-text.js";
import type { CliIO } from "./cli-io.js";
import { unreadableFile } from "./usage.js";

export async function readScript(script: string, io: CliIO): Promise<string> {
  try {
    return script === "-" ? await io.readStdin() : await readTextFile(resolve(io.cwd, script), MAX_SCRIPT_FILE_BYTES);
  } catch (err) {
    throw unreadableFile("the script", script, err);
  }
}
