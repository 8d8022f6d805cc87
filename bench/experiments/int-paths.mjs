// Where the exact-int loop's time goes: the same loop while the sum stays a safe JS number
// (inline fast path) and once it passes 2**53 (bigint, through the guest's inplaceOp).
// `node bench/experiments/int-paths.mjs`; runs flows on this thread.
import { sampleFlow } from "../lib/in-thread-flow.mjs";

const cases = {
  "300k iterations, sum < 2**53 (number path)": "s = 0\nfor i in range(300000):\n    s += i * i\ns",
  "300k iterations, sum > 2**53 (bigint path)": "s = 2**60\nfor i in range(300000):\n    s += i * i\ns",
  "300k iterations, empty body": "s = 0\nfor i in range(300000):\n    pass\ns",
};
for (const [label, code] of Object.entries(cases)) {
  const samples = await sampleFlow(code, { rounds: 3, pauseMs: 200, clock: "wallMs", label });
  console.log(`${label}: median ${samples[1].toFixed(1)} ms (${samples.map((s) => s.toFixed(0)).join(", ")})`);
}
