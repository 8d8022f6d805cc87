// Differential test: parse(src) must equal CPython 3.11's ast.parse(src) (kinds, fields, constants,
// positions in code points) for every snippet of the corpus.
import { beforeAll, describe, expect, it } from "vitest";
import { loadUnicodeNames } from "../../../unicode-names/load.js";
import { parse } from "../../../transpiler/parse";
import { CORPUS } from "./corpus";
import { cpythonParse, toJson } from "./oracle";

const expected = cpythonParse(CORPUS);

// parse() resolves `\N{...}` escapes with the name table, which loads asynchronously (transpileScript does it for the engines).
beforeAll(() => loadUnicodeNames());

describe("parse() matches CPython's ast.parse", () => {
  it("has a corpus of at least 150 snippets that CPython accepts", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    const rejected = CORPUS.filter((_, i) => !("ok" in expected[i]));
    expect(rejected).toEqual([]);
  });

  it.each(CORPUS.map((src, i) => [JSON.stringify(src).slice(0, 70), i] as const))("%s", (_name, i) => {
    const want = expected[i];
    if (!("ok" in want)) return;
    expect(toJson(parse(CORPUS[i]))).toEqual(want.ok);
  });
});
