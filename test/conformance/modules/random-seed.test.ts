// The flow's random seed (runFlow's `seed` option): `random`'s unseeded state is CPython's after
// `random.seed(seed)`, the same seed replays the same numbers and uuid4s, and a flow without
// one gets a fresh seed each run. secrets and random.SystemRandom draw from the flow's entropy
// (guest/modules/random/entropy.ts), keyed by that seed: a script's random.seed() neither
// predicts nor moves it, and it does not disturb random's sequence.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../../host/registry.js";
import { runFlow } from "../../../host/run-flow.js";

const registry = createRegistry([]);

async function prints(code: string, seed?: number): Promise<string> {
  const outcome = await runFlow({ code, name: "seeded", tools: [] }, { registry, ...(seed === undefined ? {} : { seed }) });
  if (outcome.rejected) throw new Error(JSON.stringify(outcome));
  expect(outcome.full.status).toBe("ok");
  return outcome.full.prints;
}

const DRAWS = "import random\nprint(random.random(), random.randint(1, 10**6), random.sample(range(100), 5))\nxs = list(range(10))\nrandom.shuffle(xs)\nprint(xs)\n";

function cpython(seed: number): string {
  return execFileSync("python3", ["-c", `import random\nrandom.seed(${seed})\n${DRAWS}`]).toString();
}

describe("the flow's random seed", () => {
  it.each([0, 42, 2 ** 32 + 5, Number.MAX_SAFE_INTEGER])("unseeded random equals CPython's random.seed(%d)", async (seed) => {
    expect(await prints(DRAWS, seed)).toBe(cpython(seed));
  });

  it("replays: the same seed gives the same random numbers and uuid4s; another seed does not", async () => {
    const code = "import random, uuid\nprint(random.random(), random.Random().random(), uuid.uuid4(), uuid.uuid4().version)\n";
    const a = await prints(code, 7);
    expect(await prints(code, 7)).toBe(a);
    expect(await prints(code, 8)).not.toBe(a);
    expect(a).toMatch(/ [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12} 4\n$/);
  });

  it("uuid4 does not disturb random's sequence (CPython's reads os.urandom)", async () => {
    const code = "import random, uuid\nrandom.seed(3)\nuuid.uuid4()\nprint(random.random())\n";
    expect(await prints(code, 1)).toBe(execFileSync("python3", ["-c", code]).toString());
  });

  it("draws a fresh seed per flow when none is given", async () => {
    const code = "import random\nprint(random.getrandbits(64))\n";
    const runs = new Set([await prints(code), await prints(code), await prints(code)]);
    expect(runs.size).toBe(3);
  });

  it("refuses a seed that is not a non-negative safe integer", async () => {
    for (const seed of [-1, 1.5, 2 ** 53, Number.NaN]) {
      await expect(runFlow({ code: "1", name: "s", tools: [] }, { registry, seed })).rejects.toThrow(/seed must be a non-negative safe integer/);
    }
  });
});

const TOKENS = "import secrets, random\nprint(secrets.token_hex(16), secrets.randbelow(10**12), random.SystemRandom().getrandbits(64))\n";

describe("secrets' entropy", () => {
  it("differs from flow to flow when the host draws the seed", async () => {
    const runs = new Set([await prints(TOKENS), await prints(TOKENS), await prints(TOKENS)]);
    expect(runs.size).toBe(3);
  });

  it("replays with the flow's seed, and another seed gives other bytes", async () => {
    const a = await prints(TOKENS, 11);
    expect(await prints(TOKENS, 11)).toBe(a);
    expect(await prints(TOKENS, 12)).not.toBe(a);
  });

  it("does not follow random.seed(): the same script seed in two flows gives different tokens", async () => {
    const code = "import random, secrets\nrandom.seed(1234)\nprint(random.random(), secrets.token_hex(8))\n";
    const [a, b] = [await prints(code, 1), await prints(code, 2)];
    expect(a.split(" ")[0]).toBe(b.split(" ")[0]);
    expect(a.split(" ")[1]).not.toBe(b.split(" ")[1]);
  });

  it("is not random's stream: the same seed gives random and secrets different bits", async () => {
    const code = "import random, secrets\nprint(random.getrandbits(64) == secrets.randbits(64), random.Random().getrandbits(64) == secrets.randbits(64))\n";
    expect(await prints(code, 5)).toBe("False False\n");
  });

  it("leaves random's sequence as CPython's, whatever secrets draws", async () => {
    const code = "import random, secrets\nrandom.seed(3)\nsecrets.token_bytes(100)\nsecrets.choice('abc')\nrandom.SystemRandom().random()\nprint(random.random(), random.randint(1, 10**9))\n";
    expect(await prints(code, 9)).toBe(execFileSync("python3", ["-c", code]).toString());
  });

  it("never repeats within a flow", async () => {
    const code = "import secrets\nprint(len({secrets.token_bytes(8) for _ in range(5000)}))\n";
    expect(await prints(code, 0)).toBe("5000\n");
  });
});
