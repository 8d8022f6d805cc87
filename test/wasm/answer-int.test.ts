// The answer-int shortcut (wasm/toolflow.wit): the binding hands a by-value answer that is one
// s32 int as the number, and the guest resolves the call with it undecoded. It must be exactly
// the value the guest's decoding of the text gives, and taken for nothing else.
import { describe, expect, it } from "vitest";
import { byValueInt } from "../../wasm/host-binding.js";
import { decodeAnswer } from "../../guest/runtime/tools.js";
import { okAnswer } from "../../host/tool-answer.js";

const byValue = (text: string) => `{"numbers":"by-value","ok":${text}}`;

describe("byValueInt", () => {
  it("takes a by-value int in the s32 range as the guest decodes it", () => {
    const ints = [0, 1, -1, 7, 42, -42, 100, 123456789, -123456789, 999999999, -999999999];
    for (let i = 0; i < 200; i++) ints.push(Math.floor((Math.random() - 0.5) * 2e9));
    for (const n of ints) {
      const answer = okAnswer(JSON.stringify(n));
      const value = byValueInt(answer);
      if (value === undefined) {
        expect(Math.abs(n)).toBeGreaterThan(999999999);
        continue;
      }
      expect(Object.is(value, decodeAnswer(answer))).toBe(true);
      expect(value).toBe(value | 0);
    }
  });

  it("leaves every other answer to the guest's decoding", () => {
    const texts = ["-0", "01", "-01", "00", "1.0", "1e3", "1E3", " 1", "1 ", "", "-", "--1", "+1", "0x1", "\u0661", "1000000000",
      "-1000000000", "2147483647", "9007199254740993", '"1"', "[1]", "true", "null", "1}", "1,2"];
    for (const text of texts) expect(byValueInt(byValue(text)), text).toBeUndefined();
    for (const answer of ['{"ok":1}', "text:1", '{"numbers":"by-value","ok":1', '{"numbers":"by-value","ok":1}}', '{"error": "1", "type": "ToolError"}', "1"]) {
      expect(byValueInt(answer), answer).toBeUndefined();
    }
  });
});
