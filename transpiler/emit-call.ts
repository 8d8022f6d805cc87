// Calls. A call to a `def` known statically is bound at compile time and calls the raw JS
// function directly; tool calls go through `callTool` and are awaited; methods go through
// `callMethod`; anything else is a plain JS call when the callee is a JS function, else `callPy`.

import type * as A from "./ast.js";
import { comprehension, isAsyncGenExp } from "./emit-comprehension.js";
import { dictHolds } from "./emit-dict-read.js";
import type { Emitter } from "./emit-context.js";
import { expr } from "./emit-entries.js";
import { isSimpleCode, probe } from "./code-shape.js";
import { strOf } from "./emit-operators.js";
import { directBuiltin, staticKind } from "./static-kind.js";
import { defaultSlot, kwDefaultSlot } from "./emit-function.js";
import { isDefinite } from "./emit-names.js";
import { definedBeforeCaller, staticDef } from "./static-callee.js";
import { DEPTH_ARGUMENT, numberCode } from "./emit-specialize.js";
import { type Variable, isCoroutine } from "./scope.js";
import { walk } from "./walk.js";
import { zeroArgSuper } from "./class-cell.js";
import { FORMATTING_METHODS, attrMethodCall, itertoolsCall, keyedCall, replayingCall, searchCall, sortCall, updateCall } from "./analyze-members.js";

/**
 * `noAwait`: the caller awaits the result itself (an `await` expression, `asyncio.gather(...)`);
 * `awaitedNow`: it does so at once (an `await`), so a coroutine function known statically may run
 * its body directly instead of making the coroutine object that the await would start.
 */
export function emitCall(cx: Emitter, e: A.Call, noAwait: boolean, awaitedNow = false): string {
  const concurrent = cx.isAsyncioFn(e.func, "gather") || cx.isAsyncioFn(e.func, "run");
  const consumed = consumedGenerator(cx, e);
  if (consumed) return consumed;
  if (cx.isBuiltinName(e.func, "super") && e.args.length === 0 && e.keywords.length === 0) return zeroArgSuper(cx);
  if (e.func.kind === "Name") {
    const direct = directCall(cx, e);
    if (direct) return direct;
    // list() of a zip over a generator that calls tools drains it: a promise to await.
    const pairs = pairsCall(cx, e);
    if (pairs) return awaitedIfPromise(cx, e, pairs, noAwait, concurrent);
    // An async key function makes the result a promise too.
    const aggregate = aggregateCall(cx, e);
    if (aggregate) return awaitedIfPromise(cx, e, aggregate, noAwait, concurrent);
    const v = cx.resolve(e.func.id).v;
    if (cx.isTool(v)) return awaitIf(cx, toolCall(cx, e, v), noAwait);
    const def = staticDef(cx, e);
    if (def && (awaitedNow || !isCoroutine(cx.info.scopeOf(def)))) {
      const direct = staticCall(cx, e, v, def);
      if (direct) return cx.info.scopeOf(def).isAsync ? awaitIf(cx, direct, noAwait) : direct;
    }
  }
  const replaying = !noAwait && cx.fn.isAsync && cx.asyncInfo.awaitsMember(e);
  if (replaying && ((replayingCall(e) && cx.isBuiltinName(e.func, (e.func as A.Name).id)) || (itertoolsCall(e) && fromItertools(cx, e.func)))) {
    // print(x), sorted(xs), islice(x, n), ...: a special method calling a tool from inside is awaited.
    const f = cx.fn.tmp();
    const args = callArgs(cx, e, false, f);
    return cx.settled(`${cx.h("accepting")}(${cx.h("callPy")}, ${f} = ${expr(cx, e.func)}, ${args.array}${args.kw ? `, ${args.kw}` : ""})`);
  }
  const printed = replaying ? null : directPrint(cx, e);
  if (printed) return printed;
  let call: string;
  if (e.func.kind === "Attribute") {
    let obj = expr(cx, e.func.value);
    let label = JSON.stringify(`${e.func.attr}()`);
    let method: string | undefined;
    if (unpacks(e)) {
      // `*` and `**` errors name the method by its object (`str.format()`): keep the object.
      label = cx.fn.tmp();
      obj = `(${label} = ${obj})`;
      method = e.func.attr;
    }
    const args = callArgs(cx, e, concurrent, label, method);
    const accepted = !replaying ? null
      : FORMATTING_METHODS.has(e.func.attr) ? (o: string) => `typeof ${o} === "string"`
      : sortCall(e) ? (o: string) => `${o} instanceof ${cx.h("PyList")}`
      : searchCall(e) ? (o: string) => cx.isListOrTuple(o)
      : keyedCall(e) || updateCall(e) ? (o: string) => cx.isDict(o)
      : null;
    if (accepted) return cx.settled(acceptingMethodCall(cx, obj, e.func.attr, args, accepted));
    if (replaying && attrMethodCall(e)) return cx.settled(`${cx.h("accepting")}(${cx.h("callMethod")}, ${obj}, ${JSON.stringify(e.func.attr)}, ${args.array}${args.kw ? `, ${args.kw}` : ""})`);
    // A `__getattr__` that calls tools may answer the method's name: read it where that can wait.
    call = cx.fn.isAsync && cx.asyncInfo.awaitsAny(["__getattr__"])
      ? dynamicCall(cx, cx.accept("getAttr", `${obj}, ${JSON.stringify(e.func.attr)}`), args)
      : methodCall(cx, obj, e.func.attr, args, strLiteral(e.func.value));
  } else {
    let callee = expr(cx, e.func);
    let ref = callee;
    if (unpacks(e) && !probe(/^[\w$]+$/, callee)) {
      // `*` and `**` errors name the callee: keep the evaluated value for them.
      ref = cx.fn.tmp();
      callee = `(${ref} = ${callee})`;
    }
    call = dynamicCall(cx, callee, callArgs(cx, e, concurrent, ref));
  }
  return awaitedIfPromise(cx, e, call, noAwait, concurrent);
}

/** `f` is `itertools.<name>` or a name imported from itertools. */
function fromItertools(cx: Emitter, f: A.Expr): boolean {
  return f.kind === "Attribute" ? cx.importedModule(f.value) === "itertools" : cx.importedFrom(f)?.startsWith("itertools.") === true;
}
const unpacks = (e: A.Call) => e.keywords.some((k) => k.arg === null) || e.args.some((a) => a.kind === "Starred");

/** `call`, awaited where it returned a promise when `e` may return one in async code. */
function awaitedIfPromise(cx: Emitter, e: A.Call, call: string, noAwait: boolean, concurrent: boolean): string {
  if (noAwait || !mayReturnPromise(cx, e, concurrent)) return call;
  if (!cx.fn.isAsync) {
    // A callback its library calls where it cannot wait: a promise is refused as the library would.
    const refusal = cx.asyncInfo.refusalIn(cx.fn.scope);
    return refusal === undefined ? call : `${cx.h("cannotWait")}(${call}, () => ${JSON.stringify(refusal)})`;
  }
  const t = cx.fn.tmp();
  return `((${t} = ${call}) instanceof ${cx.h("Promise")} ? ${cx.awaited(t)} : ${t})`;
}

/**
 * `any(...)`, `all(...)`, `next(..., default)`, `sum(...)` of the unrebound builtin over a
 * generator expression: the consumer runs inside the generator's function, one loop with no JS
 * generator resumed per element (~1.5 us each in QuickJS), stopping at the same element as
 * CPython and, for one that must await, awaiting each step where it is.
 */
function consumedGenerator(cx: Emitter, e: A.Call): string | null {
  const gen = e.args[0];
  if (!gen || gen.kind !== "GeneratorExp" || e.keywords.length || isAsyncGenExp(gen)) return null;
  // A special method that calls a tool, run by the builtin of a plain generator expression: the
  // builtin's call replays it (emitCall's replaying path).
  if (!cx.info.scopeOf(gen).isAsync && cx.fn.isAsync && cx.asyncInfo.awaitsMember(e)) return null;
  for (const consumer of ["any", "all", "next", "sum"] as const) {
    if (!cx.isBuiltinName(e.func, consumer)) continue;
    const arity = e.args.length === 1 || (consumer === "next" && e.args.length === 2 && e.args[1].kind !== "Starred");
    return arity ? comprehension(cx, gen, { consumer, fallback: e.args[1] }) : null;
  }
  return null;
}

/** A str literal or f-string (`", ".join(xs)`): asked without staticKind, whose first question
 *  makes the program's int-variable analysis (~15 us on the seed flow). */
const strLiteral = (e: A.Expr) => (e.kind === "Constant" && e.value.type === "str") || e.kind === "JoinedStr";

/**
 * For builtin types: a test, cheaper than isinstance's call, that is true only of values that are
 * instances (a JS number is always an int, a `PyDict` always a dict); where it is false, the call.
 */
const SURELY_INSTANCE: Record<string, (t: string, cx: Emitter) => string> = {
  str: (t) => `typeof ${t} === "string"`,
  int: (t) => `typeof ${t} === "number"`,
  bool: (t) => `typeof ${t} === "boolean"`,
  float: (t, cx) => cx.isFloat(t),
  list: (t, cx) => `${t} instanceof ${cx.h("PyList")}`,
  dict: (t, cx) => cx.isDict(t),
  tuple: (t, cx) => `${t} instanceof ${cx.h("PyTuple")}`,
};

/**
 * `len(x)`, `str(x)`, `repr(x)`, `int(x)`, `float(x)` and `isinstance(x, t)` of the unrebound
 * builtin: the guest's value-level function of the same name, skipping the argument binder (and,
 * for the types, `callPy`); `dict(k=v, ...)` as a display.
 */
function directCall(cx: Emitter, e: A.Call): string | null {
  if (cx.isBuiltinName(e.func, "dict") && e.args.length === 0 && e.keywords.every((k) => k.arg !== null)) {
    // `dict(a=1, b=x)`: the display `{"a": 1, "b": x}` (keywords are distinct names, evaluated
    // in order), without the binder's kwargs dict and the type's call.
    const keys = e.keywords.map(({ arg, line, col, endLine, endCol }): A.Expr => ({ kind: "Constant", value: { type: "str", value: arg! }, line, col, endLine, endCol }));
    const { line, col, endLine, endCol } = e;
    return expr(cx, { kind: "Dict", keys, values: e.keywords.map((k) => k.value), line, col, endLine, endCol });
  }
  if (cx.isBuiltinName(e.func, "isinstance") && e.args.length === 2 && e.keywords.length === 0 && e.args.every((a) => a.kind !== "Starred")) {
    const [obj, classes] = e.args;
    const builtinName = (c: A.Expr): c is A.Name => c.kind === "Name" && cx.isBuiltinName(c, c.id);
    // `isinstance(x, (int, float))` of unrebound builtin names (nothing to evaluate that could
    // raise or differ): each tested in turn, as isinstance walks a tuple, with no tuple made.
    const names = classes.kind === "Tuple" && classes.elts.length > 1 && classes.elts.every(builtinName) ? classes.elts : builtinName(classes) ? [classes] : null;
    if (names) {
      const t = cx.fn.tmp();
      const sure = names.map((c) => SURELY_INSTANCE[c.id]?.(t, cx));
      const calls = names.map((c) => `${cx.h("isinstance")}(${t}, ${expr(cx, c)})`);
      // Where every name has a sure test, those first: where one holds, the value is a builtin
      // type's and isinstance on it with these types neither raises nor runs script code. Else
      // each name's test in turn (`isinstance("a", (len, str))` raises at `len`, as CPython).
      const tests = sure.every((test) => test !== undefined) ? [...sure, ...calls] : names.flatMap((_, k) => (sure[k] ? [sure[k], calls[k]] : [calls[k]]));
      return `(${t} = ${expr(cx, obj)}, ${tests.join(" || ")})`;
    }
    return `${cx.h("isinstance")}(${expr(cx, obj)}, ${expr(cx, classes)})`;
  }
  if (cx.isBuiltinName(e.func, "round") && (e.args.length === 1 || e.args.length === 2) && e.keywords.length === 0 && e.args.every((a) => a.kind !== "Starred")) {
    // `round(x)`, `round(x, n)`: the body without the binder; not where a script's `__round__`
    // may call a tool (the general call awaits it).
    if (cx.fn.isAsync && cx.asyncInfo.awaitsMember(e)) return null;
    return `${cx.h("roundOf")}(${e.args.map((a) => expr(cx, a)).join(", ")}${e.args.length === 1 ? ", null" : ""})`;
  }
  if (cx.isBuiltinName(e.func, "range") && e.args.length >= 1 && e.args.length <= 3 && e.keywords.length === 0 && e.args.every((a) => a.kind !== "Starred")) {
    // `range(n)` as a value (`list(range(n))`, `zip(range(n), xs)`): the type's body without its
    // call and the binder (~1 us); not where a script's `__index__` may call a tool.
    if (cx.fn.isAsync && cx.asyncInfo.awaitsMember(e)) return null;
    return `${cx.h("rangeOf")}(${e.args.map((a) => expr(cx, a)).join(", ")})`;
  }
  const name = directBuiltin(cx, e);
  if (name === null) return null;
  if (name === "str") return strOf(cx, expr(cx, e.args[0]), staticKind(cx, e.args[0]));
  // The builtin len is exact past 2**53 (lenInt); the values' own len is for the runtime.
  const helper = name === "len" ? "lenInt" : name === "int" ? "intOf" : name === "float" ? "floatOf" : name === "type" ? "typeOf" : name;
  return `${cx.h(helper)}(${expr(cx, e.args[0])})`;
}

/**
 * `list(zip(a, b))`, `list(enumerate(a))` or `dict(zip(a, b))` of the unrebound builtins with
 * positional arguments: the guest's helper of that name (guest/builtins/pair-lists.ts), which
 * makes the pairs of lists and tuples directly and calls the builtins for anything else; not
 * where a special method the builtins run may call a tool (the general call replays it).
 */
function pairsCall(cx: Emitter, e: A.Call): string | null {
  const inner = e.args[0];
  if (e.args.length !== 1 || e.keywords.length || inner.kind !== "Call" || inner.keywords.length || inner.args.some((a) => a.kind === "Starred")) return null;
  const outer = cx.isBuiltinName(e.func, "list") ? "list" : cx.isBuiltinName(e.func, "dict") ? "dict" : null;
  const made = inner.args.length === 2 && cx.isBuiltinName(inner.func, "zip") ? "zip" : inner.args.length === 1 && outer === "list" && cx.isBuiltinName(inner.func, "enumerate") ? "enumerate" : null;
  if (outer === null || made === null || (cx.fn.isAsync && (cx.asyncInfo.awaitsMember(e) || cx.asyncInfo.awaitsMember(inner)))) return null;
  const helper = outer === "dict" ? "zipDict" : made === "zip" ? "zipList" : "enumerateList";
  return `${cx.h(helper)}(${inner.args.map((a) => expr(cx, a)).join(", ")})`;
}

/** The builtin types whose one-argument call is the guest's `<name>From`. */
const MADE_FROM = new Set(["dict", "list", "tuple"]);

/**
 * `sorted(xs)`, `sorted(xs, key=f)`, `sorted(xs, reverse=r)`, `sorted(xs, key=f, reverse=r)`,
 * `min(xs)` / `max(xs)` with or without `key=f`, `min(a, b)` / `max(a, b)` (max2, min2), `sum(xs)`, `dict(x)`, `list(x)` and `tuple(x)`
 * of the unrebound builtins: the guest's sortedKeyed, extremeKeyed, sumOf, dictFrom, listFrom and
 * tupleFrom, the builtins' bodies without the argument binder (the arguments evaluated in source
 * order, as given; a generator expression the builtin lists first built as a list, as
 * listsGenerator says); not where a special method they run may call a tool.
 */
function aggregateCall(cx: Emitter, e: A.Call): string | null {
  if (e.args.length === 2 && e.keywords.length === 0 && e.args.every((a) => a.kind !== "Starred")) {
    // `max(a, b)` / `min(a, b)`: the guest's max2 / min2 (the arguments evaluated in order).
    const pair = cx.isBuiltinName(e.func, "max") ? "max2" : cx.isBuiltinName(e.func, "min") ? "min2" : null;
    if (pair === null || (cx.fn.isAsync && cx.asyncInfo.awaitsMember(e))) return null;
    return `${cx.h(pair)}(${expr(cx, e.args[0])}, ${expr(cx, e.args[1])})`;
  }
  if (e.args.length !== 1 || e.args[0].kind === "Starred" || e.keywords.some((k) => k.arg === null)) return null;
  if (cx.fn.isAsync && cx.asyncInfo.awaitsMember(e)) return null;
  const names = e.keywords.map((k) => k.arg).join(",");
  const given = (name: string) => {
    const k = e.keywords.find((k) => k.arg === name);
    return k === undefined ? null : expr(cx, k.value);
  };
  const a = e.args[0];
  const iterable = () => (a.kind === "GeneratorExp" && !isAsyncGenExp(a) && listsGenerator(cx, e) ? comprehension(cx, a, { eager: true }) : expr(cx, a));
  if (cx.isBuiltinName(e.func, "sorted") && ["", "key", "reverse", "key,reverse"].includes(names)) {
    return `${cx.h("sortedKeyed")}(${iterable()}, ${given("key") ?? "null"}, ${given("reverse") ?? "false"})`;
  }
  if (cx.isBuiltinName(e.func, "sum") && names === "") return `${cx.h("sumOf")}(${expr(cx, a)})`;
  const made = names === "" && e.func.kind === "Name" && MADE_FROM.has(e.func.id) && cx.isBuiltinName(e.func, e.func.id) ? e.func.id : null;
  if (made) return `${cx.h(`${made}From`)}(${iterable()})`;
  const extreme = cx.isBuiltinName(e.func, "min") ? "min" : cx.isBuiltinName(e.func, "max") ? "max" : null;
  if (extreme === null || (names !== "" && names !== "key")) return null;
  return `${cx.h("extremeKeyed")}("${extreme}", ${expr(cx, a)}, ${given("key") ?? "null"})`;
}

/**
 * `print(x, ..., sep=s, end=e)` of the unrebound builtin: the guest's print body itself, skipping
 * the argument binder (and, with keywords, callPy's): the binder cost more than the print.
 * Arguments in source order only (`end=` before `sep=` keeps the general call), no `*`, no
 * `flush=` (its truth test may call `__bool__`) or `file=`.
 */
function directPrint(cx: Emitter, e: A.Call): string | null {
  if (!cx.isBuiltinName(e.func, "print") || e.args.some((a) => a.kind === "Starred")) return null;
  const names = e.keywords.map((k) => k.arg);
  const inOrder = names.length < 2 || (names.length === 2 && names[0] === "sep" && names[1] === "end");
  if (!inOrder || !names.every((name) => name === "sep" || name === "end")) return null;
  const kw = (name: string) => {
    const k = e.keywords.find((x) => x.arg === name);
    return k ? expr(cx, k.value) : "null";
  };
  const args = `[${e.args.map((a) => expr(cx, a)).join(", ")}]`;
  return `${cx.h("printCall")}(${args}, ${kw("sep")}, ${kw("end")})`;
}

function awaitIf(cx: Emitter, call: string, noAwait: boolean): string {
  if (noAwait) return call;
  if (!cx.fn.isAsync) throw new Error("emit: async call in a function the analysis made sync");
  return `(${cx.awaited(call)})`;
}

/** asyncio's calls that make a future (CPython: a future or coroutine), awaited where the script awaits it. */
const FUTURES = ["gather", "create_task", "sleep"];

function mayReturnPromise(cx: Emitter, e: A.Call, concurrent: boolean): boolean {
  if (FUTURES.some((name) => cx.isAsyncioFn(e.func, name))) return false;
  if (concurrent || cx.asyncInfo.escapes || cx.asyncInfo.callMaySuspend(cx.fn.scope, e)) return true;
  if (e.func.kind === "Attribute") return cx.importedModule(e.func.value) === "asyncio";
  return e.func.kind === "Name" && cx.asyncInfo.isTainted(cx.resolve(e.func.id).v);
}

interface Args {
  /** Positional argument codes when there is no `*x`; null otherwise. */
  plain: string[] | null;
  /** JS array expression of the positional arguments. */
  array: string;
  /** Null-prototype object of keyword arguments, or null when there are none. */
  kw: string | null;
}

function argCode(cx: Emitter, a: A.Expr, concurrent: boolean, gathered: boolean): string {
  if (!concurrent) return expr(cx, a);
  // Inside asyncio.gather(...)/run(...): leave coroutine-like calls unawaited so they overlap.
  if (a.kind === "Call") return emitCall(cx, a, true);
  // gather(x): x must be awaitable, as in CPython (the value of a call or an await may be a
  // tool's answer, which SPEC lets gather take as its result).
  if (gathered && a.kind !== "Starred" && !containsAwait(a)) return `${cx.h("gatherable")}(${expr(cx, a)})`;
  if (a.kind === "Starred" && (a.value.kind === "ListComp" || a.value.kind === "GeneratorExp")) {
    return `...${cx.h("toArray")}(${comprehension(cx, a.value, { noAwaitElt: true })})`;
  }
  if (a.kind === "Starred") return `...${cx.h("toArray")}(${expr(cx, a.value)})`;
  return expr(cx, a);
}

function containsAwait(e: A.Expr): boolean {
  let found = false;
  walk(e, (n) => {
    if (n.kind === "Await") found = true;
  });
  return found;
}

/** `callee` names the callee in `*`/`**` errors; with `method`, it is the object whose method it is. */
function callArgs(cx: Emitter, e: A.Call, concurrent: boolean, callee: string, method?: string): Args {
  const named = method === undefined ? callee : `${callee}, ${JSON.stringify(method)}`;
  const hasStar = e.args.some((a) => a.kind === "Starred");
  let array: string;
  let plain: string[] | null = null;
  if (concurrent) {
    const gathered = cx.isAsyncioFn(e.func, "gather");
    array = `[${e.args.map((a) => argCode(cx, a, true, gathered)).join(", ")}]`;
  } else if (hasStar) {
    // `*x` checked by starArgs, whose error names the callee as CPython does.
    const parts = e.args.map((a) => (a.kind === "Starred" ? `...${cx.consumer(method === undefined ? "starArgs" : "methodStarArgs", `${named}, ${expr(cx, a.value)}`)}` : expr(cx, a)));
    array = `[${parts.join(", ")}]`;
  } else {
    const eager = listsGenerator(cx, e);
    plain = e.args.map((a) => (eager && a.kind === "GeneratorExp" && !isAsyncGenExp(a) ? comprehension(cx, a, { eager }) : expr(cx, a)));
    array = `[${plain.join(", ")}]`;
  }
  return { plain, array, kw: keywords(cx, e, named, method !== undefined) };
}

/** Builtins that list their one argument before anything else (PySequence_List / _Tuple). */
const LISTING_BUILTINS = ["list", "tuple", "sorted"];

/** `"sep".join(x for ...)`, `list(x for ...)`, ...: the consumer lists the generator before
 *  anything else (str.join through PySequence_Fast), so the generator expression can be built
 *  as a list with the same effects in the same order. */
function listsGenerator(cx: Emitter, e: A.Call): boolean {
  if (e.args.length !== 1 || e.keywords.length !== 0) return false;
  const f = e.func;
  if (f.kind === "Attribute") return f.attr === "join" && f.value.kind === "Constant" && f.value.value.type === "str";
  return LISTING_BUILTINS.some((name) => cx.isBuiltinName(f, name));
}

/** `callee`: a JS expression naming the (already evaluated) callee, for `**` error messages. */
function keywords(cx: Emitter, e: A.Call, callee: string, isMethod = false): string | null {
  if (e.keywords.length === 0) return null;
  if (e.keywords.some((k) => k.arg === null)) {
    const parts = e.keywords.flatMap((k) =>
      k.arg === null ? [cx.h("SPREAD"), expr(cx, k.value)] : [JSON.stringify(k.arg), expr(cx, k.value)],
    );
    const helper = isMethod ? "methodKwArgs" : "kwArgs";
    // A mapping's keys(), `__getitem__` or `__missing__` may call a tool: read through `accepting`.
    return cx.acceptsMember(e) ? cx.accept(helper, `${callee}, [${parts.join(", ")}]`) : `${cx.h(helper)}(${callee}, [${parts.join(", ")}])`;
  }
  const props = e.keywords.map((k) => `${propKey(k.arg!)}: ${expr(cx, k.value)}`);
  return `{__proto__: null, ${props.join(", ")}}`;
}

/** A literal property key; `__proto__` must be computed or it would set the prototype. */
function propKey(name: string): string {
  return name === "__proto__" ? `["__proto__"]` : JSON.stringify(name);
}

/**
 * `obj.name(...)`. Up to two plain positional arguments go through the program's caller for
 * that name and count (guest/runtime/method-calls.ts: str, list and dict bodies called directly);
 * on a receiver known to be a str (`", ".join(xs)`), str's method itself.
 */
function methodCall(cx: Emitter, obj: string, name: string, args: Args, isStr: boolean): string {
  if (args.plain && !args.kw && args.plain.length <= 2) {
    const key = `${JSON.stringify(name)}, ${args.plain.length}`;
    if (isStr) return `${cx.constant(`${cx.h("strMethodCaller")}(${key})`)}(${[obj, ...args.plain].join(", ")})`;
    const caller = cx.constant(`${cx.h("methodCaller")}(${key})`);
    if (cx.fn.runsOnce) return `${caller}(${[obj, ...args.plain].join(", ")})`;
    if (name === "get" && args.plain.length > 0) return dictGet(cx, obj, args.plain, caller);
    if (!args.plain.every(isSimpleCode)) return `${caller}(${[obj, ...args.plain].join(", ")})`;
    // Arguments that are names or literals may appear in both branches: a str receiver, the
    // commonest, calls str's method itself without the caller's dispatch.
    const o = cx.fn.tmp();
    const strCaller = cx.constant(`${cx.h("strMethodCaller")}(${key})`);
    const rest = args.plain.map((a) => `, ${a}`).join("");
    return `(${o} = ${obj}, typeof ${o} === "string" ? ${strCaller}(${o}${rest}) : ${caller}(${o}${rest}))`;
  }
  const kw = args.kw ? `, ${args.kw}` : "";
  return `${cx.h("callMethod")}(${obj}, ${JSON.stringify(name)}, ${args.array}${kw})`;
}

/**
 * `x.get(k)`, `x.get(k, default)`: on a dict (its subclasses share the method) dict.get's own
 * body, without the caller's dispatch and two calls (1.1 us a call); anything else through the
 * caller. Arguments other than names and literals are evaluated into temporaries first, all of
 * them then (a name read after a later argument's call could see it rebound).
 */
function dictGet(cx: Emitter, obj: string, plain: string[], caller: string): string {
  const o = cx.fn.tmp();
  const steps = [`${o} = ${obj}`];
  const refs = plain.every(isSimpleCode)
    ? plain
    : plain.map((a) => {
        const t = cx.fn.tmp();
        steps.push(`${t} = ${a}`);
        return t;
      });
  const v = cx.fn.tmp();
  const found = `${dictHolds(cx, o, refs[0], v)} ? ${v} : ${refs[1] ?? "null"}`;
  return `(${steps.join(", ")}, ${cx.isDict(o)} ? ${found} : ${caller}(${[o, ...refs].join(", ")}))`;
}

/** `obj.name(args)` through `accepting` when `is(obj)`: a str (`sep.join(xs)`, `"...".format(x)`),
 *  a list (`sort()`), a list or tuple (`index`, `count`, `remove`) or a dict (`get`, `pop`, `update`,
 *  `setdefault`), whose arguments', items' or keys' special methods may call a tool. */
function acceptingMethodCall(cx: Emitter, obj: string, name: string, args: Args, is: (o: string) => string): string {
  const o = cx.fn.tmp();
  const rest = `${JSON.stringify(name)}, ${args.array}${args.kw ? `, ${args.kw}` : ""}`;
  return `(${o} = ${obj}, ${is(o)} ? ${cx.h("accepting")}(${cx.h("callMethod")}, ${o}, ${rest}) : ${cx.h("callMethod")}(${o}, ${rest}))`;
}

function dynamicCall(cx: Emitter, callee: string, args: Args): string {
  if (args.plain && !args.kw) {
    const simple = probe(/^[A-Za-z_$][\w$]*$/, callee);
    const f = simple ? callee : cx.fn.tmp();
    const pre = simple ? "" : `${f} = ${callee}, `;
    // Types and non-callables go through `callable`, which fails only when called (after the arguments).
    return `(${pre}typeof ${f} === "function" ? ${f} : ${cx.h("callable")}(${f}))(${args.plain.join(", ")})`;
  }
  return `${cx.h("callPy")}(${callee}, ${args.array}${args.kw ? `, ${args.kw}` : ""})`;
}

function toolCall(cx: Emitter, e: A.Call, v: Variable): string {
  // A tool is a function of the script's module, as the oracle's are: `__main__.search()`.
  const args = callArgs(cx, e, false, JSON.stringify(`__main__.${v.name}()`));
  return `${cx.h("callTool")}(${JSON.stringify(v.name)}, ${args.array}, ${args.kw ?? "null"})`;
}

/**
 * Binds the arguments of a call to a statically known `def` at compile time. Returns null when
 * that is not possible (starred arguments, or an argument error, which the runtime binder then
 * reports with CPython's message).
 */
function staticCall(cx: Emitter, e: A.Call, v: Variable, def: A.FunctionDef | A.AsyncFunctionDef): string | null {
  if (e.args.some((a) => a.kind === "Starred") || e.keywords.some((k) => k.arg === null)) return null;
  const sig = def.args;
  const params = [...sig.posonlyargs, ...sig.args].map((p) => p.arg);
  const kwonly = sig.kwonlyargs.map((p) => p.arg);
  // Which argument (index into args ++ keywords) fills each slot; -1 means the default.
  const slots: number[] = params.map(() => -1);
  const kwSlots: number[] = kwonly.map(() => -1);
  const extraPos: number[] = [];
  const extraKw: number[] = [];
  e.args.forEach((_, i) => (i < params.length ? (slots[i] = i) : extraPos.push(i)));
  if (extraPos.length && !sig.vararg) return null;
  const seen = new Set<string>();
  for (const [i, k] of e.keywords.entries()) {
    const argIndex = e.args.length + i;
    const j = params.indexOf(k.arg!);
    const kj = kwonly.indexOf(k.arg!);
    if (seen.has(k.arg!)) return null;
    seen.add(k.arg!);
    if (j >= sig.posonlyargs.length) {
      if (slots[j] >= 0) return null;
      slots[j] = argIndex;
    } else if (kj >= 0) kwSlots[kj] = argIndex;
    else if (sig.kwarg && j < 0) extraKw.push(argIndex);
    else return null;
  }
  const firstDefault = params.length - sig.defaults.length;
  if (slots.some((s, j) => s < 0 && j < firstDefault)) return null;
  if (kwSlots.some((s, j) => s < 0 && !sig.kw_defaults[j])) return null;

  // Arguments are evaluated in source order; when the slots reorder them, through temps.
  const values = [...e.args, ...e.keywords.map((k) => k.value)];
  let codes = values.map((a) => expr(cx, a));
  const pre: string[] = [];
  const order = [...slots.filter((s) => s >= 0), ...extraPos, ...kwSlots.filter((s) => s >= 0), ...extraKw];
  if (order.some((s, i) => i > 0 && s < order[i - 1])) {
    codes = codes.map((c) => {
      if (probe(/^(?:[\w$]+|"(?:[^"\\]|\\.)*")$/, c)) return c;
      const t = cx.fn.tmp();
      pre.push(`${t} = ${c}`);
      return t;
    });
  }
  const idx = cx.fnIndex(def);
  const all = slots.map((s, j) => (s >= 0 ? codes[s] : defaultSlot(idx, j)));
  if (sig.vararg) all.push(extraPos.length ? `new ${cx.h("PyTuple")}([${extraPos.map((i) => codes[i]).join(", ")}])` : cx.h("EMPTY_TUPLE"));
  all.push(...kwSlots.map((s, j) => (s >= 0 ? codes[s] : kwDefaultSlot(idx, j))));
  if (sig.kwarg) {
    const kv = extraKw.map((i) => `${JSON.stringify(e.keywords[i - e.args.length].arg)}, ${codes[i]}`);
    all.push(`${cx.h("dictOf")}([${kv.join(", ")}])`);
  }
  // From a def's number-only copy, a call of itself with numbers for its number parameters calls
  // the copy's clone, which tests no types (emit-specialize.ts).
  const clone = cx.fn.numberClone;
  const toClone = clone?.def === def && clone.positions.every((j) => numberCode(cx, all[j]));
  if (clone?.def === def && !toClone) clone.general = true;
  const target = toClone ? (clone!.idx ??= cx.cloneIndex(def)) : idx;
  if (toClone && clone!.byDepth) all.push(DEPTH_ARGUMENT);
  const call = `${calleeGuard(cx, v, `$f${target}`)}(${all.join(", ")})`;
  return pre.length ? `(${pre.join(", ")}, ${call})` : call;
}

/** The raw function, after checking the Python name is bound (the `def` may not have run yet). */
function calleeGuard(cx: Emitter, v: Variable, raw: string): string {
  if (isDefinite(cx, v) || definedBeforeCaller(cx, v)) return raw;
  const r = cx.resolve(v.name);
  const fail = r.kind === "global" ? "nameError" : r.kind === "local" ? "unboundLocal" : "unboundFree";
  const js = cx.varName(v);
  return `(${js} !== undefined ? ${raw} : ${cx.h(fail)}(${JSON.stringify(v.name)}))`;
}
