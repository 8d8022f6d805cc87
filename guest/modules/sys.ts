// A sandboxed `sys`: the values a script may read (version, limits, float_info, ...), the
// int<->str digit limit, exit() raising SystemExit, exc_info() and exception(), and the stdout/stderr objects of
// std-streams.ts (the flow's prints, and nowhere).
// Nothing reaches the host: no argv, path, modules, environment or real streams.

import {
  E,
  PyFloat,
  PyModule,
  asIndex,
  builtin,
  handling,
  hooks,
  newException,
  normInt,
  getRecursionLimit,
  recursionDepth,
  changeRecursionLimit,
  raise,
  writtenInC,
} from "../values/index.js";
import { structSeq } from "./struct-seq.js";
import { STDERR, STDOUT } from "./std-streams.js";
import { excInfoTuple } from "./traceback-object.js";

const VersionInfo = structSeq("sys", "version_info", ["major", "minor", "micro", "releaselevel", "serial"]);
const FloatInfo = structSeq("sys", "float_info", [
  "max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds",
]);
const IntInfo = structSeq("sys", "int_info", ["bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"]);

function setMaxStrDigits(n: unknown): null {
  const v = Number(asIndex(n));
  if (v !== 0 && v < 640) raise(E.ValueError, "maxdigits must be 0 or larger than 640");
  hooks.maxStrDigits = v;
  return null;
}

const INT_MAX = 2 ** 31 - 1;

/** sys.setrecursionlimit(n) as CPython 3.11 checks it. */
function setRecursionLimit(n: unknown): null {
  const v = asIndex(n);
  if (v > INT_MAX || v < -INT_MAX - 1) raise(E.OverflowError, "Python int too large to convert to C int");
  const next = Number(v);
  if (next < 1) raise(E.ValueError, "recursion limit must be greater or equal than 1");
  const depth = recursionDepth();
  if (depth >= next) raise(E.RecursionError, `cannot set the recursion limit to ${next} at the recursion depth ${depth}: the limit is too low`);
  changeRecursionLimit(next);
  return null;
}

export function sysModule(): PyModule {
  const f = (v: number) => new PyFloat(v);
  return writtenInC(new PyModule("sys", {
    version_info: VersionInfo.make([3, 11, 7, "final", 0]),
    version: "3.11.7 (toolflow sandbox)",
    hexversion: 0x30b07f0,
    api_version: 1013,
    platform: "linux",
    byteorder: "little",
    maxsize: normInt(2n ** 63n - 1n),
    maxunicode: 0x10ffff,
    float_info: FloatInfo.make([f(Number.MAX_VALUE), 1024, 308, f(2.2250738585072014e-308), -1021, -307, 15, 53, f(Number.EPSILON), 2, 1]),
    int_info: IntInfo.make([30, 4, 4300, 640]),
    float_repr_style: "short",
    getrecursionlimit: builtin("getrecursionlimit", "", getRecursionLimit),
    setrecursionlimit: builtin("setrecursionlimit", "limit, /", setRecursionLimit),
    get_int_max_str_digits: builtin("get_int_max_str_digits", "", () => hooks.maxStrDigits),
    set_int_max_str_digits: builtin("set_int_max_str_digits", "maxdigits", setMaxStrDigits),
    getdefaultencoding: builtin("getdefaultencoding", "", () => "utf-8"),
    exit: builtin("exit", "status=None, /", (status: unknown) => {
      throw newException(E.SystemExit, status === null ? [] : [status]);
    }),
    // The exception being handled (emit-program.ts tracks it in a script that names these).
    exc_info: builtin("exc_info", "", () => excInfoTuple()),
    exception: builtin("exception", "", () => handling.current),
    stdout: STDOUT,
    stderr: STDERR,
  }));
}
