# reversed() of a script's instance: its __reversed__ (None refuses), else __len__ and __getitem__
# read from the end as the iterator steps; iter() hands back what __iter__ returns, itself included.
class Deck:
    def __init__(self, cards): self.cards = cards
    def __len__(self): return len(self.cards)
    def __getitem__(self, i): return self.cards[i]

class Log:
    def __init__(self): self.lines = ["a", "b"]
    def __reversed__(self): return iter(self.lines[::-1] + ["(start)"])

class Stubborn:
    __reversed__ = None
    def __len__(self): return 1
    def __getitem__(self, i): return i

class Ticker:
    def __init__(self): self.n = 3
    def __iter__(self): return self
    def __next__(self):
        if self.n == 0: raise StopIteration
        self.n -= 1
        return self.n

out = [list(reversed(Deck([1, 2, 3]))), list(reversed(Log()))]
for bad in [Stubborn(), object(), 5]:
    try:
        reversed(bad)
    except TypeError as e:
        out.append(str(e))
t = Ticker()
it = iter(t)
out.append([it is t, next(it), list(it), t.n])
class Bad:
    def __iter__(self): return [1]
try:
    iter(Bad())
except TypeError as e:
    out.append(str(e))
out
