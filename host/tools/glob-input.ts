// What a `glob` call asks for; shared by the tool (glob.ts) and its lazily loaded search (glob-files.ts).
import * as z from "zod";
import { SearchPathsShape } from "./search-paths-shape.js";

const DEFAULT_MAX_RESULTS = 1000;

export const GlobInputSchema = z
  .object({
    pattern: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .describe("Glob (or list of globs) relative to each searched folder, e.g. \"**/*.ts\" or \"src/{a,b}/*.md\"; a leading ! excludes"),
    ...SearchPathsShape,
    max_results: z.number().int().min(1).max(20000).default(DEFAULT_MAX_RESULTS).describe("Paths to list before the output is cut"),
  })
  .strict();
export type GlobInput = z.infer<typeof GlobInputSchema>;
