"""A fixed `datetime.now()` for the CPython side of the conformance suite: toolflow's now() is the
flow's start time, so the oracle's clock must read the same instant (runner.ts FLOW_NOW_MS).

install(now_ms) replaces sys.modules["datetime"] with a copy whose `datetime` and `date` classes
answer now()/today()/utcnow() with that instant (UTC, as the guest's local time). Every other
constructor returns plain datetime.datetime / datetime.date objects, so reprs and types are
CPython's own; isinstance() against the patched classes accepts those plain objects.
"""

import sys
import types

import datetime as _real

_state = {"now": _real.datetime(1970, 1, 1, tzinfo=_real.timezone.utc)}


class _Meta(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, cls.__bases__[0])

    def __subclasscheck__(cls, sub):
        return issubclass(sub, cls.__bases__[0])


class datetime(_real.datetime, metaclass=_Meta):
    def __new__(cls, *args, **kwargs):
        return _real.datetime(*args, **kwargs)

    @classmethod
    def now(cls, tz=None):
        now = _state["now"]
        return now.replace(tzinfo=None) if tz is None else now.astimezone(tz)

    @classmethod
    def today(cls):
        return cls.now()

    @classmethod
    def utcnow(cls):
        return _state["now"].replace(tzinfo=None)


class date(_real.date, metaclass=_Meta):
    def __new__(cls, *args, **kwargs):
        return _real.date(*args, **kwargs)

    @classmethod
    def today(cls):
        return _state["now"].date()


for _cls in (datetime, date):
    _cls.__module__ = "datetime"
    _cls.__qualname__ = _cls.__name__

_module = types.ModuleType("datetime")
_module.__dict__.update({k: v for k, v in vars(_real).items() if not k.startswith("__")})
_module.datetime = datetime
_module.date = date


def install(now_ms):
    _state["now"] = _real.datetime.fromtimestamp(now_ms / 1000, _real.timezone.utc)
    sys.modules["datetime"] = _module
