import re

docs = {p: file_read(path=p)["text"] for p in ["docs/a.md", "docs/b.md", "docs/c.md"]}
index = {}
for path, text in docs.items():
    for word in set(re.findall(r"\w+", text.lower())):
        index.setdefault(word, []).append(path)
query = ["sandbox", "python"]
hits = [set(index.get(w, [])) for w in query]
both = sorted(hits[0].intersection(*hits[1:]))
print("docs with all terms:", both)
print({w: sorted(index[w]) for w in sorted(index) if len(index[w]) == 3})
{w: len(ps) for w, ps in sorted(index.items()) if w.startswith("s")}
