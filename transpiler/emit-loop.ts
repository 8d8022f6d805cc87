// `while`, `for` and `async for` loops with `else`, `break` and `continue` (labelled JS loops).
// `for name in range(...)` becomes a counting loop; other iterables go through the iterator
// protocol, async ones through `__aiter__`/`__anext__`.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { block, expr } from "./emit-entries.js";
import { cond } from "./emit-operators.js";
import { assign } from "./emit-target.js";
import { targetNames } from "./ast-walk.js";
import type { Variable } from "./scope.js";
import { ITERATION } from "./analyze-members.js";
import { closingAbandoned, isFreshGenerator } from "./emit-abandoned.js";
import { walk } from "./walk.js";
import { lineMarker } from "./line-map.js";

interface LoopParts {
  label: string;
  breakLabel: string;
  body: string;
  /** The `else` block, or "" when there is none. */
  orelse: string;
}

/**
 * Emits a loop body with its labels pushed (through `inBody`, which may add what holds only
 * inside the body). `break` has a label of its own when the loop has an `else` or when
 * `ownBreak` asks (code after the loop that `break` skips).
 */
function loopParts(cx: Emitter, s: { body: A.Stmt[]; orelse: A.Stmt[] }, inBody: (emit: () => string) => string, ownBreak = false): LoopParts {
  const label = cx.label();
  const breakLabel = s.orelse.length || ownBreak ? cx.label() : label;
  cx.fn.loops.push({ label, breakLabel });
  let body: string;
  try {
    body = inBody(() => block(cx, s.body));
  } finally {
    cx.fn.loops.pop();
  }
  return { label, breakLabel, body, orelse: s.orelse.length ? block(cx, s.orelse) : "" };
}

/** The loop and its `else` in the block `break` leaves. */
function closeLoop(p: LoopParts, loop: string): string {
  return p.breakLabel === p.label ? loop : `${p.breakLabel}: {\n${loop}\n${p.orelse}\n}`;
}

function withLoop(
  cx: Emitter,
  s: { body: A.Stmt[]; orelse: A.Stmt[] },
  make: (label: string, body: string) => string,
  inBody: (emit: () => string) => string = (emit) => emit(),
): string {
  const p = loopParts(cx, s, inBody);
  return closeLoop(p, make(p.label, p.body));
}

export function whileLoop(cx: Emitter, s: A.While): string {
  // The test is emitted inside the loop's frame: it runs at every iteration, so it gets the
  // fast paths that code run once (the module body outside loops) goes without.
  let test = "";
  const inBody = (emit: () => string) => {
    test = cond(cx, s.test);
    return emit();
  };
  return withLoop(cx, s, (label, b) => `${label}: while (${test}) ${b}`, inBody);
}

/** The loop target's names are bound inside the body (assigned before each iteration). */
export function withTargetBound<T>(cx: Emitter, target: A.Expr, f: () => T): T {
  const added: Variable[] = [];
  for (const n of targetNames(target)) {
    const r = cx.resolve(n);
    if (r.kind === "free" || cx.fn.definite.has(r.v)) continue;
    if (r.kind === "global" && cx.fn.scope.kind !== "module") continue;
    cx.fn.definite.add(r.v);
    added.push(r.v);
  }
  try {
    return f();
  } finally {
    added.forEach((v) => cx.fn.definite.delete(v));
  }
}

export function forLoop(cx: Emitter, s: A.For): string {
  const range = rangeCall(cx, s);
  if (range) return rangeLoop(cx, s, range);
  const it = cx.fn.tmp();
  const i = cx.fn.tmp();
  const v = cx.fn.tmp();
  // Lists and tuples are walked by index (re-reading the length, as CPython's list iterator
  // does), `i` >= -1; a dict by its Map's own key iterator, `i` <= -3; anything else through
  // its iterator, `i` is -2.
  const { seq, seqStep } = seqWalk(cx, it, i, v);
  // A generator expression that awaits is lazy: each step is awaited (CPython stops calling
  // tools at a `break`).
  const awaitsSteps = s.iter.kind === "GeneratorExp" && cx.fn.isAsync && cx.info.scopeOf(s.iter).isAsync;
  const iterable = expr(cx, s.iter);
  // In async code an AsyncPyIterator (a generator expression, map or filter that calls tools)
  // is walked as is, each step awaited; iter() refuses it everywhere else.
  // `__iter__`/`__next__` that call a tool are awaited (run through `accepting`).
  const awaitsIter = cx.fn.isAsync && cx.asyncInfo.awaitsAny(ITERATION);
  const toIter = cx.fn.isAsync
    ? `if (!(${it} instanceof ${cx.h("AsyncPyIterator")})) ${it} = ${awaitsIter ? cx.accept("iterAwaitable", it) : `${cx.h("iter")}(${it})`};`
    : `${it} = ${cx.h("iter")}(${it});`;
  const pair = itemsPair(s.target, s.iter);
  const value = pair === null ? "" : cx.fn.tmp();
  const dict = dictWalk(cx, it, i, v, walkKind(s.iter), value);
  const nextValue = awaitsSteps
    ? `(${v} = ${cx.awaited(`${it}.next()`)})`
    : awaitsIter
      ? `(${v} = ${cx.accept("iterStep", it)})`
      : cx.fn.isAsync
      ? `((${v} = ${it}.next()) instanceof ${cx.h("Promise")} ? (${v} = ${cx.awaited(v)}) : ${v})`
      : `(${v} = ${it}.next())`;
  const iterStep = `if (${nextValue} === ${cx.h("STOP")}) break;`;
  const step = `${seqStep} else if (${i} === -2) { ${iterStep} } else { ${dict.step} }`;
  const unpacked = assign(cx, s.target, v);
  const pairStores = pair === null ? unpacked : `${assign(cx, pair[0], v)}\n${assign(cx, pair[1], value)}`;
  const store = pair === null ? unpacked : `if (${i} >= -2) { ${unpacked} } else { ${pairStores} }`;
  const fresh = !awaitsSteps && isFreshGenerator(cx, s.iter);
  // The loop's start when its body is emitted once.
  const head = `${it} = ${iterable};\nif (${seq}) ${i} = -1; else ${dict.start} else { ${toIter} ${i} = -2; }\n`;
  if (fresh || !ownsDictLoop(s)) {
    const loop = withLoop(cx, s, (label, b) => `${label}: for (;;) {\n${step}\n${store}\n${b}\n}`, (emit) => withTargetBound(cx, s.target, emit));
    return head + (fresh ? closingAbandoned(cx, loop, it, v) : loop);
  }
  // The body twice: a dict's keys through `for...of`, which QuickJS steps without the
  // `{value, done}` object a `.next()` call allocates (str_dict's dict loop 0.88x,
  // bench/experiments/compute-s12.md), and every other iterable as above. Only a loop with no
  // `for` inside takes this form, so no statement is emitted more than twice.
  const p = loopParts(cx, s, (emit) => withTargetBound(cx, s.target, emit), true);
  // A body that awaits (a tool call) costs far more per step than the walk saves, and its second
  // copy would be compiled at every flow's start: once, as above.
  if (p.body.includes("await ")) {
    return head + closeLoop(p, `${p.label}: for (;;) {\n${step}\n${store}\n${p.body}\n}`);
  }
  // What follows a copy of the body raises on the `for` line, as the steps do.
  const at = lineMarker(s.line);
  const paired = indexedPair(cx, s);
  if (paired !== null) {
    // `for i, x in enumerate(xs)` and `for a, b in zip(xs, ys)` over lists and tuples: walked by
    // index; anything else through the builtin as written.
    const held = [it, ...paired.sources.slice(1).map(() => cx.fn.tmp())];
    const walk = pairWalk(cx, paired, held, i);
    const listLoop = `${p.label}: for (${i} = -1;;) {\nif (${walk.ended}) break;\n${walk.stores}\n${p.body}\n}`;
    const called = `${it} = ${pairCall(cx, paired, held)}; ${toIter} ${i} = -2;`;
    const iterLoop = `${p.label}: for (;;) {\n${iterStep}\n${unpacked}\n${p.body}\n}`;
    const evaluated = paired.sources.map((e, k) => `${held[k]} = ${expr(cx, e)};`).join("\n");
    return `${evaluated}\nif (${walk.lists}) {\n${closeLoop(p, listLoop)}\n} else {${at} ${called}\n${closeLoop(p, iterLoop)}\n}`;
  }
  const otherLoop = `${p.label}: for (;;) {\n${seqStep} else { ${iterStep} }\n${unpacked}\n${p.body}\n}`;
  const other = `else {${at} if (${seq}) ${i} = -1; else { ${toIter} ${i} = -2; }\n${closeLoop(p, otherLoop)}\n}`;
  // Exhausted after the dict changed size: CPython's next step raises before it stops.
  const dictLoop = `${p.label}: for (${v} of ${dict.keys}) {\n${dict.checks}\n${pairStores}\n${p.body}\n}\n${at}${dict.sizeCheck}`;
  return `${it} = ${iterable};\nif (${dict.test}) { ${dict.init}\n${closeLoop(p, dictLoop)}\n} ${other}`;
}

/** A list or tuple walked by index (re-reading the length, as CPython's list iterator does):
 *  `seq` tests `it` for one, `seqStep` (for `i` >= -1) reads the next item into `v`. */
export function seqWalk(cx: Emitter, it: string, i: string, v: string): { seq: string; seqStep: string } {
  return {
    seq: cx.isListOrTuple(it),
    seqStep: `if (${i} > -2) { if (++${i} >= ${it}.items.length) break; ${v} = ${it}.items[${i}]; }`,
  };
}

/** The two targets of `for a, b in ...` (a tuple or list of two, none starred), else null. */
function twoTargets(t: A.Expr): [A.Expr, A.Expr] | null {
  return (t.kind === "Tuple" || t.kind === "List") && t.elts.length === 2 && !t.elts.some((e) => e.kind === "Starred") ? [t.elts[0], t.elts[1]] : null;
}

/**
 * The two targets of `for a, b in x.items()` (no arguments, no starred target), else null: the
 * dict walk stores each key and value as they are (no pair made, none unpacked), where
 * DictIterator made an iterator of eight fields and a tuple a step.
 */
export function itemsPair(target: A.Expr, iter: A.Expr): [A.Expr, A.Expr] | null {
  return walkKind(iter) === "items" ? twoTargets(target) : null;
}

/** What a walk by index over enumerate's or zip's lists stores in each target. */
export interface IndexedPair {
  builtin: "enumerate" | "zip";
  /** The call's callee (the builtin's name). */
  func: A.Expr;
  /** The lists: enumerate's one or zip's two. */
  sources: A.Expr[];
  /** enumerate's start, an int literal (0 when not given). */
  start: number;
  targets: [A.Expr, A.Expr];
}

/**
 * `for a, b in enumerate(xs)` (its start, if given, an int literal, positional or `start=`) or
 * `for a, b in zip(xs, ys)` of the builtin (two targets, none starred), in a `for` loop or a
 * comprehension's, else null. A `for` loop takes only names, or attributes and constant
 * subscripts of one, as the lists (`argument`): nothing in them awaits.
 */
export function indexedPair(cx: Emitter, s: { target: A.Expr; iter: A.Expr }, argument: (e: A.Expr) => boolean = plainPath): IndexedPair | null {
  const targets = twoTargets(s.target);
  const it = s.iter;
  if (targets === null || it.kind !== "Call") return null;
  if (cx.isBuiltinName(it.func, "zip")) {
    return it.args.length === 2 && it.keywords.length === 0 && it.args.every(argument) ? { builtin: "zip", func: it.func, sources: it.args, start: 0, targets } : null;
  }
  if (!cx.isBuiltinName(it.func, "enumerate") || it.args.length === 0 || !argument(it.args[0])) return null;
  const given = it.args.length === 2 && it.keywords.length === 0 ? it.args[1] : it.args.length === 1 && it.keywords.length === 1 && it.keywords[0].arg === "start" ? it.keywords[0].value : null;
  const start = given === null ? (it.args.length === 1 && it.keywords.length === 0 ? 0n : null) : intConst(given);
  // Within 2**31, the index plus the start is a safe int for any list's index.
  if (start === null || !within(start, 2n ** 31n)) return null;
  return { builtin: "enumerate", func: it.func, sources: [it.args[0]], start: Number(start), targets };
}

/** The builtin's call on the lists held in `held`, for what is not a list or tuple (zip and
 *  enumerate are types: their caller called). */
export function pairCall(cx: Emitter, pair: IndexedPair, held: string[]): string {
  return `${cx.h("callable")}(${expr(cx, pair.func)})(${held.join(", ")}${pair.start === 0 ? "" : `, ${pair.start}`})`;
}

/**
 * The walk by index of an IndexedPair's lists, `held` their variables and `i` the index (-1
 * before the first step): `lists` tests that each is a list or tuple, `ended` steps `i` and tests
 * it against the lengths (re-read at each step, as the list iterators the builtin holds do; zip
 * stops at the first that ends), `stores` binds the targets (no pair made or unpacked).
 */
export function pairWalk(cx: Emitter, pair: IndexedPair, held: string[], i: string): { lists: string; ended: string; stores: string } {
  const items = (k: number) => `${held[k]}.items`;
  const count = pair.start === 0 ? i : `${i} + ${pair.start}`;
  const values = pair.builtin === "enumerate" ? [count, `${items(0)}[${i}]`] : [`${items(0)}[${i}]`, `${items(1)}[${i}]`];
  return {
    lists: allSeqs(cx, held),
    ended: held.map((_, k) => `${k === 0 ? `++${i}` : i} >= ${items(k)}.length`).join(" || "),
    stores: `${assign(cx, pair.targets[0], values[0])}\n${assign(cx, pair.targets[1], values[1])}`,
  };
}

/** A test that each of `held` is a list or tuple. */
export function allSeqs(cx: Emitter, held: string[]): string {
  return held.map((h) => cx.isListOrTuple(h)).join(" && ");
}

function plainPath(e: A.Expr): boolean {
  if (e.kind === "Name") return true;
  if (e.kind === "Attribute") return plainPath(e.value);
  return e.kind === "Subscript" && e.slice.kind === "Constant" && plainPath(e.value);
}

/** A loop whose body holds no `for` (at any depth): its body may be emitted twice. */
function ownsDictLoop(s: A.For): boolean {
  let inner = false;
  for (const stmt of [...s.body, ...s.orelse]) walk(stmt, (n) => (inner ||= n.kind === "For" || n.kind === "AsyncFor"));
  return !inner;
}

/**
 * `async for`: `__aiter__` once, then each `__anext__` awaited until StopAsyncIteration (which
 * `asyncStep` turns into STOP).
 */
export function asyncForLoop(cx: Emitter, s: A.AsyncFor): string {
  const it = cx.fn.tmp();
  const v = cx.fn.tmp();
  const head = `${it} = ${cx.h("asyncIter")}(${expr(cx, s.iter)}, true);\n`;
  const step = `if ((${v} = ${cx.awaitedAt(`${cx.h("asyncStep")}(${it})`)}) === ${cx.h("STOP")}) break;`;
  const store = assign(cx, s.target, v);
  return head + withLoop(cx, s, (label, b) => `${label}: for (;;) {\n${step}\n${store}\n${b}\n}`, (emit) => withTargetBound(cx, s.target, emit));
}

/** What a loop over `x.keys()`, `x.values()` or `x.items()` (no arguments) walks in place when
 *  the call gives that view of a dict; "dict" for any other iterable (walked in place when it is
 *  a dict). A view of another kind, or anything else, goes through its iterator. */
export type WalkKind = "dict" | "keys" | "values" | "items";

export function walkKind(e: A.Expr): WalkKind {
  if (e.kind !== "Call" || e.args.length || e.keywords.length || e.func.kind !== "Attribute") return "dict";
  const name = e.func.attr;
  return name === "keys" || name === "values" || name === "items" ? name : "dict";
}

/**
 * A `for` over a dict (or a dict subclass: they iterate alike), or over the view of `kind`,
 * without a PyIterator: as DictIterator does, the size is checked before each step and `i`
 * counts up from -3 - size, so one key more than the dict had (keys deleted and added) raises at
 * -3. `test` says the walk applies (`init` then makes `it` the view's dict); `start` and `step`
 * walk it with `.next()`; `init`, `keys` and `checks` (on the Map's entry `v`) with `for...of`,
 * followed by `sizeCheck`. Each step leaves in `v` the key, the value, or (items) a new pair, or
 * with a `value` variable (items, see itemsPair) the key in `v` and the value in `value`.
 */
export function dictWalk(cx: Emitter, it: string, i: string, v: string, kind: WalkKind, value = "") {
  const keys = cx.fn.tmp();
  const size = cx.fn.tmp();
  const test = kind === "dict" ? cx.isDict(it) : `${it} instanceof ${cx.h("PyDictView")} && ${it}.kind === "${kind}"`;
  const enter = kind === "dict" ? "" : `${it} = ${it}.dict; `;
  const init = `${enter}${keys} = ${it}.vals.${kind === "values" ? "values" : "keys"}(); ${size} = ${it}.vals.size; ${i} = -3 - ${size};`;
  const changed = cx.h("dictChanged");
  const sizeCheck = `if (${it}.vals.size !== ${size}) ${changed}(true);`;
  const keyCheck = `if (${i}++ === -3) ${changed}(false);`;
  const pyKey = (mapKey: string) => `${it}.origKeys === null ? ${mapKey} : ${it}.keyOf(${mapKey})`;
  const key = (mapKey: string) => `${v} = ${pyKey(mapKey)};`;
  const entry = (mapKey: string) => {
    if (kind === "values") return `${v} = ${mapKey};`;
    if (kind !== "items") return key(mapKey);
    return value === "" ? `${v} = new ${cx.h("PyTuple")}([${pyKey(mapKey)}, ${it}.vals.get(${mapKey})]);` : `${value} = ${it}.vals.get(${mapKey}); ${key(mapKey)}`;
  };
  return {
    test,
    start: `if (${test}) { ${init} }`,
    step: `${sizeCheck} if ((${v} = ${keys}.next()).done) break; ${keyCheck} ${entry(`${v}.value`)}`,
    init,
    keys,
    checks: `${sizeCheck} ${keyCheck} ${entry(v)}`,
    sizeCheck,
  };
}

/** `for x in range(...)` with positional arguments and the builtin `range`. */
export function rangeCall(cx: Emitter, s: { target: A.Expr; iter: A.Expr }): A.Expr[] | null {
  const it = s.iter;
  if (s.target.kind !== "Name" || it.kind !== "Call" || !cx.isBuiltinName(it.func, "range")) return null;
  if (it.keywords.length || it.args.length < 1 || it.args.length > 3) return null;
  if (it.args.some((a) => a.kind === "Starred")) return null;
  return it.args;
}

/** An int literal's value within `bound` either way (null: not a literal). */
function within(v: bigint | null, bound: bigint): boolean {
  return v !== null && v <= bound && -v <= bound;
}

/** The value of an int literal (possibly negated), else null. */
export function intConst(e: A.Expr): bigint | null {
  if (e.kind === "Constant" && e.value.type === "int") return BigInt(e.value.digits);
  if (e.kind === "UnaryOp" && e.op === "USub") {
    const v = intConst(e.operand);
    return v === null ? null : -v;
  }
  return null;
}

export interface RangeArgs {
  start: string | null;
  stop: string;
  step: string | null;
  /** The step when it is an int literal. */
  stepConst: bigint | null;
  /**
   * The start is absent or an int literal within 2**31 and the step absent or one within 2**12:
   * the counter is a JS number from a safe start, and more than 2**40 steps (far past any
   * deadline) from leaving the safe ints, so the loop may stop there (rangeHeader).
   */
  countsNumbers: boolean;
}

/** The largest magnitude a counter of `range(...)` of these arguments takes, when its start
 *  (absent: 0) and stop are int literals: it stays between them. */
function counterMagnitude(args: A.Expr[]): bigint | null {
  const [start, stop] = args.length === 1 ? [0n, intConst(args[0])] : [intConst(args[0]), intConst(args[1])];
  if (start === null || stop === null) return null;
  const abs = (v: bigint) => (v < 0n ? -v : v);
  return abs(start) > abs(stop) ? abs(start) : abs(stop);
}

/** Codes for the arguments of `range(...)`, evaluated in the current scope. */
export function rangeArgs(cx: Emitter, args: A.Expr[]): RangeArgs {
  const [startE, stopE, stepE] = args.length === 1 ? [null, args[0], null] : [args[0], args[1], args[2] ?? null];
  const stepConst = stepE ? intConst(stepE) : 1n;
  return {
    start: startE && expr(cx, startE),
    stop: expr(cx, stopE),
    step: stepE && expr(cx, stepE),
    stepConst,
    countsNumbers: within(startE ? intConst(startE) : 0n, 2n ** 31n) && within(stepConst, 2n ** 12n) && stepConst !== 0n,
  };
}

/** Loop header parts for a counting range loop; shared with comprehensions. */
export function rangeHeader(cx: Emitter, r: RangeArgs, counter: string): { setup: string; loop: string; value: string } {
  const setup: string[] = [];
  const startT = cx.fn.tmp();
  const stopT = cx.fn.tmp();
  setup.push(`${startT} = ${r.start ? `${cx.h("rangeInt")}(${r.start})` : "0"};`);
  setup.push(`${stopT} = ${cx.h("rangeInt")}(${r.stop});`);
  const k = r.stepConst;
  if (r.countsNumbers && k !== null) {
    // A stop past the safe ints (a bigint) as 2**53 or its negative: a number the count does
    // not reach (RangeArgs.countsNumbers), so every test compares two numbers.
    setup.push(`if (typeof ${stopT} !== "number") ${stopT} = ${stopT} > 0 ? ${2 ** 53} : ${-(2 ** 53)};`);
    const test = k > 0n ? `${counter} < ${stopT}` : `${counter} > ${stopT}`;
    const incr = k === 1n ? `${counter}++` : `${counter} += ${k}`;
    return { setup: setup.join(" "), loop: `for (${counter} = ${startT}; ${test}; ${incr})`, value: counter };
  }
  const stepT = cx.fn.tmp();
  setup.push(`${stepT} = ${r.step ? `${cx.h("rangeStep")}(${r.step})` : "1"};`);
  // Any bound a bigint: all three as bigints, so the count is exact past the safe ints and each
  // test compares two bigints (this QuickJS orders a negative bigint against a negative double
  // the wrong way round); the variable gets each count as an int (a number while safe).
  setup.push(`if (typeof ${startT} !== "number" || typeof ${stopT} !== "number" || typeof ${stepT} !== "number") { ${startT} = BigInt(${startT}); ${stopT} = BigInt(${stopT}); ${stepT} = BigInt(${stepT}); }`);
  const test = k !== null ? (k > 0n ? `${counter} < ${stopT}` : `${counter} > ${stopT}`) : `(${stepT} > 0 ? ${counter} < ${stopT} : ${counter} > ${stopT})`;
  const value = `(typeof ${counter} === "number" ? ${counter} : ${cx.h("normInt")}(${counter}))`;
  return { setup: setup.join(" "), loop: `for (${counter} = ${startT}; ${test}; ${counter} += ${stepT})`, value };
}

/**
 * Nothing but the loop itself binds `v` while its body runs: every other binding lies outside
 * the loop's lines, in `v`'s own scope (no other scope declares the name global or nonlocal, so
 * no function the body calls, and no nested one, can rebind it).
 */
function boundOnlyByLoop(cx: Emitter, v: Variable, s: A.For): boolean {
  if (v.sites.length === 1) return true;
  if (v.owner.kind !== "module" && v.owner.kind !== "function") return false;
  if (cx.info.declaredOuter.has(v.name)) return false;
  return v.sites.every(({ node }) => node === s || ("endLine" in node && (node.endLine < s.line || node.line > s.endLine)));
}

function rangeLoop(cx: Emitter, s: A.For, args: A.Expr[]): string {
  const counter = cx.fn.tmp();
  const r = rangeArgs(cx, args);
  const h = rangeHeader(cx, r, counter);
  const store = assign(cx, s.target, h.value);
  // The counter starts as a JS number and only this loop assigns the variable: in the body,
  // reads need no typeof.
  const v = cx.resolve((s.target as A.Name).id);
  const js = cx.varName(v.v);
  const numeric = r.countsNumbers && v.kind !== "free" && !cx.fn.numbers.has(js) && boundOnlyByLoop(cx, v.v, s);
  const inBody = (emit: () => string) =>
    withTargetBound(cx, s.target, () => (numeric ? cx.fn.withNumbers([js], emit, [counterMagnitude(args)]) : emit()));
  return `${h.setup}\n${withLoop(cx, s, (label, b) => `${label}: ${h.loop} {\n${store}\n${b}\n}`, inBody)}`;
}
