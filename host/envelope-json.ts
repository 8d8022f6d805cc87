// The envelope as JSON text with the result and the calls' arguments exactly as the guest wrote
// them: Python ints beyond 2**53 keep every digit, which JSON.stringify of a JS number cannot do.
import type { CallEntry, ClippedEnvelope, Envelope } from "./schema/envelope.js";

/**
 * `resultJson` is FlowRun.resultJson. It replaces `result` only while the envelope still holds
 * the whole result (a shortened result is text already). `callArgsJson` is FlowRun.callArgsJson:
 * the exact `args` of the calls it names (by `seq`).
 */
export function envelopeJson(envelope: Envelope | ClippedEnvelope, resultJson?: string, callArgsJson?: Record<number, string>): string {
  if (!("result" in envelope) || (resultJson === undefined && callArgsJson === undefined)) return JSON.stringify(envelope);
  const { status, prints, result, calls, ...rest } = envelope;
  const resultText = resultJson !== undefined && !envelope.truncation.result ? resultJson : JSON.stringify(result);
  const callsText = `[${calls.map((c) => callJson(c, callArgsJson?.[c.seq])).join(",")}]`;
  const head = JSON.stringify({ status, prints });
  return `${head.slice(0, -1)},"result":${resultText},"calls":${callsText},${JSON.stringify(rest).slice(1)}`;
}

function callJson(call: CallEntry, argsJson: string | undefined): string {
  if (argsJson === undefined) return JSON.stringify(call);
  // `args` follows seq, tool and alias, whose text cannot hold an unescaped `"args":`.
  return JSON.stringify({ ...call, args: null }).replace('"args":null', () => `"args":${argsJson}`);
}
