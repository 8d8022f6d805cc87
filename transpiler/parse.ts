// Parser entry: Python-subset source text -> `Module` (CPython 3.11 `ast` shapes, see ast.ts).
// Throws PySyntaxError for anything CPython would reject; subset refusals are `checkSubset`'s job.

import type { Module } from "./ast.js";
import { checkNestingDepth } from "./nesting.js";
import { StatementParser } from "./parse-statement.js";
import { tokenize } from "./tokenize.js";

import { PySyntaxError } from "./syntax-error.js";

export { PySyntaxError };

export function parse(source: string): Module {
  const nul = source.indexOf("\0");
  if (nul >= 0) {
    const before = source.slice(0, nul).split(/\r\n?|\n/);
    throw new PySyntaxError("source code string cannot contain null bytes", before.length, Array.from(before[before.length - 1]).length);
  }
  const tokens = tokenize(source);
  let module: Module;
  try {
    module = new StatementParser(tokens).parseModule();
  } catch (e) {
    // CPython re-tokenizes the rest of the source after a parse error: a tokenizer error found
    // there wins, and so does an unclosed bracket opened on an earlier line than the error.
    const last = tokens[tokens.length - 1];
    if (e instanceof PySyntaxError && last.kind === "ERRORTOKEN" && e !== last.error) {
      if (!last.unclosed || e.line > last.error!.line) throw last.error;
    }
    throw e;
  }
  checkNestingDepth(module);
  return module;
}
