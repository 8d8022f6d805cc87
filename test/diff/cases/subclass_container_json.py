# json.dumps of dict and list subclasses: a dict's items() (C encoder: a 2-tuple each; the
# Python encoder with an indent: its truth first), a list's __iter__; and the flow's result.
import json


class Upper(dict):
    def items(self):
        print("items")
        return [(k.upper(), v) for k, v in dict.items(self)]

    def __len__(self):
        print("len")
        return dict.__len__(self)


class Reversed(list):
    def __iter__(self):
        print("iter")
        return iter(self[::-1])

    def __len__(self):
        print("len")
        return list.__len__(self)


u = Upper(b=1, a=[Reversed([1, 2])])
print(json.dumps(u))
print(json.dumps(u, sort_keys=True))
print(json.dumps(u, indent=2))
print(json.dumps(Upper()), json.dumps(Upper(), indent=1), json.dumps(Reversed()), json.dumps(Reversed(), indent=1))
print(json.dumps({"x": Upper(k=Reversed([3, 4]))}, separators=(",", ":")))


class Plain(dict):
    pass


class PlainList(list):
    pass


print(json.dumps(Plain(a=PlainList([1, Plain()]))), json.dumps([PlainList()], indent=1))


class TwoTuples(dict):
    def items(self):
        return [["a", 1]]


print(json.dumps(TwoTuples(a=1), indent=1))
try:
    json.dumps(TwoTuples(a=1))
except ValueError as e:
    print("ValueError", e)


class NotIterable(dict):
    def items(self):
        return 5


for indent in (None, 1):
    try:
        json.dumps(NotIterable(a=1), indent=indent)
    except TypeError as e:
        print("TypeError", e)

Upper(z=Reversed([1, 2, 3]), y=Plain(n=None))
