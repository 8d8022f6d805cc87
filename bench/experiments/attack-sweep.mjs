// The adversarial sweep of issue 14's "Found" classes on every surface: the library (runFlow),
// the CLI (`toolflow run --json`), MCP over stdio (`toolflow mcp`) and MCP over HTTP
// (serveMcpHttp). Each input must keep the host contract: an envelope or a rejection, no throw,
// no exit 70, no JS stack or host path in the output, CPython's exception (type and message)
// where CPython has one, the host's event loop (library, HTTP: in this process) not held long.
// Usage: node bench/experiments/attack-sweep.mjs  (after `node build.mjs`; SWEEP_ONLY=regex runs
// the inputs whose name matches); prints one line per failure and a summary line (inputs x
// surfaces, held). Results: attack-sweep.md.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createRegistry, JobManager, liveTools, runFlow, serveMcpHttp, serverApproval } from "../../dist/index.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CLI = join(ROOT, "dist/cli.js");
const LAG_MS = Number(process.env.SWEEP_LAG_MS ?? 200);
const dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-sweep-")));
writeFileSync(join(dir, "empty.yaml"), "{}\n");
writeFileSync(join(dir, "a.txt"), "a\n");

const nest = (open, close, n, inner = "1") => `${open.repeat(n)}${inner}${close.repeat(n)}`;
const PROTO = ["constructor", "toString", "valueOf", "hasOwnProperty"];
const LONG_NAME = "t".repeat(300);

/**
 * [name, code, tools the flow uses (fixture tools answer `{"ok": 1}`), what is checked (default:
 * CPython's outcome; compile: a SyntaxError/RecursionError; memory: MemoryError; type: CPython's
 * exception type; contract: the host contract only; exact: the call log's int), fixtures text].
 */
const INPUTS = [
  ["parentheses 300", `print(${nest("(", ")", 300)})`],
  ["lists 300", `x = ${nest("[", "]", 300)}`],
  ["dicts 300", `x = ${nest("{1: ", "}", 300)}`],
  ["calls 300", `x = ${nest("abs(", ")", 300, "-1")}`],
  ["subscripts 300", `x = [0]\nprint(x[${nest("x[", "]", 300, "0")}])`],
  ["slices 1000", `x = [1]\ny = x${"[0:1]".repeat(1000)}`, [], "compile"],
  ["unary chain 1000", `print(${"- ".repeat(1000)}1)`, [], "compile"],
  ["** chain 1000", `x = ${Array(1000).fill("1").join(" ** ")}`, [], "compile"],
  ["attribute chain 1000", `x = 1\ny = x${".real".repeat(1000)}`, [], "compile"],
  ["lambdas 1000", `f = ${"lambda: ".repeat(1000)}1`, [], "compile"],
  ["conditional expressions 1000", `x = ${"0 if False else ".repeat(1000)}1`, [], "compile"],
  ["line continuations 1000", `x = ${"1 + \\\n".repeat(1000)}1\nprint(x)`, [], "compile"],
  ["indentation 101", Array.from({ length: 101 }, (_, i) => `${" ".repeat(i)}if 1:\n`).join("") + `${" ".repeat(101)}pass\n`],
  ["blocks 21", Array.from({ length: 21 }, (_, i) => `${" ".repeat(i)}for i${i} in [1]:\n`).join("") + `${" ".repeat(21)}pass\n`],
  ["elif chain 2000", `x = 2000\nif x == 0:\n    print(0)\n${Array.from({ length: 2000 }, (_, i) => `elif x == ${i + 1}:\n    print(${i + 1})\n`).join("")}`],
  ["+ chain 10000", `a = 1\nx = ${Array(10000).fill("a").join(" + ")}\nprint(x)`],
  ["5000-digit literal", `x = ${"9".repeat(5000)}`],
  ["tab error", "if 1:\n        x = 1\n\ty = 2\n"],
  ["... statement", "...\nprint(1)"],
  // An int past about 2**20 bits is a documented MemoryError (docs/python-subset.md).
  ["2**(2**20)", "x = 2**(2**20)\nprint(x.bit_length())", [], "memory"],
  ["big multiplication", "a = 3**700000\nprint((a * a).bit_length())", [], "memory"],
  ["big floor division", "a = 7**900000\nprint((a // 3**300000).bit_length())", [], "memory"],
  ["deeply nested result", "x = []\nfor i in range(100000):\n    x = [x]\nx", [], "contract"],
  ["raise-from chain 3000", "e = None\nfor i in range(3000):\n    try:\n        raise ValueError(i) from e\n    except ValueError as x:\n        e = x\nraise e"],
  ["re-entered generator", "def g():\n    yield next(it)\nit = g()\nnext(it)"],
  ["sort with mutating key", "l = [3, 1, 2]\ndef k(x):\n    l.append(x)\n    return x\nl.sort(key=k)"],
  ["json.dumps past 4300 digits", "import json\njson.dumps(10**5000)"],
  ["%d past 4300 digits", '"%d" % 10**5000'],
  ["str() past 4300 digits", "str(10**5000)"],
  ["print flood", 'for i in range(200000):\n    print("x" * 100)', [], "contract"],
  ["deep recursion", "def f(n):\n    return f(n + 1)\nf(0)", [], "type"],
  ["tools named like Object.prototype members", `[${PROTO.map((n) => `${n}()["ok"]`).join(", ")}]`, PROTO],
  ["300-character tool name", `${LONG_NAME}()["ok"]`, [LONG_NAME]],
  ["tool args over 1 MiB", 'try:\n    ping(x="a" * (2**20 + 10))\nexcept ValueError as e:\n    print("caught", type(e).__name__)', ["ping"], "contract"],
  ["calls log keeps exact ints", "ping(a=2**63-1)\n2**63-1", ["ping"], "exact", '{"ping": [{"args": {"a": 9223372036854775807}, "output": {"json": {"ok": 1}}}]}'],
  // Session 7: other nesting forms, sizes, run-time depth, recursion through special methods.
  ["lambdas 1000 called", `def g():\n    x = 7\n    return ${"lambda: ".repeat(1000)}x\nprint(g()${"()".repeat(1000)})`],
  ["decorators stacked 1000", `def d(f):\n    return f\n${"@d\n".repeat(1000)}def g():\n    return 1\nprint(g())`],
  ["decorator of 1000 lambdas", `@${"lambda f: ".repeat(1000)}1\ndef g():\n    pass\nprint(g.__qualname__)`],
  ["set comprehensions 150", `x = ${"{y for y in ".repeat(150)}[1]${"}".repeat(150)}\nprint(x)`],
  ["dict comprehensions 150", `x = ${"{1: y for y in ".repeat(150)}[1]${"}".repeat(150)}\nprint(x)`],
  ["list comprehensions 190", `x = ${"[y for y in ".repeat(190)}[1]${"]".repeat(190)}\nprint(x)`],
  ["nested f-strings", 'x = 1\nprint(f"{f\'{x!r:>{x+3}}\'}")'],
  ["classes nested 99", Array.from({ length: 99 }, (_, i) => `${" ".repeat(i)}class C${i}:\n`).join("") + `${" ".repeat(99)}x = 1\nprint(C0.__qualname__)`],
  ["defs nested 99", Array.from({ length: 99 }, (_, i) => `${" ".repeat(i)}def f${i}():\n`).join("") + `${" ".repeat(99)}return 1\nprint(f0())`],
  ["with nested 21", Array.from({ length: 21 }, (_, i) => `${" ".repeat(i)}with open_ as x${i}:\n`).join("") + `${" ".repeat(21)}pass\n`],
  ["try nested 21", Array.from({ length: 21 }, (_, i) => `${" ".repeat(i)}try:\n`).join("") + `${" ".repeat(21)}pass\n` + Array.from({ length: 21 }, (_, i) => `${" ".repeat(20 - i)}finally:\n${" ".repeat(21 - i)}pass\n`).join("")],
  ["match list patterns 150", `match [1]:\n    case ${"[".repeat(150)}x${"]".repeat(150)}:\n        print("m")\n    case _:\n        print("n")`],
  ["match class patterns 150", `match 1:\n    case ${"int(".repeat(150)}x${")".repeat(150)}:\n        print(x)`],
  ["match 5000 alternatives", `match 4999:\n    case ${Array.from({ length: 5000 }, (_, i) => i).join(" | ")}:\n        print("m")`],
  ["and/or chains 7000", `x = 1\nprint(${Array(7000).fill("x").join(" and ")}, ${Array(7000).fill("0").join(" or ")})`],
  ["10**10**10", "x = 10**10**10", [], "memory"],
  ["'a' * 10**9", "x = 'a' * 10**9", [], "memory"],
  ["[0] * 10**9", "x = [0] * 10**9", [], "memory"],
  ["bytes(10**10)", "x = bytes(10**10)", [], "memory"],
  ["list(range(10**10))", "x = list(range(10**10))", [], "memory"],
  ["str(10**100000)", "str(10**100000)"],
  ["int('9' * 5000)", "int('9' * 5000)"],
  ["self-containing list and dict", "a = []\na.append(a)\nd = {}\nd[1] = d\nprint(a, d, repr(a), str(d))"],
  ["deep list built at run time, printed", "x = []\nfor i in range(100000):\n    x = [x]\nprint(x)"],
  ["deep dict built at run time, json.dumps", "import json\nx = {}\nfor i in range(100000):\n    x = {'a': x}\njson.dumps(x)"],
  ["yield from 990 deep", "def g(n):\n    if n:\n        yield from g(n - 1)\n    else:\n        yield 1\nprint(list(g(990)))"],
  ["recursive generator chain", "def g(n):\n    yield n\n    yield from g(n + 1)\nfor x in g(0):\n    pass"],
  // CPython's message depends on which of its two checks per level trips first, so on the depth
  // the script starts at ("in comparison" under this oracle's exec, plain as `python3 script.py`).
  ["recursion in __eq__", "class A:\n    def __eq__(self, o):\n        return self == o\nA() == A()", [], "type"],
  ["recursion in __repr__", "class A:\n    def __repr__(self):\n        return repr(A())\nprint(A())"],
  ["recursion through map", "def f(n):\n    return list(map(f, [n + 1]))\nf(0)"],
  ["print of a lone surrogate", "print('\\ud800' * 3)", [], "contract"],
  ["tools named __proto__ and then", '[__proto__()["ok"], then()["ok"]]', ["__proto__", "then"]],
  ["tool args with a lone surrogate", 'ping(x="\\udc00" * 3)["ok"]', ["ping"]],
  // Session 9: a regex past QuickJS's 254 capture groups is re.error (documented), not an internal error.
  ["regex of 300 nested groups", "import re\nre.match('(' * 300 + 'a' + ')' * 300, 'a')", [], "contract"],
  ["NUL characters printed", "print('a\\x00b' * 3)", [], "contract"],
  // Session 9 (s9-py): del of a builtin, iterator chains, lone surrogates.
  ["del of a builtin at module level", "x = 1\ndel print"],
  ["filter/zip/enumerate chain 100,000 deep", "it = iter([1, 0, 2])\nfor _ in range(34000):\n    it = filter(None, zip(enumerate(it)))\nprint(len(list(it)))"],
  ["map chain 20,000 deep", "it = iter([-1])\nfor _ in range(20000):\n    it = map(abs, it)\nprint(list(it))"],
  ["surrogatepass and surrogateescape round trips", "s = '\\ud800'.encode('utf-8', 'surrogatepass')\nb = b'\\xff\\xfe'.decode('utf-8', 'surrogateescape')\nprint(s, s.decode('utf-8', 'surrogatepass') == '\\ud800', b.encode('utf-8', 'surrogateescape'))"],
  ["a lone surrogate encoded strictly", "'a\\udfff'.encode()"],
  ["lone surrogates in the result", "['\\udc00', {'\\ud800': '\\ud83d\\ude00'}]", [], "contract"],
  ["glob with pathological backtracking", `glob(pattern="${"*a".repeat(30)}b")`, ["glob"], "contract"],
];

/** CPython's outcome for each pure-script input: the last print line, or the exception. */
function oracle() {
  // A memory input's check needs no CPython (which would compute 10**10**10 for ever, or take GBs).
  const cases = INPUTS.filter(([, , tools = [], what]) => tools.length === 0 && what !== "memory").map(([name, code]) => ({ name, code }));
  const py = `
import json, sys, io, traceback, resource
resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
out = {}
for case in json.load(sys.stdin):
    buf = io.StringIO(); old = sys.stdout; sys.stdout = buf
    try:
        ns = {}
        exec(compile(case["code"], "<flow>", "exec"), ns)
        res = {"ok": True}
    except BaseException as e:
        res = {"type": type(e).__name__, "message": str(e).split(" (<flow>")[0]}
    finally:
        sys.stdout = old
    res["prints"] = buf.getvalue()[-2000:]
    out[case["name"]] = res
print(json.dumps(out))
`;
  return JSON.parse(execFileSync("python3", ["-c", py], { input: JSON.stringify(cases), maxBuffer: 1 << 26, timeout: 300_000 }).toString());
}

const fixtureTool = (name) => ({ name, category: "custom", flowEligible: true, output: "json", handler: async () => ({ ok: 1 }) });

const registryFor = (tools) => (tools.includes("glob") ? liveTools(dir) : createRegistry(tools.map(fixtureTool)));

/** What each surface returns: {envelope?, text (everything the caller saw), exitCode?, lagMs?, error?}. */
const surfaces = {
  async library([, code, tools = []]) {
    const h = monitorEventLoopDelay({ resolution: 10 });
    h.enable();
    try {
      const outcome = await runFlow({ code, name: "attack", tools, timeout_seconds: 20 }, { registry: registryFor(tools), projectRoot: dir });
      const envelope = outcome.rejected ? { status: "rejected", error: outcome.error } : outcome.full;
      return { envelope, text: JSON.stringify(outcome) };
    } catch (error) {
      return { error: `runFlow threw: ${error?.stack ?? error}` };
    } finally {
      h.disable();
      surfaces.lastLag = h.max / 1e6;
    }
  },
  async cli([, code, tools = [], , fixturesText]) {
    const file = join(dir, "attack.py");
    writeFileSync(file, code);
    writeFileSync(join(dir, "tools.json"), fixturesText ?? JSON.stringify(Object.fromEntries(tools.map((t) => [t, [{ output: { json: { ok: 1 } } }]]))));
    const serve = tools.includes("glob") ? ["--root", dir] : ["--fixtures", "tools.json"];
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [CLI, "run", "--yes", "attack.py", ...serve, "--json"], { cwd: dir, env: { ...process.env, XDG_CONFIG_HOME: dir } });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c) => (stdout += c));
      child.stderr.on("data", (c) => (stderr += c));
      child.on("close", (exitCode) => {
        let envelope;
        try {
          envelope = JSON.parse(stdout);
        } catch {
          envelope = undefined;
        }
        resolve({ envelope, text: stdout + stderr, exitCode, raw: stdout });
      });
    });
  },
};

let stdioChild;
let stdioBuffered = "";
const stdioWaiting = new Map();
let stdioId = 10;
function stdioStart() {
  stdioChild = spawn(process.execPath, [CLI, "mcp", "--root", dir, "--config", join(dir, "empty.yaml"), "--yes"], { cwd: dir });
  stdioChild.stdout.setEncoding("utf8").on("data", (text) => {
    stdioBuffered += text;
    for (let nl = stdioBuffered.indexOf("\n"); nl !== -1; nl = stdioBuffered.indexOf("\n")) {
      const line = stdioBuffered.slice(0, nl);
      stdioBuffered = stdioBuffered.slice(nl + 1);
      const message = JSON.parse(line);
      stdioWaiting.get(message.id)?.(message);
    }
  });
}
function stdioAsk(method, params, raw, id = ++stdioId) {
  const answer = new Promise((resolve) => stdioWaiting.set(id, resolve));
  stdioChild.stdin.write(`${raw ?? JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
  return Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve({ timeout: true }), 60_000))]);
}

surfaces.stdio = async ([, code, tools = []]) => {
  if (tools.some((t) => t !== "glob")) return { skip: true };
  const message = await stdioAsk("tools/call", { name: "tool_flow", arguments: { name: "attack", code, tools, timeout_seconds: 20 } });
  const text = JSON.stringify(message);
  if (message.timeout || stdioChild.exitCode !== null) return { error: `stdio server: ${message.timeout ? "no answer" : `exited ${stdioChild.exitCode}`}` };
  let envelope;
  try {
    envelope = JSON.parse(message.result.content[0].text);
  } catch {
    return { error: `not an envelope: ${text.slice(0, 300)}` };
  }
  return { envelope, text, raw: message.result.content[0].text };
};

let http;
let client;
surfaces.http = async ([, code, tools = []]) => {
  if (tools.includes("glob")) return { skip: true };
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  try {
    const result = await client.callTool({ name: "tool_flow", arguments: { name: "attack", code, tools, timeout_seconds: 20 } }, undefined, { timeout: 60_000 });
    return { envelope: JSON.parse(result.content[0].text), text: JSON.stringify(result), raw: result.content[0].text };
  } catch (error) {
    return { error: `HTTP call failed: ${error?.message ?? error}` };
  } finally {
    h.disable();
    surfaces.lastLag = h.max / 1e6;
  }
};

/** The host contract (and CPython's answer) for one input on one surface: a list of what broke. */
function check(input, surface, got, expected) {
  const [name, , , what] = input;
  const broken = [];
  if (got.error) return [got.error];
  if (got.exitCode === 70) broken.push("CLI exit 70");
  if (!got.envelope || typeof got.envelope.status !== "string") broken.push(`no envelope: ${got.text?.slice(0, 300)}`);
  for (const leak of [ROOT.replace(/\/$/, ""), dir, "node_modules", /\n\s+at .+:\d+:\d+/]) {
    if (typeof leak === "string" ? got.text?.includes(leak) : leak.test(got.text ?? "")) broken.push(`output names ${leak}`);
  }
  if ((surface === "library" || surface === "http") && surfaces.lastLag > LAG_MS) broken.push(`event loop held ${surfaces.lastLag.toFixed(0)} ms`);
  const env = got.envelope;
  if (!env) return broken;
  if (env.error?.type === "InternalError") broken.push(`InternalError: ${env.error.message}`);
  if (what === "exact" && got.raw !== undefined && !/"args":\{"a": ?9223372036854775807\}/.test(got.raw)) broken.push(`call log lost the exact int: ${got.raw.slice(0, 300)}`);
  if (expected && what !== "contract") {
    if (expected.type) {
      if (what === "compile" || what === "type" || what === "memory") {
        const accepted = { compile: ["SyntaxError", "RecursionError", "MemoryError"], memory: ["MemoryError"], type: [expected.type] }[what];
        if (!accepted.includes(env.error?.type)) broken.push(`expected ${accepted.join("/")}, got ${env.status} ${env.error?.type}: ${env.error?.message}`);
      } else if (env.error?.type !== expected.type || env.error?.message?.replace(/ \(line \d+:\d+\)$/, "") !== expected.message) {
        broken.push(`CPython: ${expected.type}: ${expected.message}; toolflow: ${env.error?.type}: ${env.error?.message}`);
      }
    } else if (what === "memory") {
      if (env.error?.type !== "MemoryError") broken.push(`expected MemoryError, got ${env.status} ${env.error?.type}`);
    } else if (env.status !== "ok" || (env.prints ?? "") !== expected.prints) {
      broken.push(`CPython ok (prints ${JSON.stringify(expected.prints.slice(-60))}); toolflow ${env.status} ${env.error?.type ?? ""}: ${env.error?.message ?? JSON.stringify((env.prints ?? "").slice(-60))}`);
    }
  }
  return broken;
}

const expectedAll = oracle();
stdioStart();
await stdioAsk("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "sweep", version: "1" } });
stdioChild.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
http = await serveMcpHttp({ registry: createRegistry([...PROTO, LONG_NAME, "ping", "__proto__", "then"].map(fixtureTool)), jobs: new JobManager(), approval: serverApproval({ elicit: false, fallback: () => true }), run: { projectRoot: dir } }, 0);
client = new Client({ name: "sweep", version: "1" });
await client.connect(new StreamableHTTPClientTransport(http.url));
await runFlow({ code: "1", name: "warm", tools: [] }, { registry: createRegistry([]) });

const only = process.env.SWEEP_ONLY;
let total = 0;
let held = 0;
for (const input of INPUTS) {
  if (only && !new RegExp(only).test(input[0])) continue;
  for (const surface of ["library", "cli", "stdio", "http"]) {
    const got = await surfaces[surface](input);
    if (got.skip) continue;
    total++;
    const broken = check(input, surface, got, expectedAll[input[0]]);
    if (broken.length === 0) held++;
    else console.log(`BROKEN ${input[0]} [${surface}]: ${broken.join("; ").slice(0, 600)}`);
  }
}

// Surface-specific inputs: a tool throwing an object whose toString throws (library, HTTP run
// it in this process), an oversized MCP message (stdio; HTTP answers 413, test/limits/mcp-attack).
{
  const hostile = { name: "evil", category: "custom", flowEligible: true, output: "json", handler: async () => { throw { toString() { throw new Error("no"); } }; } };
  const outcome = await runFlow({ code: "try:\n    evil()\nexcept Exception as e:\n    print(type(e).__name__)", name: "attack", tools: ["evil"] }, { registry: createRegistry([hostile]) }).catch((e) => ({ threw: e }));
  total++;
  if (outcome.threw || outcome.full?.status !== "ok" || outcome.full.prints !== "ToolError\n") console.log(`BROKEN tool error whose toString throws [library]: ${JSON.stringify(outcome).slice(0, 400)}`);
  else held++;
  // Too large to read: answered with id null.
  const big = await stdioAsk(null, null, JSON.stringify({ jsonrpc: "2.0", id: 999, method: "tools/call", params: { name: "tool_flow", arguments: { name: "big", code: "#".repeat(5 << 20) } } }), null);
  const after = await stdioAsk("tools/list", {});
  total++;
  if (big.timeout || !big.error || stdioChild.exitCode !== null || !after.result) console.log(`BROKEN oversized MCP message [stdio]: ${JSON.stringify(big).slice(0, 300)}`);
  else held++;
}

console.log(JSON.stringify({ inputs: INPUTS.length, surfaces: 4, checks: total, held, broken: total - held }));
stdioChild.kill();
await client.close();
await http.close();
process.exit(0);
