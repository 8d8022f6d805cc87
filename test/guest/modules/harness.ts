// Differential harness for guest/modules: each case is a Python expression; oracle.py runs it
// under CPython (one python3 process per test file) and returns its AST, which a small
// interpreter here evaluates against the guest's modules and builtins; both sides give a repr.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { it, expect } from "vitest";
import {
  PyBaseException,
  PyBytes,
  PyDict,
  PyFloat,
  PyList,
  PySet,
  PySlice,
  PyTuple,
  binaryOp,
  callPy,
  contains,
  getAttr,
  getItem,
  iter,
  normInt,
  repr,
  richCompare,
  str,
  truthy,
  unaryOp,
  STOP,
  type BinaryOpName,
  type CompareOp,
} from "../../../guest/values/index.js";
import { builtins } from "../../../guest/builtins/index.js";
import { modules } from "../../../guest/modules/index.js";

type Plan = any;
type Env = Map<string, unknown>;

const ORACLE = fileURLToPath(new URL("./oracle.py", import.meta.url));

export interface OracleCase {
  expr: string;
  plan: Plan;
  expect: string;
}

/** Runs all cases under python3 in one process. */
export function oracle(setup: string, cases: string[]): OracleCase[] {
  const out = execFileSync("python3", [ORACLE], { input: JSON.stringify({ setup, cases }), encoding: "utf8", maxBuffer: 64 << 20 });
  const results = JSON.parse(out) as { plan: Plan; expect: string }[];
  return results.map((r, i) => ({ expr: cases[i], ...r }));
}

/** The guest-side namespace for a setup made of `import a, b` and `from a import x, y` lines. */
export function environment(setup: string): Env {
  const env: Env = new Map(Object.entries(builtins));
  const load = (name: string) => {
    const factory = modules[name];
    if (!factory) throw new Error(`no guest module ${name}`);
    return factory();
  };
  for (const line of setup.split("\n").map((l) => l.trim()).filter(Boolean)) {
    let m = /^import (.+)$/.exec(line);
    if (m) {
      for (const item of m[1].split(",").map((s) => s.trim())) {
        const alias = /^([\w.]+) as (\w+)$/.exec(item);
        if (alias) env.set(alias[2], load(alias[1]));
        else env.set(item.split(".")[0], load(item.split(".")[0]));
      }
      continue;
    }
    m = /^from ([\w.]+) import (.+)$/.exec(line);
    if (m) {
      const mod = load(m[1]);
      for (const name of m[2].split(",").map((s) => s.trim())) env.set(name, getAttr(mod, name));
      continue;
    }
    throw new Error(`unsupported setup line: ${line}`);
  }
  return env;
}

function constant(p: Plan): unknown {
  switch (p.t) {
    case "none":
      return null;
    case "bool":
      return p.v;
    case "int":
      return normInt(BigInt(p.v));
    case "float":
      return new PyFloat(p.v === "inf" ? Infinity : p.v === "nan" ? NaN : Number(p.v));
    case "str":
      return p.v;
    case "bytes":
      return new PyBytes(Uint8Array.from(p.v));
  }
  throw new Error(`constant ${p.t}`);
}

function bindTarget(target: Plan, value: unknown, env: Env): void {
  if (target.k === "name") env.set(target.id, value);
  else if (target.k === "tuple" || target.k === "list") {
    const items = [...iterate(value)];
    target.items.forEach((t: Plan, i: number) => bindTarget(t, items[i], env));
  } else throw new Error(`target ${target.k}`);
}

function* iterate(x: unknown): Generator<unknown> {
  const it = iter(x);
  for (let v = it.next(); v !== STOP; v = it.next()) yield v;
}

const CMP: Record<string, CompareOp> = { Lt: "Lt", LtE: "LtE", Gt: "Gt", GtE: "GtE", Eq: "Eq", NotEq: "NotEq" };

export function evaluate(p: Plan, env: Env): unknown {
  switch (p.k) {
    case "const":
      return constant(p);
    case "name":
      if (!env.has(p.id)) throw new Error(`unknown name ${p.id}`);
      return env.get(p.id);
    case "attr":
      return getAttr(evaluate(p.obj, env), p.name);
    case "call": {
      const f = evaluate(p.f, env);
      const args: unknown[] = [];
      for (const a of p.args) {
        if (a.k === "star") args.push(...iterate(evaluate(a.v, env)));
        else args.push(evaluate(a, env));
      }
      const kw: Record<string, unknown> = Object.create(null);
      let any = false;
      for (const [name, v] of p.kw) {
        if (name === null) {
          const d = evaluate(v, env) as PyDict;
          for (const [k, val] of d.entries()) kw[k as string] = val;
        } else kw[name] = evaluate(v, env);
        any = true;
      }
      return callPy(f, args, any ? kw : undefined);
    }
    case "sub":
      return getItem(evaluate(p.obj, env), evaluate(p.idx, env));
    case "slice":
      return new PySlice(evaluate(p.lo, env), evaluate(p.hi, env), evaluate(p.step, env));
    case "tuple":
      return new PyTuple(p.items.map((x: Plan) => evaluate(x, env)));
    case "list":
      return new PyList(p.items.map((x: Plan) => evaluate(x, env)));
    case "set":
      return new PySet(p.items.map((x: Plan) => evaluate(x, env)));
    case "dict": {
      const d = new PyDict();
      p.keys.forEach((k: Plan, i: number) => d.set(evaluate(k, env), evaluate(p.values[i], env)));
      return d;
    }
    case "bin":
      return binaryOp(p.op as BinaryOpName, evaluate(p.l, env), evaluate(p.r, env));
    case "unary":
      return unaryOp(p.op, evaluate(p.v, env));
    case "cmp": {
      const l = evaluate(p.l, env);
      const r = evaluate(p.r, env);
      if (p.op === "In") return contains(r, l);
      if (p.op === "NotIn") return !contains(r, l);
      if (p.op === "Is") return l === r;
      if (p.op === "IsNot") return l !== r;
      return richCompare(l, r, CMP[p.op]);
    }
    case "ifexp":
      return truthy(evaluate(p.test, env)) ? evaluate(p.body, env) : evaluate(p.orelse, env);
    case "lambda": {
      const fn = (...args: unknown[]) => {
        const local = new Map(env);
        p.params.forEach((name: string, i: number) => local.set(name, args[i]));
        return evaluate(p.body, local);
      };
      return fn;
    }
    case "listcomp": {
      const out: unknown[] = [];
      for (const v of iterate(evaluate(p.iter, env))) {
        const local = new Map(env);
        bindTarget(p.target, v, local);
        if (p.ifs.every((c: Plan) => truthy(evaluate(c, local)))) out.push(evaluate(p.elt, local));
      }
      return new PyList(out);
    }
  }
  throw new Error(`plan ${p.k}`);
}

/** The guest's outcome in the oracle's form: repr, or "Type: message". */
export function outcome(p: Plan, env: Env): string {
  try {
    return repr(evaluate(p, env));
  } catch (e) {
    if (e instanceof PyBaseException) return `${e.type.name}: ${str(e)}`;
    throw e;
  }
}

/** Whether guest/values' repr() consults `$repr` on dict and tuple subclasses (Counter,
 *  defaultdict, OrderedDict, namedtuple, IsoCalendarDate, ParseResult). Until it does, cases that
 *  print those reprs are skipped rather than asserted wrong. */
export const subclassReprWorks =
  repr(new (class extends PyDict { $repr() { return "ok"; } })()) === "ok" &&
  repr(new (class extends PyTuple { $repr() { return "ok"; } })([])) === "ok";

/** Whether guest/values' hashKey() consults `$hashKey()`, so that equal dates, timedeltas,
 *  timezones and compiled patterns are one dict key / set member. */
export const valueHashWorks = (() => {
  const key = { $hashKey: () => "\0probe" };
  const d = new PyDict();
  d.set(key, 1);
  return d.has({ $hashKey: () => "\0probe" });
})();

/** Registers one vitest test per case, comparing the guest's outcome with CPython's. */
export function differential(setup: string, cases: string[]): void {
  const results = oracle(setup, cases);
  const env = environment(setup);
  for (const c of results) {
    it(c.expr, () => {
      expect(outcome(c.plan, env)).toBe(c.expect);
    });
  }
}
