issues = mcp__github__list_issues(owner="acme", repo="widgets", state="open")
bugs = [i for i in issues if any(l["name"] == "bug" for l in i["labels"])]
lines = [f"• <#{i['number']}> {i['title']}" for i in bugs]
text = "*{} open bugs in acme/widgets*\n{}".format(len(bugs), "\n".join(lines))
resp = mcp__slack__post_message(channel="#eng", text=text)
print(text)
print("posted:", resp["ok"], resp["ts"])
resp["ts"]
