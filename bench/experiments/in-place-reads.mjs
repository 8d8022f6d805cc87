// What reading a field of each of the bench's 4 MiB of records costs in the guest's own modules
// in a bare QuickJS context (ns a record, median of 7): the loop, the emitted `instanceof`, an
// in-place dict's get (json/in-place.ts), the same field of JSON.parse's object read directly,
// and an ordinary dict's Map. Session 26: get 247 ns over the loop against 94 for the bare
// property; member()'s commonest answers inlined into get measured within noise (dropped).
// `node bench/experiments/in-place-reads.mjs`.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext, timePieces } from "../lib/guest-context.mjs";
import { median } from "../lib/stats.mjs";
import { recordsJson } from "../large-output.mjs";
const entry = `
import "./builtins/index.ts";
import { PyDict } from "./values/index.ts";
import { inPlaceValue } from "./modules/json/in-place.ts";
let big, plain, maps, N;
globalThis.init = () => { big = inPlaceValue(JSON.parse(RECORDS)).items;
plain = JSON.parse(RECORDS);
maps = plain.map((o) => { const d = new PyDict(); for (const k in o) d.set(k, o[k]); return d; });
N = big.length; return N; };
globalThis.pieces = {
  "loop": () => { let c = 0; for (let i = 0; i < N; i++) { const r = big[i]; c++; } return c; },
  "instanceof": () => { let c = 0; for (let i = 0; i < N; i++) { const r = big[i]; if (r instanceof PyDict) c++; } return c; },
  "get region": () => { let c = 0; for (let i = 0; i < N; i++) { const r = big[i]; if (r.get("region") !== undefined) c++; } return c; },
  "get amount": () => { let c = 0; for (let i = 0; i < N; i++) { const r = big[i]; if (r.get("amount") !== undefined) c++; } return c; },
  "raw region": () => { let c = 0; for (let i = 0; i < N; i++) { const r = plain[i]; if (r["region"] !== undefined) c++; } return c; },
  "map get region": () => { let c = 0; for (let i = 0; i < N; i++) { const r = maps[i]; if (r.get("region") !== undefined) c++; } return c; },
  "emitted region": () => { let c = 0, t8; for (let i = 0; i < N; i++) { const r = big[i]; if (r instanceof PyDict && (t8 = r.get("region")) !== undefined) c++; } return c; },
};
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const { ctx } = await guestContext(module, entry, [["RECORDS", recordsJson(4)]]);
const n = ctx.getNumber(ctx.unwrapResult(ctx.evalCode("init()")));
for (const { name, samples } of timePieces(ctx, 7)) console.log(`${name.padEnd(20)} ${(median(samples) * 1e6 / n).toFixed(0).padStart(6)} ns`);
