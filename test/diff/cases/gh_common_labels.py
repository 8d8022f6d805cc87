a = mcp__github__get_issue(owner="acme", repo="widgets", issue_number=1)
b = mcp__github__get_issue(owner="acme", repo="widgets", issue_number=2)
la = {l["name"] for l in a["labels"]}
lb = {l["name"] for l in b["labels"]}
print("both:", sorted(la & lb))
print("only first:", sorted(la - lb))
print("either:", sorted(la | lb))
print("one of:", sorted(la ^ lb))
print(la.issubset(la | lb), (la & lb) <= lb, len(la.union(lb, {"extra"})))
sorted(la.intersection(lb))
