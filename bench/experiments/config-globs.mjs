// A/B in one process: picomatch (dot: true, as the host used it) against the linear config-glob
// matcher, on `*a*a*...*b` (k pairs) against a name of n `a`s (a near miss: the worst case for
// backtracking). Run: npx esbuild host/permissions/linear-glob.ts --bundle --format=esm
//   --outfile=/tmp/linear-glob.mjs && node bench/experiments/config-globs.mjs /tmp/linear-glob.mjs
import picomatch from "picomatch";

const { compileGlob } = await import(process.argv[2]);
const time = (fn) => {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
for (const [k, n] of [[12, 24], [12, 28], [12, 30], [12, 32], [12, 60], [12, 100_000]]) {
  const glob = "*a".repeat(k) + "*b";
  const value = "a".repeat(n);
  const linear = time(() => compileGlob(glob)(value));
  const pm = n <= 32 ? `${time(() => picomatch(glob, { dot: true })(value)).toFixed(1)} ms` : "not run (minutes)";
  console.log(`k=${k} n=${n}: picomatch ${pm}, linear ${linear.toFixed(2)} ms`);
}
