# JSON tool answers with numbers the host cannot type by their values (a float written with an
# integral value as Python writes it, an int past 2**53) cross marked: each such number and each
# str value starting with "\0" as a str marker the guest decodes. Read in place (member reads,
# identity, `in`, get), as lists, made into ordinary dicts, dumped again; strs that look like
# markers stay strs; keys are never marked.
import json

got = rows()
print(type(got).__name__, len(got))
for r in got:
    print(repr(r["price"]), type(r["price"]).__name__, repr(r["qty"]), repr(r["big"]), repr(r["name"]), r["price"] is r["price"], r["big"] is r["big"])
    print("price" in r, r.get("big"), r.get("nope", 0), len(r))
print(sum(r["price"] for r in got), sum(r["big"] for r in got), [type(r["qty"]).__name__ for r in got])
print(got[1])
print(json.dumps(got))
print(sorted(got[2].items()))
print([repr(r["name"]) for r in got], [len(r["name"]) for r in got], got[1]["name"] == "\x00f1.0")

n = nested()
print(n)
print(list(n), [repr(k) for k in n], n["\x00key"], type(n["\x00key"]).__name__)
lst = n["list"]
print(lst, [type(x).__name__ for x in lst], lst[4][1]["x"], lst[5] + 1, lst[1] == "\x00", lst[2] == "\x00i12")
print(n["deep"]["a"]["b"], n["deep"] == {"a": {"b": [5.0, 6.5]}}, n["s"], repr(n["e"]), n["n"], n["t"])
print(json.dumps(n, sort_keys=True))

s = scalar()
print(repr(s), type(s).__name__)
try:
    print(huge())
except ValueError as e:
    print("ValueError", e)
