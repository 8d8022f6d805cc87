import statistics

counts = mcp__metrics__daily_counts(metric="signups")
print(statistics.mean(counts), type(statistics.mean(counts)).__name__)
print(statistics.median(counts), statistics.median(counts[:-1]), statistics.median([1, 3]))
print(statistics.mean([1.5, 2.5]), statistics.mean([1, 2]))
print(round(statistics.stdev(counts), 6), statistics.stdev([1.5, 2.5, 3.5]))
print(sum(counts) / len(counts), sum(counts) // len(counts), max(counts) - min(counts))
statistics.mean(counts)
