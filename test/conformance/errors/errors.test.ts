// The error envelope against CPython: every case in this folder is compared by the conformance
// runner (type, str(e), line, prints), and its `error.traceback` must equal CPython's traceback of
// the same script (traceback_oracle.py: file `<flow>`, script frames only), except in cases with a
// `# traceback: REASON` comment. No traceback may show JS frames or host paths.
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureRegistry, parseFixtures } from "../../../host/fixtures.js";
import { createRegistry } from "../../../host/registry.js";
import { runFlow } from "../../../host/run-flow.js";
import { FLOW_NOW_MS, loadCases, runPythonBatch, type ConformanceCase } from "../runner.js";
import { conformanceSuite } from "../suite.js";

const DIR = fileURLToPath(new URL(".", import.meta.url));
const ORACLE = fileURLToPath(new URL("./traceback_oracle.py", import.meta.url));
const LEAKS = ["eval.js", ".ts", ".js:", "/work", "node_modules", "    at ", "$f", "<anonymous>"];

conformanceSuite("conformance: errors", DIR);

async function cpythonTracebacks(cases: ConformanceCase[]): Promise<(string | null)[]> {
  return JSON.parse(await runPythonBatch(ORACLE, cases));
}

async function toolflowError(c: ConformanceCase) {
  const fixtures = c.fixtures ? parseFixtures(c.fixtures, c.name) : undefined;
  const registry = fixtures ? fixtureRegistry(fixtures) : createRegistry([]);
  const out = await runFlow(
    { code: c.source, name: "errors", tools: [...registry.keys()] },
    { registry, now: () => new Date(FLOW_NOW_MS), ...(fixtures ? { aliases: fixtures.aliases } : {}) },
  );
  if (out.rejected) throw new Error(`rejected: ${JSON.stringify(out.problems)}`);
  return out.full.error ?? null;
}

describe("tracebacks match CPython's", () => {
  const cases = loadCases(DIR).filter((c) => !c.skip);
  const python = new Map<string, string | null>();
  const toolflow = new Map<string, Awaited<ReturnType<typeof toolflowError>>>();

  beforeAll(async () => {
    const py = cpythonTracebacks(cases);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < cases.length; i = next++) toolflow.set(cases[i].name, await toolflowError(cases[i]));
    };
    await Promise.all([worker(), worker()]);
    (await py).forEach((tb, i) => python.set(cases[i].name, tb));
  }, 300_000);

  for (const c of cases) {
    const differs = /^# traceback: (.+)$/m.exec(c.source)?.[1];
    it(c.name, () => {
      const error = toolflow.get(c.name);
      const expected = python.get(c.name);
      if (expected === null) {
        expect(error, `${c.file}:${c.line}: CPython raised nothing`).toBeNull();
        return;
      }
      expect(error, `${c.file}:${c.line}`).not.toBeNull();
      const tb = error!.traceback;
      for (const leak of LEAKS) expect(tb, `${c.file}:${c.line}: traceback shows ${leak}`).not.toContain(leak);
      // CPython's first line: "Traceback ...", an exception group's box, or a chained exception
      // that was never raised (no frames).
      expect(tb.split("\n")[0], tb).toBe(expected!.split("\n")[0]);
      if (differs) {
        // Still Python-shaped: frames of the script and the exception as the last line.
        expect(tb.trimEnd().split("\n").at(-1)).toBe(`${error!.type}: ${error!.message}`);
        return;
      }
      expect(tb, `${c.file}:${c.line}`).toBe(expected);
    });
  }
});
