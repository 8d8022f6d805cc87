import statistics

samples = http_get(url="https://metrics.test/api/latency?service=checkout")["samples_ms"]
q = statistics.quantiles(samples, n=4)
print(f"n={len(samples)} mean={statistics.mean(samples):.2f} median={statistics.median(samples)}")
print("quartiles:", q)
print(f"stdev={statistics.stdev(samples):.3f}")
slow = [s for s in samples if s > q[2]]
print("slow tail:", sorted(slow))
{"p50": statistics.median(samples), "p75": q[2], "max": max(samples)}
