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

/** The ChaCha20 keystream of the current seed's key; re-keyed when the context's seed changes. */
class FlowEntropy {
  private seed = -1;
  private readonly state = new Uint32Array(16);
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
    const st = this.state;
    // The 20 rounds over locals: QuickJS prices typed-array reads and calls per quarter round
    // at several times this (3 MB of token_bytes took 3 s that way).
    let x0 = st[0], x1 = st[1], x2 = st[2], x3 = st[3], x4 = st[4], x5 = st[5], x6 = st[6], x7 = st[7];
    let x8 = st[8], x9 = st[9], x10 = st[10], x11 = st[11], x12 = st[12], x13 = st[13], x14 = st[14], x15 = st[15];
    for (let i = 0; i < 10; i++) {
      // Columns: (0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15).
      x0 = (x0 + x4) | 0; x12 ^= x0; x12 = (x12 << 16) | (x12 >>> 16); x8 = (x8 + x12) | 0; x4 ^= x8; x4 = (x4 << 12) | (x4 >>> 20);
      x0 = (x0 + x4) | 0; x12 ^= x0; x12 = (x12 << 8) | (x12 >>> 24); x8 = (x8 + x12) | 0; x4 ^= x8; x4 = (x4 << 7) | (x4 >>> 25);
      x1 = (x1 + x5) | 0; x13 ^= x1; x13 = (x13 << 16) | (x13 >>> 16); x9 = (x9 + x13) | 0; x5 ^= x9; x5 = (x5 << 12) | (x5 >>> 20);
      x1 = (x1 + x5) | 0; x13 ^= x1; x13 = (x13 << 8) | (x13 >>> 24); x9 = (x9 + x13) | 0; x5 ^= x9; x5 = (x5 << 7) | (x5 >>> 25);
      x2 = (x2 + x6) | 0; x14 ^= x2; x14 = (x14 << 16) | (x14 >>> 16); x10 = (x10 + x14) | 0; x6 ^= x10; x6 = (x6 << 12) | (x6 >>> 20);
      x2 = (x2 + x6) | 0; x14 ^= x2; x14 = (x14 << 8) | (x14 >>> 24); x10 = (x10 + x14) | 0; x6 ^= x10; x6 = (x6 << 7) | (x6 >>> 25);
      x3 = (x3 + x7) | 0; x15 ^= x3; x15 = (x15 << 16) | (x15 >>> 16); x11 = (x11 + x15) | 0; x7 ^= x11; x7 = (x7 << 12) | (x7 >>> 20);
      x3 = (x3 + x7) | 0; x15 ^= x3; x15 = (x15 << 8) | (x15 >>> 24); x11 = (x11 + x15) | 0; x7 ^= x11; x7 = (x7 << 7) | (x7 >>> 25);
      // Diagonals: (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14).
      x0 = (x0 + x5) | 0; x15 ^= x0; x15 = (x15 << 16) | (x15 >>> 16); x10 = (x10 + x15) | 0; x5 ^= x10; x5 = (x5 << 12) | (x5 >>> 20);
      x0 = (x0 + x5) | 0; x15 ^= x0; x15 = (x15 << 8) | (x15 >>> 24); x10 = (x10 + x15) | 0; x5 ^= x10; x5 = (x5 << 7) | (x5 >>> 25);
      x1 = (x1 + x6) | 0; x12 ^= x1; x12 = (x12 << 16) | (x12 >>> 16); x11 = (x11 + x12) | 0; x6 ^= x11; x6 = (x6 << 12) | (x6 >>> 20);
      x1 = (x1 + x6) | 0; x12 ^= x1; x12 = (x12 << 8) | (x12 >>> 24); x11 = (x11 + x12) | 0; x6 ^= x11; x6 = (x6 << 7) | (x6 >>> 25);
      x2 = (x2 + x7) | 0; x13 ^= x2; x13 = (x13 << 16) | (x13 >>> 16); x8 = (x8 + x13) | 0; x7 ^= x8; x7 = (x7 << 12) | (x7 >>> 20);
      x2 = (x2 + x7) | 0; x13 ^= x2; x13 = (x13 << 8) | (x13 >>> 24); x8 = (x8 + x13) | 0; x7 ^= x8; x7 = (x7 << 7) | (x7 >>> 25);
      x3 = (x3 + x4) | 0; x14 ^= x3; x14 = (x14 << 16) | (x14 >>> 16); x9 = (x9 + x14) | 0; x4 ^= x9; x4 = (x4 << 12) | (x4 >>> 20);
      x3 = (x3 + x4) | 0; x14 ^= x3; x14 = (x14 << 8) | (x14 >>> 24); x9 = (x9 + x14) | 0; x4 ^= x9; x4 = (x4 << 7) | (x4 >>> 25);
    }
    const words = [x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15];
    const view = new DataView(this.block.buffer);
    for (let i = 0; i < 16; i++) view.setUint32(i * 4, (words[i] + st[i]) >>> 0, true);
    // A 64-bit block counter: 2**70 bytes before it wraps.
    if (++st[12] === 0) st[13]++;
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
