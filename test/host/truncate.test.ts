// Text shortening: UTF-8 sizes, head + tail around a marker, code points never split.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutMarker, keepTail, shortenMiddle, tailChars, utf8Length } from "../../host/truncate.js";

const bytes = (s: string) => Buffer.byteLength(s, "utf8");
const hasLoneSurrogate = (s: string) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

describe("utf8Length", () => {
  it("agrees with Buffer.byteLength on any well-formed string", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (s) => utf8Length(s) === bytes(s)));
  });

  it("counts ASCII, 2-, 3- and 4-byte characters", () => {
    expect(utf8Length("a")).toBe(1);
    expect(utf8Length("é")).toBe(2);
    expect(utf8Length("中")).toBe(3);
    expect(utf8Length("😀")).toBe(4);
  });
});

describe("shortenMiddle", () => {
  it("leaves text within the limit alone", () => {
    expect(shortenMiddle("hello", 5)).toEqual({ text: "hello", cut: false });
  });

  it("keeps head and tail around a marker naming the bytes cut", () => {
    const text = "A".repeat(1000) + "B".repeat(1000);
    const { text: short, cut } = shortenMiddle(text, 200);
    expect(cut).toBe(true);
    expect(bytes(short)).toBeLessThanOrEqual(200);
    expect(short.startsWith("AAAA")).toBe(true);
    expect(short.endsWith("BBBB")).toBe(true);
    const kept = short.replace(/\n\[\.\.\. \d+ bytes cut \.\.\.\]\n/, "");
    expect(short).toContain(cutMarker(2000 - kept.length));
  });

  it("fits the limit and never splits a code point", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 400 }), fc.integer({ min: 40, max: 300 }), (s, max) => {
        const { text, cut } = shortenMiddle(s, max);
        expect(bytes(text)).toBeLessThanOrEqual(max);
        expect(cut).toBe(bytes(s) > max);
        expect(hasLoneSurrogate(text)).toBe(false);
      }),
    );
  });
});

describe("keepTail and tailChars", () => {
  it("keeps the end of long text behind a marker", () => {
    const short = keepTail("x".repeat(5000) + "END", 100);
    expect(bytes(short)).toBeLessThanOrEqual(100);
    expect(short.startsWith("[... ")).toBe(true);
    expect(short.endsWith("xEND")).toBe(true);
    expect(keepTail("short", 100)).toBe("short");
  });

  it("takes the last characters by code point", () => {
    expect(tailChars("abcdef", 3)).toBe("def");
    expect(tailChars("ab", 3)).toBe("ab");
    expect(tailChars("x😀😀😀", 2)).toBe("😀😀");
    expect(Array.from(tailChars("😀".repeat(300), 200))).toHaveLength(200);
    // A pair across the cut: the last 200 units hold its low half, so the tail is by character.
    expect(tailChars("ab😀" + "c".repeat(199), 200)).toBe("😀" + "c".repeat(199));
    expect(tailChars("ab" + "c".repeat(200), 200)).toBe("c".repeat(200));
  });
});
