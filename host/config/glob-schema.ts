// A config string that is a glob: syntax the linear matcher cannot match as picomatch does is
// refused at load, with the reason, rather than matched differently.
import type * as z from "zod";
import { globProblem } from "../permissions/linear-glob.js";

export const glob = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const problem = globProblem(value);
    if (problem !== null) ctx.addIssue({ code: "custom", message: `unsupported glob: ${problem}`, input: value });
  });
