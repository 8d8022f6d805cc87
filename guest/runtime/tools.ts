// Tools as Python functions: keyword arguments only, sent as JSON through the host binding;
// the answer is parsed with Python's JSON rules, or raises ToolError / ToolPermissionError.

import { E, PyDict, newException, raise, type PyFunction } from "../values/index.js";
import { encodeJson, type EncodeOptions } from "../modules/json/encode.js";
import { parseJSON } from "../modules/json/index.js";
import { markRaised } from "./errors.js";

export interface HostBinding {
  callTool(alias: string, argsJson: string): Promise<string>;
  print(text: string): void;
}

// json.dumps defaults, except that NaN/Infinity are refused: the host only accepts valid JSON.
const ARGS_JSON: EncodeOptions = {
  skipkeys: false,
  ensureAscii: false,
  allowNan: false,
  indent: null,
  itemSeparator: ", ",
  keySeparator: ": ",
  sortKeys: false,
  default: null,
};

export function createTools(host: HostBinding) {
  const made = new Map<string, PyFunction>();

  function callTool(name: string, pos: any[], kw: Record<string, any> | null): Promise<any> {
    if (pos.length) {
      const n = pos.length;
      raise(E.TypeError, `${name}() takes 0 positional arguments but ${n} ${n === 1 ? "was" : "were"} given`);
    }
    const args = new PyDict();
    if (kw) for (const k of Object.keys(kw)) args.set(k, kw[k]);
    const argsJson = encodeJson(args, ARGS_JSON);
    // The stack at the call site locates a failure in the script after the await.
    const site = new Error();
    return host.callTool(name, argsJson).then((answer) => decodeAnswer(answer, site));
  }

  function tool(name: string): PyFunction {
    let f = made.get(name);
    if (!f) {
      f = (...pos: any[]) => callTool(name, pos, null);
      f.$kw = (pos, kw) => callTool(name, pos, kw);
      f.$name = name;
      f.$qualname = name;
      f.$async = true;
      made.set(name, f);
    }
    return f;
  }

  return { callTool, tool };
}

function decodeAnswer(answer: string, site: Error): any {
  const d = parseJSON(answer);
  if (!(d instanceof PyDict)) throw new Error("host: malformed tool answer");
  if (d.has("ok")) return d.get("ok");
  const message = d.get("error");
  const type = d.get("type") === "ToolPermissionError" ? E.ToolPermissionError : E.ToolError;
  const e = newException(type, [typeof message === "string" ? message : "tool failed"]);
  markRaised(e, site);
  throw e;
}
