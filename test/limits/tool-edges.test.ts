// Hostile or odd tools and arguments at the host boundary: whatever a handler throws, arguments
// past the binding's 1 MiB bound and very long tool names end as Python errors the script can
// catch (or as a working call), never as InternalError.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, expectHostUp, textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

const CATCH = (call: string) => `try:\n    ${call}\nexcept Exception as e:\n    print(type(e).__name__, e)\nprint("after")\n`;

describe("whatever a tool throws", () => {
  const throwing: [string, () => unknown][] = [
    ["an object whose toString throws", () => ({ toString() { throw new Error("no text"); } })],
    ["an object without a prototype", () => Object.create(null)],
    ["an Error whose message getter throws", () => Object.defineProperty(new Error("x"), "message", { get() { throw new Error("getter"); } })],
    ["a Symbol", () => Symbol("s")],
    ["undefined", () => undefined],
    ["an Error with a non-string message", () => Object.assign(new Error("x"), { message: 42 })],
  ];
  it.each(throwing)("%s ends the call as a catchable ToolError", async (_name, make) => {
    const bad = textTool("bad", async () => {
      throw make();
    });
    const { envelope } = await attack(CATCH("bad()"), { tools: [bad] });
    expect(envelope.status).toBe("ok");
    expect(envelope.prints).toMatch(/^ToolError .*\nafter\n$/);
    expect(envelope.calls[0]).toMatchObject({ tool: "bad", status: "error" });
  });

  it("the same uncaught ends the flow as ToolError at the script's line", async () => {
    const bad = textTool("bad", async () => {
      throw { toString: () => { throw new Error("no text"); } };
    });
    const { envelope } = await attack("x = 1\nbad()\n", { tools: [bad] });
    expect(envelope.error).toMatchObject({ type: "ToolError", message: "the tool failed with a value that cannot be shown as text", line: 2 });
    await expectHostUp();
  });
});

describe("tool arguments over 1 MiB of JSON", () => {
  const echo = textTool("echo", async (args) => `got ${JSON.stringify(args).length}`);

  it("raise ValueError before the call is made or logged, catchable", async () => {
    const { envelope } = await attack(CATCH("echo(s='a' * (2**20 + 10))"), { tools: [echo] });
    expect(envelope).toMatchObject({ status: "ok", calls: [] });
    expect(envelope.prints).toBe("ValueError the arguments of echo() are 1048595 characters of JSON; a tool call takes at most 1048576\nafter\n");
  });

  it("uncaught, end the flow with that ValueError at the script's line", async () => {
    const { envelope } = await attack("print('start')\necho(items=['x' * 1000] * 2000)\n", { tools: [echo] });
    expect(envelope.error).toMatchObject({ type: "ValueError", line: 2 });
    expect(envelope.calls).toEqual([]);
  });

  it("just under the bound reach the tool", async () => {
    const { envelope } = await attack("print(echo(s='a' * (2**20 - 20))['text'])\n", { tools: [echo] });
    expect(envelope).toMatchObject({ status: "ok", prints: `got ${2 ** 20 - 20 + 8}\n` });
  });
});

describe("long tool names", () => {
  it.each([300, 5000])("a %i-character tool name is called like any other", async (n) => {
    const name = "t" + "x".repeat(n - 1);
    const long = textTool(name, async () => "long ok");
    const { envelope } = await attack(`print(${name}()["text"])\n`, { tools: [long] });
    expect(envelope).toMatchObject({ status: "ok", prints: "long ok\n" });
    expect(envelope.calls[0]).toMatchObject({ tool: name, status: "ok" });
  });
});
