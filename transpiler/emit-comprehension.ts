// Comprehensions as their own JS function (their own Python scope): the first iterable is
// evaluated outside and passed in. Generator expressions are JS generators, so they stay lazy
// (`next(x for x in xs if p(x))` stops early); one that must await is a JS async generator (an
// AsyncPyGenerator its consumers await step by step), except as the argument of any/all/next,
// which then run inside it and stop as early as CPython does. One whose consumer makes a list of
// it first anyway (`sep.join(...)`, `list(...)`, `sorted(...)`) is built eagerly as a list.

import type * as A from "./ast.js";
import { closingAbandoned, isFreshGenerator } from "./emit-abandoned.js";
import type { Emitter } from "./emit-context.js";
import { emitCall, expr } from "./emit-entries.js";
import { jsFunction, placed } from "./emit-function.js";
import { allSeqs, dictWalk, indexedPair, type IndexedPair, itemsPair, pairCall, pairWalk, rangeArgs, rangeCall, rangeHeader, type RangeArgs, seqWalk, walkKind, withTargetBound } from "./emit-loop.js";
import { cond, intSumOr, truthy } from "./emit-operators.js";
import { assign } from "./emit-target.js";
import { lineMarker } from "./line-map.js";
import type { ComprehensionNode } from "./scope.js";
import { ADDITION, ITERATION } from "./analyze-members.js";

/** What a generator expression feeds, when it is compiled into its consumer. */
export type Consumer = "any" | "all" | "next" | "sum";

export interface ComprehensionOptions {
  /** Element calls stay unawaited (the comprehension feeds `asyncio.gather`). */
  noAwaitElt?: boolean;
  consumer?: Consumer;
  /** `next(gen, default)`: the default, evaluated after the first iterable. */
  fallback?: A.Expr;
  /** The consumer lists the whole generator first, as CPython's str.join, list, tuple and
   *  sorted do: the generator expression is built as a list, without a JS generator per element. */
  eager?: boolean;
  /** Set by comprehension(): the variable that is true while the consumer's own step runs (its
   *  exceptions are the builtin's, outside the generator: PEP 479 does not turn them). */
  stepping?: string;
  /** Set by comprehension() for sum: the variable holding a float total as a double, while the
   *  sum's own variable holds undefined (CPython's float loop: no float made at each step). */
  floatTotal?: string;
}

/** `(x async for x in xs)`: an async generator object, which only `async for` and `anext` step. */
export function isAsyncGenExp(e: A.Expr): boolean {
  return e.kind === "GeneratorExp" && e.generators.some((g) => g.is_async);
}

export function comprehension(cx: Emitter, e: ComprehensionNode, opts: ComprehensionOptions = {}): string {
  const scope = cx.info.scopeOf(e);
  const asyncGen = isAsyncGenExp(e);
  if (asyncGen) opts = {};
  const lazy = e.kind === "GeneratorExp" && !opts.eager && !opts.consumer && !opts.noAwaitElt;
  const first = e.generators[0];
  const firstRange = first.is_async ? null : rangeCall(cx, first);
  // An element that awaits costs far more than the walk saves: its body is emitted once. The
  // builtin's arguments are evaluated here, each once, whatever they are.
  const pair = first.is_async || firstRange || scope.isAsync || e.generators.length > 1 ? null : indexedPair(cx, first, (a) => a.kind !== "Starred");
  // The first iterable belongs to the enclosing scope.
  let args: string[];
  let firstR: RangeArgs | null = null;
  // An async comprehension may walk a generator that calls tools (its steps awaited below).
  // The iterable's `__iter__` may call a tool: then it is called where the enclosing code can wait.
  const walked = (iterable: string) =>
    cx.fn.isAsync && cx.asyncInfo.awaitsAny(ITERATION)
      ? cx.accept(scope.isAsync ? "iterAwaitable" : "iter", iterable)
      : `${cx.h(scope.isAsync ? "walkableAwaitable" : "walkable")}(${iterable})`;
  if (firstRange) {
    firstR = rangeArgs(cx, firstRange);
    args = [firstR.start ?? "0", firstR.stop, firstR.step ?? "1"];
  } else if (first.is_async) {
    args = [`${cx.h("asyncIter")}(${expr(cx, first.iter)}, true)`];
  } else if (pair) {
    // enumerate's or zip's lists are passed as they are (the walk by index, in loops()), anything
    // else as the builtin's iterator, made here as CPython makes it.
    const held = pair.sources.map(() => cx.fn.tmp());
    const evaluated = pair.sources.map((s, k) => `${held[k]} = ${expr(cx, s)}`).join(", ");
    args = [`(${evaluated}, ${allSeqs(cx, held)} ? ${held[0]} : ${walked(pairCall(cx, pair, held))})`, ...held.slice(1)];
  } else {
    args = [walked(expr(cx, first.iter))];
  }
  const params = firstR ? ["$a0", "$a1", "$a2"] : pair ? pair.sources.map((_, k) => `$a${k}`) : ["$a0"];
  if (opts.fallback) {
    args.push(expr(cx, opts.fallback));
    params.push("$ad");
  }
  const fn = jsFunction(
    cx,
    e,
    params,
    () => {
      const acc = lazy || (opts.consumer && opts.consumer !== "sum") ? "" : cx.fn.tmp();
      const stepping = opts.consumer === "any" || opts.consumer === "all" || opts.consumer === "sum" ? cx.fn.tmp() : "";
      if (stepping) opts = { ...opts, stepping };
      const floatTotal = opts.consumer === "sum" && !awaitsAddition(cx) ? cx.fn.tmp() : "";
      if (floatTotal) opts = { ...opts, floatTotal };
      const inner = loops(cx, e, 0, firstR, acc, lazy, opts, pair);
      const body = (() => {
        if (lazy) return inner;
        // sum's start is 0 (the consumer is only the one-argument call).
        if (opts.consumer === "sum") {
          const total = floatTotal ? `${acc} === undefined ? new ${cx.h("PyFloat")}(${floatTotal}) : ${acc}` : acc;
          return `${acc} = 0;\n${inner}\nreturn ${total};`;
        }
        if (opts.consumer) return `${inner}\n${consumerEnd(cx, opts)}`;
        const init = e.kind === "ListComp" || e.kind === "GeneratorExp" ? "[]" : e.kind === "SetComp" ? `new ${cx.h("PySet")}()` : `new ${cx.h("PyDict")}()`;
        const result = e.kind === "ListComp" || opts.eager ? `new ${cx.h("PyList")}(${acc})` : e.kind === "GeneratorExp" ? `${cx.h("iter")}(new ${cx.h("PyList")}(${acc}))` : acc;
        return `${acc} = ${init};\n${inner}\nreturn ${result};`;
      })();
      // PEP 479: a StopIteration escaping a generator's body (from `next(it)`) is a RuntimeError.
      const stop = cx.h(asyncGen ? "asyncGeneratorStop" : "generatorStop");
      const raised = stepping ? `${stepping} === true ? $e : ${stop}($e)` : `${stop}($e)`;
      return e.kind === "GeneratorExp" ? `try {\n${body}\n} catch ($e) { throw ${raised}; }` : body;
    },
    { generator: lazy },
  );
  // The call belongs to the comprehension's line (a traceback's frame line), not its body's last.
  const call = `(${placed(cx, e, fn)}${lineMarker(e.line)})(${args.join(", ")})`;
  const names = `${JSON.stringify(scope.name)}, ${JSON.stringify(scope.qualname)}`;
  if (lazy) return `${cx.h(asyncGen ? "makeAsyncGen" : scope.isAsync ? "makeAsyncGenerator" : "makeGenerator")}(${call}, ${names})`;
  const result = scope.isAsync ? `(${cx.awaited(call, e.line)})` : call;
  return opts.consumer === "next" && !opts.fallback ? `${cx.h("nextOrStop")}(${result})` : result;
}

/** What a consumer returns once the generator is exhausted. */
function consumerEnd(cx: Emitter, opts: ComprehensionOptions): string {
  if (opts.consumer === "any") return "return false;";
  if (opts.consumer === "all") return "return true;";
  // Exhausted without a default: StopIteration is raised by the caller's frame, as by next().
  return opts.fallback ? "return $ad;" : `return ${cx.h("STOP")};`;
}

/** An `__add__` or `__radd__` that calls a tool may run: sum's steps are awaited. */
function awaitsAddition(cx: Emitter): boolean {
  return cx.fn.isAsync && cx.asyncInfo.awaitsAny(ADDITION);
}

/**
 * sum's `acc + v` as a statement on one line: two ints inline; with `total` (no step awaited),
 * a float total kept in it as a double while the items are floats or ints (acc undefined
 * meanwhile), anything else through the builtin's own step, as guest/builtins/aggregates.ts
 * folds; an `__add__` that calls a tool is awaited.
 */
function sumStep(cx: Emitter, acc: string, v: string, total: string | undefined): string {
  const step = (a: string) => `${cx.h("sumStep")}(${a}, ${v})`;
  if (!total) return `${acc} = ${cx.accept("sumStep", `${acc}, ${v}`)};`;
  // A float the step gave starts the double total.
  const floating = (a: string) => `(${cx.isFloat(`(${acc} = ${step(a)})`)} ? (${total} = ${acc}.v, undefined) : ${acc})`;
  const inFloat = `if (${cx.isFloat(v)}) ${total} += ${v}.v; else if (typeof ${v} === "number") ${total} += ${v}; else ${acc} = ${floating(`new ${cx.h("PyFloat")}(${total})`)};`;
  return `if (${acc} === undefined) { ${inFloat} } else ${acc} = ${intSumOr(acc, v, cx.fn.tmp(), floating(acc))};`;
}

/** The comprehension's loops from the `i`th; `byIndex` (with `i` 0 only) is the first's
 *  IndexedPair, whose lists are `$a0` and `$a1` when given as they are. */
function loops(cx: Emitter, e: ComprehensionNode, i: number, firstR: RangeArgs | null, acc: string, lazy: boolean, opts: ComprehensionOptions, byIndex: IndexedPair | null = null): string {
  if (i === e.generators.length) return element(cx, e, acc, lazy, opts);
  const g = e.generators[i];
  const label = cx.label();
  const range = g.is_async ? null : i === 0 ? firstR && { ...firstR, start: "$a0", stop: "$a1", step: "$a2" } : rangeCall(cx, g) && rangeArgs(cx, rangeCall(cx, g)!);
  const v = cx.fn.tmp();
  let head: string;
  /** What each step does before the target is bound (the walk's own step). */
  let first = "";
  let store: string;
  let walked = "";
  /** The walk's step: -1 and up for a list or tuple, -2 for an iterator, <= -3 for a dict. */
  let n = "";
  /** The last loop's other form, when it walks a dict or view by `for...of` (see body). */
  let twin: ((filters: string, inner: string) => string) | null = null;
  if (range) {
    const h = rangeHeader(cx, range, v);
    head = `${h.setup}\n${label}: ${h.loop}`;
    store = assign(cx, g.target, h.value);
  } else if (g.is_async) {
    // `async for` in a comprehension: each `__anext__` awaited until StopAsyncIteration.
    const it = i === 0 ? "$a0" : cx.fn.tmp();
    const setup = i === 0 ? "" : `${it} = ${cx.h("asyncIter")}(${expr(cx, g.iter)}, true);\n`;
    head = `${setup}${label}: for (; (${v} = ${cx.awaitedAt(`${cx.h("asyncStep")}(${it})`)}) !== ${cx.h("STOP")}; )`;
    store = assign(cx, g.target, v);
  } else {
    // walkable() gave a list, tuple, dict or dict view as it is: each walked in place, as a `for`
    // loop walks them (no iterator object, no `.next()` call a step); anything else is an
    // iterator by now.
    const it = i === 0 ? "$a0" : cx.fn.tmp();
    n = cx.fn.tmp();
    walked = it;
    const setup = i === 0 ? "" : `${it} = ${cx.h(cx.fn.isAsync ? "walkableAwaitable" : "walkable")}(${expr(cx, g.iter)});\n`;
    const pair = itemsPair(g.target, g.iter);
    const value = pair === null ? "" : cx.fn.tmp();
    const dict = dictWalk(cx, it, n, v, walkKind(g.iter), value);
    // A dict or view the walk does not take (the view of another kind) gets its iterator.
    const other = `if (${cx.isDict(it)} || ${it} instanceof ${cx.h("PyDictView")}) ${it} = ${cx.h("iter")}(${it}); ${n} = -2;`;
    const { seq, seqStep } = seqWalk(cx, it, n, v);
    const start = `if (${seq}) ${n} = -1; else ${dict.start} else { ${other} }`;
    // As a `for` loop's step (emit-loop.ts): a `__next__` that calls a tool is awaited.
    const next = cx.fn.isAsync && cx.asyncInfo.awaitsAny(ITERATION)
      ? `(${v} = ${cx.accept("iterStep", it)})`
      : cx.fn.isAsync ? `((${v} = ${it}.next()) instanceof ${cx.h("Promise")} ? (${v} = ${cx.awaited(v)}) : ${v})` : `(${v} = ${it}.next())`;
    head = `${setup}${start}\n${label}: for (;;)`;
    first = `${seqStep} else if (${n} === -2) { if (${next} === ${cx.h("STOP")}) break; } else { ${dict.step} }\n`;
    const unpacked = assign(cx, g.target, v);
    const pairStores = pair === null ? unpacked : `${assign(cx, pair[0], v)}\n${assign(cx, pair[1], value)}`;
    store = pair === null ? unpacked : `if (${n} >= -2) { ${unpacked} } else { ${pairStores} }`;
    if (byIndex !== null) {
      // enumerate's or zip's lists walked by index, the builtin's iterator (never a dict) by its
      // steps; the element and filters in both.
      const walk = pairWalk(cx, byIndex, byIndex.sources.map((_, k) => `$a${k}`), n);
      twin = (filters, inner) => {
        const indexed = `${label}: for (${n} = -1;;) {\nif (${walk.ended}) break;\n${walk.stores}\n${filters}\n${inner}\n}`;
        const stepped = `${label}: for (;;) {\nif (${next} === ${cx.h("STOP")}) break;\n${unpacked}\n${filters}\n${inner}\n}`;
        return `if (${walk.lists}) {\n${indexed}\n} else {${lineMarker(e.line)}\n${stepped}\n}`;
      };
    } else if (i === e.generators.length - 1) {
      // The last (most often only) loop, as a `for` loop with no loop inside: a dict or view by
      // `for...of` (no `{value, done}` object a step), anything else as above, the element and
      // filters in both. What follows a copy raises on the comprehension's line.
      const at = lineMarker(e.line);
      twin = (filters, inner) => {
        const dictLoop = `${label}: for (${v} of ${dict.keys}) {\n${dict.checks}\n${pairStores}\n${filters}\n${inner}\n}\n${at}${dict.sizeCheck}`;
        const otherLoop = `${label}: for (;;) {\n${seqStep} else if (${next} === ${cx.h("STOP")}) break;\n${unpacked}\n${filters}\n${inner}\n}`;
        return `${setup}if (${dict.test}) { ${dict.init}\n${dictLoop}\n} else {${at} if (${seq}) ${n} = -1; else { ${other} }\n${otherLoop}\n}`;
      };
    }
  }
  // A counter of numbers (RangeArgs.countsNumbers), bound by nothing else: operators skip typeof.
  const counter = range && range.countsNumbers && g.target.kind === "Name" ? cx.resolve(g.target.id) : null;
  const numeric = counter && counter.kind === "local" && counter.v.sites.length === 1 ? cx.varName(counter.v) : null;
  // A generator expression closed early closes a fresh generator it walks (its frame held the
  // only reference); so does its consumer's loop when it stops early or raises.
  const closes = (lazy || opts.consumer !== undefined) && walked !== "" && isFreshGenerator(cx, g.iter);
  const body = () =>
    withTargetBound(cx, g.target, () => {
      const filters = g.ifs.map((c) => `if (!${cond(cx, c)}) continue ${label};`).join("\n");
      const inner = loops(cx, e, i + 1, null, acc, lazy, opts);
      // An element or filter that awaits costs far more than the walk saves: one copy. A pair
      // walk's comprehension never awaits, and only its twin walks enumerate's or zip's lists.
      if (byIndex !== null) return twin!(filters, inner);
      if (twin !== null && !closes && !`${filters}${inner}`.includes("await ")) return twin(filters, inner);
      const loop = `${head} {\n${first}${store}\n${filters}\n${inner}\n}`;
      return closes ? closingAbandoned(cx, loop, walked, v) : loop;
    });
  return numeric ? cx.fn.withNumbers([numeric], body) : body();
}

function element(cx: Emitter, e: ComprehensionNode, acc: string, lazy: boolean, opts: ComprehensionOptions): string {
  if (e.kind === "DictComp") return `${acc}.set(${expr(cx, e.key)}, ${expr(cx, e.value)});`;
  const value = opts.noAwaitElt && e.elt.kind === "Call" ? emitCall(cx, e.elt, true) : expr(cx, e.elt);
  if (lazy) return `yield (${value});`;
  if (opts.consumer === "next") return `return (${value});`;
  if (opts.stepping) {
    // The element first, then the builtin's step on it.
    const v = cx.fn.tmp();
    const step = opts.consumer === "sum" ? sumStep(cx, acc, v, opts.floatTotal) : `if (${opts.consumer === "all" ? "!" : ""}${truthy(cx, v)}) return ${opts.consumer === "any"};`;
    // The step is the builtin's, not the generator's: on a JS line of no script line, so a
    // traceback through it shows no `<genexpr>` frame, as CPython's (sum runs outside it).
    return `${v} = ${value};\n${opts.stepping} = true;\n${lineMarker(0)}${step}\n${lineMarker(e.line)}${opts.stepping} = false;`;
  }
  // A store at the length, not push(): QuickJS calls push through its property lookup, twice
  // the time of a list comprehension's step over a range.
  return e.kind === "SetComp" ? `${acc}.add(${value});` : `${acc}[${acc}.length] = ${value};`;
}
