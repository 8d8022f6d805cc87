// The request's fast path (surelyValidRequest) against ToolFlowRequestSchema: whatever it accepts
// the schema accepts with the same output (values, keys and their order); it never accepts what the
// schema rejects.
import { describe, expect, it } from "vitest";
import { MAX_CODE_BYTES, surelyValidRequest, ToolFlowRequestSchema } from "../../host/schema/request.js";

const base = { code: "x = 1", name: "flow" };
const inherited = Object.assign(Object.create({ extra: 1 }), base);
const nullProto = Object.assign(Object.create(null), base);
class Request {
  code = "1";
  name = "a";
}
const arrayWithExtra = Object.assign(["a"], { extra: 1 });
class Names extends Array<string> {}
const subclassed = Names.from(["a", "b"]);
const sparse = ["a", , "b"];

const inputs: unknown[] = [
  base,
  { ...base, tools: [], timeout_seconds: 5, background: false },
  { background: true, timeout_seconds: 0.5, tools: ["a", "b"], name: "z.Z-9_", code: "" },
  { ...base, tools: undefined, timeout_seconds: undefined, background: undefined },
  { ...base, tools: ["a", "a"] },
  { ...base, tools: [""] },
  { ...base, tools: [1] },
  { ...base, tools: "a" },
  { ...base, tools: sparse },
  { ...base, tools: arrayWithExtra },
  { ...base, tools: subclassed },
  { ...base, tools: Array.from({ length: 40 }, (_, i) => `t${i}`) },
  { ...base, timeout_seconds: 0 },
  { ...base, timeout_seconds: -1 },
  { ...base, timeout_seconds: Infinity },
  { ...base, timeout_seconds: NaN },
  { ...base, timeout_seconds: "5" },
  { ...base, timeout_seconds: 5e-324 },
  { ...base, background: "yes" },
  { ...base, background: null },
  { ...base, name: "" },
  { ...base, name: "a".repeat(64) },
  { ...base, name: "a".repeat(65) },
  { ...base, name: "a b" },
  { ...base, name: "a\n" },
  { ...base, name: undefined },
  { ...base, code: undefined },
  { ...base, code: 1 },
  { ...base, code: "x".repeat(MAX_CODE_BYTES) },
  { ...base, code: "x".repeat(MAX_CODE_BYTES + 1) },
  { ...base, code: "é".repeat(MAX_CODE_BYTES / 2) },
  { ...base, code: "é".repeat(MAX_CODE_BYTES / 2 + 1) },
  { ...base, code: "\ud800".repeat(MAX_CODE_BYTES / 3) },
  { ...base, extra: 1 },
  JSON.parse('{"code":"1","name":"a","__proto__":{"x":1}}'),
  inherited,
  nullProto,
  new Request(),
  { name: "a" },
  {},
  [],
  null,
  undefined,
  "code",
  5,
];

describe("surelyValidRequest", () => {
  it.each(inputs.map((input, i) => [i, input]))("agrees with the schema on input %i", (_, input) => {
    const fast = surelyValidRequest(input);
    const parsed = ToolFlowRequestSchema.safeParse(input);
    if (fast === undefined) return;
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(Object.entries(fast)).toEqual(Object.entries(parsed.data));
    expect(Object.keys(fast)).toEqual(Object.keys(parsed.data));
  });

  it("takes the common requests, leaves the rest to the schema", () => {
    expect(surelyValidRequest(base)).toEqual(base);
    expect(surelyValidRequest({ ...base, tools: ["a"], timeout_seconds: 5, background: false })).toBeDefined();
    for (const input of [{ ...base, extra: 1 }, { ...base, tools: ["a", "a"] }, { ...base, timeout_seconds: 0 }, inherited, []]) {
      expect(surelyValidRequest(input)).toBeUndefined();
    }
  });

  it("reads each value once: a getter cannot show one value to the check and another to the flow", () => {
    let reads = 0;
    const input = { code: "1", get name() { return reads++ === 0 ? "ok" : "bad name!"; } };
    const fast = surelyValidRequest(input);
    expect(fast?.name).toBe("ok");
    expect(reads).toBe(1);
  });
});
