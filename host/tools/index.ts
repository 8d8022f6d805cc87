// The built-in live tools (file_read, grep, glob) over one root directory.
import { createRegistry, type ToolRegistry } from "../registry.js";
import { fileReadTool } from "./file-read.js";
import { globTool } from "./glob.js";
import { grepTool } from "./grep.js";
import { openRoot } from "./root-path.js";

export { FileReadInputSchema, type FileReadInput } from "./file-read.js";
export { GlobInputSchema, type GlobInput } from "./glob.js";
export { GrepInputSchema, type GrepInput } from "./grep.js";

/** A registry of `file_read`, `grep` and `glob` confined to `root` (symlinks resolved once, now). */
export function liveTools(root: string): ToolRegistry {
  const confined = openRoot(root);
  return createRegistry([fileReadTool(confined), grepTool(confined), globTool(confined)]);
}
