hits = grep(pattern="deprecated", path="src")["text"].splitlines()
if hits:
    print(f"{len(hits)} deprecated usages")
    for h in hits:
        print(" ", h)
else:
    print("none")
