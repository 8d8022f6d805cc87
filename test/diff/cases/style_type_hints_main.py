"""Summarise open issues per label for the weekly report."""
from collections import Counter


def fetch_issues(repo: str, state: str = "open") -> list[dict]:
    """Return the issues of acme/<repo>."""
    return mcp__github__list_issues(owner="acme", repo=repo, state=state)


def label_counts(issues: list[dict]) -> Counter:
    counts: Counter = Counter()
    for issue in issues:
        counts.update(label["name"] for label in issue.get("labels", []))
    return counts


def main() -> dict[str, int]:
    totals: dict[str, int] = {}
    for repo in ("widgets", "gadgets"):
        issues = fetch_issues(repo)
        counts = label_counts(issues)
        print(f"{repo}: {len(issues)} issues, labels={dict(counts)}")
        for name, n in counts.items():
            totals[name] = totals.get(name, 0) + n
    return dict(sorted(totals.items()))


main()
