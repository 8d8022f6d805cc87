res = grep(pattern="FIXME", path=".")
lines = [l for l in res["text"].split("\n") if l]
if not lines:
    print("no FIXME markers, clean!")
else:
    print(len(lines), "FIXMEs")
{"count": len(lines), "clean": not lines}
