// A stand-in transpiler and guest for runFlow tests: the "script" is JS for the fake guest of
// test/wasm (an async function of `api`); a script starting with "!refuse" is refused.
import { createRunFlow, type FlowEngine } from "../../host/run-flow.js";
import { runSandbox } from "../../wasm/sandbox.js";
import { FAKE_GUEST } from "../wasm/fake-guest.js";

export const fakeEngine: FlowEngine = {
  transpile(source) {
    if (source.startsWith("!refuse")) {
      return { ok: false, error: { type: "SyntaxError", message: "`class` is not available in tool flows; use a dict (2:0)", line: 2, col: 0 } };
    }
    return { ok: true, js: source, imports: [] };
  },
  guestSource: async () => FAKE_GUEST,
  sandbox: runSandbox,
};

export const runFake = createRunFlow(fakeEngine);
