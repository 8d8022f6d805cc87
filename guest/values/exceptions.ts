// Python exceptions: PyBaseException (an object with Error's prototype whose `stack`, a JS
// stack taken when it is made, locates the script line), the builtin hierarchy `E` generated
// from one table, and raise(). Every value module raises, so this one imports none of them:
// str()/repr() of exceptions are in repr.ts.
import { PyType, T } from "./type.js";
import { PyTuple } from "./tuple.js";

/** One `except` clause of a try: its types, and whether its body drops the exception unseen. */
export interface SureClause {
  types: PyType[];
  discards: boolean;
}

/** A try's clauses, and the last type droppedUnseen answered for them (a loop raises one type again and again). */
export interface SureClauses {
  clauses: SureClause[];
  lastType: PyType | null;
  lastAnswer: boolean;
  /** Clauses naming the script's own classes: `clauses` read again from their current bindings
   *  (the memo dropped when they changed), as CPython evaluates a clause when it matches. */
  refresh: ((sure: SureClauses) => void) | null;
}

/**
 * What the innermost `try` running synchronously will do with an exception raised now
 * (guest/runtime/errors.ts sureClauses, set by the transpiler's emit-try.ts around a body that
 * cannot wait or yield), or null: nothing known. Every construct that may keep or show an
 * exception (another try, `with`, a generator resumed, a coroutine started) sets it to null.
 */
export const raising: { sure: SureClauses | null } = { sure: null };

/**
 * The exception the innermost running `except` clause handles (what CPython's sys.exc_info()
 * reads), or null: set by the clauses of a program that imports logging (emit-try.ts), for its
 * `exc_info=True` and `exception()`, or that reads sys.exc_info() or sys.exception().
 */
export const handling: { current: PyBaseException | null } = { current: null };

/**
 * An exception of type `t` raised now is sure to be caught and dropped by a handler that never
 * looks at it, so nothing will read where it was raised. StopIteration and its kin are never
 * sure: generators turn them into other exceptions on the way (PEP 479).
 */
export function droppedUnseen(t: PyType): boolean {
  const sure = raising.sure;
  if (sure === null) return false;
  if (sure.refresh !== null) sure.refresh(sure);
  if (sure.lastType === t) return sure.lastAnswer;
  sure.lastType = t;
  return (sure.lastAnswer = firstMatchDrops(sure.clauses, t.mro));
}

/** Whether the first clause matching a type of `mro` drops it (and it is no generator's stop). */
function firstMatchDrops(clauses: SureClause[], mro: PyType[]): boolean {
  for (const c of clauses) for (const x of c.types) if (mro.includes(x)) return c.discards && !generatorStop(mro);
  return false;
}

function generatorStop(mro: PyType[]): boolean {
  return mro.includes(E.StopIteration) || mro.includes(E.StopAsyncIteration) || mro.includes(E.GeneratorExit);
}

/** An exception made where it was sure to be dropped, now thrown where it may be seen: its stack from here. */
export function stackOnce(e: PyBaseException): void {
  if (e.stack === undefined) e.stack = new Error().stack;
}

export class PyBaseException {
  args: PyTuple;
  name: string;
  /** str(e), read lazily (repr.ts defines it on the prototype). */
  declare readonly message: string;
  /**
   * The JS stack where the exception was made (guest/runtime/errors.ts reads script frames from
   * it), undefined when droppedUnseen: QuickJS builds a stack's text eagerly, ~1 us a frame and
   * more in long functions, most of a raise and catch's cost.
   */
  stack: string | undefined;
  cause: PyBaseException | null = null;
  context: PyBaseException | null = null;
  suppressContext = false;
  /** Extra instance attributes (`JSONDecodeError.msg`, ...) readable through getAttr; another
   *  record only after `e.__dict__ = d`. */
  attrs: Record<string, any> = Object.create(null);

  constructor(
    readonly type: PyType,
    args: any[],
  ) {
    this.args = new PyTuple(args);
    this.name = type.name;
    this.stack = droppedUnseen(type) ? undefined : new Error().stack;
  }

  get $type(): PyType {
    return this.type;
  }
}
// `instanceof Error` holds, as for the JS errors the runtime rethrows, without Error's constructor (it builds a stack).
Object.setPrototypeOf(PyBaseException.prototype, Error.prototype);

/** Builds an instance of an exception type; `args` become `e.args`. */
export function newException(type: PyType, args: any[]): PyBaseException {
  const e = new PyBaseException(type, args);
  if (args.length >= 2 && type.mro.includes(E.OSError)) osErrorFields(e, args);
  return e;
}

/**
 * OSError(errno, strerror[, filename[, winerror[, filename2]]]) as CPython parses it: errno and
 * strerror become attributes (str() shows them); a filename other than None moves, with
 * filename2, from `args` to attributes, unless BlockingIOError takes it as characters written.
 * Other argument counts are plain args.
 */
export function osErrorFields(e: PyBaseException, args: any[]): void {
  if (args.length < 2 || args.length > 5) return;
  const a = e.attrs;
  a.errno = args[0];
  a.strerror = args[1];
  const third = args[2];
  if (third === undefined || third === null) return;
  if (e.type === E.BlockingIOError && (typeof third === "number" || typeof third === "bigint")) {
    a.characters_written = third;
    return;
  }
  a.filename = third;
  if (args[4] !== undefined && args[4] !== null) a.filename2 = args[4];
  e.args = new PyTuple(args.slice(0, 2));
}

/** JS errors that mean the script recursed too deep (QuickJS, and V8 for Node tests). */
export function isStackOverflow(e: unknown): e is Error {
  if (!(e instanceof Error)) return false;
  return (
    (e.name === "InternalError" && /stack overflow|too much recursion/.test(e.message)) ||
    (e instanceof RangeError && /call stack/i.test(e.message))
  );
}

/** Throws `type(message)` (or `type()` with no message). */
export function raise(type: PyType, message?: string): never {
  throw new PyBaseException(type, message === undefined ? [] : [message]);
}

/** Creates an exception class (for modules: json.JSONDecodeError, ...) callable like the builtins. */
export function newExceptionType(name: string, bases: PyType[], module = "builtins"): PyType {
  const t = new PyType(name, bases, module);
  t.construct = (pos, kw) => {
    if (kw && Object.keys(kw).length > 0) raise(E.TypeError, `${name}() takes no keyword arguments`);
    return newException(t, pos);
  };
  return t;
}

// [name, base names], CPython 3.11's builtin hierarchy and the flow's ToolError; order matters:
// a base precedes its subclasses.
const HIERARCHY = [
  ["BaseException", []],
  ["Exception", ["BaseException"]],
  ["BaseExceptionGroup", ["BaseException"]],
  ["ExceptionGroup", ["BaseExceptionGroup", "Exception"]],
  ["GeneratorExit", ["BaseException"]],
  ["KeyboardInterrupt", ["BaseException"]],
  ["SystemExit", ["BaseException"]],
  ["ArithmeticError", ["Exception"]],
  ["FloatingPointError", ["ArithmeticError"]],
  ["OverflowError", ["ArithmeticError"]],
  ["ZeroDivisionError", ["ArithmeticError"]],
  ["AssertionError", ["Exception"]],
  ["AttributeError", ["Exception"]],
  ["BufferError", ["Exception"]],
  ["EOFError", ["Exception"]],
  ["ImportError", ["Exception"]],
  ["ModuleNotFoundError", ["ImportError"]],
  ["LookupError", ["Exception"]],
  ["IndexError", ["LookupError"]],
  ["KeyError", ["LookupError"]],
  ["MemoryError", ["Exception"]],
  ["NameError", ["Exception"]],
  ["UnboundLocalError", ["NameError"]],
  ["OSError", ["Exception"]],
  ["BlockingIOError", ["OSError"]],
  ["ChildProcessError", ["OSError"]],
  ["ConnectionError", ["OSError"]],
  ["BrokenPipeError", ["ConnectionError"]],
  ["ConnectionAbortedError", ["ConnectionError"]],
  ["ConnectionRefusedError", ["ConnectionError"]],
  ["ConnectionResetError", ["ConnectionError"]],
  ["FileExistsError", ["OSError"]],
  ["FileNotFoundError", ["OSError"]],
  ["InterruptedError", ["OSError"]],
  ["IsADirectoryError", ["OSError"]],
  ["NotADirectoryError", ["OSError"]],
  ["PermissionError", ["OSError"]],
  ["ProcessLookupError", ["OSError"]],
  ["TimeoutError", ["OSError"]],
  ["ReferenceError", ["Exception"]],
  ["RuntimeError", ["Exception"]],
  ["NotImplementedError", ["RuntimeError"]],
  ["RecursionError", ["RuntimeError"]],
  ["StopAsyncIteration", ["Exception"]],
  ["StopIteration", ["Exception"]],
  ["SyntaxError", ["Exception"]],
  ["IndentationError", ["SyntaxError"]],
  ["TabError", ["IndentationError"]],
  ["SystemError", ["Exception"]],
  ["TypeError", ["Exception"]],
  ["ValueError", ["Exception"]],
  ["UnicodeError", ["ValueError"]],
  ["UnicodeDecodeError", ["UnicodeError"]],
  ["UnicodeEncodeError", ["UnicodeError"]],
  ["UnicodeTranslateError", ["UnicodeError"]],
  ["Warning", ["Exception"]],
  ["BytesWarning", ["Warning"]],
  ["DeprecationWarning", ["Warning"]],
  ["EncodingWarning", ["Warning"]],
  ["FutureWarning", ["Warning"]],
  ["ImportWarning", ["Warning"]],
  ["PendingDeprecationWarning", ["Warning"]],
  ["ResourceWarning", ["Warning"]],
  ["RuntimeWarning", ["Warning"]],
  ["SyntaxWarning", ["Warning"]],
  ["UnicodeWarning", ["Warning"]],
  ["UserWarning", ["Warning"]],
  ["ToolError", ["Exception"]],
  ["ToolPermissionError", ["ToolError", "PermissionError"]],
] as const;

/** Other builtin names of the same classes (`IOError is OSError`). */
const ALIASES = { IOError: "OSError", EnvironmentError: "OSError" } as const;

type ExceptionName = (typeof HIERARCHY)[number][0] | keyof typeof ALIASES;

/** The builtin exception types by name, aliases included: each is a builtin of the script's. */
export const E = {} as Record<ExceptionName, PyType>;
for (const [name, bases] of HIERARCHY) {
  const e = E as Record<string, PyType>;
  e[name] = newExceptionType(name, bases.length ? bases.map((b) => e[b]) : [T.object]);
}
for (const [alias, name] of Object.entries(ALIASES)) E[alias as keyof typeof ALIASES] = E[name];

E.BaseException.properties.set("args", (e: PyBaseException) => e.args);
E.BaseException.properties.set("__cause__", (e: PyBaseException) => e.cause);
E.BaseException.properties.set("__context__", (e: PyBaseException) => e.context);
E.BaseException.properties.set("__suppress_context__", (e: PyBaseException) => e.suppressContext);
E.StopIteration.properties.set("value", (e: PyBaseException) => (e.args.items.length ? e.args.items[0] : null));
// OSError's attributes not given (osErrorFields sets them in `attrs`, which getattr reads first).
for (const name of ["errno", "strerror", "filename", "filename2"]) E.OSError.properties.set(name, () => null);
E.BlockingIOError.properties.set("characters_written", () => raise(E.AttributeError, "characters_written"));

// OSError(errno, strerror) builds the errno's subclass (Linux numbers), as CPython does.
const ERRNO_SUBCLASS: Record<number, PyType> = {
  1: E.PermissionError,
  2: E.FileNotFoundError,
  3: E.ProcessLookupError,
  4: E.InterruptedError,
  10: E.ChildProcessError,
  11: E.BlockingIOError,
  13: E.PermissionError,
  17: E.FileExistsError,
  20: E.NotADirectoryError,
  21: E.IsADirectoryError,
  32: E.BrokenPipeError,
  103: E.ConnectionAbortedError,
  104: E.ConnectionResetError,
  108: E.BrokenPipeError,
  110: E.TimeoutError,
  111: E.ConnectionRefusedError,
  114: E.BlockingIOError,
  115: E.BlockingIOError,
};
E.OSError.construct = (pos, kw) => {
  if (kw && Object.keys(kw).length > 0) raise(E.TypeError, "OSError() takes no keyword arguments");
  const sub = pos.length >= 2 && pos.length <= 5 && typeof pos[0] === "number" ? ERRNO_SUBCLASS[pos[0]] : undefined;
  return newException(sub ?? E.OSError, pos);
};
