# list(zip(a, b)), list(enumerate(a)) and dict(zip(a, b)) of the builtins: pairs made straight
# from lists and tuples, everything else through the builtins (strs, generators, dicts, ranges,
# non-iterables), uneven lengths, repeated keys, unhashable keys, keys whose __hash__ prints and
# whose __eq__ grows the lists being zipped, a tool's answer among the arguments, and shadowed names.
names = ["ann", "bob", "cy"]
ages = (31, 42)
print(list(zip(names, ages)), list(zip(ages, names)), list(zip([], names)), list(zip(names, names)))
print(list(enumerate(names)), list(enumerate(ages)), list(enumerate([])), list(enumerate("hé")))
print(dict(zip(names, ages)), dict(zip(["k", "k", "j"], [1, 2, 3])), dict(zip((1, 1.0, True), "abc")))
def gen():
    yield "g1"
    yield "g2"
print(list(zip(gen(), names)), list(zip(names, "xyz")), list(zip(range(2), {"d": 1, "e": 2})), list(enumerate(gen())))
print(dict(zip("ab", gen())), dict(zip(names, range(10))), list(zip({"s"}, [1])))
for bad in (5, None):
    for attempt in (lambda: list(zip(names, bad)), lambda: list(enumerate(bad)), lambda: dict(zip(bad, names))):
        try:
            attempt()
        except TypeError as e:
            print("TypeError", e)
try:
    dict(zip([[1], [2]], names))
except TypeError as e:
    print("TypeError", e)
left = [1, 2]
right = ["p", "q", "r", "s", "t"]
class Key:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        print("hash", self.n)
        return self.n
    def __eq__(self, other):
        print("eq", self.n)
        left.append(Key(99))
        return isinstance(other, Key) and other.n == self.n
    def __repr__(self):
        return f"Key({self.n})"
left = [Key(1), Key(1), Key(2)]
print(dict(zip(left, right)), len(left))
lines = read(path="notes.txt")["text"].splitlines()
print(dict(zip(lines, range(len(lines)))), list(enumerate(read(path="notes.txt")["text"].split())))
def shadowed(zip):
    return list(zip(names, ages))
print(shadowed(lambda a, b: "own zip"), [list(zip(r, r)) for r in (names, ages)])
