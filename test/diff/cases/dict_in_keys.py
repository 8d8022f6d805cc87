# `k in d` on a dict tests an ordinary dict's own Map keys (a str from "\x01" up, an int) in its
# Map at the site, and every other key, and every dict read in place, through `has`: the
# keys a dict stores under another form (True for 1, 2.0 for 2, "\0"-prefixed strs, tuples,
# None, big ints), literal and not, in code that runs again.
import json
from collections import Counter, defaultdict

mixed = {True: 1, 2.0: "f", "\x00a": "z", (1, 2): "t", None: "n", 10**20: "big", "": "e", "s": 0}
probes = [1, 1.0, True, 2, 2.0, "\x00a", "a", (1, 2), None, 10**20, "", 0, "s", 3]
loaded = json.loads('{"s": 1, "": 2, "toString": 3, "n": null}')
dd = defaultdict(int, s=1)
c = Counter("hello")
rows = []
for _ in range(2):
    lits = ["\x00a" in mixed, "a" in mixed, "" in mixed, "s" in mixed, 1 in mixed, 2 in mixed, 0 not in mixed]
    named = [p in mixed for p in probes] + [p not in mixed for p in probes]
    inplace = ["s" in loaded, "" in loaded, "toString" in loaded, "__proto__" in loaded, "constructor" in loaded, "n" in loaded, "x" not in loaded]
    keys = [k in loaded for k in ["s", "", "toString", "__proto__", "valueOf", "n"]]
    others = ["s" in dd, "absent" in dd, 5 in dd, "l" in c, "z" in c, len(dd)]
    rows.append([lits, named, inplace, keys, others])
    loaded["x"] = 4
print(rows)
