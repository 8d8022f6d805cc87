readme = await file_read(path="README.md")
hits = await grep(pattern="tool_flow", path="rs")
print(hits["text"][:60])
lines = [l for l in hits["text"].splitlines() if l]
{"readme": readme["text"][:20], "matches": len(lines), "files": sorted({l.split(":")[0] for l in lines})}
