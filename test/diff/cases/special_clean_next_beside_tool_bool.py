# A clean class whose __next__ tests a comparison, beside a class whose __bool__ calls a tool
# (through __iter__): dict(enumerate(...)) steps it without waiting.
class Pager:
    def __iter__(self):
        return iter(search(q="x"))
    def __bool__(self):
        return any(self)

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        self.n -= 1
        if self.n < 0:
            raise StopIteration
        return self.n

print(dict(enumerate(Countdown(2))))
print(bool(Pager()), list(Pager()))
