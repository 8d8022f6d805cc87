// Test-only: transpiles a script and runs it in Node against the guest runtime with a fake host
// whose tools mirror oracle.py's, so each case can be compared with CPython 3.11.

import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { transpile } from "../../../transpiler/index";
import { runProgram, type ProgramFn } from "../../../guest/runtime/outcome";
import { createRun } from "../../../guest/runtime/runtime";
import type { HostBinding } from "../../../guest/runtime/tools";
import { modules } from "../../../guest/modules/index";

export const TOOLS = ["echo", "add", "fail", "deny", "read"];

// V8 keeps 10 frames by default; QuickJS keeps them all, and line mapping needs the script's.
Error.stackTraceLimit = 200;

export interface Outcome {
  prints: string;
  result: unknown;
  calls: [string, string][];
  error: { type: string; message: string; line: number | null } | null;
  traceback?: string;
}

function answer(name: string, argsJson: string): string {
  const a = JSON.parse(argsJson);
  switch (name) {
    case "echo":
      return `{"ok": ${argsJson}}`;
    case "add":
      return JSON.stringify({ ok: { sum: a.a + a.b } });
    case "fail":
      return JSON.stringify({ error: a.msg ?? "boom", type: "ToolError" });
    case "deny":
      return JSON.stringify({ error: "denied by rule", type: "ToolPermissionError" });
    case "read":
      return JSON.stringify({ ok: { text: `content of ${a.path}` } });
    default:
      throw new Error(`unknown tool ${name}`);
  }
}

export function fakeHost(): { host: HostBinding; prints: string[]; calls: [string, string][] } {
  const prints: string[] = [];
  const calls: [string, string][] = [];
  const host: HostBinding = {
    print: (t) => void prints.push(t),
    // Settles on a later macrotask, as a real host call would.
    callTool: (name, argsJson, decode) =>
      new Promise((resolve, reject) => {
        calls.push([name, argsJson]);
        setTimeout(() => {
          try {
            resolve(decode(answer(name, argsJson)));
          } catch (e) {
            reject(e);
          }
        }, 0);
      }),
  };
  return { host, prints, calls };
}

export async function runToolflow(src: string): Promise<Outcome> {
  const t = transpile(src, { tools: TOOLS });
  if (!t.ok) return { prints: "", result: null, calls: [], error: { type: "SyntaxError", message: t.error.message, line: t.error.line } };
  const { host, prints, calls } = fakeHost();
  const program = (0, eval)(t.js) as ProgramFn;
  const out = JSON.parse(await runProgram(program, { startTime: 0 }, host, createRun(host, modules)));
  if (out.status === "ok") return { prints: prints.join(""), result: out.result, calls, error: null };
  const { type, message, line, traceback } = out.error;
  return { prints: prints.join(""), result: null, calls, error: { type, message, line }, traceback };
}

const ORACLE = fileURLToPath(new URL("./oracle.py", import.meta.url));

/** Runs all cases under CPython in one process. */
export function runPython(srcs: string[]): Outcome[] {
  const out = execFileSync("python3", [ORACLE], { input: JSON.stringify(srcs.map((src) => ({ src }))), maxBuffer: 64 << 20 });
  return JSON.parse(out.toString());
}
