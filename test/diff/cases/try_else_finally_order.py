log = []
for path in ["a.txt", "b.txt"]:
    try:
        text = file_read(path=path)["text"]
    except ToolError as e:
        log.append(f"except {path}: {e}")
    else:
        log.append(f"else {path}: {len(text)}")
    finally:
        log.append(f"finally {path}")

def risky():
    try:
        return grep(pattern="x", path="a.txt")["text"]
    finally:
        log.append("cleanup in risky")

log.append(risky().strip())
print("\n".join(log))
len(log)
