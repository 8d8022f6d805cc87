// int_loop's emitted step (`s += i * i` over range(1000000): the sum a bigint past i≈300,000) and
// three other sums of known ints, hand-edited arm by arm in a fresh context of the sync release
// build, no guest runtime (the `$rt` names read are JS's own: `$bigintOf` = BigInt, `$numberOf` =
// Number). CPU ms medians over alternating rounds, each form's ratio to the form emitted at
// session 43's start. `node bench/experiments/int-loop-arms.mjs [ROUNDS] [N]`.
import { compareForms } from "../lib/quickjs-forms.mjs";

const rounds = Number(process.argv[2] ?? 7);
const n = Number(process.argv[3] ?? 1000000);
const MAX = "9007199254740991";
const I32 = "2147483647";
const N = BigInt(n);
// Each loop: the sum's start, the term as the emitter gives it, and the exact result.
const LOOPS = {
  "int_loop (s += i * i, a bigint past i≈300,000)": { start: "0", term: `((($t4 = G_i * G_i), $t4 <= ${MAX}) ? $t4 : $binaryOp("Mult", G_i, G_i))`, sum: ((N - 1n) * N * (2n * N - 1n)) / 6n },
  "s += i % 7 (int32 throughout)": { start: "0", term: "((($t4 = G_i % 7) < 0 ? $t4 + 7 : $t4 + 0))", sum: 21n * (N / 7n) + ((N % 7n) * (N % 7n - 1n)) / 2n },
  "s += i from 2**40 (past int32, within 2**53)": { start: String(2 ** 40), term: "G_i", sum: 2n ** 40n + ((N - 1n) * N) / 2n },
  "s += i from 2**60 (a bigint throughout)": { start: `${2n ** 60n}n`, term: "G_i", sum: 2n ** 60n + ((N - 1n) * N) / 2n },
};
const loop = (start, term, sum) => `(() => { const $bigintOf = BigInt, $numberOf = Number, $binaryOp = () => { throw 1; };
  var G_s, G_i, $t1, $t2, $t3, $t4, $t5, $t6; G_s = ${start}; $t2 = 0; $t3 = ${n};
  for ($t1 = $t2; $t1 < $t3; $t1++) { G_i = $t1; { G_s = ($t5 = ${term}, ${sum}); } }
  return String(G_s); })()`;
const demote = `> ${MAX}n || $t6 < -${MAX}n ? $t6 : $numberOf($t6)`;
const int32 = (x) => `${x} <= ${I32} && ${x} >= -${I32}`;
const bounds = `(($t6 = G_s + $t5), ($t6 <= ${I32} ? ($t6 >= -${I32} || $t6 >= -${MAX}) : $t6 <= ${MAX})) ? $t6`;
const number = `typeof $t5 === "number" && ${bounds}`;
const both = `(($t6 = $bigintOf(G_s) + $bigintOf($t5)) ${demote})`;
const bigSum = `(($t6 = G_s + $bigintOf($t5)) ${demote})`;
const emitted = `${int32("G_s")} && ${int32("$t5")} ? G_s + $t5 : typeof G_s === "number" && ${number} : ${both}`;
const FORMS = {
  "as emitted": emitted,
  'typeof G_s === "bigint" first': `typeof G_s === "bigint" ? ${bigSum} : ${emitted}`,
  'int32, then typeof G_s === "number" nesting the number arm (kept)': `${int32("G_s")} && ${int32("$t5")} ? G_s + $t5 : typeof G_s === "number" ? (${number} : ${both}) : ${bigSum}`,
  "the same, the term's int32 test first": `${int32("$t5")} && ${int32("G_s")} ? G_s + $t5 : typeof G_s === "number" ? (${number} : ${both}) : ${bigSum}`,
  "a tree on the term's int32 test (dropped: a third more JS to compile)": `${int32("$t5")} ? (${int32("G_s")} ? G_s + $t5 : typeof G_s === "number" ? (${bounds} : ${both}) : ${bigSum}) : typeof G_s === "number" ? (${number} : ${both}) : ${bigSum}`,
};
// int_loop only, as emitted since 7b6565a: the square of a counter bounded by range(1000000) as
// a number with no check, the term's int32 test first (it is known a number), then as kept.
const BOUNDED = `${int32("$t5")} && ${int32("G_s")} ? G_s + $t5 : typeof G_s === "number" ? (${bounds} : ${both}) : ${bigSum}`;
// compute-floor.mjs's exact form: the sum in a bigint of its own once past the safe range.
const FLOOR = `(() => { let s = 0, big = null; for (let i = 0; i < ${n}; i++) { const t = i * i; if (big === null) { const n = s + t; if (n <= ${MAX}) { s = n; continue; } big = BigInt(s); } big += BigInt(t); } return String(big ?? s); })()`;
for (const [label, { start, term, sum }] of Object.entries(LOOPS)) {
  console.log(label);
  const forms = Object.fromEntries(Object.entries(FORMS).map(([k, form]) => [k, loop(start, term, form)]));
  if (label.startsWith("int_loop")) {
    forms["the term a bounded counter's square, unchecked, known a number (kept)"] = loop(start, "G_i * G_i", BOUNDED);
    forms["the floor (compute-floor.mjs)"] = FLOOR;
  }
  await compareForms(forms, { rounds, expected: String(sum) });
}
