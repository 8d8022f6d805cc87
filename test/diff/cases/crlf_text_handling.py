raw = file_read(path="windows.txt")["text"]
print(repr(raw[:12]))
lines = raw.splitlines()
split_n = raw.split("\n")
print(len(lines), len(split_n), [l.rstrip("\r") for l in split_n][:2])
print([l.strip() for l in lines if l.strip()])
sum(1 for l in lines if l.startswith("\t"))
