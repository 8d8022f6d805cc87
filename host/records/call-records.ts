// What the host keeps of each tool call for the full envelope, bounded per flow: a flow's
// arguments can be far larger than what it is worth keeping (1,000 calls passing 1 MB each), and
// the host must not hold more for a flow than its own memory cap lets the flow hold. Arguments
// past KEPT_ARGS_BYTES are kept as a digest (size, sha256, head and tail of their JSON); once a
// flow's record reaches `limits.keptCallBytes`, later calls keep the digest without head and tail.
// Hashed by node:crypto, by WebCrypto in the browser build (sha256.ts, sha256-web.ts).
import type { ArgsDigest, CallEntry } from "../schema/envelope.js";
import { ownCopy, shortenMiddle, utf8Length } from "../truncate.js";
import { sha256Hex } from "./sha256.js";

/** Arguments up to this size (their JSON, UTF-8) are kept whole while the flow's budget lasts. */
export const KEPT_ARGS_BYTES = 8 * 1024;
/** Characters of a digested argument JSON's start and end that are kept. */
const HEAD_TAIL_CHARS = 256;
/** What a call entry costs besides its arguments and error (seq, names, status, result tail). */
const ENTRY_OVERHEAD_BYTES = 512;

export class CallRecords {
  private readonly digests: Promise<void>[] = [];

  /** `kept`: what a parked flow's records had spent of the budget (host/schema/parked.ts). */
  constructor(
    private readonly budgetBytes: number,
    private kept = 0,
  ) {}

  /** Bytes of the budget spent so far. */
  get keptBytes(): number {
    return this.kept;
  }

  /**
   * The arguments to log for a call sent as `argsJson` (`parse` gives them as an object): whole
   * when small and within budget, else `{}` with `args_digest` (its size and sha256 set once `settled`).
   */
  args(argsJson: string, parse: () => CallEntry["args"]): Pick<CallEntry, "args" | "args_digest"> {
    this.kept += ENTRY_OVERHEAD_BYTES;
    // A UTF-16 length is at most the UTF-8 size: a longer text is over the limit uncounted.
    const bytes = argsJson.length <= KEPT_ARGS_BYTES ? utf8Length(argsJson) : Infinity;
    if (bytes <= KEPT_ARGS_BYTES && this.fits(bytes)) return { args: parse() };
    const ends = this.fits(2 * HEAD_TAIL_CHARS * 3) ? HEAD_TAIL_CHARS : 0;
    const digest: ArgsDigest = { bytes: 0, sha256: "", head: ownCopy(argsJson.slice(0, ends)), tail: ends ? ownCopy(argsJson.slice(-ends)) : "" };
    this.digests.push(
      sha256Hex(argsJson).then(({ size, hex }) => {
        digest.bytes = size;
        digest.sha256 = hex;
      }),
    );
    return { args: {}, args_digest: digest };
  }

  /** A tool's error message as kept: the script saw it whole, the record keeps its ends. */
  error(message: string): string {
    const short = shortenMiddle(message, 2 * HEAD_TAIL_CHARS).text;
    if (short === message) return message;
    const kept = shortenMiddle(message, KEPT_ARGS_BYTES).text;
    return this.fits(utf8Length(kept)) ? kept : short;
  }

  /** Every digest computed (before the envelope is made). */
  async settled(): Promise<void> {
    await Promise.all(this.digests);
  }

  /** Counts `bytes` against the budget, if they fit in what is left. */
  private fits(bytes: number): boolean {
    if (this.kept + bytes > this.budgetBytes) return false;
    this.kept += bytes;
    return true;
  }
}
