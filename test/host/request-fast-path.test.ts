// The request's fast path (surelyValidRequest) against toolFlowRequestSchema(): whatever it accepts
// the schema accepts with the same output (values, keys and their order); it never accepts what the
// schema rejects.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CODE_BYTES, REQUEST_KEYS, surelyValidRequest, toolFlowRequestJsonSchema, toolFlowRequestSchema } from "../../host/schema/request.js";

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
    const parsed = toolFlowRequestSchema().safeParse(input);
    if (fast === undefined) return;
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(Object.entries(fast)).toEqual(Object.entries(parsed.data));
    expect(Object.keys(fast)).toEqual(Object.keys(parsed.data));
  });

  it("knows the schema's keys in its order without building it", () => {
    expect(REQUEST_KEYS).toEqual(Object.keys(toolFlowRequestSchema().shape));
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

  it("agrees with the schema on generated requests, near-valid ones included", () => {
    const value = fc.oneof(fc.string({ maxLength: 70 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(undefined), fc.constant(null));
    const request = fc.record(
      {
        code: fc.oneof(fc.string({ maxLength: 40 }), value),
        name: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.-]{0,66}$/), value),
        tools: fc.oneof(fc.array(fc.oneof(fc.constantFrom("", "a", "b", "read_file"), value), { maxLength: 5 }), value),
        timeout_seconds: fc.oneof(fc.double(), fc.constantFrom(0, -1, 1, Infinity, NaN), value),
        background: value,
        extra: value,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(request, (input) => {
        const fast = surelyValidRequest(input);
        if (fast === undefined) return;
        const parsed = toolFlowRequestSchema().safeParse(input);
        expect(parsed.success).toBe(true);
        if (parsed.success) expect(Object.entries(fast)).toEqual(Object.entries(parsed.data));
      }),
      { numRuns: 2000 },
    );
  });

  it("was written for these constraints: a change to the schema must be made in surelyValidRequest too", () => {
    const constraints = JSON.parse(JSON.stringify(toolFlowRequestJsonSchema(), (key, value: unknown) => (key === "description" ? undefined : value)));
    expect(constraints).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        code: { type: "string" },
        name: { type: "string", pattern: "^[A-Za-z0-9_.-]{1,64}$" },
        tools: { uniqueItems: true, type: "array", items: { type: "string", minLength: 1 } },
        timeout_seconds: { type: "number", exclusiveMinimum: 0 },
        background: { type: "boolean" },
      },
      required: ["code", "name"],
      additionalProperties: false,
    });
  });
});
