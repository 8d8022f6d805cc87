// The transpiler's API: Python-subset source -> one JS expression evaluating to the program
// function (see docs/design.md, "Transpiler API"). Parse, check the subset, analyse, emit.

import { emitProgram } from "./emit-program.js";
import { parse } from "./parse.js";
import { manglePrivateNames } from "./private-names.js";
import { checkSubset } from "./subset.js";
import { checkFunctionNesting, isStackOverflow, nestingError } from "./nesting.js";
import { PySyntaxError, type CompileErrorType } from "./syntax-error.js";
import { interruptible } from "./interrupt.js";
import { prepareUnicodeNames } from "./unicode-names.js";
import { prepareZoneData } from "./zone-data.js";

export { TranspileInterrupted } from "./interrupt.js";

export interface TranspileOptions {
  /** Names the script sees as tool functions (already aliased). */
  tools: string[];
  /**
   * Asked now and then while transpiling (every thousand tokens, statements or nodes); true
   * stops it: transpile throws TranspileInterrupted (a flow's deadline or kill, in its worker).
   */
  interrupt?: () => boolean;
  /**
   * Functions (lambdas, defs, classes, comprehensions) nested inside each other, at most
   * (maxFunctionNesting of the flow's stack); past it, RecursionError. Default: no bound but MAX_NESTING.
   */
  functionNesting?: number;
}

export type TranspileResult =
  | { ok: true; js: string; imports: string[] }
  | { ok: false; error: { type: CompileErrorType; message: string; line: number; col: number } };

/**
 * transpile(), after loading what the script may need that loads asynchronously (the Unicode name
 * table, for `\N{...}` and unicodedata): what the engines call. transpile() alone serves a script
 * that needs neither, or runs after this loaded the table.
 */
export async function transpileScript(source: string, options: TranspileOptions): Promise<TranspileResult> {
  await Promise.all([prepareUnicodeNames(source), prepareZoneData(source)]);
  return transpile(source, options);
}

export function transpile(source: string, options: TranspileOptions): TranspileResult {
  try {
    return interruptible(options.interrupt, () => {
      const mod = parse(source);
      manglePrivateNames(mod, source);
      if (options.functionNesting !== undefined) checkFunctionNesting(mod, options.functionNesting);
      const refusals = checkSubset(mod, { tools: options.tools });
      if (refusals.length) throw refusals[0];
      const program = emitProgram(mod, options.tools);
      return { ok: true, js: program.js, imports: program.imports };
    });
  } catch (caught) {
    const e = isStackOverflow(caught) ? nestingError({ line: 1, col: 0 }) : caught;
    if (!(e instanceof PySyntaxError)) throw e;
    return { ok: false, error: { type: e.type, message: e.describe(), line: e.line, col: e.col } };
  }
}
