// isAscii: the regex below 256 units, a chunked native encode above; every unit past 0x7f,
// wherever it falls in a long text (at a chunk's edges too), makes the text not ASCII.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAscii } from "../../wasm/ascii.js";
import { utf8Length } from "../../host/truncate.js";

const reference = (s: string) => [...s].every((c) => c.charCodeAt(0) < 0x80 && c.length === 1);
const CHUNK = 1 << 16;

describe("isAscii", () => {
  it("agrees with a unit-by-unit test on short and long strings", () => {
    const text = fc.string({ unit: fc.oneof(fc.constantFrom("a", "\x7f", "\x00", "\x80", "é", "\ud800", "\udc00", "😀"), fc.constant("x")), maxLength: 600 });
    fc.assert(fc.property(text, (s) => isAscii(s) === reference(s)));
  });

  it("finds one non-ASCII unit anywhere in a text of several chunks", () => {
    const length = 3 * CHUNK + 17;
    for (const at of [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK - 1, 2 * CHUNK, length - 1]) {
      for (const unit of ["\x80", "\u00ff", "\u0100", "\ud800", "\udfff", "\uffff"]) {
        const s = "a".repeat(at) + unit + "a".repeat(length - at - 1);
        expect(isAscii(s), `${unit.charCodeAt(0).toString(16)} at ${at}`).toBe(false);
      }
    }
    expect(isAscii("\x7f".repeat(length))).toBe(true);
    expect(isAscii("a".repeat(CHUNK))).toBe(true);
    expect(isAscii("a".repeat(CHUNK - 1) + "😀")).toBe(false); // a pair across the chunk's edge
  });

  it("gives utf8Length its count on megabytes of text", () => {
    const text = "log line ok\n".repeat(200_000);
    expect(utf8Length(text)).toBe(text.length);
    expect(utf8Length(text + "é")).toBe(Buffer.byteLength(text + "é"));
    expect(utf8Length("é" + text)).toBe(Buffer.byteLength("é" + text));
  });
});
