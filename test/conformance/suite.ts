// conformanceSuite: a vitest suite over a folder of conformance case files (runner.ts has the
// format): one test per case, all cases run in one batch before the tests report.
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../ensure-built.js";
import { type CaseResult, loadCases, runCases } from "./runner.js";

/** A vitest suite over a folder of case files: one test per case, all run in one batch. */
export function conformanceSuite(title: string, dir: string): void {
  const cases = loadCases(dir);
  const results = new Map<string, CaseResult>();
  describe(title, () => {
    beforeAll(async () => {
      ensureBuilt();
      for (const r of await runCases(cases)) results.set(r.case.name, r);
    }, 300_000);
    for (const c of cases) {
      if (c.skip) {
        it.skip(`${c.name} (deviation: ${c.skip})`, () => undefined);
        continue;
      }
      it(c.name, () => {
        const r = results.get(c.name);
        expect(r, "the batch did not run this case").toBeDefined();
        expect(r!.differences, `${c.file}:${c.line}`).toEqual([]);
      });
    }
  });
}
