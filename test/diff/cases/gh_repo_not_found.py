repos = ["widgets", "gadgets", "legacy"]
summary = {}
for repo in repos:
    try:
        issues = mcp__github__list_issues(owner="acme", repo=repo, state="open")
    except ToolError as e:
        print(f"skipping {repo}: {e}")
        summary[repo] = None
        continue
    summary[repo] = len(issues)
print(summary)
sum(v for v in summary.values() if v is not None)
