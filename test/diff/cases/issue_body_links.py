import re
from urllib.parse import urlparse

issue = mcp__github__get_issue(owner="acme", repo="widgets", issue_number=7)
urls = re.findall(r"https?://[^\s)>\]]+", issue["body"])
by_host = {}
for u in urls:
    p = urlparse(u)
    by_host.setdefault(p.netloc, []).append(p.path or "/")
for host, paths in sorted(by_host.items()):
    print(host, paths)
refs = sorted({int(n) for n in re.findall(r"(?<![\w/])#(\d+)", issue["body"])})
print("refs:", refs)
{"hosts": sorted(by_host), "refs": refs}
