// The outcome JSON the guest's run() resolves with (docs/design.md), validated on arrival:
// the guest is treated as hostile, so anything else is an internal failure.
import * as z from "zod";
import { builtOnUse } from "./built-on-use.js";

/** Built on first use: a well-formed `ok` outcome is taken without it (run-flow.ts okOutcome). */
export const guestOutcomeSchema = builtOnUse(() =>
  z.discriminatedUnion("status", [
    z.object({ status: z.literal("ok"), result: z.json() }),
    z.object({
      status: z.literal("error"),
      error: z.object({
        type: z.string().min(1),
        message: z.string(),
        line: z.number().int().nullable(),
        traceback: z.string(),
      }),
    }),
  ]),
);

export type GuestOutcome = z.infer<ReturnType<typeof guestOutcomeSchema>>;
export type GuestError = Extract<GuestOutcome, { status: "error" }>["error"];
