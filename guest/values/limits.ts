// DoS guards on result sizes, checked in O(1) before anything is allocated; the limits live in hooks.
import { E, raise } from "./exceptions.js";
import { hooks } from "./hooks.js";

/** MemoryError when a sequence (str, list, tuple, bytes) would exceed hooks.maxSequenceLength. */
export function checkSequenceLength(n: number): void {
  if (n > hooks.maxSequenceLength) raise(E.MemoryError);
}

/** MemoryError when an int result would exceed hooks.maxIntBits. */
export function checkIntBits(bits: number): void {
  if (bits > hooks.maxIntBits) raise(E.MemoryError);
}
