import hashlib

paths = glob(pattern="dist/*")["text"].splitlines()
sums = {}
for p in paths:
    data = file_read(path=p)["text"]
    sums[p] = hashlib.sha256(data.encode()).hexdigest()
    print(f"{sums[p][:12]}  {p}  md5={hashlib.md5(data.encode('utf-8')).hexdigest()[:8]}")
dupes = [p for p in paths if list(sums.values()).count(sums[p]) > 1]
print("duplicates:", dupes)
{p: h[:16] for p, h in sums.items()}
