// What a `grep` call asks for; shared by the tool (grep.ts) and its lazily loaded search (grep-search.ts).
import * as z from "zod";
import { SearchPathsShape } from "./search-paths-shape.js";

const DEFAULT_MAX_MATCHES = 200;

const Globs = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

export const GrepInputSchema = z
  .object({
    pattern: z.string().min(1).describe("Regular expression (JS syntax; Python's (?P<name>...), \\A, \\Z and (?i) are accepted)"),
    ...SearchPathsShape,
    glob: Globs.optional().describe("Only files matching this glob (or any of these), relative to the searched folder; a leading ! excludes"),
    exclude: Globs.optional().describe("Leave out files matching this glob (or any of these), as a `!` glob would"),
    ignore_case: z.boolean().default(false).describe("Case-insensitive match"),
    context: z.number().int().min(0).max(50).default(0).describe("Lines of context before and after each match"),
    max_matches: z.number().int().min(1).max(5000).default(DEFAULT_MAX_MATCHES).describe("Matching lines to show before the output is cut"),
  })
  .strict();
export type GrepInput = z.infer<typeof GrepInputSchema>;
