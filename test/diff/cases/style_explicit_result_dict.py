# Agent plan: 1) list files 2) read the ones that look like configs 3) return a dict.
files = glob(pattern="*")["text"].split("\n")
configs = [f for f in files if f.endswith((".json", ".toml", ".ini"))]
result = {}
for f in configs:
    content = file_read(path=f)["text"]
    result[f] = {"bytes": len(content.encode("utf-8")), "lines": content.count("\n") + (0 if content.endswith("\n") else 1)}
result["_skipped"] = [f for f in files if f not in configs]
result
