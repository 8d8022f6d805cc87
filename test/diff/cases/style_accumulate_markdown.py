issues = mcp__github__list_issues(owner="acme", repo="widgets", state="open")
md = ["# Weekly triage", ""]
for label in ["bug", "feature", "question"]:
    group = [i for i in issues if label in i["labels"]]
    md.append(f"## {label.capitalize()}s ({len(group)})")
    md.extend(f"- [ ] #{i['number']} {i['title']}" for i in group)
    if not group:
        md.append("_none_")
    md.append("")
text = "\n".join(md).rstrip() + "\n"
print(text, end="")
len(text.splitlines())
