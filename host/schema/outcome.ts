// The outcome JSON the guest's run() resolves with (docs/design.md), validated on arrival:
// the guest is treated as hostile, so anything else is an internal failure.
import * as z from "zod";

export const GuestErrorSchema = z.object({
  type: z.string().min(1),
  message: z.string(),
  line: z.number().int().nullable(),
  traceback: z.string(),
});

export const GuestOutcomeSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("ok"), result: z.json() }),
  z.object({ status: z.literal("error"), error: GuestErrorSchema }),
]);

export type GuestOutcome = z.infer<typeof GuestOutcomeSchema>;
export type GuestError = z.infer<typeof GuestErrorSchema>;
