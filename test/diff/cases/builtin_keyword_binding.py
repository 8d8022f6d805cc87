# Builtins called with keyword arguments (the argument binder's keyword path): defaults filled,
# keyword-only parameters, `*args` with keywords, `**` unpacking, and the binder's errors.
print(sorted([3, 1, 2], reverse=True), sorted(["b", "A"], key=str.lower))
print(max(1, 5, 3, key=lambda x: -x), max([], default="empty"), min([4, 2], key=None))
print(int("ff", base=16), round(2.675, ndigits=2), "a,b,c".split(sep=",", maxsplit=1))
print(list(enumerate("ab", start=1)), sum([1, 2], start=10), "x".center(5, "*"))
print(" a b ".split(maxsplit=1), "abc".encode(encoding="ascii", errors="strict"))
opts = {"reverse": True, "key": abs}
print(sorted([-3, 1, 2], **opts))
print(pow(base=2, exp=10), pow(2, exp=3, mod=5))
cases = [
    lambda: sorted([1], reversed=True),
    lambda: int("1", base=10, extra=1),
    lambda: "a".split(",", sep=","),
    lambda: max(1, 2, key=None, default=0),
    lambda: len(obj=[1]),
    lambda: round(1.5, ndigits=1, other=2),
    lambda: pow(2, base=2),
    lambda: sorted(iterable=[1]),
]
for case in cases:
    try:
        print("no error", case())
    except TypeError:
        print("TypeError")
    except ValueError:
        print("ValueError")
"done"
