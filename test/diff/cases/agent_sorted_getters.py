from operator import attrgetter, itemgetter, methodcaller
from collections import namedtuple, Counter, defaultdict

Emp = namedtuple("Emp", "name dept salary")
rows = hr_list(dept="all")
emps = [Emp(**r) for r in rows]
for e in sorted(emps, key=attrgetter("dept", "salary")):
    print(e)
print(sorted(rows, key=itemgetter("salary"), reverse=True)[0]["name"])
print(list(map(methodcaller("upper"), [e.name for e in emps])))
by_dept = defaultdict(list)
for e in emps:
    by_dept[e.dept].append(e.salary)
print({d: sum(v) / len(v) for d, v in sorted(by_dept.items())})
c = Counter(e.dept for e in emps)
print(c.most_common(1), c)
max(emps, key=attrgetter("salary"))._asdict()
