# A clean sequence (__getitem__ only), beside a class whose __bool__ calls a tool: every way
# of iterating it runs without waiting.
class Pager:
    def __iter__(self):
        return iter(search(q="x"))
    def __bool__(self):
        return any(self)

class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10

print([x for x in Seq()])
print(20 in Seq())
print(sum(Seq()))
print(bool(Pager()), [x for x in Pager()])
