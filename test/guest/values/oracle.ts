// Test helpers: run CPython 3.11 as the oracle (one process per batch) and build guest values
// from Python source text, so each case is written once in Python and compared by repr.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import * as V from "../../../guest/values/index.js";

const ORACLE = fileURLToPath(new URL("./oracle.py", import.meta.url));

export type Outcome = { ok: string } | { err: string; msg: string };

function callOracle(req: object): any {
  const out = execFileSync("python3", [ORACLE], { input: JSON.stringify(req), maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(out.toString("utf8"));
}

/** CPython's repr (or exception type and str) of each expression / `exec:` snippet setting `result`. */
export function pyOutcomes(exprs: string[]): Outcome[] {
  return callOracle({ exprs }).exprs;
}

function fromTag(t: any): any {
  if (t === null || typeof t === "boolean") return t;
  if ("int" in t) return V.normInt(BigInt(t.int));
  if ("float" in t) {
    const s: string = t.float;
    return new V.PyFloat(s === "inf" ? Infinity : s === "-inf" ? -Infinity : s === "nan" ? NaN : Number(s));
  }
  if ("str" in t) return t.str;
  if ("list" in t) return new V.PyList(t.list.map(fromTag));
  if ("tuple" in t) return new V.PyTuple(t.tuple.map(fromTag));
  if ("dict" in t) return V.PyDict.from(t.dict.map(([k, v]: any[]) => [fromTag(k), fromTag(v)]));
  if ("set" in t) return new V.PySet(t.set.map(fromTag));
  if ("frozenset" in t) return new V.PySet(t.frozenset.map(fromTag), true);
  if ("range" in t) return new V.PyRange(...(t.range.map((x: string) => V.normInt(BigInt(x))) as [any, any, any]));
  if ("bytes" in t) return new V.PyBytes(Uint8Array.from(t.bytes));
  throw new Error("bad tag " + JSON.stringify(t));
}

/** Guest values equal to eval(src) in CPython, for each source text. */
export function pyValues(srcs: string[]): any[] {
  return callOracle({ values: srcs }).values.map(fromTag);
}

/** The guest's outcome of a thunk, in the oracle's form. */
export function tsOutcome(f: () => any): Outcome {
  try {
    return { ok: V.repr(f()) };
  } catch (e) {
    if (e instanceof V.PyBaseException) return { err: e.type.name, msg: V.str(e) };
    throw e;
  }
}

/** Runs all cases through both sides; returns [label, expected, actual] for each. */
export function compareAll(cases: { py: string; ts: () => any }[]): { label: string; want: Outcome; got: Outcome }[] {
  const want = pyOutcomes(cases.map((c) => c.py));
  return cases.map((c, i) => ({ label: c.py, want: want[i], got: tsOutcome(c.ts) }));
}
