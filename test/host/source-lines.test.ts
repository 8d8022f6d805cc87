// Tracebacks show the script's lines as CPython shows them: each frame's line under it, and a
// SyntaxError's line with a caret under its column. Compared with python3 running the same
// script as `<flow>` (CPython's finer `~~^^~~` markers, which toolflow does not draw, left out).
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { attack } from "../limits/attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

/** CPython's traceback of `code` compiled as "<flow>", without the column-marker lines. */
function cpythonTraceback(code: string): string {
  const runner = [
    "import sys, traceback",
    "code = sys.stdin.read()",
    "lines = code.splitlines(True)",
    "import linecache",
    "linecache.cache['<flow>'] = (len(code), None, lines, '<flow>')",
    "try:",
    "    exec(compile(code, '<flow>', 'exec'), {})",
    "except BaseException as e:",
    "    text = ''.join(traceback.format_exception(e))",
    "    if isinstance(e, SyntaxError): text = ''.join(traceback.format_exception_only(e))",
    "    print(text, end='')",
  ].join("\n");
  const text = execFileSync("python3", ["-c", runner], { input: code, encoding: "utf8" });
  // format_exception includes the exec() frame of this runner (`<string>`, shown without a
  // line): keep the script's frames only.
  return text
    .split("\n")
    .filter((line, i, all) => !/^\s*[~^]+\s*$/.test(line) || (all[i + 1] ?? "").startsWith("SyntaxError"))
    .filter((line) => !line.includes('File "<string>"'))
    .join("\n");
}

const CASES: Record<string, string> = {
  "nested calls": "def f(x):\n    return g(x)\n\ndef g(y):\n    return 1 // y\n\nf(0)\n",
  "indented body": "for i in range(3):\n    if i == 2:\n        {}['missing']\n",
  "raise from": "try:\n    int('x')\nexcept ValueError as e:\n    raise KeyError('k') from e\n",
  "lambda": "f = lambda v: v + 'a'\nprint(f(1))\n",
};

const SYNTAX: Record<string, string> = {
  "never closed": "x = [1, 2\ny = 3\n",
  "indented never closed": "if True:\n    x = (1 +\n",
  "invalid syntax": "def f(:\n    pass\n",
};

describe("tracebacks with the script's lines", () => {
  it.each(Object.entries(CASES))("%s: each frame shows its line, as CPython's traceback does", async (_name, code) => {
    const { envelope } = await attack(code);
    const expected = cpythonTraceback(code);
    // Chained exceptions: compare from the last "Traceback" on (toolflow shows the last exception's frames).
    const last = (text: string) => text.slice(text.lastIndexOf("Traceback (most recent call last):"));
    expect(last(envelope.error!.traceback)).toBe(last(expected));
  });

  it.each(Object.entries(SYNTAX))("%s: a SyntaxError shows the line and a caret under its column", async (_name, code) => {
    const { envelope } = await attack(code);
    expect(envelope.error!.type).toBe("SyntaxError");
    expect(envelope.error!.traceback).toBe(cpythonTraceback(code));
  });
});
