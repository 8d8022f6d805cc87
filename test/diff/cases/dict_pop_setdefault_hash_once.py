# dict.pop and dict.setdefault hash the key once, found or not, as CPython does: a __hash__ that
# logs its calls shows each.
class Logged:
    def __init__(self, n, log):
        self.n = n
        self.log = log
    def __hash__(self):
        self.log.append(self.n)
        return self.n
    def __eq__(self, other):
        return isinstance(other, Logged) and self.n == other.n
log = []
t = {Logged(5, log): 1}
print(t.pop(Logged(5, log)), t.setdefault(Logged(6, log), 2), t.setdefault(Logged(6, log), 3), t.pop(Logged(7, log), 0))
try:
    t.pop(Logged(9, log))
except KeyError:
    print("KeyError")
log, len(t)
