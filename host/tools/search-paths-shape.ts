// The `path` / `paths` arguments grep and glob share, apart from the search (search-paths.ts),
// which their definitions load only on a first call.
import * as z from "zod";

export const SearchPathsShape = {
  path: z.string().min(1).optional().describe("File or folder to search, relative to the project root (default: the root)"),
  paths: z.array(z.string().min(1)).min(1).max(100).optional().describe("Several files or folders to search (with `path`, all of them)"),
};
