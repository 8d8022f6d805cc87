from datetime import datetime, timedelta
import json

class Event:
    registry = []
    def __init__(self, name: str, at: datetime, tags=None):
        self.name = name
        self.at = at
        self.tags = list(tags or [])
        Event.registry.append(self)
    @classmethod
    def from_json(cls, text: str) -> "Event":
        d = json.loads(text)
        return cls(d["name"], datetime.fromisoformat(d["at"]), d.get("tags"))
    @classmethod
    def now_plus(cls, name, **delta):
        return cls(name, datetime(2026, 12, 2, 9, 0) + timedelta(**delta))
    @staticmethod
    def overlap(a, b, window=timedelta(hours=1)):
        return abs(a.at - b.at) < window
    def __repr__(self):
        return f"Event({self.name!r}, {self.at:%Y-%m-%d %H:%M}, tags={self.tags})"
    def __lt__(self, other):
        return self.at < other.at

class Meeting(Event):
    def __init__(self, name, at, tags=None, room="A"):
        super().__init__(name, at, tags)
        self.room = room

raw = calendar_export(user="me")["text"]
events = [Event.from_json(line) for line in raw.splitlines() if line.strip()]
m = Meeting.now_plus("standup", minutes=30)
print(type(m).__name__, m, m.room, isinstance(m, Event))
print(sorted(Event.registry))
print([(a.name, b.name) for i, a in enumerate(sorted(Event.registry)) for b in sorted(Event.registry)[i + 1:] if Event.overlap(a, b)])
len(Event.registry)
