// The envelope a flow returns, the call log entries, and the rejection of a request before it
// runs. Types are inferred from the schemas; tests validate envelopes against them.
import * as z from "zod";

export const CallStatusSchema = z.enum(["ok", "error", "denied"]);

/** Arguments too large to keep (or past the flow's record budget): their JSON text's size, sha256, ends. */
export const ArgsDigestSchema = z.object({
  bytes: z.number().int().nonnegative(),
  sha256: z.string(),
  head: z.string(),
  tail: z.string(),
});

export const CallEntrySchema = z.object({
  seq: z.number().int().positive(),
  /** Registry name. */
  tool: z.string(),
  /** The function name the script called. */
  alias: z.string(),
  /** `{}` when `args_digest` is set. */
  args: z.record(z.string(), z.json()),
  args_digest: ArgsDigestSchema.optional(),
  status: CallStatusSchema,
  /** The last characters of the result text (ok calls). */
  result_tail: z.string().optional(),
  /** The error message the script saw (error and denied calls). */
  error: z.string().optional(),
  ms: z.number().nonnegative(),
});

export const StatsSchema = z.object({
  calls: z.number().int().nonnegative(),
  print_bytes: z.number().int().nonnegative(),
  ms: z.number().nonnegative(),
  /** Queued flows only: how often the flow was resumed on another worker after its worker stopped. */
  resumed: z.number().int().nonnegative().optional(),
});

export const TruncationSchema = z.object({
  truncated: z.boolean(),
  prints: z.boolean(),
  result: z.boolean(),
  calls_omitted: z.number().int().nonnegative(),
});

export const EnvelopeErrorSchema = z.object({
  type: z.string(),
  message: z.string(),
  /** The script's line, when known. */
  line: z.number().int().nullable(),
  traceback: z.string(),
});

export const EnvelopeSchema = z.object({
  status: z.enum(["ok", "error"]),
  prints: z.string(),
  result: z.json(),
  calls: z.array(CallEntrySchema),
  stats: StatsSchema,
  truncation: TruncationSchema,
  error: EnvelopeErrorSchema.optional(),
});

/** What is left when even the shortened envelope is over the limit. */
export const ClippedEnvelopeSchema = z.object({
  status: z.enum(["ok", "error"]),
  truncation: TruncationSchema,
});

export const ProblemSchema = z.union([
  z.object({ tool: z.string(), reason: z.enum(["missing", "ineligible", "denied", "recursive"]) }),
  z.object({ reason: z.literal("malformed"), field: z.string(), message: z.string() }),
  // The approver refused this exact code and tool set; `field` is always "approval".
  z.object({ reason: z.literal("not_approved"), field: z.literal("approval"), message: z.string(), digest: z.string() }),
]);

export const RejectionSchema = z.object({
  rejected: z.literal(true),
  problems: z.array(ProblemSchema).min(1),
});

export type CallStatus = z.infer<typeof CallStatusSchema>;
export type CallEntry = z.infer<typeof CallEntrySchema>;
export type ArgsDigest = z.infer<typeof ArgsDigestSchema>;
export type Stats = z.infer<typeof StatsSchema>;
export type Truncation = z.infer<typeof TruncationSchema>;
export type EnvelopeError = z.infer<typeof EnvelopeErrorSchema>;
export type Envelope = z.infer<typeof EnvelopeSchema>;
export type ClippedEnvelope = z.infer<typeof ClippedEnvelopeSchema>;
export type Problem = z.infer<typeof ProblemSchema>;
export type Rejection = z.infer<typeof RejectionSchema>;
