// TurnBatch (wasm/host-turn.ts): what arrives in one host turn is handed on together, and the end
// of the turn is asked for only when the items did not all arrive in the job that brought them.
import { describe, expect, it } from "vitest";
import { TurnBatch } from "../../wasm/host-turn.js";

/** A batch whose handed-on batches and asked-for turn ends the test reads; `endTurn` runs the ends asked. */
function probe(mayHandOn = () => true) {
  const handed: number[][] = [];
  const ends: (() => void)[] = [];
  const batch = new TurnBatch<number>((items) => handed.push(items), mayHandOn, (work) => ends.push(work));
  const endTurn = () => ends.splice(0).forEach((work) => work());
  return { batch, handed, ends, endTurn };
}

const jobs = async (n: number) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

describe("TurnBatch", () => {
  it("hands on items added in one job's promise jobs at once, asking for no end of turn", async () => {
    const { batch, handed, ends } = probe();
    // As a worker's `answers` message settles its calls: each add in a reaction of its own.
    await Promise.all([1, 2, 3].map((i) => Promise.resolve().then(() => batch.add(i, 3))));
    await jobs(3);
    expect(handed).toEqual([[1, 2, 3]]);
    expect(ends).toHaveLength(0);
  });

  it("asks for the end of the turn when the items have not all come, and hands on what came by then", async () => {
    const { batch, handed, ends, endTurn } = probe();
    batch.add(1, 3);
    await jobs(3);
    expect(ends).toHaveLength(1);
    batch.add(2, 3);
    endTurn();
    expect(handed).toEqual([[1, 2]]);
    batch.add(3, 1);
    expect(handed).toEqual([[1, 2], [3]]);
  });

  it("holds a full batch while it may not be handed on, until released at a turn's end", async () => {
    let open = false;
    const { batch, handed, ends, endTurn } = probe(() => open);
    batch.add(1, 2);
    batch.add(2, 2);
    await jobs(3);
    expect(handed).toEqual([]);
    expect(ends).toHaveLength(0);
    open = true;
    batch.release();
    endTurn();
    expect(handed).toEqual([[1, 2]]);
  });
});
