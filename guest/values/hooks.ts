// Host-provided knobs and callbacks for the value layer: set once by guest/runtime (and
// guest/builtins for `%` formatting) before a script runs.

import type { UnicodeNameData } from "../../unicode-names/table.js";
import type { PyType } from "./type.js";
import type { PyBaseException } from "./exceptions.js";

/** A frame of the script's code: its line, and its function's name (`<module>`, `f`, `<lambda>`). */
/** The file name of the script's frames in tracebacks, logging records and warnings (CPython names a
 *  script compiled from `<flow>` so). */
export const SCRIPT_FILE = "<flow>";

export interface ScriptFrame {
  line: number;
  name: string;
}

export interface Hooks {
  /** Writes one print() call's text; guest/runtime wires it to __host.print. */
  print: (text: string) => void;
  /** Milliseconds since the epoch, fixed for the run (datetime.now()). */
  startTime: number;
  /** The flow's random seed (a non-negative safe integer): `random`'s unseeded state, uuid4. */
  seed: number;
  /** sys.get_int_max_str_digits(): the int<->decimal string limit, 0 for none (CPython 3.11's). */
  maxStrDigits: number;
  /** DoS guard: an int result estimated above this many bits raises MemoryError before it is built. */
  maxIntBits: number;
  /** DoS guard: a repeated/concatenated sequence longer than this raises MemoryError. */
  maxSequenceLength: number;
  /** `str % args`; installed by guest/builtins (see setPercentFormatter). */
  percentFormat: ((format: string, args: any) => string) | null;
  /** `bytes % args` (a bytearray's too), PyBytes to PyBytes (untyped: bytes.ts imports this
   *  module); installed by guest/builtins (bytes.ts's setBytesPercentFormatter). */
  bytesPercentFormat: ((format: any, args: any) => any) | null;
  /** format(value, spec); installed by guest/builtins (modules chunks cannot import it). */
  format: ((value: any, spec: string) => string) | null;
  /** A builtin value's protocol method (`[].__len__`) its type `t` has no attribute for, or
   *  undefined; installed by guest/builtins (protocol-dunders.ts), which the attribute lookup
   *  cannot import. */
  protocolAttr: ((obj: any, t: PyType, name: string) => any) | null;
  /** The same method read from builtin type `t` (`list.__len__`): the type that has it and the
   *  method, or undefined; installed beside protocolAttr. */
  protocolTypeAttr: ((t: PyType, name: string) => [PyType, any] | undefined) | null;
  /** `obj.__dict__`, or undefined where `obj` has none; installed by guest/builtins (vars.ts),
   *  as a class's is a mappingproxy, which the attribute lookup cannot import. */
  ownDict: (obj: any) => any;
  /** dict.update(d, source) (a dict, a mapping by keys(), or pairs) for `d |= source`;
   *  installed by constructors.ts, which the operators cannot import. */
  dictUpdate: (d: any, source: any) => void;
  /** The Unicode name table's data, which a program that imports unicodedata carries (unicodedata.name/lookup). */
  unicodeNames: UnicodeNameData | null;
  /** The IANA zones (zoneinfo-data/data.ts: ZONES and LINKS), which a program that imports zoneinfo carries. */
  zoneData: readonly [zones: string, links: string] | null;
  /** Where print() and sys.stdout write while contextlib.redirect_stdout holds a file; null: the flow's prints. */
  stdout: unknown;
  /** Where sys.stderr writes while contextlib.redirect_stderr holds a file; null: nowhere (the envelope holds no stderr). */
  stderr: unknown;
  /** The script's frames on the running stack, outermost first (logging's caller); installed by guest/runtime. */
  scriptFrames: () => ScriptFrame[];
  /** CPython's traceback text for `e`, handled in the innermost of the frames `caughtIn` (its traceback
   *  starts at the frame the two share), without the last newline (logging's exc_info); installed by guest/runtime. */
  exceptionText: (e: PyBaseException, caughtIn: ScriptFrame[]) => string;
  /** traceback.print_stack's text for `frames` (outermost first), without the last newline; installed by guest/runtime. */
  stackText: (frames: ScriptFrame[]) => string;
  /** The `with` statement's protocol (guest/runtime/with.ts), for contextlib's decorators, which
   *  run a call as `with cm:` runs its body; installed by guest/runtime. */
  withStatement: WithStatement | null;
}

/** A `with` (or `async with`) item being run: the bound `__exit__` and `__enter__`'s result. */
export interface WithFrame {
  exit: any;
  /** `__enter__`'s result (a promise when it calls tools; always one for `async with`). */
  value: any;
  /** The body raised: `__exit__` was called with the exception, not again at the end. */
  failed: boolean;
  /** `async with`: `__aexit__`'s coroutine runs before its result is tested. */
  isAsync: boolean;
}

export interface WithStatement {
  /** Before the body: `__exit__` looked up, then `__enter__` called (`__aexit__`/`__aenter__` when `isAsync`). */
  enter: (mgr: any, isAsync: boolean) => WithFrame;
  /** The body raised `e`: whether `__exit__` suppresses it (or a promise of that). */
  exit: (f: WithFrame, e: PyBaseException) => boolean | Promise<boolean>;
  /** The body ended any other way: `__exit__(None, None, None)`. */
  done: (f: WithFrame) => unknown;
  /** What a JS `catch` caught, as the Python exception a `with` hands `__exit__` (toPyExc). */
  caught: (e: unknown) => PyBaseException;
}

export interface RunOptions {
  /** ms since the epoch, fixed for the run (`datetime.now()`). */
  startTime?: number;
  /** The flow's random seed, a non-negative safe integer (`random`'s unseeded state, `uuid4`). */
  seed?: number;
}

// A run's options as the host's JSON text until startTime or seed is first read: most flows read
// neither, and parsing the text cost a warm flow's start ~25 us.
let optionsJson: string | null = null;
let options: Required<RunOptions> = { startTime: 0, seed: 0 };

function runOptions(): Required<RunOptions> {
  if (optionsJson !== null) {
    options = checked(JSON.parse(optionsJson || "{}") as RunOptions);
    // Cleared after the parse: one that fails (a read at the stack's limit) is tried again.
    optionsJson = null;
  }
  return options;
}

function checked({ startTime, seed }: RunOptions): Required<RunOptions> {
  return { startTime: startTime ?? 0, seed: Number.isSafeInteger(seed) && seed! >= 0 ? seed! : 0 };
}

/** Sets hooks.startTime and hooks.seed for a run: from `options`, or from the host's options JSON at their first read. */
export function setRunOptions(given: RunOptions | string): void {
  optionsJson = typeof given === "string" ? given : null;
  if (typeof given !== "string") options = checked(given);
}

export const hooks: Hooks = {
  print: () => {
    throw new Error("hooks.print was not installed by guest/runtime");
  },
  get startTime() {
    return runOptions().startTime;
  },
  set startTime(value) {
    runOptions().startTime = value;
  },
  get seed() {
    return runOptions().seed;
  },
  set seed(value) {
    runOptions().seed = value;
  },
  maxStrDigits: 4300,
  // QuickJS holds a BigInt of at most 2**20 bits (RangeError past it): stay just below.
  maxIntBits: 1_048_000,
  maxSequenceLength: 50_000_000,
  percentFormat: null,
  bytesPercentFormat: null,
  format: null,
  protocolAttr: null,
  protocolTypeAttr: null,
  ownDict: () => undefined,
  dictUpdate: () => {
    throw new Error("hooks.dictUpdate was not installed by guest/values/constructors.ts");
  },
  unicodeNames: null,
  zoneData: null,
  stdout: null,
  stderr: null,
  scriptFrames: () => [],
  exceptionText: () => {
    throw new Error("hooks.exceptionText was not installed by guest/runtime");
  },
  stackText: () => "",
  withStatement: null,
};

/** guest/builtins installs the `%`-formatting implementation used by `str % x`. */
export function setPercentFormatter(fn: (format: string, args: any) => string): void {
  hooks.percentFormat = fn;
}
