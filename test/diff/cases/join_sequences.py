# str.join takes a list's or tuple's items as they are and any other iterable step by step; both
# ways check every item is a str, naming the first that is not by its index.
from collections import namedtuple

def attempt(label, f):
    try:
        print(label, repr(f()))
    except TypeError as e:
        print(label, "TypeError", e)

P = namedtuple("P", "a b")
cases = [
    ("list", lambda: "-".join(["a", "b", "c"])),
    ("tuple", lambda: ", ".join(("x", "y"))),
    ("empty list", lambda: "-".join([])),
    ("empty tuple", lambda: "-".join(())),
    ("one", lambda: "-".join(["only"])),
    ("astral", lambda: "\U0001F600".join(["a", "\U0001F601", ""])),
    ("int first", lambda: "-".join([1, "b"])),
    ("int last", lambda: "-".join(["a", "b", 3])),
    ("none in tuple", lambda: "-".join(("a", None))),
    ("list in list", lambda: "-".join(["a", ["b"]])),
    ("namedtuple", lambda: "+".join(P("p", "q"))),
    ("dict keys", lambda: "/".join({"k": 1, "l": 2})),
    ("iterator", lambda: "/".join(iter(["m", "n"]))),
    ("iterator non-str", lambda: "/".join(iter(["m", 2.5]))),
    ("str", lambda: ".".join("abc")),
    ("not iterable", lambda: ".".join(5)),
]
for label, f in cases:
    attempt(label, f)
parts = [str(i) for i in range(1000)]
len(" ".join(parts))
