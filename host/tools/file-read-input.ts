// What a `file_read` call asks for and the answer budget it is read within; shared by the tool
// (file-read.ts) and its lazily loaded reader (file-read-text.ts).
import * as z from "zod";

export const FileReadInputSchema = z
  .object({
    path: z.string().min(1).describe("File path, relative to the project root (or absolute inside it)"),
    offset: z.number().int().min(1).optional().describe("First line to return, 1-based (default 1)"),
    limit: z.number().int().min(1).optional().describe("Number of lines to return (default: to the end, within the budget)"),
    line_numbers: z.boolean().default(false).describe("Prefix each line with its number, as `cat -n` does (6-wide, then a tab)"),
  })
  .strict();
export type FileReadInput = z.infer<typeof FileReadInputSchema>;

/** One answer's budget: a file over it (read without offset/limit) is answered with its outline. */
export interface Budget {
  bytes: number;
  lines: number;
}
