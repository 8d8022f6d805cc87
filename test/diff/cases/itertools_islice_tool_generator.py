# islice over a generator that calls tools: read only as far as the slice goes (the batching idiom
# `while batch := list(islice(it, n))`, an endless source, a slice then next() on the same
# iterator), with the tool calls CPython makes, in its order.
from itertools import islice, count
def items():
    n = 1
    while page := get_page(n=n):
        yield from page
        n += 1
it = items()
print(list(islice(it, 2)))
print(list(islice(it, 2)))
print(next(it, None))
def pages():
    for n in count(1):
        yield get_page(n=n)
print(list(islice(pages(), 2)), list(islice(pages(), 1, 3)), list(islice(pages(), 0, 3, 2)))
batches = []
src = items()
while batch := list(islice(src, 2)):
    batches.append(batch)
print(batches)
s = islice(items(), 1, None)
print(type(s).__name__, next(s), list(s))
for x in islice(items(), 3):
    print("for", x)
print(tuple(islice(items(), 4, 4)), sorted(islice(items(), 2)))
