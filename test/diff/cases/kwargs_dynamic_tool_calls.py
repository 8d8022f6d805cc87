plan = [
    (file_read, {"path": "a.txt"}),
    (grep, {"pattern": "x", "path": "."}),
    (file_read, {"path": "b.txt", "limit": 1}),
]

def run_step(tool, **kwargs):
    try:
        out = tool(**kwargs)
    except ToolError as e:
        return {"error": str(e)}
    return {"chars": len(out["text"])}

results = [run_step(t, **kw) for t, kw in plan]
for (t, kw), r in zip(plan, results):
    print(sorted(kw), "->", r)
opts = {"path": "a.txt"}
print(file_read(**opts)["text"])
results
