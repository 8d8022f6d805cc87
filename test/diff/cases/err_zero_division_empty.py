results = mcp__ci__list_runs(pipeline="weekly")
print(f"{len(results)} runs")
durations = [r["seconds"] for r in results if r["status"] == "success"]
average = sum(durations) / len(durations)
print("average", average)
