// fib's emitted recursion (the number-only clone `$f2` of `node bench/experiments/emitted.mjs fib`)
// hand-edited piece by piece in a fresh context of the sync release build, no guest runtime:
// fib(22) run 20 times a sample, CPU ms a fib(22) (medians over alternating rounds) and ratios to
// the emitted form per round. `node bench/experiments/fib-arms.mjs [ROUNDS]`.
import { compareForms } from "../lib/quickjs-forms.mjs";

const rounds = Number(process.argv[2] ?? 7);
const MAX = "9007199254740991";
const I32 = "2147483647";
// The sum of the two calls' results as emitted at session 43's start (9e7da22).
const sum = `$t1 <= ${I32} && $t1 >= -${I32} && $t2 <= ${I32} && $t2 >= -${I32} ? $t1 + $t2 : typeof $t1 === "number" && typeof $t2 === "number" && (($t3 = $t1 + $t2), ($t3 <= ${I32} ? ($t3 >= -${I32} || $t3 >= -${MAX}) : $t3 <= ${MAX})) ? $t3 : (($t3 = $bigintOf($t1) + $bigintOf($t2)) > ${MAX}n || $t3 < -${MAX}n ? $t3 : $numberOf($t3))`;
// The sum as emitted since 93ccb3b: the right result's int32 test first, then the left's.
const int32 = (t) => `${t} <= ${I32} && ${t} >= -${I32}`;
const bounds = `(($t3 = $t1 + $t2), ($t3 <= ${I32} ? ($t3 >= -${I32} || $t3 >= -${MAX}) : $t3 <= ${MAX})) ? $t3`;
const norm = (v) => `(($t3 = ${v}) > ${MAX}n || $t3 < -${MAX}n ? $t3 : $numberOf($t3))`;
const both = norm("$bigintOf($t1) + $bigintOf($t2)");
const tree = `${int32("$t2")} ? (${int32("$t1")} ? $t1 + $t2 : typeof $t1 === "number" ? (${bounds} : ${both}) : ${norm("$t1 + $bigintOf($t2)")}) : typeof $t1 === "number" ? (typeof $t2 === "number" ? (${bounds} : ${both}) : ${norm("$bigintOf($t1) + $t2")}) : ${norm("$t1 + $bigintOf($t2)")}`;
const clone = (guard, body, entry = "$f2(22, 0)") => `(() => { const $bigintOf = BigInt, $numberOf = Number, $recursionLimit = () => { throw 1; }; var $depthMax = 1000;
  function $f2(L_n, $depth) { var $t1, $t2, $t3; ${guard}
  ${body} }
  let r; for (let k = 0; k < 20; k++) r = ${entry}; return r; })()`;
const guard = "if (++$depth > $depthMax) $recursionLimit();";
const emitted = `if (((L_n < 2))) { return (L_n); } return (($t1 = $f2((L_n - 1), $depth), $t2 = $f2((L_n - 2), $depth), ${sum})); return null;`;
const bare = `if (L_n < 2) return L_n; return ($t1 = $f2(L_n - 1, $depth), $t2 = $f2(L_n - 2, $depth), $t1 + $t2);`;
await compareForms(
  {
    "as emitted": clone(guard, emitted),
    "the sum as a tree on the right result's int32 test (93ccb3b)": clone(guard, emitted.replace(sum, tree)),
    "no checks on the sum (wrong past int32)": clone(guard, bare),
    "(t | 0) === t on the sum (wrong for a bigint)": clone(guard, `if (L_n < 2) return L_n; return ($t1 = $f2(L_n - 1, $depth), $t2 = $f2(L_n - 2, $depth), ($t3 = $t1 + $t2, ($t3 | 0) === $t3) ? $t3 : 0);`),
    "a budget parameter: if (--$depth < 0)": clone("if (--$depth < 0) $recursionLimit();", emitted, "$f2(22, $depthMax)"),
    "the guard against a literal": clone("if (++$depth > 1000) $recursionLimit();", emitted),
    "no `return null` after the return": clone(guard, emitted.replace(" return null;", "")),
    "no depth guard, no checks (wrong)": clone("", bare),
    "plain JS (the floor)": "(() => { function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } let r; for (let k = 0; k < 20; k++) r = fib(22); return r; })()",
  },
  { rounds, expected: 17711, per: 20, unit: "ms a fib(22)" },
);
