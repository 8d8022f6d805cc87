# json.JSONEncoder subclassed (default, __init__ passing options on, super().default) and used by
# json.dumps/json.dump(cls=...), and a JSONEncoder made directly, with their errors.
import json, io
from datetime import datetime, date
from decimal import Decimal
from dataclasses import dataclass, asdict
from enum import Enum
class Color(Enum):
    RED = "red"
@dataclass
class P:
    x: int
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (datetime, date)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return float(o)
        if isinstance(o, set):
            return sorted(o)
        if hasattr(o, "__dataclass_fields__"):
            return asdict(o)
        if isinstance(o, Enum):
            return o.value
        return super().default(o)
data = {"when": datetime(2024, 1, 2, 3, 4), "amt": Decimal("1.50"), "tags": {"b", "a"}, "p": P(1), "c": Color.RED, "nested": [{"d": date(2020, 1, 1)}], "é": "ü"}
print(json.dumps(data, cls=Enc))
print(json.dumps(data, cls=Enc, indent=2, sort_keys=True, ensure_ascii=False))
print(json.dumps(data, cls=Enc, separators=(",", ":")))
buf = io.StringIO(); json.dump(data, buf, cls=Enc); print(buf.getvalue()[:40])
class Pretty(json.JSONEncoder):
    def __init__(self, *args, **kwargs):
        kwargs["indent"] = 1
        kwargs.pop("precision", None)
        super().__init__(*args, **kwargs)
print(json.dumps({"a": [1, 2]}, cls=Pretty, precision=3))
e = json.JSONEncoder()
print(e.encode({"a": 1}), e.item_separator, e.key_separator, e.indent, e.sort_keys, isinstance(Enc(), json.JSONEncoder))
print(json.JSONEncoder(indent=2).item_separator, json.JSONEncoder(separators=(";", "=")).encode([1, {"a": 2}]))
print(json.JSONEncoder(default=str).encode([date(2020, 1, 2)]), json.JSONEncoder(sort_keys=True).encode({"b": 1, "a": 2}))
for f in [lambda: json.dumps(object(), cls=Enc), lambda: json.JSONEncoder().encode({"x": object()}), lambda: json.dumps({}, cls=Enc, bogus=1), lambda: json.JSONEncoder(1), lambda: json.dumps({(1, 2): 3}, cls=Enc), lambda: json.dumps(float("nan"), cls=Enc, allow_nan=False)]:
    try: print(f())
    except (TypeError, ValueError) as ex: print(type(ex).__name__, ex)
class Str(json.JSONEncoder):
    def default(self, o):
        return repr(o)
print(json.dumps([object, print, Ellipsis], cls=Str))
print(Enc.__mro__, Enc.__module__, json.JSONEncoder.__module__, repr(json.JSONEncoder))
