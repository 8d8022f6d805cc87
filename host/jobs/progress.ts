// Live progress of one flow (calls so far, print bytes, each print and call as it happens) for
// job_status, `toolflow run`'s live output and MCP progress notifications: a FlowEngine wrapper
// that observes the sandbox's host imports, so runFlow itself needs no progress hook.
import type { HostImports } from "../../wasm/host-binding.js";
import type { SandboxRequest } from "../../wasm/sandbox.js";
import type { FlowEngine, FlowSandbox } from "../run-flow.js";

/** A tool call as progress reports it: made (`running`), then answered. */
export interface ProgressCall {
  seq: number;
  /** The registry name. */
  tool: string;
  /** The name the script called it by. */
  alias: string;
  status: "running" | "ok" | "error" | "denied";
}

export interface FlowProgress {
  calls: number;
  printBytes: number;
  /** The flow was approved and its sandbox starts (the terminal is free of prompts from here). */
  onStart?: () => void;
  /** Each print as the script makes it (`toolflow run` streams them). */
  onPrint?: (text: string) => void;
  /** Each call when the script makes it and again when it is answered (the same object, updated). */
  onCall?: (call: ProgressCall) => void;
}

const utf8 = new TextEncoder();

/** What the observer reads of a sandbox request (a transpiled program's or a script's). */
type ObservedRequest = Pick<SandboxRequest, "host" | "optionsJson">;

/** How the guest's answer to a call reads: a failure is `{"error": ..., "type": ...}` (host/tool-answer.ts has the others). */
function answerStatus(answer: string): ProgressCall["status"] {
  if (!answer.startsWith('{"error":')) return "ok";
  try {
    return (JSON.parse(answer) as { type?: unknown }).type === "ToolPermissionError" ? "denied" : "error";
  } catch {
    return "error";
  }
}

/** The registry name behind each alias, as runFlow tells the sandbox (`optionsJson.tools`). */
function toolNames(request: ObservedRequest): Record<string, string> {
  try {
    const tools = (JSON.parse(request.optionsJson) as { tools?: unknown }).tools;
    return typeof tools === "object" && tools !== null ? (tools as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The same engine, counting each tool call and print of the flow into `progress`. */
export function observedEngine(engine: FlowEngine, progress: FlowProgress): FlowEngine {
  const observed = (request: ObservedRequest): HostImports => {
    const { host } = request;
    const names = progress.onCall ? toolNames(request) : {};
    return {
      callTool: (alias, argsJson) => {
        const seq = ++progress.calls;
        const { onCall } = progress;
        if (!onCall) return host.callTool(alias, argsJson);
        const call: ProgressCall = { seq, tool: Object.hasOwn(names, alias) ? names[alias]! : alias, alias, status: "running" };
        onCall(call);
        const answered = (status: ProgressCall["status"]) => {
          call.status = status;
          onCall(call);
        };
        return host.callTool(alias, argsJson).then(
          (answer) => (answered(answerStatus(answer)), answer),
          (error: unknown) => (answered("error"), Promise.reject(error)),
        );
      },
      print: (text) => {
        progress.printBytes += utf8.encode(text).length;
        progress.onPrint?.(text);
        host.print(text);
      },
    };
  };
  const { fromScript } = engine.sandbox;
  const sandbox: FlowSandbox = (request) => {
    progress.onStart?.();
    return engine.sandbox({ ...request, host: observed(request) });
  };
  if (fromScript) {
    sandbox.fromScript = (request) => {
      progress.onStart?.();
      return fromScript({ ...request, host: observed(request) });
    };
  }
  return {
    transpile: (source, options) => engine.transpile(source, options),
    guestSource: () => engine.guestSource(),
    sandbox,
    ...(engine.functionNesting ? { functionNesting: (stackBytes: number) => engine.functionNesting!(stackBytes) } : {}),
  };
}
