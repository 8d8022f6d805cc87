from dataclasses import dataclass
from typing import Union

@dataclass
class Click:
    x: int
    y: int

@dataclass
class Key:
    key: str
    mods: tuple = ()

@dataclass
class Scroll:
    delta: int

Event = Union[Click, Key, Scroll]

def parse(raw) -> Event:
    match raw:
        case {"type": "click", "pos": [x, y]}:
            return Click(x, y)
        case {"type": "key", "key": k, **rest}:
            return Key(k, tuple(rest.get("mods", [])))
        case {"type": "scroll", "delta": int(d)}:
            return Scroll(d)
    raise ValueError(f"bad event {raw!r}")

def describe(ev: Event) -> str:
    match ev:
        case Click(0, 0):
            return "origin click"
        case Click(x=x, y=y) if x == y:
            return f"diagonal click {x}"
        case Click(x, y):
            return f"click {x},{y}"
        case Key("q", mods) if "ctrl" in mods:
            return "quit"
        case Key(key=k):
            return f"key {k}"
        case Scroll(delta=d) if d < 0:
            return "scroll up"
        case Scroll():
            return "scroll down"

out = []
for raw in ui_events(session="s1"):
    try:
        ev = parse(raw)
    except ValueError as e:
        out.append(str(e))
        continue
    out.append(describe(ev))
print(Click.__match_args__, Key("a"))
out
