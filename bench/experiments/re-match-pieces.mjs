// A matched re search of one log line in pieces, in a bare guest context: the raw exec, the
// prefix search, Positions and its code-point map, a new Match, and matchAt whole (us a call, the
// fastest of 3 rounds). `node bench/experiments/re-match-pieces.mjs`.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext, timePieces } from "../lib/guest-context.mjs";
const entry = `
import { compile } from "./modules/re/pattern.ts";
import { matchAt } from "./modules/re/operations.ts";
import { Positions } from "./modules/re/engine.ts";
import { PyMatch } from "./modules/re/match.ts";
import { CodePointOffsets } from "./values/index.ts";
const L = '2026-12-02T02:07:00Z svc-2 ERROR us-east code=502 path=/api/items/100 took=1023ms';
const P = compile("ERROR ([\\\\w-]+) code=(\\\\d+)", 0);
const R = new RegExp("ERROR ([\\\\w-]+) code=(\\\\d+)", "g");
const Ry = new RegExp("ERROR ([\\\\w-]+) code=(\\\\d+)", "y");
const N = 100000;
globalThis.pieces = {
  rawExec: () => { let n = 0; for (let i = 0; i < N; i++) { R.lastIndex = 0; if (R.exec(L)) n++; } return n; },
  indexOfPlusY: () => { let n = 0; for (let i = 0; i < N; i++) { const at = L.indexOf("ERROR "); Ry.lastIndex = at; if (Ry.exec(L)) n++; } return n; },
  positions: () => { let n = 0; for (let i = 0; i < N; i++) { const p = new Positions(L); n += p.length; } return n; },
  offsets: () => { let n = 0; for (let i = 0; i < N; i++) { n += new CodePointOffsets(L).length; } return n; },
  find: () => { let n = 0; for (let i = 0; i < N; i++) { if (P.regex.find("search", new Positions(L), 0, 1e15)) n++; } return n; },
  newMatch: () => { let n = 0; const m = R.exec(L); const ps = new Positions(L); for (let i = 0; i < N; i++) { if (new PyMatch(P, ps, m, 0, -1, "search")) n++; } return n; },
  matchAt: () => { let n = 0; for (let i = 0; i < N; i++) { if (matchAt(P, "search", L)) n++; } return n; },
};
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const { ctx } = await guestContext(module, entry, []);
for (const p of timePieces(ctx, 3)) console.log(p.name.padEnd(16), (Math.min(...p.samples) * 1000 / 100000).toFixed(3), "us", p.result);
