// conformanceSuite: a vitest suite over a folder of conformance case files (runner.ts has the
// format): one test per case, all cases run in one batch before the tests report.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type CaseResult, loadCases, ROOT, runCases } from "./runner.js";

/** Newest modification time of the files under `dir`. */
function newest(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .reduce((t, d) => Math.max(t, statSync(join(d.parentPath, d.name)).mtimeMs), 0);
}

/**
 * runFlow loads dist/guest-source.js and dist/worker.js: rebuild them when a source is newer.
 * (`npm test` builds first, so several suites starting together do not rebuild at once.)
 */
export function ensureBuilt(): void {
  let built = 0;
  try {
    built = Math.min(statSync(join(ROOT, "dist/guest-source.js")).mtimeMs, statSync(join(ROOT, "dist/worker.js")).mtimeMs);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const sources = Math.max(...["guest", "wasm", "build.mjs"].map((p) => (p.endsWith(".mjs") ? statSync(join(ROOT, p)).mtimeMs : newest(join(ROOT, p)))));
  if (sources > built) execFileSync("node", ["build.mjs"], { cwd: ROOT, stdio: "pipe" });
}

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
