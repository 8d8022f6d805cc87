// One test per differential case: CPython (oracle.py) and the toolflow CLI must agree on prints,
// result, error type and the ordered tool calls. Cases run concurrently in a few long-lived CLI
// processes (compare.ts bounds them).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, ROOT, closeCliSessions, compareCase, listCases, runOracleBatch, type Outcome } from "./compare.js";

const cases = listCases();
// Settled up front so a failed batch fails each test rather than surfacing as an unhandled rejection.
let oracle: Promise<{ outcomes: Map<string, Outcome> } | { failure: unknown }>;

beforeAll(() => {
  // `npm test` builds first; a bare `npx vitest run test/diff` on a fresh checkout builds here.
  if (!existsSync(CLI)) execFileSync(process.execPath, [join(ROOT, "build.mjs")], { cwd: ROOT, stdio: "inherit" });
  oracle = runOracleBatch(cases).then(
    (outcomes) => ({ outcomes }),
    (failure: unknown) => ({ failure }),
  );
}, 120_000);

afterAll(closeCliSessions);

describe.concurrent("CPython vs toolflow", () => {
  for (const c of cases) {
    it(c.name, async () => {
      const py = oracle.then((o) => ("failure" in o ? Promise.reject(o.failure) : o.outcomes.get(c.name)));
      const report = await compareCase(c, py);
      expect(report.differences, report.notes.join("\n")).toEqual([]);
    });
  }
});
