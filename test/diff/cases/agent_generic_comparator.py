# A generic sort helper written the way models write one: comparators built from the values'
# own comparison methods (x.__lt__(y), checking for NotImplemented), capability checks with
# hasattr(x, "__lt__"), and a Counter compared with its own methods.
import functools
from collections import Counter

def compare(a, b):
    lt = a.__lt__(b)
    if lt is NotImplemented:
        return (str(type(a).__name__) > str(type(b).__name__)) - (str(type(a).__name__) < str(type(b).__name__))
    if lt:
        return -1
    return 1 if b.__lt__(a) is True else 0

rows = get_rows(table="mixed")
for column in ["score", "name", "tags"]:
    values = [r[column] for r in rows]
    print(column, [hasattr(v, "__lt__") for v in values[:2]], sorted(values, key=functools.cmp_to_key(compare)))
print((1).__eq__(1.0), (1.0).__eq__(1), (2).__lt__(2.5), "a".__eq__("a"), "a".__lt__(1), [1].__eq__([1]), [1].__eq__((1,)))
print({"a": 1}.__eq__({"a": 1}), {"a": 1}.__lt__({"a": 2}), {1, 2}.__ge__(frozenset({1})), {1: 0}.keys().__le__({1, 2}), None.__eq__(None), None.__lt__(None))
print(True.__eq__(1), (3).__ne__(4), (5).__ge__(True), range(3).__eq__(range(0, 3)), b"a".__lt__(b"b"), (1, 2).__gt__((1,)))
seen, wanted = Counter(r["name"] for r in rows), Counter(a=1, b=1)
print(seen.__eq__(wanted), seen.__ge__(wanted), seen.__le__({"a": 1}), seen == {"a": 1, "b": 1, "c": 1})
class Plain:
    pass
print(hasattr(Plain(), "__gt__"), Plain().__ge__(Plain()), object().__le__(1))
