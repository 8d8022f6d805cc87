// A parked flow as the host keeps it (runFlow's `park` and `resume` options): what its session had
// logged and printed up to the moment it was parked, beside its sandbox's image
// (wasm/parked-flow.ts). Read back from storage (host/fleet/parked-store.ts), so it is validated.
import * as z from "zod";
import type { ParkedImage } from "../../wasm/parked-flow.js";
import { CallEntrySchema } from "./envelope.js";

const count = z.number().int().nonnegative();

export const ParkedSessionSchema = z
  .object({
    /** When the flow started, ms since the epoch (stats.ms counts from it). */
    startedAt: count,
    /** Its deadline, ms since the epoch: a parked flow's time keeps running, as while it waits. */
    deadline: count,
    prints: z.string(),
    printBytes: count,
    keptPrintBytes: count,
    calls: z.array(CallEntrySchema),
    callArgsJson: z.record(z.string(), z.string()),
    callCount: count,
    keptCallBytes: count,
  })
  .strict();

export type ParkedSession = z.infer<typeof ParkedSessionSchema>;

/** The sandbox image without its memory runs (stored as bytes beside it). */
export const ParkedImageMetaSchema = z
  .object({
    build: z.string(),
    pages: count,
    memoryBytes: count,
    stackBytes: count,
    outcome: count,
    calls: z.array(z.object({ id: count, seq: count, alias: z.string(), argsJson: z.string() }).strict()),
    callCount: count,
  })
  .strict();

export type ParkedImageMeta = z.infer<typeof ParkedImageMetaSchema>;

export interface ParkedFlow {
  session: ParkedSession;
  image: ParkedImage;
}

// The schema and the sandbox's type must describe the same image.
const sameShape: Omit<ParkedImage, "runs"> extends ParkedImageMeta ? (ParkedImageMeta extends Omit<ParkedImage, "runs"> ? true : false) : false = true;
void sameShape;
