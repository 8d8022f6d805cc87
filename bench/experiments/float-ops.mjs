// What a float product costs in the guest, in a bare QuickJS context of the same build (ns per
// operation = the printed ms of a million): through binaryOp's dispatch, through the guest's
// floatFirst step (guest/values/float-first.ts), and inline as the emitter writes it with a float
// literal on one side. `node bench/experiments/float-ops.mjs [rounds]`.
import { getQuickJS } from "quickjs-emscripten";
import { guestContext, timePieces } from "../lib/guest-context.mjs";

const rounds = Number(process.argv[2] ?? 3);
const { ctx } = await guestContext(
  await getQuickJS(),
  `import { PyFloat } from "./values/float.ts"; import { binaryOp } from "./values/operators.ts"; import { floatFirst } from "./values/float-first.ts";
const N = 1000000;
const y = new PyFloat(3.14), two = new PyFloat(2.0);
globalThis.pieces = {
  loop: () => { let x; for (let i = 0; i < N; i++) x = y; return 0; },
  binaryOp: () => { let x; for (let i = 0; i < N; i++) x = binaryOp("Mult", y, two); return 0; },
  floatFirst: () => { let x; for (let i = 0; i < N; i++) x = floatFirst.Mult(y, two); return 0; },
  inline: () => { let x; for (let i = 0; i < N; i++) x = y instanceof PyFloat ? new PyFloat(y.v * two.v) : floatFirst.Mult(y, two); return 0; },
};`,
  [],
);
for (const p of timePieces(ctx, rounds)) console.log(`${p.name.padEnd(12)} ${p.samples.map((s) => s.toFixed(0)).join(" ")} ms a million`);
