// What a compiled pattern's `search` of a line without a match costs layer by layer in the guest's
// own modules in a bare QuickJS context (ns a call, median of 5): indexOf alone, Regex.searchWhole,
// matchAt, the method-call site's caller, and hand-written variants of the argument tests and of
// the caller's dispatch (session 26: the caller reading `$type` first and Pattern.search's own
// test of its defaults, `e.search(line)` 973 -> 704 ns in statement-ab.mjs).
// `node bench/experiments/re-search-call.mjs`.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext, timePieces } from "../lib/guest-context.mjs";
import { median } from "../lib/stats.mjs";
const entry = `
import "./builtins/index.ts";
import "./modules/re/index.ts";
import { compile } from "./modules/re/pattern.ts";
import { matchAt } from "./modules/re/operations.ts";
import { methodCaller } from "./runtime/method-calls.ts";
import { PyList } from "./values/index.ts";
const p = compile("WARN ([\\\\w-]+) code=(\\\\d+)", 0);
const line = "2026-12-02T02:44:00Z svc-4 INFO  ok path=/api/items/610 took=704ms";
const k = methodCaller("search", 1);
const ap = methodCaller("append", 1);
const L = new PyList([]);
const N = 200000;
const END = 9223372036854775807;
function v2(p, mode, s, pos, endpos) { if (mode === "search" && typeof s === "string" && (pos === 0 || pos === undefined) && (endpos === undefined || (typeof endpos === "number" && endpos >= s.length))) { const m = p.regex.searchWhole(s); return m === null ? null : 1; } return 2; }
function v3(p, s, pos, endpos) { if (pos === 0 && endpos === END && typeof s === "string") { const m = p.regex.searchWhole(s); return m === null ? null : 1; } return 2; }
function v4(p, s, pos, endpos) { if (typeof s === "string") { const m = p.regex.searchWhole(s); return m === null ? null : 1; } return 2; }
function v5(p, s) { const m = p.regex.searchWhole(s); return m === null ? null : 1; }
const rx = p.regex;
import { T } from "./values/index.ts";
function mc2(name, arity) {
  const generic = () => 0;
  const list = T.list, dict = T.dict;
  const l = ap0, d = null, s = null;
  let seen = null, seenCall = generic;
  return (obj, a, b) => {
    const t = obj?.$type;
    if (t === list) { if (l !== null) return l(obj, a, b); }
    else if (t === dict) { if (d !== null) return d(obj, a, b); }
    else if (t === seen) return seenCall(obj, a, b);
    else if (typeof obj === "string") { if (s !== null) return s(obj, a, b); }
    else if (typeof obj === "object" && obj !== null) { seen = t; seenCall = fixedSearch; return seenCall(obj, a, b); }
    return generic(obj, a, b);
  };
}
const ap0 = (self, x) => { try { return self.items.push(x), null; } catch (e) { throw e; } };
const fixedSearch = (self, a, b) => { const x = a; const y = 0; try { return v3(self, x, y, END); } catch (e) { throw e; } };
const k2 = mc2("search", 1);
const ap2 = mc2("append", 1);
globalThis.pieces = {
  "v2 matchAt-like": () => { let c = 0; for (let i = 0; i < N; i++) if (v2(p, "search", line, 0, END)) c++; return c; },
  "v3": () => { let c = 0; for (let i = 0; i < N; i++) if (v3(p, line, 0, END)) c++; return c; },
  "v4": () => { let c = 0; for (let i = 0; i < N; i++) if (v4(p, line, 0, END)) c++; return c; },
  "v5": () => { let c = 0; for (let i = 0; i < N; i++) if (v5(p, line)) c++; return c; },
  "mc2 search v3": () => { let c = 0; for (let i = 0; i < N; i++) if (k2(p, line)) c++; return c; },
  "mc2 append": () => { let c = 0; L.items.length = 0; for (let i = 0; i < N; i++) if (ap2(L, 1)) c++; return c; },
  "fixedSearch": () => { let c = 0; for (let i = 0; i < N; i++) if (fixedSearch(p, line)) c++; return c; },
  "rx.searchWhole": () => { let c = 0; for (let i = 0; i < N; i++) if (rx.searchWhole(line)) c++; return c; },
  "empty loop": () => { let c = 0; for (let i = 0; i < N; i++) c++; return c; },
  "indexOf": () => { let c = 0; for (let i = 0; i < N; i++) if (line.indexOf("WARN ") >= 0) c++; return c; },
  "searchWhole": () => { let c = 0; for (let i = 0; i < N; i++) if (p.regex.searchWhole(line)) c++; return c; },
  "matchAt": () => { let c = 0; for (let i = 0; i < N; i++) if (matchAt(p, "search", line, 0, 9223372036854775807)) c++; return c; },
  "methodCaller": () => { let c = 0; for (let i = 0; i < N; i++) if (k(p, line)) c++; return c; },
  "append": () => { let c = 0; L.items.length = 0; for (let i = 0; i < N; i++) if (ap(L, 1)) c++; return c; },
};
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const { ctx } = await guestContext(module, entry, []);
for (const { name, samples } of timePieces(ctx, 5)) console.log(`${name.padEnd(20)} ${(median(samples) * 1e6 / 200000).toFixed(0).padStart(6)} ns`);
