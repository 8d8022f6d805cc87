# Dict literals whose keys are all str literals take a direct path: order, duplicates, values
# evaluated in order, and keys that are not their own hash key ("" and "\0"-prefixed) still mix.
log = []

def v(x):
    log.append(x)
    return x

d = {"b": v(1), "a": v(2), "b": v(3)}
print(d, list(d), log)
e = {"": 0, "\0x": 1, "x": 2}
print(e, e[""], e["\0x"], len(e), "" in e)
f = {"k": {"inner": [1, 2]}, "z": None}
f["k"]["inner"].append(3)
print(f, f == {"z": None, "k": {"inner": [1, 2, 3]}})
rows = [{"id": i, "ok": i % 2 == 0} for i in range(3)]
print(rows, rows[1]["ok"], {**rows[0], "id": 9})
g = {"1": "s", 1: "i", True: "t"}
print(g)
h = {"a": 1}
h["a"] += 1
h.setdefault("b", 5)
print(h, sorted(h.items()), h.get("c", -1))
