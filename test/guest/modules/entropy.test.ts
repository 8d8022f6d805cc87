// The flow's entropy (guest/modules/random/entropy.ts) is RFC 8439's ChaCha20 keystream under
// SHA-256 of the flow's seed: checked against Node's chacha20 cipher, and re-keyed per seed.
import { createCipheriv, createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { hooks } from "../../../guest/values/index.js";
import { flowEntropy } from "../../../guest/modules/random/entropy.js";

function keystream(seed: number, n: number): Buffer {
  const input = Buffer.alloc(16);
  Buffer.from("secrets\0", "latin1").copy(input);
  input.writeDoubleBE(seed, 8);
  const key = createHash("sha256").update(input).digest();
  // Node's chacha20 IV: the 32-bit block counter, then the 96-bit nonce (all zero here).
  return createCipheriv("chacha20", key, Buffer.alloc(16)).update(Buffer.alloc(n));
}

describe("flow entropy", () => {
  const saved = hooks.seed;
  afterEach(() => {
    hooks.seed = saved;
  });

  it("is ChaCha20's keystream keyed by the seed, in any draw sizes", () => {
    hooks.seed = 123456789;
    const drawn = Buffer.concat([1, 63, 64, 7, 200, 0, 33].map((n) => Buffer.from(flowEntropy.bytes(n))));
    expect(drawn.toString("hex")).toBe(keystream(123456789, drawn.length).toString("hex"));
  });

  it("starts over with a new seed's key", () => {
    hooks.seed = 1;
    const a = Buffer.from(flowEntropy.bytes(32));
    hooks.seed = 2;
    const b = Buffer.from(flowEntropy.bytes(32));
    expect(a.equals(keystream(1, 32))).toBe(true);
    expect(b.equals(keystream(2, 32))).toBe(true);
  });
});
