# Special methods that call tools, run from inside builtins and statements (print, f-strings,
# format, sorted, min/max, item assignment, augmented assignment, chained comparisons, truth
# tests, for loops, unpacking): each makes CPython's calls, in CPython's order.
# ---- print_str_and_repr
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Doc:
    def __init__(self, n):
        self.n = n
    def __str__(self):
        return "Doc " + fetch(n=self.n)["text"]
    def __repr__(self):
        return "Doc(" + fetch(n=self.n)["text"] + ")"
print(Doc(0), Doc(1), sep=" | ")
print([Doc(2)], {"k": Doc(0)})
# ---- fstring_fields_in_order
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Doc:
    def __init__(self, n):
        self.n = n
    def __str__(self):
        print("str", self.n)
        return fetch(n=self.n)["text"]
    def __format__(self, spec):
        print("format", self.n, spec)
        return fetch(n=self.n)["text"].rjust(int(spec or 0))
a, b = Doc(0), Doc(1)
print(f"[{a}] [{b:>5}] [{a!s}] [{b!r:.3}]")
# ---- str_format_percent_join
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Doc:
    def __init__(self, n):
        self.n = n
    def __str__(self):
        return fetch(n=self.n)["text"]
docs = [Doc(0), Doc(1)]
print("{} and {}".format(*docs))
print("%s/%s" % (docs[0], docs[1]))
print(", ".join(str(d) for d in docs))
# ---- sorted_min_max_with_lt
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Item:
    def __init__(self, n, w):
        self.n = n
        self.w = w
    def __lt__(self, other):
        print("compare", self.n, other.n)
        fetch(n=self.n)
        return self.w < other.w
    def __repr__(self):
        return f"Item({self.n})"
xs = [Item(0, 3), Item(1, 1), Item(2, 2)]
print(sorted(xs))
print(min(xs), max(xs[0], xs[1]))
# ---- setitem_delitem_statements
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Remote:
    def __setitem__(self, k, v):
        print("set", k, v, fetch(n=k)["text"])
    def __delitem__(self, k):
        print("del", k, fetch(n=k)["text"])
    def __getitem__(self, k):
        return fetch(n=k)["text"]
r = Remote()
r[1] = "one"
del r[2]
print(r[0])
# ---- augmented_assignment
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Acc:
    def __init__(self):
        self.total = ""
    def __iadd__(self, n):
        self.total += fetch(n=n)["text"]
        return self
class Box:
    def __init__(self):
        self.d = {"a": Acc()}
    def __getitem__(self, k):
        print("get", k)
        return self.d[k]
    def __setitem__(self, k, v):
        print("set", k)
        self.d[k] = v
a = Acc()
a += 0
a += 1
b = Box()
b["a"] += 2
print(a.total, b.d["a"].total)
# ---- chained_comparison_stops
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class V:
    def __init__(self, n):
        self.n = n
    def __lt__(self, other):
        fetch(n=self.n)
        print("lt", self.n, other.n)
        return self.n < other.n
print(V(0) < V(1) < V(2))
print(V(1) < V(0) < V(2))
# ---- truth_tests
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Flag:
    def __init__(self, n):
        self.n = n
    def __bool__(self):
        return fetch(n=self.n)["text"] == "p0"
class Sized:
    def __len__(self):
        return len(fetch(n=2)["text"])
if Flag(0):
    print("first")
print(not Flag(1), Flag(0) and "and", Flag(1) or "or", "yes" if Sized() else "no")
n = 0
while Flag(n):
    n += 1
print(n, bool(Flag(1)), len(Sized()))
# ---- iteration_protocol
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Pages:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        print("iter")
        return self
    def __next__(self):
        if self.i == 3:
            raise StopIteration
        self.i += 1
        return fetch(n=self.i - 1)["text"]
for p in Pages():
    print(p)
a, b, c = Pages()
print(a, c, "p1" in Pages())
# ---- contains_and_eq
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Catalog:
    def __contains__(self, k):
        return fetch(n=k)["text"] == "p1"
class Same:
    def __eq__(self, other):
        return fetch(n=0)["text"] == "p0"
print(1 in Catalog(), 2 not in Catalog(), Same() == 5, Same() in [1, 2])
# ---- error_from_dunder_inside_print
# tools: {"fetch": [{"args": {"n": 0}, "output": {"error": "down"}}]}
class Doc:
    def __str__(self):
        return fetch(n=0)["text"]
try:
    print("doc:", Doc())
except ToolError as e:
    print("caught", e)
# ---- dunder_in_function
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
class Doc:
    def __init__(self, n):
        self.n = n
    def __str__(self):
        return fetch(n=self.n)["text"]
def show(items):
    for d in items:
        print(f"- {d}")
    return ", ".join(str(d) for d in items)
show([Doc(0), Doc(1)])

# ---- list-sort-lt-calls-tool
# tools: {"rank": [{"args": {"k": "a"}, "output": {"json": 5}}, {"args": {"k": "b"}, "output": {"json": 1}}, {"args": {"k": "c"}, "output": {"json": 4}}, {"args": {"k": "d"}, "output": {"json": 2}}, {"args": {"k": "e"}, "output": {"json": 3}}, {"args": {"k": "f"}, "output": {"json": 3}}]}
class Item:
    def __init__(self, k):
        self.k = k
    def __lt__(self, other):
        return rank(k=self.k) < rank(k=other.k)
    def __repr__(self):
        return self.k
xs = [Item(k) for k in "abcdef"]
xs.sort()
print(xs)
xs.sort(reverse=True)
print(xs)
def ordered(keys):
    items = [Item(k) for k in keys]
    items.sort()
    return items
print(ordered("fedcba"), ordered("a"), ordered(""))

# ---- list-sort-lt-tool-error-leaves-list
# tools: {"rank": [{"args": {"k": "a"}, "output": {"json": 2}}, {"args": {"k": "b"}, "output": {"error": "rank unavailable"}}]}
class Item:
    def __init__(self, k):
        self.k = k
    def __lt__(self, other):
        return rank(k=self.k) < rank(k=other.k)
    def __repr__(self):
        return self.k
xs = [Item("a"), Item("b")]
try:
    xs.sort()
except ToolError as e:
    print("failed:", e)
print(xs, len(xs))

# ---- dict-display-key-hash-calls-tool
# tools: {"digest": [{"args": {"k": "a"}, "output": {"json": 7}}, {"args": {"k": "b"}, "output": {"json": 9}}]}
class Key:
    def __init__(self, k):
        self.k = k
    def __hash__(self):
        return digest(k=self.k)
    def __eq__(self, other):
        return isinstance(other, Key) and self.k == other.k
    def __repr__(self):
        return f"Key({self.k!r})"
d = {Key("a"): 1, Key("b"): 2}
print(d, len(d))
print(Key("a") in d, Key("b") not in d)
def build():
    return {Key("b"): "x", "plain": 0}
print(build())
