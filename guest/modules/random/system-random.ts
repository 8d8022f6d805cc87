// random.SystemRandom's generator: Random's methods drawing from the flow's entropy (entropy.ts)
// where CPython's read os.urandom; it has no seed and no state.

import { E, type Int, asIndex, binaryOp, checkIntBits, normInt, raise, richCompare } from "../../values/index.js";
import { Random } from "./generator.js";
import { entropyBits, entropyRandom } from "./entropy.js";

export class SystemRandom extends Random {
  override seed(): void {}

  override random(): number {
    return entropyRandom();
  }

  protected override bits(k: number): bigint {
    return entropyBits(k);
  }

  /** random.py's SystemRandom.getrandbits: `k < 0` compared as Python does, the byte count an index. */
  override getrandbits(k: unknown): Int {
    if (richCompare(k, 0, "Lt")) raise(E.ValueError, "number of bits must be non-negative");
    // os.urandom's TypeError for a float count.
    asIndex(binaryOp("FloorDiv", binaryOp("Add", k, 7), 8));
    const bits = Number(asIndex(k));
    if (bits === 0) return 0;
    checkIntBits(bits);
    return normInt(this.bits(bits));
  }
}
