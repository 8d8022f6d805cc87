# Keyword calls of builtins that the common path binds (every keyword names a parameter no
# positional argument filled), next to calls it hands to the full binder, with CPython's messages.
print(sorted([3, 1, 2], key=None), sorted([3, 1, 2], reverse=True, key=lambda x: x % 3))
print(min(3, 1, 2, key=lambda x: -x), max([5, 2], key=None), max([-4, 3], key=abs))
print(min([], default=7), max([], key=len, default="d"), min((), default=None))
print("a b  c".split(maxsplit=1), "a,b,c".split(",", maxsplit=0), "a,b,c".rsplit(sep=",", maxsplit=1))
print(int("z", base=36), int("10", 2), round(3.14159, ndigits=3), round(7, ndigits=None))
print(list(enumerate("xy", start=5)), list(enumerate(iterable="xy")), sum([1.5], start=1))
print(list(zip([1, 2], "ab", strict=True)), "abc".encode(errors="strict"), "x".encode("ascii", errors="ignore"))
print(pow(3, exp=2), pow(base=3, exp=3, mod=4), divmod(7, 2))
print(sorted([2, 1], **{}), sorted([2, 1], **{"reverse": True}), len([1], **{}))
print("a\nb\n".splitlines(keepends=True), b"a-b".split(sep=b"-"))
print([3, 1].copy(), "x".join(["a", "b"]), (1, 2).index(2, 0))
cases = [
    lambda: sorted([1], reversed=True),
    lambda: sorted([1], key=None, bad=1, reverse=True),
    lambda: sorted(key=None),
    lambda: sorted(),
    lambda: sorted([1], [2], key=None),
    lambda: sorted(iterable=[1]),
    lambda: min(key=None),
    lambda: min(1, key=None),
    lambda: max(1, 2, key=None, default=0),
    lambda: max(1, 2, bad=0),
    lambda: int("1", base=10, extra=1),
    lambda: int(x="1"),
    lambda: "a".split(",", sep=","),
    lambda: "a".split(",", 1, maxsplit=1),
    lambda: "a".split(maxsplit=1, bad=2),
    lambda: round(1.5, ndigits=1, other=2),
    lambda: round(number=1.5, ndigits=None),
    lambda: round(ndigits=1),
    lambda: pow(2, base=2),
    lambda: pow(exp=2),
    lambda: len(obj=[1]),
    lambda: len([1], **{"x": 1}),
    lambda: abs(x=1),
    lambda: enumerate("a", 1, start=2),
    lambda: list(zip([1], [2, 3], strict=True)),
    lambda: zip([1], bad=True),
    lambda: "a".encode("utf-8", "strict", errors="strict"),
    lambda: "a".encode(encoding="nope"),
    lambda: sum([1], 0, start=0),
    lambda: sum(start=0),
    lambda: divmod(x=1, y=2),
    lambda: "ab".center(width=6),
    lambda: "a".splitlines(keepends=True, x=1),
    lambda: "a".splitlines(True, keepends=True),
]
for case in cases:
    try:
        print("no error", case())
    except (TypeError, ValueError, LookupError) as e:
        print(type(e).__name__, e)
"done"
