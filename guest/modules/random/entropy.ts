// The flow's entropy source, where CPython reads os.urandom (random.SystemRandom, secrets): a
// ChaCha20 keystream (RFC 8439) keyed by SHA-256 of the flow's seed. The host draws that seed
// from its cryptographic random source for each flow (or takes it from the caller, so a replay
// draws the same bytes); it is apart from `random`'s state, so random.seed() and random's
// outputs say nothing about these bytes.

import { hooks } from "../../values/index.js";
import { digest } from "../hashlib/digests.js";

// Arbitrary, fixed: sets this key apart from anything else derived from the seed.
const TAG = [0x73, 0x65, 0x63, 0x72, 0x65, 0x74, 0x73, 0x00];
// "expand 32-byte k"
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];

function quarterRound(x: Uint32Array, a: number, b: number, c: number, d: number): void {
  x[a] += x[b]; x[d] = ((x[d] ^ x[a]) << 16) | ((x[d] ^ x[a]) >>> 16);
  x[c] += x[d]; x[b] = ((x[b] ^ x[c]) << 12) | ((x[b] ^ x[c]) >>> 20);
  x[a] += x[b]; x[d] = ((x[d] ^ x[a]) << 8) | ((x[d] ^ x[a]) >>> 24);
  x[c] += x[d]; x[b] = ((x[b] ^ x[c]) << 7) | ((x[b] ^ x[c]) >>> 25);
}

/** The ChaCha20 keystream of the current seed's key; re-keyed when the context's seed changes. */
class FlowEntropy {
  private seed = -1;
  private readonly state = new Uint32Array(16);
  private readonly work = new Uint32Array(16);
  private readonly block = new Uint8Array(64);
  private used = 64;

  /** n bytes, never the same bytes twice in a flow. */
  bytes(n: number): Uint8Array {
    if (this.seed !== hooks.seed) this.rekey(hooks.seed);
    const out = new Uint8Array(n);
    for (let i = 0; i < n; ) {
      if (this.used === 64) this.refill();
      const take = Math.min(n - i, 64 - this.used);
      out.set(this.block.subarray(this.used, this.used + take), i);
      this.used += take;
      i += take;
    }
    return out;
  }

  private rekey(seed: number): void {
    const input = new Uint8Array(16);
    input.set(TAG);
    new DataView(input.buffer).setFloat64(8, seed);
    const key = new DataView(digest("sha256", input).buffer);
    this.state.set(SIGMA);
    for (let i = 0; i < 8; i++) this.state[4 + i] = key.getUint32(i * 4, true);
    // Block counter and nonce start at zero.
    this.state.fill(0, 12);
    this.seed = seed;
    this.used = 64;
  }

  private refill(): void {
    const x = this.work;
    x.set(this.state);
    for (let i = 0; i < 10; i++) {
      quarterRound(x, 0, 4, 8, 12); quarterRound(x, 1, 5, 9, 13); quarterRound(x, 2, 6, 10, 14); quarterRound(x, 3, 7, 11, 15);
      quarterRound(x, 0, 5, 10, 15); quarterRound(x, 1, 6, 11, 12); quarterRound(x, 2, 7, 8, 13); quarterRound(x, 3, 4, 9, 14);
    }
    const view = new DataView(this.block.buffer);
    for (let i = 0; i < 16; i++) view.setUint32(i * 4, (x[i] + this.state[i]) >>> 0, true);
    // A 64-bit block counter: 2**70 bytes before it wraps.
    if (++this.state[12] === 0) this.state[13]++;
    this.used = 0;
  }
}

export const flowEntropy = new FlowEntropy();

/** SystemRandom.random: 53 bits of 7 bytes, as random.py does. */
export function entropyRandom(): number {
  const b = flowEntropy.bytes(7);
  let x = 0;
  for (const byte of b) x = x * 256 + byte;
  return Math.floor(x / 8) * 2 ** -53;
}

/** SystemRandom.getrandbits for k > 0: (k + 7) // 8 bytes, big-endian, the excess low bits dropped. */
export function entropyBits(k: number): bigint {
  const n = Math.ceil(k / 8);
  const b = flowEntropy.bytes(n);
  let x = 0n;
  for (const byte of b) x = (x << 8n) | BigInt(byte);
  return x >> BigInt(n * 8 - k);
}
