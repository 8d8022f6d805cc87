# dataclasses.field() options as scripts read them back: `default=None` is a default like any
# other (dataclasses' MISSING sentinel means "none"), `metadata` is a read-only mappingproxy,
# Field.type is the annotation's value (class-body annotations are evaluated, as CPython does),
# `__post_init__` validation by `isinstance(value, f.type)`, InitVar[...] and repr(Field).
import types
from dataclasses import InitVar, KW_ONLY, dataclass, field, fields, replace
from typing import ClassVar, Optional


@dataclass
class Defaults:
    x: int = 0
    y: Optional[int] = field(default=None)
    z: str = field(default="")


@dataclass
class NoneFirst:
    note: Optional[str] = field(default=None)
    count: int = 3
    flags: Optional[list] = field(default_factory=lambda: None)


print(Defaults(), Defaults(1, 2, "a"), NoneFirst(), NoneFirst("n", 4))
print(fields(Defaults)[1].default, fields(NoneFirst)[0].default is None)


@dataclass
class Reading:
    temp: float = field(metadata={"unit": "C", "min": -273.15})
    sensor: str = field(default="s1", metadata={"doc": "sensor id"})
    tags: list[str] = field(default_factory=list, repr=False, compare=False, hash=False)
    scale: ClassVar[float] = 1.0
    seq: int = field(default=0, init=False, kw_only=True)


f = fields(Reading)[0]
print(f.metadata["unit"], f.metadata.get("unit"), f.metadata.get("max", "none"), "unit" in f.metadata, "max" in f.metadata)
print(f.metadata, repr(f.metadata), type(f.metadata).__name__, len(f.metadata), list(f.metadata))
print(list(f.metadata.keys()), list(f.metadata.values()), list(f.metadata.items()), dict(f.metadata), f.metadata == {"unit": "C", "min": -273.15})
for name, mp in (("temp", f.metadata), ("tags", fields(Reading)[2].metadata)):
    print(name, mp, bool(mp), mp.copy())
try:
    f.metadata["unit"] = "F"
except TypeError as e:
    print("TypeError", e)
try:
    del f.metadata["unit"]
except TypeError as e:
    print("TypeError", e)
try:
    hash(f.metadata)
except TypeError as e:
    print("TypeError", e)
for fl in fields(Reading):
    print(fl.name, fl.type, fl.init, fl.repr, fl.compare, fl.hash, fl.kw_only, fl.default_factory is list, dict(fl.metadata))
units = {fl.name: fl.metadata.get("unit", "-") for fl in fields(Reading)}
print(units, Reading(21.5), Reading(21.5).seq)
print(repr(fields(Reading)[1]))

# The metadata stays a view of the mapping passed in.
source = {"a": 1}


@dataclass
class Live:
    v: int = field(default=0, metadata=source)


source["b"] = 2
print(fields(Live)[0].metadata, types.MappingProxyType({"k": [1]}), str(types.MappingProxyType({"k": 1})))
mp = types.MappingProxyType({"a": 1})
print(mp | {"b": 2}, {"b": 2} | mp, {**mp}, isinstance(mp, types.MappingProxyType))
try:
    types.MappingProxyType([1, 2])
except TypeError as e:
    print("TypeError", e)


@dataclass
class User:
    name: str
    age: int
    email: Optional[str] = None

    def __post_init__(self):
        for fl in fields(self):
            value = getattr(self, fl.name)
            if fl.name == "email":
                continue
            if not isinstance(value, fl.type):
                raise TypeError(f"{fl.name} must be {fl.type.__name__}, got {type(value).__name__}")


print(User("ann", 30), User("bob", 41, "b@x.org"))
try:
    User("cid", "30")
except TypeError as e:
    print("TypeError", e)
print([(fl.name, fl.type) for fl in fields(User)])


@dataclass
class Conn:
    host: str
    secret: InitVar[Optional[str]] = None
    _: KW_ONLY
    port: int = 80

    def __post_init__(self, secret):
        self.masked = "*" * len(secret or "")


c = Conn("h", "abc", port=8080)
print(c, c.masked, replace(c, port=1, secret="zz").masked)
print(Conn.__dataclass_fields__["secret"].type, InitVar[int], InitVar(str).type, InitVar[list[int]])
print(repr(Conn.__dataclass_fields__["secret"]).split(",default=")[0])


def make(kind):
    Local = {"int": int, "str": str}[kind]

    @dataclass
    class Holder:
        value: Local
        label: "Local" = "x"

    return Holder


print([(fl.name, fl.type) for fl in fields(make("int"))], [fl.type for fl in fields(make("str"))])
