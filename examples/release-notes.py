# Drafts release notes: finds the last release in CHANGELOG.md, takes the commits since that
# date from a `git-log` tool (not a Python identifier, so the script calls it `git_log`), groups
# them by conventional-commit type and returns the Markdown draft.
# Run offline: toolflow run examples/release-notes.py --fixtures examples/release-notes.tools.json
import re
import textwrap
from collections import defaultdict
from datetime import date

changelog = file_read(path="CHANGELOG.md", limit=40)["text"]
last = re.search(r"^## (?P<version>\d+\.\d+\.\d+) - (?P<day>\d{4}-\d{2}-\d{2})$", changelog, re.M)
since = date.fromisoformat(last.group("day"))
major, minor, patch = (int(p) for p in last.group("version").split("."))

commits = git_log(since=since.isoformat(), max_count=50)
groups = defaultdict(list)
for c in commits:
    m = re.match(r"(?P<type>\w+)(\((?P<scope>[^)]*)\))?(?P<bang>!)?: (?P<text>.+)", c["subject"])
    kind = m.group("type") if m else "other"
    text = m.group("text") if m else c["subject"]
    scope = f"**{m.group('scope')}**: " if m and m.group("scope") else ""
    groups["breaking" if m and m.group("bang") else kind].append(f"{scope}{textwrap.shorten(text, 60)} ({c['sha'][:7]})")

if groups["breaking"]:
    version = f"{major + 1}.0.0"
elif groups["feat"]:
    version = f"{major}.{minor + 1}.0"
else:
    version = f"{major}.{minor}.{patch + 1}"
days = (date.fromisoformat(commits[0]["date"][:10]) - since).days
print("{} commits in {} days since {}".format(len(commits), days, last.group("version")))

TITLES = {"breaking": "Breaking changes", "feat": "Features", "fix": "Fixes", "docs": "Documentation"}
lines = [f"## {version} - unreleased", ""]
for key, title in TITLES.items():
    if groups[key]:
        lines += [f"### {title}", *[f"- {entry}" for entry in groups[key]], ""]
skipped = sorted(k for k in groups if k not in TITLES and groups[k])
{"version": version, "notes": "\n".join(lines).rstrip(), "not_listed": {k: len(groups[k]) for k in skipped}}
