# A comprehension over a name that holds an iterator whose steps call tools (a generator def's
# call, a generator expression, map and filter over a function that calls one): each step is
# awaited, so the calls run lazily and in CPython's order, in module code and in a function.
def pages():
    n = 1
    while page := get_page(n=n):
        yield page
        n += 1

gen = pages()
print([len(p) for p in gen])
sizes = map(lambda n: len(get_page(n=n)), [2, 1])
print({s for s in sizes})
found = filter(lambda n: get_page(n=n), [3, 2, 1])
print({n: n * 2 for n in found})
lazy = (get_page(n=n) for n in [1, 2])
print(sum(len(p) for p in lazy), [p for p in lazy])

def report():
    walk = pages()
    first = next(walk)
    rest = [p[0] for p in walk]
    return first, rest

print(report())
