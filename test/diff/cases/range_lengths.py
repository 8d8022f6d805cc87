# range() lengths with a step of 1 (computed without int calls while the span is a safe int) and
# past them: empty and negative spans, bounds near 2**53 on either side, big bounds, len()'s
# OverflowError, indexing, slicing, containment and iteration of each.
cases = [
    range(3),
    range(5, 2),
    range(-3, 3),
    range(0, 10, 1),
    range(7, 7),
    range(-(2 ** 53) + 1, 2 ** 53 - 1),
    range(-(2 ** 52), 2 ** 52),
    range(-(2 ** 52), 2 ** 52 - 1),
    range(2 ** 53 - 5, 2 ** 53 + 5),
    range(-(2 ** 53) - 2, -(2 ** 53) + 2),
    range(2 ** 60, 2 ** 60 + 3),
    range(True, 4),
]
for r in cases:
    print(r, len(r), bool(r), r[-1] if r else None, r[1:3], (2 ** 52) in r, 0 in r)
print(list(range(-2, 2)), list(range(2 ** 53 - 2, 2 ** 53 + 1)), sum(range(100)))
big = range(-(2 ** 62), 2 ** 62)
print(big[0], big[-1], big[2 ** 62])
try:
    len(big)
except OverflowError as e:
    print("OverflowError", e)
n = 4
print([len(range(i, n)) for i in range(-2, 6)], [len(range(n, i)) for i in range(-2, 6)])
