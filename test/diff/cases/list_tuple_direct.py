# list(x), tuple(x), sorted(x) and dict(x) of the unrebound builtins with one argument: every kind
# of iterable, generator expressions (listed first where the builtin lists first), the order of
# their side effects beside a key's, their errors, and rebound names.
def noisy(tag, v):
    print(tag, v)
    return v


d = {"b": 2, "a": 1}
xs = [3, 1, 2]
for src in [xs, (1, 2), "ab", d, d.keys(), d.values(), d.items(), {5}, range(3), b"hi", iter([7, 8]), reversed(xs), enumerate("xy"), zip("ab", "cd"), map(str, xs), filter(None, [0, 1])]:
    print(list(src))
print(tuple(xs), tuple("abc"), tuple(d), tuple(range(2)), tuple(()), list(()), sorted("bca"), sorted(d.items()))
t = (1, 2)
print(tuple(t) is t, list(xs) is xs, list(xs) == xs)
print(list(noisy("g", x) for x in xs), tuple(noisy("t", x) for x in "ab"), sorted(noisy("s", x) for x in xs))
print(sorted((noisy("k", x) for x in xs), key=noisy("key", len) and (lambda v: -v)))
print(dict((noisy("d", k), v) for k, v in [("p", 1), ("q", 2)]))
gen = (x * 2 for x in xs)
print(list(gen), list(gen), tuple(x for x in []))
for bad in [5, None, 1.5]:
    for f in (list, tuple, sorted, dict):
        try:
            print(f(bad))
        except TypeError as e:
            print(f.__name__, "TypeError:", e)
try:
    print(list(1 // (x - 2) for x in xs))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(sorted([1, "a"]))
except TypeError as e:
    print("TypeError:", e)


def rebound(list, tuple):
    return list("ab"), tuple([1])


print(rebound(len, str))
