squares = [x * x for x in range(10) if x % 2]
pairs = [(i, j) for i in range(3) for j in range(i)]
table = {w: len(w) for w in "the quick brown fox".split()}
letters = {c for c in "mississippi"}
gen = (x for x in range(5))
print(squares, pairs, table, sorted(letters), next(gen), next(gen), list(gen), next(gen, "exhausted"))
nested = [[c for c in w] for w in ["ab", "cd"]]
print(nested, [y for x in nested for y in x], sum(x for x in range(101)), any(x > 3 for x in [1, 5]))
it = iter([1, 2, 3])
print(next(it), list(it), list(zip("abc", range(10))), list(enumerate("xy", start=5)), list(map(str.upper, ["a", "b"])))
calls = []
def noisy(x):
    calls.append(x)
    return x > 2
print(any(noisy(x) for x in [1, 2, 3, 4, 5]), calls)
print(next((x for x in range(100) if x * x > 50)), list(filter(None, [0, 1, "", "a", None])), list(reversed(range(3))))
r = range(10, 0, -3)
print(list(r), len(r), r[1], 4 in r, 7 in r, list(range(0)), range(5)[-1], sum(range(1, 11)), min(range(3, 8)))
x = 10
lst = [x for x in range(3)]
print(x, lst, [(lambda: i)() for i in range(3)])
{k: v for k, v in zip("abc", range(3)) if v}
