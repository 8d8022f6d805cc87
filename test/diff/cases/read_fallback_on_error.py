candidates = ["README.rst", "README.txt", "README.md", "docs/index.md"]
content = None
tried = []
for name in candidates:
    try:
        content = file_read(path=name)["text"]
        break
    except ToolError as err:
        tried.append(f"{name}: {err}")
print("\n".join(tried))
print("found" if content else "nothing found", repr(content[:20]) if content else "")
{"tried": len(tried), "chars": len(content or "")}
