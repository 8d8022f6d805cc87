// Sandboxes loaded ahead of need (wasm/ready-sandboxes.ts): filled in the background up to the
// size the host sets, each taken once, dropped when the setup changes or the size shrinks.
import { describe, expect, it } from "vitest";
import { ReadySandboxes } from "../../wasm/ready-sandboxes.js";

/** Resolves once every timer and promise queued so far (and those they queue) has run. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function makeSet(fail: (setup: string, n: number) => boolean = () => false) {
  const loads: string[] = [];
  const dropped: string[] = [];
  let n = 0;
  const set = new ReadySandboxes<string, string>(
    (a, b) => a === b,
    async (setup) => {
      const name = `${setup}#${++n}`;
      loads.push(name);
      if (fail(setup, n)) throw new Error(`load ${name} failed`);
      return name;
    },
    (item) => dropped.push(item),
  );
  return { set, loads, dropped };
}

describe("ready sandboxes", () => {
  it("loads up to its size in the background, and each sandbox serves one taker", async () => {
    const { set, loads } = makeSet();
    set.resize(3);
    expect(set.take("a")).toBeUndefined();
    set.fill("a");
    expect(loads).toEqual([]);
    await settle();
    expect(loads).toEqual(["a#1", "a#2", "a#3"]);
    expect(await Promise.all([set.take("a"), set.take("a"), set.take("a")])).toEqual(["a#1", "a#2", "a#3"]);
    expect(set.take("a")).toBeUndefined();
    set.fill("a");
    await settle();
    expect(loads).toHaveLength(6);
  });

  it("drops the ready ones when the setup changes or the size shrinks, and gives none for another setup", async () => {
    const { set, dropped } = makeSet();
    set.resize(2);
    set.fill("a");
    await settle();
    expect(set.take("b")).toBeUndefined();
    set.fill("b");
    await settle();
    expect(dropped).toEqual(["a#1", "a#2"]);
    set.resize(0);
    await settle();
    expect(dropped).toEqual(["a#1", "a#2", "b#4"]);
    expect(await set.take("b")).toBe("b#3");
  });

  it("never hands out a load that failed, and the next fill replaces it", async () => {
    const { set, loads } = makeSet((_, n) => n === 1);
    set.resize(2);
    set.fill("a");
    await settle();
    expect(loads).toEqual(["a#1", "a#2"]);
    expect(await set.take("a")).toBe("a#2");
    expect(set.take("a")).toBeUndefined();
    set.fill("a");
    await settle();
    expect(await Promise.all([set.take("a"), set.take("a")])).toEqual(["a#3", "a#4"]);
  });

  it("starts its load as soon as the thread is free, not after a timer (Node clamps 0 ms timers to 1 ms)", async () => {
    const { set, loads } = makeSet();
    set.fill("a");
    const taken = set.take("a");
    expect(loads).toEqual([]);
    // setImmediate callbacks run before any timer queued later; the load's task was queued first.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toEqual(["a#1"]);
    expect(await taken).toBe("a#1");
  });

  it("gives a taker that comes before the load started that load, not a second one", async () => {
    const { set, loads } = makeSet();
    set.fill("a");
    const taken = set.take("a");
    expect(taken).toBeDefined();
    expect(await taken).toBe("a#1");
    await settle();
    expect(loads).toEqual(["a#1"]);
  });
});
