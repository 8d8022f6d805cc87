// The hostile inputs of hostile-input.test.ts through the built CLI, as a user runs it: each
// ends in an envelope (exit 0 or 1), never exit 70, a JS stack or a host path.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRACKETED, UNBRACKETED } from "../transpiler/limits/deep-inputs.js";
import { PROTOTYPE_NAMES } from "./attack.js";
import { expectContained, project, runCli, type Project } from "./cli-attack.js";
import { ensureBuilt } from "../ensure-built.js";

let p: Project;
beforeAll(() => {
  ensureBuilt();
  p = project({ max_timeout_seconds: 60 });
}, 120_000);
afterAll(() => p.remove());

const ERRORS: [string, string, string][] = [
  ["a 3,000-deep unary chain", UNBRACKETED["unary minus"](3000), "RecursionError"],
  ["a 10,000-term + chain", UNBRACKETED["+ chain"](10_000), "RecursionError"],
  ["2,000 nested lambdas", UNBRACKETED.lambdas(2000), "RecursionError"],
  ["500 nested brackets", BRACKETED.lists(500), "SyntaxError"],
  ["101 levels of indentation", Array.from({ length: 101 }, (_, i) => `${"    ".repeat(i)}if True:\n`).join("") + `${"    ".repeat(101)}pass\n`, "IndentationError"],
  ["tabs after spaces", "if 1:\n        x = 1\n\ty = 2\n", "TabError"],
  ["a 5,000-digit literal", `x = ${"9".repeat(5000)}\n`, "SyntaxError"],
];

describe("CLI: hostile scripts end in an envelope", () => {
  for (const [name, script, type] of ERRORS) {
    it(name, async () => {
      const run = await runCli(p, script);
      expectContained(run, p);
      expect(run.envelope).toMatchObject({ status: "error", error: { type } });
    });
  }

  it("a 2,900-branch elif chain runs, as in CPython (its compiler stops near 2,990)", async () => {
    const run = await runCli(p, UNBRACKETED["elif chain"](2900));
    expectContained(run, p);
    expect(run.envelope).toMatchObject({ status: "ok", prints: "2900\n" });
  });

  it("`...` as a statement runs, and as a value is Ellipsis", async () => {
    const run = await runCli(p, "...\nx = ...\nprint('ran', x)\n");
    expectContained(run, p);
    expect(run.envelope).toMatchObject({ status: "ok", prints: "ran Ellipsis\n" });
  });

  it("fixture tools named after Object.prototype's members", async () => {
    const fixtures = p.fixtures("proto.json", Object.fromEntries(PROTOTYPE_NAMES.map((n) => [n, [{ args: {}, output: n }]])));
    const run = await runCli(p, `print([${PROTOTYPE_NAMES.map((n) => `${n}()["text"]`).join(", ")}])\n`, { fixtures });
    expectContained(run, p);
    expect(run.envelope).toMatchObject({ status: "ok", prints: `${JSON.stringify(PROTOTYPE_NAMES).replaceAll('"', "'").replaceAll(",", ", ")}\n` });
  });
});
