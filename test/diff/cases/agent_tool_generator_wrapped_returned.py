# A generator whose steps call tools, returned by a plain function or method, or wrapped by map,
# filter, enumerate, zip or iter, then walked by a function that calls no tool itself.
def read_pages(n):
    for i in range(n):
        yield page(n=i)


def get_pages():
    return read_pages(2)


class Source:
    def all_pages(self):
        return read_pages(2)


def count(it):
    n = 0
    for _ in it:
        n += 1
    return n


def sizes(it):
    return [len(p) for p in it]


def first_two():
    a, b = get_pages()
    return a + b


def ident(p):
    return p


print(sizes(get_pages()), count(Source().all_pages()), first_two())
print(count(map(ident, read_pages(2))), count(enumerate(read_pages(2))), count(iter(read_pages(2))))
print(count(filter(None, read_pages(3))), count(zip(read_pages(2), "ab")))
print([p for p in get_pages()], sum(len(p) for p in Source().all_pages()))
