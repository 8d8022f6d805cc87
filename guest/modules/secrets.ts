// The `secrets` module as CPython 3.11's secrets.py: tokens, choice, randbelow and randbits from a
// random.SystemRandom, whose bytes come from the flow's entropy (random/entropy.ts), never from
// `random`'s generator, so random.seed() cannot predict them.

import { E, PyBytes, PyModule, asIndex, checkSequenceLength, getAttr, isInt, pyDef, raise, richCompare, type PyFunction } from "../values/index.js";
import { b64encode, latin1 } from "./base64/codec.js";
import { hexOf } from "./hashlib/index.js";
import { compare_digest } from "./hmac.js";
import { flowEntropy } from "./random/entropy.js";
import { SystemRandomType } from "./random/index.js";
import type { SystemRandom } from "./random/system-random.js";

const DEFAULT_ENTROPY = 32;

/** token_bytes: os.urandom(nbytes), 32 bytes when nbytes is None. */
function tokenBytes(nbytes: unknown): Uint8Array {
  const n = Number(asIndex(nbytes ?? DEFAULT_ENTROPY));
  if (n < 0) raise(E.ValueError, "negative argument not allowed");
  checkSequenceLength(n);
  return flowEntropy.bytes(n);
}

/** token_urlsafe: urlsafe_b64encode without its `=` padding. */
function urlsafe(b: Uint8Array): string {
  return latin1(b64encode(b)).replace(/=+$/, "").replaceAll("+", "-").replaceAll("/", "_");
}

export function secretsModule(): PyModule {
  const sysrand = SystemRandomType.construct!([]) as SystemRandom;
  return new PyModule("secrets", {
    SystemRandom: SystemRandomType,
    DEFAULT_ENTROPY,
    compare_digest,
    choice: getAttr(sysrand, "choice") as PyFunction,
    randbits: getAttr(sysrand, "getrandbits") as PyFunction,
    randbelow: pyDef("randbelow", "exclusive_upper_bound", (n: unknown) => {
      if (richCompare(n, 0, "LtE")) raise(E.ValueError, "Upper bound must be positive.");
      // _randbelow asks n.bit_length(): a float or Decimal raises its AttributeError.
      if (!isInt(n) && typeof n !== "boolean") getAttr(n, "bit_length");
      return sysrand.randrange(n, null, undefined);
    }),
    token_bytes: pyDef("token_bytes", "nbytes=None", (n: unknown) => new PyBytes(tokenBytes(n))),
    token_hex: pyDef("token_hex", "nbytes=None", (n: unknown) => hexOf(tokenBytes(n))),
    token_urlsafe: pyDef("token_urlsafe", "nbytes=None", (n: unknown) => urlsafe(tokenBytes(n))),
  });
}
