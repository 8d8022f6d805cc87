// The envelope as JSON text with the result exactly as the guest wrote it: Python ints beyond
// 2**53 keep every digit, which JSON.stringify of a JS number cannot do.
import type { ClippedEnvelope, Envelope } from "./schema/envelope.js";

/**
 * `resultJson` is RunOutcome.resultJson. It replaces `result` only while the envelope still holds
 * the whole result (a shortened result is text already).
 */
export function envelopeJson(envelope: Envelope | ClippedEnvelope, resultJson?: string): string {
  if (resultJson === undefined || !("result" in envelope) || envelope.truncation.result) return JSON.stringify(envelope);
  const { status, prints, result: _lossy, ...rest } = envelope;
  const head = JSON.stringify({ status, prints });
  return `${head.slice(0, -1)},"result":${resultJson},${JSON.stringify(rest).slice(1)}`;
}
