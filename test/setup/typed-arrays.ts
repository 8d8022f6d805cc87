// Typed arrays compared byte for byte in one call: vitest's generic equality walks them element
// by element, which takes tens of seconds for a multi-megabyte snapshot image.
import { expect } from "vitest";

function sameTypedArrays(a: unknown, b: unknown): boolean | undefined {
  if (!ArrayBuffer.isView(a) || !ArrayBuffer.isView(b) || a instanceof DataView || b instanceof DataView) return undefined;
  if (a.constructor !== b.constructor) return false;
  return Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(b.buffer, b.byteOffset, b.byteLength)) === 0;
}

expect.addEqualityTesters([sameTypedArrays]);
