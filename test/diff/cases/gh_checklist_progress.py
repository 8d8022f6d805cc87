import re

issue = mcp__github__get_issue(owner="acme", repo="widgets", issue_number=42)
body = issue["body"]
done = len(re.findall(r"^\s*- \[[xX]\]", body, re.M))
todo = len(re.findall(r"^\s*- \[ \]", body, re.M))
pct = done / (done + todo) if done + todo else 0
print(f"{issue['title']}: {done}/{done + todo} done ({pct:.0%})")
remaining = [m.strip() for m in re.findall(r"^\s*- \[ \] (.*)$", body, re.M)]
print("remaining:", *remaining, sep="\n  ")
{"done": done, "todo": todo, "pct": round(pct * 100, 1)}
