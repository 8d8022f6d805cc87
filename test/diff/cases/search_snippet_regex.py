import re

hits = web_search(query="cve-2024 openssl")
cves = {}
for h in hits:
    for cve in re.findall(r"CVE-\d{4}-\d{4,7}", h["snippet"], flags=re.IGNORECASE):
        cves.setdefault(cve.upper(), set()).add(h["url"])
for cve in sorted(cves):
    print(cve, len(cves[cve]))
{k: sorted(v) for k, v in cves.items()}
