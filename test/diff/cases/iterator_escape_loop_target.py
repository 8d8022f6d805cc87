# A generator that calls tools reaches a module's function or a dynamic call through a loop's
# target, an unpacked item or a parameter: the call must wait for each step, not run plain.
import heapq
import statistics


def pages():
    for i in range(3):
        yield fetch(page=i)["v"]


def top(g):
    return heapq.nlargest(2, g)


def apply(f, g):
    return f(g)


def avg(g):
    return statistics.mean(g)


for g in [pages()]:
    print("top", top(g))

for g in [pages()]:
    print("apply", apply(sorted, g))

sources = {"a": pages()}
for name, g in sources.items():
    print(name, avg(g))

first, = [pages()]
print("sum", sum(first))
