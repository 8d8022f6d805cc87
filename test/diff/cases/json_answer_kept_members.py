# A JSON tool answer's members read again after their first read converted and kept them (floats,
# lists, dicts, marked floats and big ints), through `d[k]`, `d.get(k)` and `k in d` at the site,
# in loops, after the kept values changed and after the dict became an ordinary one.
recs = rows()
total = 0.0
tags = 0
for r in recs:
    total += r["price"]
    tags += len(r["tags"])
for r in recs:
    total += r["price"] + r.get("price")
    tags += len(r["tags"]) + len(r.get("tags"))
    if r["meta"]["ok"] and "meta" in r:
        tags += r["meta"]["n"]
print(total, tags)
first = recs[0]
print(first["price"] is first["price"], first["tags"] is first.get("tags"), first["meta"] is first["meta"])
first["tags"].append("z")
first["meta"]["n"] = 100
print(first["tags"], first["meta"], len(first["tags"]), first["meta"]["n"])
print(recs[1]["whole"], type(recs[1]["whole"]), recs[1]["whole"] is recs[1]["whole"], recs[1]["big"], recs[1]["big"] + 1)
for _ in range(2):
    print(recs[1]["whole"] * 2, recs[1].get("big"), recs[1].get("constructor"), "constructor" in recs[1], recs[1].get("toString", "absent"))
second = recs[2]
second["price"] = 1
print(second["price"], second["tags"], second.get("meta"), list(second))
for r in recs:
    print(r.get("price"), r.get("tags"), r.get("nothing", -1))
# An answer whose numbers are all typed by value (read in place unmarked).
items = plain()
for _ in range(3):
    s = 0.0
    for it in items:
        s += it["cost"] * len(it["parts"]) + it["spec"]["w"]
        if "spec" in it and it.get("spec")["w"] > 1:
            s -= it["cost"]
    print(s, items[0]["parts"] is items[0]["parts"], items[1].get("cost") is items[1]["cost"])
items[0]["parts"].extend([9, 8])
print(items[0]["parts"], items[0], items[1]["spec"].get("w"))
