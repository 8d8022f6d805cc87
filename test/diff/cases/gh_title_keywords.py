import re
from collections import Counter

STOP = set("a an the to of in on for with is not when and or".split())
issues = mcp__github__list_issues(owner="acme", repo="widgets", state="open")
words = Counter()
for i in issues:
    for w in re.split(r"[^a-z0-9]+", i["title"].lower()):
        if w and w not in STOP and not w.isdigit():
            words[w] += 1
common = [(w, c) for w, c in words.most_common() if c > 1]
print(common)
print(", ".join(sorted(w for w, c in words.items() if c == 1)[:5]))
len(words)
