// A run's options reach hooks.startTime and hooks.seed, from an object at once or from the host's
// JSON text at their first read (guest/values/hooks.ts).
import { afterEach, describe, expect, it } from "vitest";
import { hooks, setRunOptions } from "../../../guest/values/index";

describe("run options", () => {
  afterEach(() => setRunOptions({}));

  it("reads the host's JSON text at the first read of either value", () => {
    setRunOptions('{"startTime": 1714979289000, "seed": 99, "tools": {"read": "file_read"}}');
    expect(hooks.seed).toBe(99);
    expect(hooks.startTime).toBe(1714979289000);
  });

  it("keeps the defaults' rules: no text is {}, a seed that is not a non-negative safe integer is 0", () => {
    setRunOptions("");
    expect([hooks.startTime, hooks.seed]).toEqual([0, 0]);
    for (const seed of ["-1", "1.5", "9007199254740992", '"7"']) {
      setRunOptions(`{"startTime": 5, "seed": ${seed}}`);
      expect([hooks.startTime, hooks.seed]).toEqual([5, 0]);
    }
  });

  it("lets an assignment after the text win over it, for that value only", () => {
    setRunOptions('{"startTime": 1, "seed": 2}');
    hooks.startTime = 10;
    expect([hooks.startTime, hooks.seed]).toEqual([10, 2]);
  });

  it("replaces a text not yet read by the next run's options", () => {
    setRunOptions('{"startTime": 1, "seed": 2}');
    setRunOptions({ startTime: 3 });
    expect([hooks.startTime, hooks.seed]).toEqual([3, 0]);
  });
});
