# A generator whose steps call tools, passed inside a dict or list display to a function that
# calls no tool itself and reads it back by subscript.
def read_pages(n):
    for i in range(n):
        yield page(n=i)


def total(sources):
    t = 0
    for p in sources["pages"]:
        t += len(p)
    return t


def first_of(gens):
    return list(gens[0])


print(total({"pages": read_pages(2), "name": "docs"}))
print(first_of([read_pages(1)]))
