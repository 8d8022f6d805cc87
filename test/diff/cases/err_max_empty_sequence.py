runs = mcp__ci__list_runs(pipeline="release")
ok_times = [r["seconds"] for r in runs if r["status"] == "success"]
print("runs:", len(runs), "successful:", len(ok_times))
fastest = min(ok_times)
print(fastest)
