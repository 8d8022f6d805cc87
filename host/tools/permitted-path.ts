// The file tools' path resolution when a permission engine is in charge: the engine decides on
// the real path (rules, secrets, .agentblock, outside-root grants), then the tool may go there,
// outside the root included when a rule granted it.
import { promises as fs } from "node:fs";
import type { PermissionEngine } from "../permissions/engine.js";
import { absoluteArg, realPath } from "../permissions/real-path.js";
import { ToolError, ToolPermissionError } from "../registry.js";
import { accessError, isMissing, relativeTo, type Root, type RootPath } from "./root-path.js";

export async function permittedPath(
  engine: PermissionEngine,
  root: Root,
  tool: string,
  args: Record<string, unknown>,
  arg: string,
  what = "file",
): Promise<RootPath> {
  if (arg.includes("\0")) throw new ToolError(`invalid path: ${JSON.stringify(arg)}`);
  const verdict = await engine.check(tool, args);
  if (!verdict.allowed) throw new ToolPermissionError(verdict.message);
  const abs = await realPath(absoluteArg(arg, root.real));
  try {
    await fs.stat(abs);
  } catch (err) {
    if (isMissing(err)) throw new ToolError(`${what} not found: ${arg}`);
    throw accessError(err, arg);
  }
  return { abs, rel: relativeTo(root, abs) };
}
