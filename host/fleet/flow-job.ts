// What a queued flow carries from the front end that approved it to the worker that runs it, and
// what the worker leaves as the job's result. The request is validated again by the worker,
// against its own tools; the clock and seed make every run of the flow the same.
import * as z from "zod";
import { ClippedEnvelopeSchema, EnvelopeSchema } from "../schema/envelope.js";

export const FlowJobSchema = z
  .object({
    /** Unique per job (a handle is reused once its job is forgotten): names the journal. */
    flowId: z.string().min(1),
    handle: z.string().min(1),
    name: z.string(),
    /** The tool_flow request as the front end received it (already approved there). */
    request: z.unknown(),
    /** The front end's limits (its config's daemon.tool_flow). */
    limits: z.record(z.string(), z.number()),
    /** The script's clock, ms since the epoch. */
    startTime: z.number().int().nonnegative(),
    seed: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    /** The front end whose user answers the flow's ask_user calls (remote-ask.ts), if it may ask. */
    askVia: z.string().min(1).optional(),
  })
  .strict();

export type FlowJob = z.infer<typeof FlowJobSchema>;

export const FlowJobResultSchema = z.object({
  full: EnvelopeSchema,
  envelope: z.union([EnvelopeSchema, ClippedEnvelopeSchema]),
});

export type FlowJobResult = z.infer<typeof FlowJobResultSchema>;

/** What a worker publishes as the job's progress. */
export const FlowJobProgressSchema = z.object({ calls: z.number(), print_bytes: z.number() });
