# Ints past the safe range (held as bigints) ordered against ints within it (held as numbers),
# negative ones above all: `<` and friends through every path (unknown kinds, defs that return
# ints, range counters, literals), min/max/sorted, ranges and their membership.
def ident(n):
    return n
def twice(n):
    return n + n
big = [-(2 ** 60), -(2 ** 53) - 2, 2 ** 53 + 2, 2 ** 60, -(2 ** 100)]
small = [-(2 ** 40), -(2 ** 31), -(2 ** 31) + 1, -5, -1, 0, 3, 2 ** 31, 2 ** 40, 2 ** 53 - 1, -(2 ** 53) + 1]
rows = []
for b in big:
    for s in small:
        rows.append((b < s, b <= s, b > s, b >= s, s < b, s > b, b == s, b != s))
print(rows)
print([(twice(b) < twice(s), twice(s) < twice(b), ident(b) >= ident(s)) for b in big for s in small])
print([(twice(b) < -5, twice(b) > 4000000000, twice(b) < -2147483648, -(2 ** 40) < twice(b)) for b in big])
for i in range(-(2 ** 40), -(2 ** 40) + 2):
    print(i, twice(i) < -(2 ** 60), twice(-(2 ** 59)) < i, i < twice(-(2 ** 59)))
    print(twice(i) < -1152921504606846976, -1152921504606846976 < twice(i), twice(i) >= -1267650600228229401496703205376)
    print(twice(i) > twice(-576460752303423488), twice(-576460752303423488) <= twice(i), twice(i) < twice(i + 1))
for k in range(2):
    print(twice(k - 1099511627776) < twice(-576460752303423488), twice(-576460752303423488) >= twice(k - 1099511627776))
    print(twice(k - 1099511627776) > twice(k - 576460752303423488), twice(k - 576460752303423488) < twice(k - 1099511627776))
print(min(big + small), max(big + small), sorted(big + small))
print(min(-(2 ** 60), -(2 ** 40)), max(-(2 ** 60), -(2 ** 40)), sorted([-(2 ** 40), -(2 ** 60), -(2 ** 31), -(2 ** 53) - 2]))
x = -(2 ** 53)
for r in (range(x - 2, x + 2), range(-(2 ** 60), -(2 ** 40)), range(-(2 ** 40), -(2 ** 60), -1), range(x - 2, -(2 ** 31)), range(-(2 ** 40), -(2 ** 60))):
    print(r, len(r), (x - 1) in r, -(2 ** 40) in r, -(2 ** 41) in r, -(2 ** 59) in r, r[0] if r else None)
print(list(range(x - 2, x + 2)), -(2 ** 41) in range(-(2 ** 60), -(2 ** 40), 2 ** 20))
