hits = grep(pattern="TODO", path=".")
for h in hits["text"].splitlines()[:2]:
    print(h)
count = len(hits) + hits["text"]
