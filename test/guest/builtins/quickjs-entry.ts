// Bundled by quickjs.test.ts and evaluated inside QuickJS: runs formatting and str-method cases
// given as JSON data (values encoded as ["i", "12"], ["f", 1.5 | "inf" | "nan"], ["s", "x"],
// ["t", [...]]) and returns the "ok <repr>" / "err Type: message" outcomes.
import { PyBaseException, PyFloat, PyTuple, callMethod, normInt, repr } from "../../../guest/values/index.js";
import { format, percentFormat } from "../../../guest/builtins/index.js";

type Encoded = ["i", string] | ["f", number | string] | ["s", string] | ["t", Encoded[]];

function decode(e: Encoded): any {
  switch (e[0]) {
    case "i":
      return normInt(BigInt(e[1]));
    case "f":
      return new PyFloat(typeof e[1] === "number" ? e[1] : Number(e[1] === "inf" ? Infinity : e[1] === "-inf" ? -Infinity : NaN));
    case "s":
      return e[1];
    case "t":
      return new PyTuple(e[1].map(decode));
  }
}

type Op = ["format", Encoded, string] | ["percent", string, Encoded] | ["method", Encoded, string, Encoded[]];

function run(op: Op): any {
  if (op[0] === "format") return format(decode(op[1]), op[2]);
  if (op[0] === "percent") return percentFormat(op[1], decode(op[2]));
  return callMethod(decode(op[1]), op[2], op[3].map(decode));
}

(globalThis as any).runCases = (json: string): string => {
  const out = (JSON.parse(json) as Op[]).map((op) => {
    try {
      return "ok " + repr(run(op));
    } catch (e) {
      if (e instanceof PyBaseException) return `err ${e.type.name}: ${e.message}`;
      throw e;
    }
  });
  return JSON.stringify(out);
};
