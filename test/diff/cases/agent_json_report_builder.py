import json
from datetime import datetime, timezone, timedelta
from collections import OrderedDict, Counter

class Report:
    def __init__(self, title):
        self.title = title
        self.sections = OrderedDict()
    def add(self, name, **data):
        self.sections.setdefault(name, {}).update(data)
        return self
    def to_json(self):
        return json.dumps({"title": self.title, "sections": self.sections}, indent=2, sort_keys=False, default=str)
    def __str__(self):
        lines = [self.title, "=" * len(self.title)]
        for name, data in self.sections.items():
            lines.append(f"- {name}: " + ", ".join(f"{k}={v!r}" for k, v in data.items()))
        return "\n".join(lines)

raw = metrics(service="api", day="2026-12-01")
started = datetime.fromisoformat(raw["started"]).replace(tzinfo=timezone.utc)
rep = Report("API daily")
rep.add("traffic", requests=raw["requests"], errors=raw["errors"], rate=round(raw["errors"] / raw["requests"], 4))
rep.add("time", started=started, ended=started + timedelta(hours=raw["hours"]))
codes = Counter(raw["codes"])
rep.add("codes", top=codes.most_common(2), total=sum(codes.values()))
print(rep)
data = json.loads(rep.to_json())
print(data["sections"]["time"])
print(json.dumps(data["sections"]["codes"], separators=(",", ":")))
try:
    json.dumps({"when": started})
except TypeError as e:
    print("TypeError:", e)
data["sections"]["traffic"]
