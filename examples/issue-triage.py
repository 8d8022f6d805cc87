# Triage open issues from an MCP GitHub server: list them, fetch the details of the unlabelled
# ones, sort them into buckets by keywords, and report the fetches that failed.
# Run offline: toolflow run examples/issue-triage.py --fixtures examples/issue-triage.tools.json
import asyncio
import re

listing = mcp__github__list_issues(repo="acme/widgets", state="open")
issues = listing["issues"]
unlabelled = [i["number"] for i in issues if not i["labels"]]
print(f"{len(issues)} open, {len(unlabelled)} unlabelled: {unlabelled}")


async def fetch(number):
    try:
        return mcp__github__get_issue(repo="acme/widgets", number=number)
    except ToolError as e:
        return {"error": str(e)}


details = await asyncio.gather(*[fetch(n) for n in unlabelled])

RULES = [
    ("crash", r"\b(crash|panic|segfault|traceback)\b"),
    ("performance", r"\b(slow|latency|timeout|memory)\b"),
    ("docs", r"\b(readme|docs?|typo)\b"),
]
buckets = {name: [] for name, _ in RULES}
buckets["other"] = []
failed = {}
for number, issue in zip(unlabelled, details):
    if "error" in issue:
        failed[number] = issue["error"]
        continue
    text = (issue["title"] + " " + issue["body"]).lower()
    bucket = next((name for name, rx in RULES if re.search(rx, text)), "other")
    buckets[bucket].append(number)

for name, numbers in buckets.items():
    if numbers:
        print(f"{name:>12}: {', '.join(f'#{n}' for n in numbers)}")

{"buckets": {k: v for k, v in buckets.items() if v}, "failed": failed, "already_labelled": len(issues) - len(unlabelled)}
