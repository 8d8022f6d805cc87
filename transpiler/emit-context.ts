// Shared state of one emission: the current JS function (temps, locals, loop labels, active
// handlers), runtime helpers used, hoisted constants, and the function-name table for tracebacks.

import type * as A from "./ast.js";
import type { AsyncInfo } from "./analyze-async.js";
import { ITERATION } from "./analyze-members.js";
import { lineMarker } from "./line-map.js";
import type { Resolution, Scope, ScopeInfo, ScopeNode, Variable } from "./scope.js";

/**
 * What an expression certainly evaluates to, as static-kind.ts tells it: "number": an int held in
 * a JS number; "int": an int, number or bigint; "str": a str; "float": a float literal (a
 * PyFloat). (Here, not there: FnCtx keeps the answers, and static-kind.ts reads the context.)
 */
export type Kind = "number" | "int" | "str" | "float" | null;

export interface LoopFrame {
  /** Label on the JS loop, target of `continue`. */
  label: string;
  /** Label `break` jumps to: the loop itself, or the block around loop + `else`. */
  breakLabel: string;
}

export class FnCtx {
  readonly tempNames: string[] = [];
  readonly loops: LoopFrame[] = [];
  /** JS names of the exceptions being handled, innermost last (for bare `raise`). */
  readonly handlers: string[] = [];
  /** In a script that tracks handling (tracksHandling), what `handling.current` goes back to when each of `handlers` ends (emit-try.ts). */
  readonly handlingBefore = new Map<string, string>();
  /** Extra JS `let` names for this function (default-value slots). */
  readonly extraLets: string[] = [];
  /** Variables certainly bound at the point being emitted: their reads skip the unbound check. */
  readonly definite = new Set<Variable>();
  /** JS names certainly holding a JS number here (range loop counters): operators skip `typeof`. */
  private readonly numberNames = new Set<string>();
  /** staticKind's answers while `numbers` stays as it is. */
  readonly kinds = new Map<A.Expr, Kind>();
  /** safeMagnitude's answers, the same while (number-bounds.ts). */
  readonly safeMagnitudes = new Map<A.Expr, bigint | null>();
  /** Of `numbers`, those a guard left non-negative for the rest of the body (number-guards.ts). */
  private readonly nonNegative = new Set<string>();
  /** Of `numbers`, the largest magnitude each can hold (a counter of a range of int literals). */
  private readonly magnitudes = new Map<string, bigint>();
  /** While a module-level def's number-only copy is emitted: that def, the positions of its
   *  number parameters, whether its clone may count frames in a parameter (`byDepth`), once a
   *  call of its own asks for it, its clone's N, and whether a call of its own went to the def
   *  itself (`general`) (emit-specialize.ts). */
  numberClone: { def: A.FunctionDef; positions: number[]; byDepth: boolean; idx?: number; general?: boolean } | null = null;
  /** Comprehensions' and lambdas' functions declared once in this function's body, by name (`hoist`). */
  private readonly hoistedFns = new Map<string, string>();

  get numbers(): ReadonlySet<string> {
    return this.numberNames;
  }

  isNonNegative(js: string): boolean {
    return this.nonNegative.has(js);
  }

  markNonNegative(js: string): void {
    this.nonNegative.add(js);
  }

  /** The largest magnitude the JS number `js` can hold here, or undefined when unknown. */
  magnitude(js: string): bigint | undefined {
    return this.magnitudes.get(js);
  }

  /**
   * Declares the function `text` named `name` once at this function's top level, where JS makes
   * it on entry, for a comprehension or lambda evaluated again and again (emit-function.ts's
   * `placed`). False when a different text took the name (a body emitted twice): that copy keeps
   * its function in place.
   */
  hoist(name: string, text: string): boolean {
    const held = this.hoistedFns.get(name);
    if (held === undefined) this.hoistedFns.set(name, text);
    return held === undefined || held === text;
  }

  /** The hoisted declarations, to end the function's body with. */
  hoistedCode(): string {
    return [...this.hoistedFns.values()].map((text) => `\n${text}`).join("");
  }

  /** The JS names `js` hold JS numbers while `emit` runs, each within its magnitude where given. */
  withNumbers<T>(js: string[], emit: () => T, magnitudes: (bigint | null)[] = []): T {
    js.forEach((name, k) => {
      this.numberNames.add(name);
      if (magnitudes[k] != null) this.magnitudes.set(name, magnitudes[k]!);
    });
    this.kinds.clear();
    this.safeMagnitudes.clear();
    try {
      return emit();
    } finally {
      js.forEach((name) => {
        this.numberNames.delete(name);
        this.nonNegative.delete(name);
        this.magnitudes.delete(name);
      });
      this.kinds.clear();
      this.safeMagnitudes.clear();
    }
  }

  constructor(
    readonly scope: Scope,
    /** The JS function is `async` (the module body always is). */
    readonly isAsync: boolean,
    /** N of the JS function `$fN` (0: the module). */
    readonly index = 0,
  ) {}

  /**
   * Code emitted here runs at most once (the module body outside any loop): a fast path for
   * repeated runs only adds to what QuickJS compiles at every flow's start.
   */
  get runsOnce(): boolean {
    return this.index === 0 && this.loops.length === 0;
  }

  tmp(): string {
    const t = `$t${this.tempNames.length + 1}`;
    this.tempNames.push(t);
    return t;
  }
}

/** Functions nested this deep read hoisted constants by name; deeper ones through `$K`. */
const SHARED_CONSTS_DEPTH = 8;

// The value-level operations that may run a script's method; see analyze-members.ts.
const MEMBER_OPS = /\$(getAttr|binaryOp|inplaceOp|eq|eqAnswer|notEq|notEqBool|richCompare|richCompareBool|floatFirst(?:InPlace|Order|Truth)?\.\w+|contains|containsAwaiting|getItem|sliceOf|unaryOp|repr|str|len|lenInt|intOf|floatOf|abs|format|ascii|strPercent)\(/g;

export class Emitter {
  /** Runtime names used; the prologue destructures them from `$rt` once. */
  readonly helpers = new Set<string>();
  private readonly consts: string[] = [];
  private readonly constCache = new Map<string, string>();
  /** Some function deeper than SHARED_CONSTS_DEPTH reads the constants through `$K` (see constant()). */
  constsShared = false;
  /** Index N names JS function `$fN`; the value is the Python name shown in tracebacks. */
  readonly funcNames: string[] = ["<module>"];
  readonly imports = new Set<string>();
  /** The hoisted spec constant of each def and lambda (emit-function.ts). */
  readonly specs = new Map<A.Node, string>();
  /** Per-variable answers of emit-names.ts (a variable's sites are fixed before emission). */
  readonly unbindable = new Map<Variable, boolean>();
  readonly moduleBindingEnd = new Map<Variable, number>();
  private labels = 0;
  fn!: FnCtx;
  /** Script line of the code being emitted; expressions on other lines get their own markers. */
  curLine = 0;
  /** `from __future__ import annotations`: annotations are never evaluated. */
  postponedAnnotations = false;
  /** The script mentions functools.singledispatch or singledispatchmethod, whose `register` reads a def's annotations, or typing.get_type_hints: each def keeps them. */
  keepsAnnotations = false;
  /** The script mentions typing.get_type_hints: postponed and string annotations are evaluated when it asks (emit-annotation.ts). */
  lazyAnnotations = false;
  /** The script imports logging (`exc_info=True`) or traceback (`format_exc()`), or reads sys.exc_info()/sys.exception(), which read the exception being handled: each `except` clause keeps it (emit-try.ts). */
  tracksHandling = false;
  /** Some function counts Python frames (`$depth`, see recursion-limit.ts). */
  countsDepth = false;
  /** The script may cancel a task: awaits keep the running task (guest/values/tasks.ts, tracking mode). */
  tracksTasks = false;

  constructor(
    readonly info: ScopeInfo,
    readonly asyncInfo: AsyncInfo,
    readonly tools: ReadonlySet<string>,
  ) {}

  /** The JS name of a runtime helper, recorded for the prologue. */
  h(name: string): string {
    this.helpers.add(name);
    return `$${name}`;
  }

  /** JS testing that `ref` (read twice) is a list or a tuple: the mark their prototypes carry
   *  (guest/values/type-marks.ts), cheaper than `instanceof` each; `?.` for None. */
  isListOrTuple(ref: string): string {
    return `${ref}?.$seq === ${this.h("SEQ")}`;
  }

  /** JS testing that `ref` (read twice) is a dict (`instanceof PyDict`), by its prototype's mark. */
  isDict(ref: string): string {
    return `${ref}?.$dict === ${this.h("DICT")}`;
  }

  /** JS testing that `ref` (read twice) is a float (`instanceof PyFloat`), by its prototype's mark. */
  isFloat(ref: string): string {
    return `${ref}?.$float === ${this.h("FLOAT")}`;
  }

  /**
   * A constant hoisted to program start (float boxes, big ints, function specs), as the current
   * function reads it (see constantRef).
   */
  constant(code: string): string {
    return this.constantRef(this.hoisted(code));
  }

  /** The name of a constant hoisted to program start; other constants' code may use it. */
  hoisted(code: string): string {
    let name = this.constCache.get(code);
    if (!name) {
      name = `$k${this.constCache.size + 1}`;
      this.constCache.set(code, name);
      this.consts.push(`${name} = ${code}`);
    }
    return name;
  }

  /**
   * How the current function reads the hoisted constant `name`. A JS function nested deeper than
   * SHARED_CONSTS_DEPTH reads it as `$K[i]`: QuickJS threads every outer name a function reads
   * through each function around it (a closure variable per level, found by a linear search): a
   * spec constant per nested lambda made 1,000 nested lambdas take 4x longer to compile
   * (bench/experiments/nested-function-constants.mjs); one shared array is one closure variable
   * per level.
   */
  constantRef(name: string): string {
    if ((this.fn?.scope.depth ?? 0) <= SHARED_CONSTS_DEPTH) return name;
    this.constsShared = true;
    return `$K[${Number(name.slice(2)) - 1}]`;
  }

  /** The prologue's declaration of the constants (and `$K`, when read through it). */
  constsDeclaration(): string {
    if (!this.consts.length) return "";
    const shared = this.constsShared ? [`$K = [${[...this.constCache.values()].join(", ")}]`] : [];
    return `const ${[...this.consts, ...shared].join(", ")};`;
  }

  label(): string {
    return `$L${++this.labels}`;
  }

  /**
   * `await` of `code` in the current function. After a suspension a JS stack shows only the
   * resumed function, so a rejection passing here records this frame (`$fN`, script line) for
   * the traceback (guest/runtime/await-frames.ts).
   */
  awaited(code: string, line = this.curLine): string {
    const at = `${code}, ${this.fn.index}, ${line}`;
    if (this.tracksTasks) return this.inTask(`${this.h("awaitInTask")}(${at})`);
    return this.resumed(`${this.h("awaitAt")}(${at})`, (v) => `await ${v}`);
  }

  /**
   * `suspend(operand)` (an `await` or a `yield`) inside an `except` clause of a script that
   * tracks handling: the operand is evaluated in the clause (`yield sys.exc_info()` sees its
   * exception); while it waits, the code that runs sees what was current before this function's
   * clauses began (as it was when it resumed last); once it resumes, the clause's exception
   * (see emit-try.ts keepHandled).
   */
  resumed(operand: string, suspend: (operand: string) => string): string {
    const kept = this.fn.handlers.filter((e) => this.fn.handlingBefore.has(e));
    if (kept.length === 0) return suspend(operand);
    const handling = this.h("handling");
    const outside = this.fn.handlingBefore.get(kept[0]);
    const [v, t] = [this.fn.tmp(), this.fn.tmp()];
    return `(${v} = ${operand}, ${handling}.current = ${outside}, ${t} = ${suspend(v)}, ${outside} = ${handling}.current, ${handling}.current = ${kept[kept.length - 1]}, ${t})`;
  }

  /** `await code` as CPython runs it: a coroutine started, a promise awaited, and a coroutine
   *  whose body never waits (or any other value) taken at once, with no JS await (CPython does
   *  not yield to the event loop there, so gathered tasks do not interleave). */
  awaitedAt(code: string): string {
    const t = this.fn.tmp();
    const at = `${code}, ${this.fn.index}, ${this.curLine}`;
    if (this.tracksTasks) return `((${t} = ${this.h("awaitInTask")}(${at})) instanceof ${this.h("Promise")} ? ${this.inTask(t)} : ${t})`;
    return `((${t} = ${this.h("awaitAt")}(${at})) instanceof ${this.h("Promise")} ? ${this.resumed(t, (v) => `await ${v}`)} : ${t})`;
  }

  /** Tracking mode's `await x`: the task running before the suspension runs after it. */
  private inTask(x: string): string {
    const k = this.fn.tmp();
    return `(${k} = ${this.h("running")}.task, ${this.h("resumeTask")}(${this.resumed(x, (v) => `await ${v}`)}, ${k}))`;
  }

  /** consumer() calls its helper as it is: no special method the helper runs can call a tool. */
  consumesPlainly(): boolean {
    return !this.fn.isAsync || (!this.asyncInfo.escapes && !this.asyncInfo.awaitsAny(ITERATION));
  }

  /**
   * `helper(args)` where the value may be a generator that calls tools (stepped by the
   * `<helper>Awaiting` variant, and awaited, in async code of a program that has such
   * generators); plain `helper(args)` elsewhere.
   */
  consumer(helper: string, args: string): string {
    if (this.consumesPlainly()) return `${this.h(helper)}(${args})`;
    // The iterable's `__iter__`/`__next__`/`__contains__` may call a tool too: its steps, or
    // those of the iterator it makes, are awaited.
    if (this.asyncInfo.awaitsAny(ITERATION)) return this.accept(`${helper}Awaiting`, args);
    const name = this.asyncInfo.escapes ? `${helper}Awaiting` : helper;
    return this.asyncInfo.escapes ? this.settled(`${this.h(name)}(${args})`) : `${this.h(name)}(${args})`;
  }

  /** `op(args)` of the guest's values through `accepting` (a special method it runs may call a tool), awaited. */
  accept(op: string, args: string): string {
    return this.settled(`${this.h("accepting")}(${this.h(op)}, ${args})`);
  }

  /**
   * `code`, an expression whose method may call a tool: its own operation (not its operands, which
   * were wrapped already) runs through `accepting`, so a special method may hand back its promise,
   * which is awaited here.
   */
  awaitMember(code: string): string {
    // `floatFirstOrder.Lt` and friends: the helper, then its operator's step.
    const op = (name: string) => name.replace(/^\w+/, (helper) => this.h(helper));
    return this.settled(code.replace(MEMBER_OPS, (_m, name: string) => `${this.h("accepting")}(${op(name)}, `));
  }

  /** `emit`'s code for expression `e`, on its line, awaited through `accepting` where a special
   *  method it runs may call a tool and this function can wait (expr() and conditions). */
  member(e: A.Expr, emit: () => string): string {
    const code = this.onLine(e.line, emit);
    return this.acceptsMember(e) ? this.awaitMember(code) : code;
  }

  /** `node` may run a special method that calls a tool, and this function can wait for it. */
  acceptsMember(node: A.Node): boolean {
    return this.fn.isAsync && this.asyncInfo.awaitsMember(node);
  }

  /** `code`'s value, awaited when it is a promise (a callee compiled async) and this function can wait. */
  settled(code: string): string {
    if (!this.fn.isAsync) return code;
    const t = this.fn.tmp();
    return `((${t} = ${code}) instanceof ${this.h("Promise")} ? ${this.awaited(t)} : ${t})`;
  }

  private readonly fnIndices = new Map<A.Node, number>();

  /** N for the JS function `$fN` compiled from a def, lambda or comprehension node. */
  fnIndex(node: ScopeNode): number {
    let n = this.fnIndices.get(node);
    if (n === undefined) {
      n = this.funcNames.length;
      this.fnIndices.set(node, n);
      this.funcNames.push(this.info.scopeOf(node).name);
    }
    return n;
  }

  /** N for a second JS function of the def `node`, named as it is in tracebacks. */
  cloneIndex(node: A.FunctionDef): number {
    this.funcNames.push(this.info.scopeOf(node).name);
    return this.funcNames.length - 1;
  }

  /** Marker for a statement (or handler) starting on `node.line`. */
  mark(node: { line: number }): string {
    this.curLine = node.line;
    return lineMarker(node.line);
  }

  /** Emits an expression; when it starts on another line, its code is marked with that line. */
  onLine(line: number, emit: () => string): string {
    if (line === this.curLine || !line) return emit();
    const outer = this.curLine;
    this.curLine = line;
    try {
      return lineMarker(line) + emit() + lineMarker(outer);
    } finally {
      this.curLine = outer;
    }
  }

  resolve(name: string): Resolution {
    return this.info.resolve(this.fn.scope, name);
  }

  /** JS identifier of a variable: `G_` for module globals, `L_` for function locals, `C_` for a
   *  class body's names (its methods are JS functions nested in the body's, and must still see
   *  the enclosing function's variable of the same name). */
  varName(v: Variable): string {
    return (v.owner.kind === "module" ? "G_" : v.owner.kind === "class" ? "C_" : "L_") + mangle(v.name);
  }

  isTool(v: Variable): boolean {
    return this.asyncInfo.isTool(v);
  }

  /** `name` refers to the builtin of that name (not shadowed anywhere in the script). */
  /** `e` read in `scope` (the code being emitted, unless an analysis reads another) is the
   *  builtin `name`: a module global nothing binds, not a tool. */
  isBuiltinName(e: A.Expr, name: string, scope: Scope = this.fn.scope): boolean {
    if (e.kind !== "Name" || e.id !== name) return false;
    const v = this.info.resolve(scope, name).v;
    return v.owner.kind === "module" && v.sites.length === 0 && !this.isTool(v);
  }

  /** The module name when `e` is a name bound only by `import m` / `import m as x`. */
  importedModule(e: A.Expr): string | null {
    if (e.kind !== "Name") return null;
    const v = this.resolve(e.id).v;
    if (v.sites.length !== 1 || v.sites[0].kind !== "import") return null;
    const node = v.sites[0].node;
    if (node.kind !== "Import") return null;
    const a = node.names.find((n) => (n.asname ?? n.name.split(".")[0]) === e.id);
    if (!a) return null;
    return a.asname ? a.name : a.name.split(".")[0];
  }

  /** `module.attr` when `e` names `attr` imported with `from module import attr`. */
  importedFrom(e: A.Expr): string | null {
    if (e.kind !== "Name") return null;
    const v = this.resolve(e.id).v;
    if (v.sites.length !== 1 || v.sites[0].kind !== "import") return null;
    const node = v.sites[0].node;
    if (node.kind !== "ImportFrom" || !node.module) return null;
    const a = node.names.find((n) => (n.asname ?? n.name) === e.id);
    return a ? `${node.module}.${a.name}` : null;
  }

  /** `asyncio.<name>` as a callee, through either import form. */
  isAsyncioFn(e: A.Expr, name: string): boolean {
    if (e.kind === "Attribute") return e.attr === name && this.importedModule(e.value) === "asyncio";
    return this.importedFrom(e) === `asyncio.${name}`;
  }
}

/** Python identifiers become JS identifiers injectively: other characters turn into `$u<hex>`. */
export function mangle(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/gu, (c) => `$u${c.codePointAt(0)!.toString(16)}_`);
}
