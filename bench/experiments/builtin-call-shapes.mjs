// How QuickJS prices the shapes a builtin wrapper can take (rest parameters and spread, the
// arguments object, fixed parameters, apply, copying arguments into an array):
// `node bench/experiments/builtin-call-shapes.mjs`. Guides guest/values/callable.ts.
import { probe } from "../lib/quickjs-probe.mjs";

const pre = `function body(a, b) { return a; }
function varBody(args, key) { return args[0]; }
const restImpl = (...args) => { try { return body(...args); } catch (e) { throw e; } };
const rest3 = function (...args) { if (args.length === 1) return restImpl(...args); return 0; };
const argsObj = function (a, b) { const n = arguments.length; if (n === 1) { try { return body(a, b); } catch (e) { throw e; } } return 0; };
const fixed = function (a, b, c) { if (c === undefined && a !== undefined) { try { return body(a, b); } catch (e) { throw e; } } return 0; };
const argsApply = function () { return body.apply(undefined, arguments); };
const argsSlice = function () { return varBody(Array.prototype.slice.call(arguments), null); };
const argsFrom = function () { return varBody(Array.from(arguments), null); };
const argsLoop = function () { const n = arguments.length, a = new Array(n); for (let i = 0; i < n; i++) a[i] = arguments[i]; return varBody(a, null); };
const restVar = function (...args) { return varBody(args, null); };
const applyArr = function (pos) { if (pos.length === 1) return body(pos[0], pos[1]); return 0; };
`;
const cases = {
  "rest + 3 spreads (before)": "for (let i = 0; i < 300000; i++) rest3(i);",
  "arguments.length, fixed params": "for (let i = 0; i < 300000; i++) argsObj(i);",
  "fixed params, undefined sentinel": "for (let i = 0; i < 300000; i++) fixed(i);",
  "body.apply(arguments)": "for (let i = 0; i < 300000; i++) argsApply(i);",
  "varargs: slice.call(arguments)": "for (let i = 0; i < 300000; i++) argsSlice(i, 2);",
  "varargs: Array.from(arguments)": "for (let i = 0; i < 300000; i++) argsFrom(i, 2);",
  "varargs: copy loop": "for (let i = 0; i < 300000; i++) argsLoop(i, 2);",
  "varargs: rest array": "for (let i = 0; i < 300000; i++) restVar(i, 2);",
  "array argument (callMethod's pos)": "for (let i = 0; i < 300000; i++) applyArr([i]);",
  "direct call": "for (let i = 0; i < 300000; i++) body(i);",
};
await probe(pre, cases, { count: 300000, unit: "call" });
