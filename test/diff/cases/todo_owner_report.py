import json
import re

out = grep(pattern=r"TODO\(\w+\)", path=".")["text"]
owners = {}
for line in out.splitlines():
    m = re.search(r"(?P<file>[^:]+):(?P<line>\d+):.*TODO\((?P<who>\w+)\):?\s*(?P<what>.*)", line)
    if m:
        owners.setdefault(m["who"], []).append(f"{m['file']}:{m['line']} {m['what']}".rstrip())
print(json.dumps(owners, indent=2, sort_keys=True))
{who: len(items) for who, items in sorted(owners.items())}
