# Builtins and dict/list methods over dict and list subclasses: reversed, sorted, json, **, format, methods.
class L(list):
    pass
class D(dict):
    pass
a = L([2, 1]); b = L([1, 5])
print(sorted([a, b]), a < b, a == [2, 1], [2, 1] == a, D(x=1) == D(x=1), D() != {}, min(a), a * 2, type(a * 2).__name__)
try:
    a * "x"
except TypeError as e:
    print(e)
print(list(reversed(a)), list(reversed(D(p=1, q=2))), a.__len__(), D(z=1).__getitem__("z"), D.fromkeys("ab") == {"a": None, "b": None})
print(f"{a} {D(k=1)!r}", "%s" % (a,), str(D()), format(a))
x = D(a=[1])
x.attr = 5
print(x.__dict__, hasattr(x, "attr"), getattr(x, "keys")())
import json
print(json.loads(json.dumps(D(n=L([1])))), [*D(u=1)], {**D(v=2)}, dict(**D(w=3)))
def f(**kw):
    return kw
print(f(**D(k=1)), max(D(a=1, b=2)), sum(L([1, 2])), any(L([0])), ",".join(L(["a", "b"])))
m = D(a=1)
m.update({"b": 2}); m.pop("a"); print(m, m.popitem(), m)
del x["a"]
print(x, len(x), bool(x))
n = L()
n.extend(range(3)); n.insert(0, -1); n.remove(1); n.reverse(); n.sort(); print(n, n.index(2), n.count(0))
n[1:2] = [9, 9]; del n[0]; print(n, n[::-1], type(n[::-1]).__name__)
class R(dict):
    def __init__(self, *a, **k):
        print("init", a, k)
        super().__init__(*a, **k)
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)
r = R.fromkeys("ab", 0)
print(type(r).__name__, r, type(dict.fromkeys("x")).__name__)
class P(dict):
    pass
print(type(P.fromkeys([1])).__name__, P.fromkeys([1], [2]))
