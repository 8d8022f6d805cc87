// Differential fuzzing against CPython: mutated corpus snippets must be accepted or rejected exactly
// when CPython does (same AST when accepted), and a sample of CPython's stdlib must parse identically.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { loadUnicodeNames } from "../../../unicode-names/load.js";
import { parse, PySyntaxError } from "../../../transpiler/parse";
import { CORPUS } from "./corpus";
import { cpythonParse, toJson } from "./oracle";

const PIECES = [
  ":", "(", ")", "[", "]", "{", "}", ",", "=", " ", "\n", "    ", "*", "**", "lambda", "'", '"', "f'{", "not",
  "in", "is", "if", "else", "for", "async", "await", "yield", ":=", ".", "\\", "#", "1", "x", "@", "->", "\t",
  ";", "return", "def", "0x", "1e", "_", "!r", "==", "<", "-", "~",
];

const edit = fc.record({ at: fc.nat(), kind: fc.nat(2), piece: fc.constantFrom(...PIECES) });
const mutant = fc
  .record({ base: fc.constantFrom(...CORPUS), edits: fc.array(edit, { minLength: 1, maxLength: 2 }) })
  .map(({ base, edits }) => {
    const cps = Array.from(base);
    for (const { at, kind, piece } of edits) {
      const i = at % (cps.length + 1);
      if (kind === 0 && cps.length > 0) cps.splice(Math.min(i, cps.length - 1), 1);
      else cps.splice(i, 0, piece);
    }
    return cps.join("");
  });

function ours(source: string): { ok: unknown } | { error: string } {
  try {
    return { ok: toJson(parse(source)) };
  } catch (e) {
    if (e instanceof PySyntaxError) return { error: e.message };
    throw e;
  }
}

// parse() resolves `\N{...}` escapes with the name table, which loads asynchronously (transpileScript does it for the engines).
beforeAll(() => loadUnicodeNames());

describe("parse() agrees with CPython on mutated input", () => {
  const sources = fc.sample(mutant, { numRuns: 1500, seed: 20261130 });
  const cpython = cpythonParse(sources);

  it("accepts exactly what CPython accepts, with the same AST, and never crashes", () => {
    const mismatches = sources.flatMap((src, i) => {
      const mine = ours(src);
      const want = cpython[i];
      if ("ok" in want && "ok" in mine) return isDeepStrictEqual(mine.ok, want.ok) ? [] : [{ src, issue: "ast" }];
      if ("ok" in want) return [{ src, issue: `rejected: ${(mine as { error: string }).error}` }];
      if ("ok" in mine) return [{ src, issue: `accepted; CPython: ${want.error.message}` }];
      return [];
    });
    expect(mismatches).toEqual([]);
  });

  it("gives CPython's message for most rejected mutants", () => {
    let rejected = 0;
    let same = 0;
    sources.forEach((src, i) => {
      const want = cpython[i];
      if ("ok" in want) return;
      rejected++;
      const mine = ours(src);
      if ("error" in mine && mine.error === want.error.message) same++;
    });
    expect(rejected).toBeGreaterThan(500);
    expect(same / rejected).toBeGreaterThan(0.85);
  });
});

describe("parse() reads CPython's own stdlib identically", () => {
  const stdlib = execFileSync("python3", ["-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])"])
    .toString()
    .trim();
  const files = ["textwrap.py", "json/decoder.py", "string.py", "statistics.py", "base64.py", "functools.py"];
  const sources = files.map((f) => readFileSync(`${stdlib}/${f}`, "utf8"));
  const cpython = cpythonParse(sources);

  it.each(files.map((f, i) => [f, i] as const))("%s", (_f, i) => {
    const want = cpython[i];
    expect("ok" in want).toBe(true);
    expect(toJson(parse(sources[i]))).toEqual((want as { ok: unknown }).ok);
  });
});
