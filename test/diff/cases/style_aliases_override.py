a = search(q="toolflow")
b = gh_issues(owner="acme", repo="toolflow", state="open")
c = web_fetch_2(url="https://x.test")
print(len(a), len(b), c["text"])
[x["t"] for x in a]
