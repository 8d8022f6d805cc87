// A stand-in guest runtime for sandbox tests: `program` is JS source of an async function
// `(api) => result`, where api.call(alias, args) goes through __host.callTool (its answer back
// through __toolflow.answer or answerInt, wasm/toolflow.wit) and api.print
// through __host.print, its answer read as {"ok": ...} or {"error": ...} whichever form the host
// wrote it in (docs/design.md). It answers with the outcome JSON shape of docs/design.md.
export const FAKE_GUEST = String.raw`
const decode = (answer) => {
  if (answer.startsWith("text:")) return { ok: { text: answer.slice(5) } };
  const value = JSON.parse(answer);
  if (value !== null && typeof value === "object") delete value.numbers;
  return value;
};
const waiting = new Map();
let lastId = 0;
const callTool = (alias, argsJson) => {
  const id = ++lastId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    __host.callTool(id + " " + alias + " " + argsJson);
  });
};
globalThis.__toolflow = {
  answer(id, text) {
    const resolve = waiting.get(id);
    waiting.delete(id);
    resolve(text);
  },
  answerInt(id, value) {
    globalThis.__toolflow.answer(id, '{"numbers":"by-value","ok":' + value + "}");
  },
  // No timers: a flow waiting on nothing in flight waits on itself.
  advanceClock() {
    return false;
  },
  run(program, optionsJson) {
    const options = JSON.parse(optionsJson);
    const main = (0, eval)("(" + program + ")");
    const api = {
      options,
      call: async (alias, args) => decode(await callTool(alias, JSON.stringify(args))),
      /** The answer as the host wrote it, for arguments given as JSON text. */
      callRaw: (alias, argsJson) => callTool(alias, argsJson),
      print: (text) => __host.print(text),
    };
    return Promise.resolve().then(() => main(api)).then(
      (result) => JSON.stringify({ status: "ok", result: result === undefined ? null : result }),
      (e) => JSON.stringify({ status: "error", error: { type: (e && e.name) || "Error", message: String(e && e.message), line: 0, traceback: "" } }),
    );
  },
};
`;
