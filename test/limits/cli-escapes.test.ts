// Host-object escapes through the built CLI: probes that would reach JS or host objects (JS
// globals, constructors, __host, dunder walks, format fields, callbacks the runtime calls). None
// may yield a value. Where CPython raises too, the flow raises what CPython raises (python3 is the
// oracle, on the same script); where CPython would hand out a runtime object, the subset refuses
// the construct: before running as the subset's SyntaxError, or at run time (a computed attribute
// name) as AttributeError. Dunders that only reach Python types (`__class__`, `__mro__`) run. Each probe's error is caught and printed, so one flow tries many.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { python } from "../host/tools/python.js";
import { expectContained, project, runCli, type Project } from "./cli-attack.js";
import { ensureBuilt } from "../ensure-built.js";

/** Probes CPython rejects too. */
const likeCPython = [
  "__proto__",
  "constructor",
  "globalThis",
  "Function",
  "require",
  "process",
  "__host",
  "__toolflow",
  "getattr(print, 'constructor')",
  "getattr(getattr(ping, 'constructor'), 'constructor')('return process')()",
  "getattr([], '__proto__' + '')",
  "getattr(re.compile('a'), 'constructor')",
  "getattr(json, 'constructor')",
  // Format specs and str.format fields reach into the value: only Python's own lookups apply.
  "f\"{1:__proto__}\"",
  "f\"{'a':{'constructor'}}\"",
  "format(1, 'constructor')",
  "'{0.constructor}'.format(1)",
  "'{0.constructor.constructor}'.format(print)",
  "'{0[__proto__]}'.format({})",
  "'{.__proto__}'.format([])",
  // Callbacks the runtime calls for the script get nothing more than the script's own values.
  "json.dumps(print)",
  "json.dumps(print, default=lambda o: getattr(o, 'constructor'))",
  "re.sub('a', lambda m: getattr(m, 'constructor'), 'a')",
  "sorted([2, 1], key=lambda v: getattr(v, 'constructor'))",
];


/** Probes CPython would answer with an object; SUBSET.md refuses them before running. */
const refusedBeforeRunning = [
  "eval",
  "exec('x = 1')",
  "().__class__.__base__.__subclasses__()",
  "type(1).__subclasses__",
  "ping.__globals__",
];

/**
 * Dunders that are ordinary Python now that scripts have classes (`x.__class__.__name__`,
 * `type(x).__mro__`): they hand out Python types, never a JS or host object.
 */
const pythonTypesOnly = [
  "getattr(1, '__class__')",
  "json.loads('{\"a\": 1}', object_hook=lambda d: d.__class__)",
  "re.sub('a', lambda m: str(type(m).__mro__), 'a')",
  "(1).__class__.__mro__",
  // `x.__class__` is type(x) for every value, however the name is built.
  "getattr(1, '__cla' + 'ss__')",
  "'{0.__class__}'.format(1)",
  "re.sub('a', lambda m: getattr(m, '__cla' + 'ss__'), 'a')",
  "(1).__class__.__class__",
];

/** The same, with a name the transpiler cannot see: refused when the lookup runs. */
const refusedAtRunTime: [string, string][] = [
  ["getattr(ping, ''.join(['__glo', 'bals__']))", "AttributeError"],
  ["getattr((1).__class__, '__subcla' + 'sses__')", "AttributeError"],
  ["getattr(''.__class__, ''.join(['__di', 'ct__']))", "AttributeError"],
  ["'{0.__class__.__base__.__subclasses__}'.format(print)", "AttributeError"],
  // json.loads' hooks are handed Python values (a dict, a number's text), nothing of the host.
  ["json.loads('{\"a\": 1}', object_hook=lambda d: getattr(d, 'constructor'))", "AttributeError"],
  ["json.loads('[1.5]', parse_float=lambda t: getattr(t, '__proto__'))", "AttributeError"],
  ["json.loads('[{}]', object_pairs_hook=lambda ps: getattr(ps, 'constructor'))", "AttributeError"],
];

/**
 * One flow trying every probe in turn: each attempt prints the probe's number and the error it
 * raised (or VALUE and what it got); the last probe is tried again uncaught, to end the flow.
 */
function batch(probes: readonly string[]): string {
  const attempts = probes.map((probe, i) => `try:\n    x = ${probe}\n    print("VALUE", repr(x)[:80])\nexcept Exception as e:\n    print(${i}, type(e).__name__)\n`);
  return `import json\nimport re\n${attempts.join("")}x = ${probes.at(-1)}\n`;
}

let escapes: Project;

beforeAll(() => {
  ensureBuilt();
  escapes = project({ max_timeout_seconds: 60 });
}, 120_000);

afterAll(() => escapes?.remove());

describe("host objects through the CLI", () => {
  it.concurrent("probes CPython rejects raise what CPython raises", async () => {
    const script = batch(likeCPython);
    const cpython = cpythonOutcome(script);
    const run = await runCli(escapes, script);
    expectContained(run, escapes);
    expect(cpython.prints.split("\n")).toHaveLength(likeCPython.length + 1);
    expect(cpython.prints).not.toContain("VALUE");
    expect(run.envelope.prints).toBe(cpython.prints);
    expect(run.envelope.error?.type).toBe(cpython.error);
  });

  it.concurrent("probes refused at run time raise AttributeError", async () => {
    const run = await runCli(escapes, batch(refusedAtRunTime.map(([probe]) => probe)));
    expectContained(run, escapes);
    expect(run.envelope.prints).toBe(refusedAtRunTime.map(([, type], i) => `${i} ${type}\n`).join(""));
    expect(run.envelope.error?.type).toBe(refusedAtRunTime.at(-1)![1]);
  });

  it.concurrent("dunders the subset allows hand out Python types, nothing of the host", async () => {
    const run = await runCli(escapes, batch(pythonTypesOnly));
    expectContained(run, escapes);
    // Each probe answers a Python type (or tuple of them), or an AttributeError or TypeError
    // where the subset's builtin values do not carry the dunder.
    const lines = run.envelope.prints.split("\n").filter((line) => line !== "");
    expect(lines).toHaveLength(pythonTypesOnly.length);
    for (const line of lines) expect(line).toMatch(/^(VALUE ["(<].*|\d+ (AttributeError|TypeError))$/);
    for (const line of lines) expect(line).not.toMatch(/native code|\[object|function |=>|prototype|__host|process/);
  });

  it.concurrent.each(refusedBeforeRunning)("%s: refused before running (SyntaxError)", async (probe) => {
    const run = await runCli(escapes, `import json\nimport re\nprint("started")\nx = ${probe}\nprint("VALUE", repr(x)[:80])\n`);
    expectContained(run, escapes);
    expect(run.envelope).toMatchObject({ status: "error", prints: "", calls: [], error: { type: "SyntaxError", line: 4 } });
  });
});

/** CPython's prints and final exception type for `script`, with `ping` standing in for the tool. */
function cpythonOutcome(script: string): { prints: string; error: string | null } {
  const code = `import contextlib, io, json, sys
def ping(**kwargs):
    return {"text": "pong"}
out = io.StringIO()
error = None
try:
    with contextlib.redirect_stdout(out):
        exec(json.load(sys.stdin), {"ping": ping})
except BaseException as e:
    error = type(e).__name__
print(json.dumps({"prints": out.getvalue(), "error": error}))
`;
  return JSON.parse(python(code, script)) as { prints: string; error: string | null };
}
