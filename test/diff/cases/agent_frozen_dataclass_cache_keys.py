from dataclasses import dataclass, replace, astuple, fields, FrozenInstanceError, is_dataclass
from typing import Tuple

@dataclass(frozen=True)
class Query:
    text: str
    limit: int = 10
    filters: Tuple[str, ...] = ()

cache = {}
def run(q: Query):
    if q in cache:
        print("cache hit", q)
        return cache[q]
    res = search(query=q.text, limit=q.limit, filters=list(q.filters))
    cache[q] = res
    return res

q1 = Query("rust async")
q2 = replace(q1, limit=5)
for q in [q1, q2, Query("rust async"), Query("rust async", 5, ())]:
    print(len(run(q)["hits"]))
try:
    q1.limit = 3
except FrozenInstanceError as e:
    print("frozen:", e)
print(astuple(q2), [f.name for f in fields(Query)], is_dataclass(q1), is_dataclass(Query), hash(q1) == hash(Query("rust async")))
print(q1, q1 == q2, q1 < q2 if False else "n/a")
len(cache)
