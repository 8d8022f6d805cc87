# a, *b = obj: UNPACK_EX steps the iterator __iter__ gave, then takes list() of it, which must be
# iterable itself (an iterator without __iter__ raises TypeError after those steps).
class It:
    def __init__(self, n=3):
        self.i = 0
        self.n = n
    def __next__(self):
        self.i += 1
        print("next", self.i)
        if self.i > self.n:
            raise StopIteration
        return self.i
class ItIter(It):
    def __iter__(self):
        return self
class Coll:
    def __init__(self, cls, n=3):
        self.cls = cls
        self.n = n
    def __iter__(self):
        return self.cls(self.n)
class Seq:
    def __getitem__(self, i):
        if i > 2:
            raise IndexError
        return i * 10
def attempt(label, f):
    try:
        print(label, f())
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__, e)
def star1(c):
    a, *b = c
    return a, b
def star2(c):
    a, b, *c2, d = c
    return a, b, c2, d
def star0(c):
    *a, b = c
    return a, b
for c in [Coll(It), Coll(ItIter), Coll(It, 1), Coll(ItIter, 1), Coll(It, 0), Seq(), Coll(ItIter, 0)]:
    for f in [star1, star2, star0]:
        attempt(f.__name__, lambda: f(c))
