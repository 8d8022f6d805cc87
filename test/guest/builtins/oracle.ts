// Differential harness for guest/builtins: each case is a Python expression and a thunk computing
// the same thing through the guest; python3 (CPython 3.11) evaluates all expressions of a file in
// one process and the reprs (or "Type: message" for exceptions) must be identical.
import { execFileSync } from "node:child_process";
import { PyBaseException, PyDict, PyFloat, PyList, PySet, PyTuple, PyType, callMethod, callPy, repr } from "../../../guest/values/index.js";
import { builtins } from "../../../guest/builtins/index.js";

export interface Case {
  py: string;
  run: () => any;
}

const PY_RUNNER = String.raw`
import json, sys
out = []
for src in json.load(sys.stdin):
    try:
        out.append("ok " + repr(eval(src)))
    except Exception as e:
        out.append("err " + type(e).__name__ + ": " + str(e))
json.dump(out, sys.stdout)
`;

/** Evaluates Python expressions under python3, in one process. */
export function python(exprs: string[]): string[] {
  const text = execFileSync("python3", ["-c", PY_RUNNER], { input: JSON.stringify(exprs), maxBuffer: 64 << 20 });
  return JSON.parse(text.toString("utf8"));
}

/** The same rendering for a guest computation. Async results must be awaited by the caller. */
export function guest(run: () => any): string {
  try {
    return "ok " + repr(run());
  } catch (e) {
    if (e instanceof PyBaseException) return `err ${e.type.name}: ${e.message}`;
    throw e;
  }
}

/** Python source for a case argument; `Src` carries code whose guest value differs (lambdas). */
export class Src {
  constructor(
    readonly code: string,
    readonly value: any,
  ) {}
}

/** Python source for a guest value: its repr, except where repr is not an expression. */
export function lit(x: any): string {
  if (x instanceof Src) return x.code;
  if (x instanceof PyType) return x.name;
  if (typeof x === "function" && x.$name) return x.$name;
  if (x instanceof PyFloat && !Number.isFinite(x.v)) return `float('${repr(x)}')`;
  if (x instanceof PyList) return `[${x.items.map(lit).join(", ")}]`;
  if (x instanceof PyTuple) return x.items.length === 1 ? `(${lit(x.items[0])},)` : `(${x.items.map(lit).join(", ")})`;
  return repr(x);
}
const val = (x: any): any => (x instanceof Src ? x.value : x);

export const f = (v: number) => new PyFloat(v);
export const L = (...items: any[]) => new PyList(items);
export const T = (...items: any[]) => new PyTuple(items);
export const S = (...items: any[]) => new PySet(items);
export function D(...pairs: [any, any][]): PyDict {
  const d = new PyDict();
  for (const [k, v] of pairs) d.set(k, v);
  return d;
}

function argText(args: any[], kw: Record<string, any>): string {
  return [...args.map(lit), ...Object.entries(kw).map(([k, v]) => `${k}=${lit(v)}`)].join(", ");
}

/** `recv.name(*args, **kw)`; the receiver is built fresh for each run via `make`. */
export function method(recv: any, name: string, args: any[] = [], kw: Record<string, any> = {}): Case {
  return {
    py: `(${lit(recv)}).${name}(${argText(args, kw)})`,
    run: () => callMethod(val(recv), name, args.map(val), Object.keys(kw).length ? kwObj(kw) : undefined),
  };
}

/** A call of the builtin `name`. */
export function call(name: string, args: any[] = [], kw: Record<string, any> = {}): Case {
  return {
    py: `${name}(${argText(args, kw)})`,
    run: () => callPy(builtins[name], args.map(val), Object.keys(kw).length ? kwObj(kw) : undefined),
  };
}

function kwObj(kw: Record<string, any>): Record<string, any> {
  const o = Object.create(null);
  for (const [k, v] of Object.entries(kw)) o[k] = val(v);
  return o;
}

/** Runs every case under python3 and through the guest. */
export function outcomes(cases: Case[]): { py: string; expected: string; actual: string }[] {
  const expected = python(cases.map((c) => c.py));
  return cases.map((c, i) => ({ py: c.py, expected: expected[i], actual: guest(c.run) }));
}


/** A mutating method: the result and the receiver afterwards, as `(result, receiver)`. */
export function mutate(recv: any, name: string, args: any[] = [], kw: Record<string, any> = {}): Case {
  const inner = method(new Src("s", null), name, args, kw);
  return {
    py: `(lambda s: (${inner.py}, s))(${lit(recv)})`,
    run: () => {
      const r = callMethod(recv, name, args.map(val), Object.keys(kw).length ? kwObj(kw) : undefined);
      return new PyTuple([r, recv]);
    },
  };
}
