import json
import re

pkg = json.loads(file_read(path="package.json")["text"])
log = file_read(path="CHANGELOG.md")["text"]
major, minor, patch = map(int, pkg["version"].split("."))
unreleased = log.split("## Unreleased", 1)[1].split("\n## ", 1)[0]
kinds = re.findall(r"^- (feat|fix|breaking)(?:\(\w+\))?:", unreleased, re.M)
if "breaking" in kinds:
    new = (major + 1, 0, 0)
elif "feat" in kinds:
    new = (major, minor + 1, 0)
elif kinds:
    new = (major, minor, patch + 1)
else:
    new = (major, minor, patch)
version = ".".join(map(str, new))
print(f"{pkg['version']} -> {version} ({len(kinds)} entries: {sorted(set(kinds))})")
{"from": pkg["version"], "to": version, "kinds": kinds}
