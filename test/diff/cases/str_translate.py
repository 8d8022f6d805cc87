# str.maketrans (one dict, two strs, a third of deletions) and str.translate over dicts, lists,
# strs, a defaultdict and a class whose __getitem__ raises LookupErrors (the character kept) or
# another error, with CPython's errors for each bad argument and mapping.
import string
from collections import defaultdict
tests = [
 lambda: str.maketrans("abc", "xyz"),
 lambda: str.maketrans("ab", "xy", "c"),
 lambda: str.maketrans({"a": "1", 98: None, "c": 100}),
 lambda: str.maketrans("ab", "x"),
 lambda: str.maketrans(1, "x"),
 lambda: str.maketrans("a", 1),
 lambda: str.maketrans("a", "b", 3),
 lambda: str.maketrans("a"),
 lambda: str.maketrans({"ab": 1}),
 lambda: str.maketrans({1.5: 1}),
 lambda: str.maketrans(),
 lambda: str.maketrans("a", "b", "c", "d"),
 lambda: "".maketrans("a", "b"),
 lambda: "hello, world!".translate(str.maketrans("", "", string.punctuation)),
 lambda: "abc".translate({97: "AA", 98: None, 99: 0x1F600}),
 lambda: "abc".translate({97: -1}),
 lambda: "abc".translate({97: 0x110000}),
 lambda: "abc".translate({97: 1.5}),
 lambda: "abc".translate([None, "x"] * 60),
 lambda: "abc".translate("xyz" * 40),
 lambda: "abc".translate(5),
 lambda: "a😀b".translate({0x1F600: "!"}),
 lambda: "a😀b".translate(str.maketrans("😀b", "bé")),
 lambda: "abc".translate({"a": "z"}),
 lambda: "abc".translate({97: b"x"}),
 lambda: "abc".translate({97: True}),
 lambda: str.maketrans({"a": 1, "a": 2}),
 lambda: str.maketrans({True: "x"}),
 lambda: "aXbX".translate(defaultdict(lambda: "?", {97: "A"})),
 lambda: "".translate({}),
 lambda: "abc".translate(),
 lambda: "Hello World".translate(str.maketrans("lo", "01")).upper(),
]
for t in tests:
    try: print(repr(t()))
    except Exception as e: print(type(e).__name__, e)
class Table:
    def __init__(self): self.asked = []
    def __getitem__(self, cp):
        self.asked.append(cp)
        if cp == 98: raise IndexError("no")
        if cp == 99: raise KeyError(cp)
        return cp + 1
t = Table()
print("abcd".translate(t), t.asked)
class Bad:
    def __getitem__(self, cp): raise ValueError("bad")
try:
    "a".translate(Bad())
except ValueError as e:
    print("ValueError", e)
"abcd".translate(t)
