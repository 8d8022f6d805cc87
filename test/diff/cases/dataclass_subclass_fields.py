# A dataclass's generated __init__, __repr__, __eq__, ordering and __hash__ read the fields of the
# class the decorator made them for: a subclass without the decorator shows, compares and hashes
# its base's fields, fields()/asdict()/astuple()/replace()/is_dataclass() find them along the MRO,
# a decorated subclass adds its own; __post_init__ and InitVar, default factories, frozen.
from dataclasses import InitVar, asdict, astuple, dataclass, field, fields, is_dataclass, replace


@dataclass(order=True)
class Base:
    x: int
    tags: list = field(default_factory=list, compare=False)


class Plain(Base):
    def extra(self):
        return self.x * 2


@dataclass(order=True)
class Child(Base):
    y: str = "c"


@dataclass(frozen=True)
class Key:
    a: int
    b: str = "k"


@dataclass
class Scaled:
    base: float
    factor: InitVar[float] = 2.0
    scaled: float = field(init=False, default=0.0)

    def __post_init__(self, factor):
        self.scaled = self.base * factor


class PlainKey(Key):
    pass


p1, p2 = Plain(1), Plain(2)
print(p1, p1 == Plain(1), p1 == p2, p1 < p2, p1 == Base(1), p1.extra(), sorted([p2, p1]))
print(Child(1), Child(1, "z") > Child(1, "a"), Child(1) == Base(1), [f.name for f in fields(Plain)], [f.name for f in fields(Child(0))])
print(asdict(Plain(3, ["t"])), astuple(Child(4)), replace(Plain(5), x=6), is_dataclass(Plain), is_dataclass(p1), is_dataclass(3))
print(hash(Key(1)) == hash(PlainKey(1)), Key(1) == PlainKey(1), PlainKey(2) == PlainKey(2), {PlainKey(3): "v"}[PlainKey(3)], PlainKey(4))
s = Scaled(1.5)
print(s, Scaled(2.0, 3.0).scaled, replace(s, factor=10.0).scaled)
rows = [Child(i % 3, str(i)) for i in range(6)]
[repr(r) for r in sorted(rows)][:3]
