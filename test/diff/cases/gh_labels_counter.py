from collections import Counter

issues = mcp__github__list_issues(owner="acme", repo="widgets", state="open")
labels = Counter(l["name"] for i in issues for l in i["labels"])
print(f"{len(issues)} open issues")
for name, n in labels.most_common(3):
    print(f"{name:>12}: {'*' * n} ({n})")
unlabeled = [i["number"] for i in issues if not i["labels"]]
print("unlabeled:", unlabeled)
{"top": labels.most_common(1)[0][0], "unlabeled": len(unlabeled)}
