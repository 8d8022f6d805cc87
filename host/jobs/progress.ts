// Live progress of one flow (calls so far, print bytes) for job_status: a FlowEngine wrapper
// that observes the sandbox's host imports, so runFlow itself needs no progress hook.
import type { HostImports } from "../../wasm/host-binding.js";
import type { FlowEngine, FlowSandbox } from "../run-flow.js";

export interface FlowProgress {
  calls: number;
  printBytes: number;
  /** The flow was approved and its sandbox starts (the terminal is free of prompts from here). */
  onStart?: () => void;
  /** Each print as the script makes it (`toolflow run` streams them). */
  onPrint?: (text: string) => void;
}

const utf8 = new TextEncoder();

/** The same engine, counting each tool call and print of the flow into `progress`. */
export function observedEngine(engine: FlowEngine, progress: FlowProgress): FlowEngine {
  const observed = (host: HostImports): HostImports => ({
    callTool: (alias, argsJson) => {
      progress.calls++;
      return host.callTool(alias, argsJson);
    },
    print: (text) => {
      progress.printBytes += utf8.encode(text).length;
      progress.onPrint?.(text);
      host.print(text);
    },
  });
  const { fromScript } = engine.sandbox;
  const sandbox: FlowSandbox = (request) => {
    progress.onStart?.();
    return engine.sandbox({ ...request, host: observed(request.host) });
  };
  if (fromScript) {
    sandbox.fromScript = (request) => {
      progress.onStart?.();
      return fromScript({ ...request, host: observed(request.host) });
    };
  }
  return {
    transpile: (source, options) => engine.transpile(source, options),
    guestSource: () => engine.guestSource(),
    sandbox,
  };
}
