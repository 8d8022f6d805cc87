// The file tools' path resolution when a permission engine is in charge: the engine decides on
// the real paths (rules, secrets, .agentblock, outside-root grants), then the tool may go there,
// outside the root included when a rule granted it.
import { promises as fs } from "node:fs";
import type { PermissionEngine } from "../permissions/engine.js";
import { absoluteArg, realPath } from "../permissions/real-path.js";
import { ToolError, ToolPermissionError } from "../registry.js";
import { accessError, isMissing, relativeTo, type Root, type RootPath } from "./root-path.js";

/** Decides the call once (`args` holds every path), then resolves each of `list`. */
export async function permittedPaths(
  engine: PermissionEngine,
  root: Root,
  tool: string,
  args: Record<string, unknown>,
  list: readonly string[],
  what = "file",
): Promise<RootPath[]> {
  const bad = list.find((arg) => arg.includes("\0"));
  if (bad !== undefined) throw new ToolError(`invalid path: ${JSON.stringify(bad)}`);
  const verdict = await engine.check(tool, args);
  if (!verdict.allowed) throw new ToolPermissionError(verdict.message);
  const resolved: RootPath[] = [];
  for (const arg of list) {
    const abs = await realPath(absoluteArg(arg, root.real));
    try {
      await fs.stat(abs);
    } catch (err) {
      if (isMissing(err)) throw new ToolError(`${what} not found: ${arg}`);
      throw accessError(err, arg);
    }
    resolved.push({ abs, rel: relativeTo(root, abs) });
  }
  return resolved;
}

export async function permittedPath(
  engine: PermissionEngine,
  root: Root,
  tool: string,
  args: Record<string, unknown>,
  arg: string,
  what = "file",
): Promise<RootPath> {
  return (await permittedPaths(engine, root, tool, args, [arg], what))[0]!;
}
