// The recursion limit the emitted functions count against (transpiler/recursion-limit.ts), kept in
// the core so the `sys` chunk (setrecursionlimit) and repr's nesting guard share it. Raising it is
// safe: the engine's stack bound (set by the host) still ends deeper recursion with the same
// RecursionError.

/** The program's frame counter: its depth (function frames below the module's) and a setter of
 *  the most it may reach; null until a program that defines sync functions starts. */
let counter: { depth: () => number; setMax: (max: number) => void } | null = null;
let limit = 1000;

/** Called once by a program that counts frames: its initial `$depthMax`. */
export function frameCounter(depth: () => number, setMax: (max: number) => void): number {
  counter = { depth, setMax };
  return limit - 1;
}

/** sys.getrecursionlimit(). */
export function getRecursionLimit(): number {
  return limit;
}

/** CPython 3.11's recursion depth as sys.setrecursionlimit reports it: a script's module level is 2. */
export function recursionDepth(): number {
  return (counter?.depth() ?? 0) + 2;
}

/** Sets a limit sys.setrecursionlimit has checked (above the current depth). */
export function changeRecursionLimit(next: number): void {
  limit = next;
  counter?.setMax(next - 1);
}
