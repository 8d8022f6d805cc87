// Assembling the envelope: the full record of a flow, and the shortened envelope that
// fits the limits (prints and result cut in the middle, oldest calls omitted, else only status).
import type { Limits } from "./limits.js";
import type { CallEntry, ClippedEnvelope, Envelope, EnvelopeError } from "./schema/envelope.js";
import { keepTail, shortenMiddle, utf8Length } from "./truncate.js";

/** Tracebacks keep their end (the failing line); not flagged, like a call's result tail. */
const TRACEBACK_BYTES = 4096;
const ERROR_MESSAGE_BYTES = 2048;

export interface FlowRecord {
  status: "ok" | "error";
  prints: string;
  printBytes: number;
  /** The host stopped keeping prints at limits.keptPrintBytes (a note in `prints` says where). */
  printsCut?: boolean;
  result: unknown;
  calls: CallEntry[];
  ms: number;
  error?: EnvelopeError;
  /** The result's exact JSON text, when JSON numbers could not hold it (RunOutcome.resultJson). */
  resultJson?: string;
  /** Exact arguments text of the calls whose ints JSON numbers could not hold (FlowRun.callArgsJson). */
  callArgsJson?: Record<number, string>;
}

/**
 * The unshortened envelope the host keeps for the run. Only prints beyond limits.keptPrintBytes
 * are missing from it, and then it is flagged like a shortened one.
 */
export function fullEnvelope(record: FlowRecord): Envelope {
  const envelope: Envelope = {
    status: record.status,
    prints: record.prints,
    result: (record.result ?? null) as Envelope["result"],
    calls: record.calls,
    stats: { calls: record.calls.length, print_bytes: record.printBytes, ms: record.ms },
    truncation: { truncated: record.printsCut === true, prints: record.printsCut === true, result: false, calls_omitted: 0 },
  };
  if (record.error) envelope.error = record.error;
  return envelope;
}

/** The envelope as returned to the caller: within `limits.envelopeBytes`, or status only. */
export function shortenEnvelope(full: Envelope, limits: Limits): Envelope | ClippedEnvelope {
  const resultJson = JSON.stringify(full.result);
  const resultBytes = utf8Length(resultJson);
  if (partsFit(full, resultBytes, limits)) {
    // Nothing to cut: the same fields, and truncation and error objects of its own. Sized as one
    // JSON text besides the result's, not call by call (each cost ~5-10 us after an idle gap).
    const cut = full.truncation.prints;
    const whole: Envelope = { ...full, truncation: { truncated: cut, prints: cut, result: false, calls_omitted: 0 } };
    if (full.error) whole.error = { ...full.error };
    if (jsonBytes({ ...whole, result: null }) - "null".length + resultBytes <= limits.envelopeBytes) return whole;
  }
  const prints = shortenMiddle(full.prints, limits.printsBytes);
  const result = shortenResult(full.result, resultJson, resultBytes, limits.resultBytes);
  const envelope: Envelope = {
    ...full,
    prints: prints.text,
    result: result.value,
    truncation: {
      truncated: full.truncation.prints || prints.cut || result.cut,
      prints: full.truncation.prints || prints.cut,
      result: result.cut,
      calls_omitted: 0,
    },
  };
  if (full.error) {
    envelope.error = {
      ...full.error,
      message: shortenMiddle(full.error.message, ERROR_MESSAGE_BYTES).text,
      traceback: keepTail(full.error.traceback, TRACEBACK_BYTES),
    };
  }
  const fit = fitCalls(envelope, result.bytes, limits.envelopeBytes);
  // Nothing omitted: the envelope's size is known without writing it out again.
  if (fit.bytes !== undefined && fit.bytes <= limits.envelopeBytes) return envelope;
  if (fit.omitted > 0) {
    envelope.calls = envelope.calls.slice(fit.omitted);
    envelope.truncation = { ...envelope.truncation, truncated: true, calls_omitted: fit.omitted };
    if (jsonBytes(envelope) <= limits.envelopeBytes) return envelope;
  }
  return { status: full.status, truncation: { ...envelope.truncation, truncated: true } };
}

/** Calls an envelope may have to be sized whole (past it, fitCalls sizes only the calls that fit). */
const WHOLE_CALLS = 64;

/** Whether nothing of the envelope is cut (prints, result, error) and it has few calls. */
function partsFit(full: Envelope, resultBytes: number, limits: Limits): boolean {
  if (resultBytes > limits.resultBytes || full.calls.length > WHOLE_CALLS) return false;
  // A UTF-16 length is at most the UTF-8 size: longer prints are over the limit uncounted.
  if (full.prints.length > limits.printsBytes || utf8Length(full.prints) > limits.printsBytes) return false;
  return !full.error || (utf8Length(full.error.message) <= ERROR_MESSAGE_BYTES && utf8Length(full.error.traceback) <= TRACEBACK_BYTES);
}

/** A result over the limit becomes its text (the string itself, or its JSON), cut in the middle; `bytes`: its JSON's. */
function shortenResult(result: Envelope["result"], json: string, bytes: number, maxBytes: number): { value: Envelope["result"]; cut: boolean; bytes: number } {
  if (bytes <= maxBytes) return { value: result, cut: false, bytes };
  const text = shortenMiddle(typeof result === "string" ? result : json, maxBytes).text;
  return { value: text, cut: true, bytes: jsonBytes(text) };
}

/**
 * How many calls, oldest first, must go for the envelope to fit (all of them at most), and with
 * none omitted the envelope's size. Sized from the newest call back, only as far as the budget
 * reaches: a 10,000-call flow keeps a few hundred, and sizing every call (and the whole envelope)
 * cost more than the rest of its envelope. `resultBytes`: the size of the result's JSON.
 */
function fitCalls(envelope: Envelope, resultBytes: number, maxBytes: number): { omitted: number; bytes?: number } {
  const { calls } = envelope;
  // The envelope with no calls, its result (`null` here) counted as already sized.
  const empty = jsonBytes({ ...envelope, result: null, calls: [] }) - "null".length + resultBytes;
  // `"calls":[a,b]` is the envelope with no calls plus each call and a comma but one.
  const room = maxBytes + 1 - empty;
  // The `calls_omitted` count grows by a few digits once calls are dropped.
  const roomOmitting = room - String(calls.length).length;
  let kept = 0;
  let bytes = 0;
  while (kept < calls.length) {
    const next = bytes + jsonBytes(calls[calls.length - 1 - kept]) + 1;
    if (next > room) break;
    bytes = next;
    kept++;
  }
  if (kept === calls.length) return { omitted: 0, bytes: empty + Math.max(0, bytes - 1) };
  while (bytes > roomOmitting && kept > 0) bytes -= jsonBytes(calls[calls.length - kept--]) + 1;
  return { omitted: calls.length - kept };
}

function jsonBytes(value: unknown): number {
  return utf8Length(JSON.stringify(value));
}
