r = file_read(path="data/users.csv")["text"].strip().split("\n"); hdr = r[0].split(","); rows = [dict(zip(hdr, l.split(","))) for l in r[1:]]
ages = sorted(int(x["age"]) for x in rows); print(len(rows), ages, sum(ages) / len(ages))
print(", ".join(f"{x['name']}({x['age']})" for x in sorted(rows, key=lambda x: -int(x["age"]))[:2]))
{x["name"]: int(x["age"]) >= 30 for x in rows}
