// The recursion limit the emitted functions count against (transpiler/recursion-limit.ts), kept in
// the core so the `sys` chunk (setrecursionlimit) and repr's nesting guard share it. Raising it is
// safe: the engine's stack bound (set by the host) still ends deeper recursion with the same
// RecursionError.
import { E, raise } from "./exceptions.js";

/** The program's frame counter: its depth (function frames below the module's), a setter of
 *  the most it may reach, and a step of the depth that answers whether it went past that most;
 *  null until a program that defines sync functions starts. */
let counter: { depth: () => number; setMax: (max: number) => void; add: (delta: number) => boolean } | null = null;
let limit = 1000;

/** Called once by a program that counts frames: its initial `$depthMax`. */
export function frameCounter(depth: () => number, setMax: (max: number) => void, add: (delta: number) => boolean): number {
  counter = { depth, setMax, add };
  return limit - 1;
}

/**
 * A generator whose body counts its frame (it holds the count from its first step to its end)
 * gives it back while suspended, as CPython pops a suspended generator's frame; resuming takes it
 * again, and a resumption past the limit is refused (the generator stays suspended).
 */
export function generatorSuspended(): void {
  counter?.add(-1);
}

export function generatorResumed(): void {
  if (counter?.add(1)) {
    counter.add(-1);
    raise(E.RecursionError, "maximum recursion depth exceeded");
  }
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
