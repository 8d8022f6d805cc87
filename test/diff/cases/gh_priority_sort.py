PRIORITY = {"p0": 0, "p1": 1, "p2": 2}
issues = mcp__github__list_issues(owner="acme", repo="core", state="open")

def prio(issue):
    names = [l["name"] for l in issue["labels"]]
    return min((PRIORITY[n] for n in names if n in PRIORITY), default=9)

triage = sorted(issues, key=lambda i: (prio(i), -i["comments"], i["number"]))
for i in triage:
    p = prio(i)
    tag = f"P{p}" if p < 9 else "--"
    print(f"{tag} #{i['number']:<4} ({i['comments']:2d}) {i['title']}")
[i["number"] for i in triage[:3]]
