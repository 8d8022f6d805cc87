# set() and set.update() walk a list as CPython's list iterator does, live: an element whose
# __hash__ grows the list has the new items added too. Strs take their own keys: "" and strs
# starting with "\0" are keys beside the rest, never confused with them.
class Growing:
    def __init__(self, n, items):
        self.n = n
        self.items = items

    def __hash__(self):
        if len(self.items) < 6:
            self.items.append(self.n + 10)
        return hash(self.n)

    def __eq__(self, other):
        return isinstance(other, Growing) and other.n == self.n


xs = []
xs.extend([Growing(1, xs), 2, "a"])
s = set(xs)
print(len(s), len(xs), sorted(x for x in s if isinstance(x, int)))

ys = []
ys.extend(["b", Growing(3, ys)])
t = {"z"}
t.update(ys)
print(len(t), len(ys), sorted(repr(x) for x in t if not isinstance(x, Growing)))

f = frozenset(["q", Growing(5, [])])
print(len(f))

words = ["", "\0a", "a", "\0a", "", "a\0", "\0", "b"]
w = set(words)
print(len(w), sorted(w))
print("" in w, "\0a" in w, "\0" in w, "\0b" in w, "a" in w, "c" in w, 0 in w)
w.add("")
w.add("\0\0")
w.add("c")
print(len(w), sorted(w))
w.discard("\0a")
w.remove("")
print(len(w), sorted(w), "" in w, "\0a" in w)

mixed = set(["1", 1, 1.0, True, "True", (1, "1"), "", 0, False])
print(len(mixed), sorted(repr(x) for x in mixed))
print(sorted({w for w in words if w}), len({w for w in words}))

# A str spelled as a tuple's key is still a str.
spelled = "\0T1:n1;"
c = {(1,), spelled}
print(len(c), spelled in {(1,)}, (1,) in {spelled}, spelled in c, (1,) in c)
c2 = set([spelled, (1,), spelled])
c2.add((1,))
c2.add(spelled)
print(len(c2), sorted(repr(x) for x in c2))
