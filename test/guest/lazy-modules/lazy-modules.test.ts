// The built guest loads importable modules only on import (guest/modules/lazy.ts, build.mjs):
// what each flow evaluates, that chunks share the core's classes and each other's, and that the
// chunk table covers every module of the eager registry.
import { describe, expect, it } from "vitest";
import { CHUNKS } from "../../../guest/modules/chunks";
import { modules } from "../../../guest/modules/index";
import { chunkSources, runBuilt } from "./harness";

const sources = chunkSources();
/** Which chunks (module names, shared file paths) a list of evaluated sources holds. */
function chunksIn(evaluated: string[]): string[] {
  const names = new Map<string, string>();
  for (const [name, text] of Object.entries(sources.modules)) names.set(text, name);
  for (const [file, text] of Object.entries(sources.shared)) names.set(text, file);
  return evaluated.filter((text) => names.has(text)).map((text) => names.get(text)!);
}

describe("lazy modules in the built guest", () => {
  it("evaluates no module code for a flow that imports nothing, nor for json", async () => {
    const plain = await runBuilt("x = [1, 2]\nlen(x)");
    expect(plain.outcome).toEqual({ status: "ok", result: 2 });
    expect(plain.evaluated).toHaveLength(1); // the program itself
    const json = await runBuilt('import json\njson.loads(\'{"a": [1]}\')["a"]');
    expect(json.outcome).toEqual({ status: "ok", result: [1] });
    expect(chunksIn(json.evaluated)).toEqual([]);
  });

  it("evaluates a module's chunk once on first import, with the shared chunks it needs", async () => {
    const run = await runBuilt("import re\nimport re as again\nfrom re import sub\nsub('a+', '-', 'baab') + str(re is again)");
    expect(run.outcome).toEqual({ status: "ok", result: "b-bTrue" });
    const loaded = chunksIn(run.evaluated);
    expect(loaded).toContain("re");
    expect(new Set(loaded).size).toBe(loaded.length);
    expect(loaded.filter((name) => name in sources.modules)).toEqual(["re"]);
  });

  it("loads a shared chunk once for all the modules that use it", async () => {
    const run = await runBuilt(
      "import re, datetime, textwrap\n" +
        "[re.findall(r'\\d+', 'a1b22'), str(datetime.datetime.strptime('2024-03-05', '%Y-%m-%d')), textwrap.wrap('aa bb cc', 5)]",
    );
    expect(run.outcome).toEqual({ status: "ok", result: [["1", "22"], "2024-03-05 00:00:00", ["aa bb", "cc"]] });
    const loaded = chunksIn(run.evaluated);
    expect(new Set(loaded).size).toBe(loaded.length);
    expect(loaded.filter((name) => name in sources.shared).length).toBeGreaterThan(0);
  });

  it("gives chunks the core's classes: isinstance, except clauses and re.error across chunks", async () => {
    const script = [
      "import collections, statistics, re, datetime",
      "c = collections.Counter('abca')",
      "caught = []",
      "try:",
      "    statistics.mean([])",
      "except ValueError as e:",
      "    caught.append(type(e).__name__)",
      "try:",
      "    re.compile('(')",
      "except re.error as e:",
      "    caught.append('re.error')",
      "d = datetime.timedelta(days=1) * 2",
      "[isinstance(c, dict), c['a'], caught, isinstance(collections.OrderedDict(), dict), d.days, isinstance(re.findall('a', 'aa'), list)]",
    ].join("\n");
    const run = await runBuilt(script);
    expect(run.outcome).toEqual({ status: "ok", result: [true, 2, ["StatisticsError", "re.error"], true, 2, true] });
  });

  it("reports an exception raised inside a chunk at the script's line", async () => {
    const run = await runBuilt("import re\nx = 1\nre.compile('(')");
    expect(run.outcome.status).toBe("error");
    expect(run.outcome.error).toMatchObject({ type: "error", line: 3 });
  });

  it("builds a chunk for every module of the eager registry except json", () => {
    // urllib is the package holding urllib.parse, made by the table itself.
    expect(Object.keys(CHUNKS).sort()).toEqual(Object.keys(modules).filter((n) => n !== "json" && n !== "urllib").sort());
    expect(Object.keys(sources.modules).sort()).toEqual(Object.keys(CHUNKS).sort());
  });

  it("imports every module from the built guest", async () => {
    // `import urllib.parse` also makes the urllib package (the transpiler refuses a bare `import urllib`).
    const names = [...Object.keys(CHUNKS), "json"];
    const run = await runBuilt(`import ${names.join(", ")}\n${JSON.stringify(names)}`);
    expect(run.outcome).toEqual({ status: "ok", result: names });
    expect(chunksIn(run.evaluated).filter((name) => name in sources.modules).sort()).toEqual(Object.keys(CHUNKS).sort());
  });
});
