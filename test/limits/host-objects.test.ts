// Escapes: names and attributes that would reach JS or host objects (`__proto__`, `constructor`,
// `globalThis`, `Function`, `__host`, `getattr(print, "__globals__")`, ...). Each is refused
// before running or raises a Python error; none yields a value, and the host stays up.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, expectHostUp } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

const probes = [
  "__proto__",
  "constructor",
  "globalThis",
  "Function",
  "__host",
  "__toolflow",
  "process",
  "require",
  "eval('1')",
  "exec('x = 1')",
  "__import__('os')",
  "open('/etc/passwd')",
  "globals()",
  "import os",
  "getattr(print, '__globals__')",
  "getattr(print, 'constructor')",
  "getattr(getattr(print, 'constructor'), 'constructor')('return globalThis')()",
  "getattr('', 'constructor')",
  "getattr([], '__proto__')",
  "getattr({}, 'constructor')",
  "getattr(len, 'call')",
  "getattr(len, 'apply')",
  "getattr(print, 'prototype')",
  "().__class__.__base__.__subclasses__()",
  "{}.__class__.__init__.__globals__",
  "type(print).__dict__",
  "[].constructor",
  "'x'.constructor.constructor('return process')()",
];

/** Errors a probe may end with: refused before running, or a Python error at run time. */
const REFUSALS = ["SyntaxError", "NameError", "AttributeError", "TypeError", "ModuleNotFoundError", "ImportError", "KeyError"];

describe("host objects are out of reach", () => {
  it.each(probes)("%s", async (probe) => {
    const { envelope } = await attack(`x = ${probe}\nprint("VALUE", repr(x)[:80])\n`.replace("x = import os", "import os"));
    expect(envelope.prints).not.toContain("VALUE");
    expect(envelope.status).toBe("error");
    expect(REFUSALS).toContain(envelope.error?.type);
  });

  it("{'__proto__': 1} is an ordinary dict key", async () => {
    const { envelope } = await attack("d = {'__proto__': 1, 'constructor': 2}\n[d['__proto__'], d.get('constructor'), sorted(d), {}.get('__proto__')]\n");
    expect(envelope).toMatchObject({ status: "ok", result: [1, 2, ["__proto__", "constructor"], null] });
    await expectHostUp();
  });
});
