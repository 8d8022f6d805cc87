// CPU of one grep/glob matcher use (new LineMatcher, one match of two paths, close), per use, in
// this process (both threads): `npx tsx bench/experiments/line-matcher-cost.mjs ROOT` (a source tree).
const { LineMatcher } = await import(process.argv[2] + "/host/tools/line-matcher.ts");
const N = 3000;
for (let r = 0; r < 3; r++) {
  const c0 = process.cpuUsage(), t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const m = new LineMatcher(/^(?:(?=.)[^/]*?\.txt)$/, "*.txt", new AbortController().signal);
    await m.match(["a.txt", "toolflow.config.yaml"]);
    m.close();
  }
  const c = process.cpuUsage(c0);
  console.log("per match: wall us", ((performance.now() - t0) * 1000 / N).toFixed(0), "process cpu us", ((c.user + c.system) / N).toFixed(0));
}
process.exit(0);
