// A custom tool's inputSchema is enforced before its handler runs: a call that breaks it is a
// catchable TypeError in the script naming the argument, worded as CPython words the same bad call
// of the tool's Python stub (`def weather(*, city: str, days: int = 1)`), and the handler never
// sees it.
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { attack } from "../limits/attack.js";
import type { ToolDefinition } from "../../host/registry.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

const received: unknown[] = [];
const weather: ToolDefinition = {
  name: "weather",
  category: "custom",
  flowEligible: true,
  output: "json",
  inputSchema: {
    type: "object",
    properties: { city: { type: "string" }, days: { type: "integer" }, units: { enum: ["c", "f"] }, tags: { type: "array", items: { type: "string" } } },
    required: ["city"],
    additionalProperties: false,
  },
  async handler(args) {
    received.push(args);
    return { city: args.city };
  },
};

const STUB = "def weather(*, city: str, days: int = 1, units: str = 'c', tags: list = ()):\n    return {'city': city}\n";

const tryCall = (call: string) => `try:\n    ${call}\nexcept TypeError as e:\n    print(type(e).__name__, e)\n`;

/** What CPython prints for the same calls of the stub. */
const cpython = (calls: string[]) => execFileSync("python3", ["-c", STUB + calls.map(tryCall).join("")], { encoding: "utf8" });

describe("custom tools held to their inputSchema", () => {
  it("a missing or unexpected argument is CPython's TypeError for the stub, and the handler is not called", async () => {
    const calls = ["weather()", "weather(town='Paris')", "weather(city='Paris', town='x')"];
    received.length = 0;
    const { envelope } = await attack(calls.map(tryCall).join(""), { tools: [weather] });
    expect(envelope.status).toBe("ok");
    expect(envelope.prints).toBe(cpython(calls));
    expect(received).toEqual([]);
    expect(envelope.calls.map((c) => c.status)).toEqual(["error", "error", "error"]);
    expect(envelope.calls[0]!.error).toBe("weather() missing 1 required keyword-only argument: 'city'");
  });

  it("a value of the wrong type names the argument and both types", async () => {
    received.length = 0;
    const code = [tryCall("weather(city=3)"), tryCall("weather(city='x', days=1.5)"), tryCall("weather(city='x', tags=['a', 2])"), tryCall("weather(city='x', units='k')")].join("");
    const { envelope } = await attack(code, { tools: [weather] });
    expect(envelope.prints).toBe(
      [
        "TypeError weather(): argument 'city' must be str, not int",
        "TypeError weather(): argument 'days' must be int, not float",
        "TypeError weather(): argument 'tags[1]' must be str, not int",
        'TypeError weather(): argument \'units\' must be one of "c", "f"',
        "",
      ].join("\n"),
    );
    expect(received).toEqual([]);
  });

  it("arguments that fit reach the handler; an uncaught mismatch ends the flow as TypeError at its line", async () => {
    received.length = 0;
    const { envelope } = await attack("r = weather(city='Oslo', days=2, tags=['a'])\nweather(city=None)\n", { tools: [weather] });
    expect(received).toEqual([{ city: "Oslo", days: 2, tags: ["a"] }]);
    expect(envelope.error).toMatchObject({ type: "TypeError", message: "weather(): argument 'city' must be str, not NoneType", line: 2 });
  });

  it("a schema the validator cannot compile leaves the tool callable, unchecked", async () => {
    const odd: ToolDefinition = { ...weather, name: "odd", inputSchema: { type: "object", properties: { a: { type: "no-such-type" } } } };
    received.length = 0;
    const { envelope } = await attack("odd(a=1)\n", { tools: [odd] });
    expect(envelope.status).toBe("ok");
    expect(received).toEqual([{ a: 1 }]);
  });
});
