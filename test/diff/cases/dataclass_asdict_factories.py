# dataclasses.asdict(obj, dict_factory=...) and astuple(obj, tuple_factory=...) as CPython's
# _asdict_inner/_astuple_inner: the factory applies to every nested dataclass; lists, tuples and
# dicts inside are rebuilt as their own types (a namedtuple field by field, an OrderedDict or a
# Counter from its pairs); other values are deep copies.
from collections import Counter, OrderedDict, defaultdict, namedtuple
from dataclasses import asdict, astuple, dataclass, field

Pair = namedtuple("Pair", "left right")


@dataclass
class In:
    a: int
    b: list = field(default_factory=list)


@dataclass
class Out:
    inner: In
    items: list
    lookup: dict
    pair: tuple
    when: object = None


o = Out(In(1, [In(2)]), [In(3), (In(4),)], {"k": In(5)}, (1, In(6)))
print(asdict(In(1), dict_factory=OrderedDict), astuple(In(1), tuple_factory=list))
print(asdict(o))
print(astuple(o))
print(asdict(o, dict_factory=OrderedDict))
print(astuple(o, tuple_factory=list))
print(asdict(o, dict_factory=lambda pairs: {k.upper(): v for k, v in pairs}))
print(astuple(o, tuple_factory=lambda values: "|".join(map(str, values))))


def skip_none(pairs):
    return {k: v for k, v in pairs if v is not None}


print(asdict(Out(In(0), [], {}, ()), dict_factory=skip_none))

# Containers keep their types; other values are copies.
tagged = Out(In(7), [Pair(In(8), [In(9)])], OrderedDict(x=In(10)), Pair(1, 2), {"set"})
d = asdict(tagged)
print(d, type(d["items"][0]).__name__, type(d["lookup"]).__name__, type(d["pair"]).__name__)
print(astuple(tagged))
print(d["when"] == tagged.when, d["when"] is tagged.when)
d["when"].add("more")
print(sorted(tagged.when), sorted(d["when"]))
print(asdict(Out(In(1), [], Counter("aab"), ())))
try:
    asdict(Out(In(1), [], defaultdict(list, a=[1]), ()))
except TypeError as e:
    print("TypeError", e)
nested = {"rows": [In(1), In(2)], "meta": ({"deep": In(3)},)}
print(asdict(Out(In(0), [nested], {}, ()), dict_factory=OrderedDict)["items"])
