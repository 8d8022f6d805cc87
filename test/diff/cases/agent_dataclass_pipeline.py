from dataclasses import dataclass, field, asdict
from typing import Optional, List

@dataclass(order=True)
class Hit:
    score: float
    title: str = field(compare=False)
    url: str = field(compare=False, repr=False)
    tags: List[str] = field(default_factory=list, compare=False)

def fetch_all(query: str) -> List[Hit]:
    page: Optional[int] = 1
    hits: List[Hit] = []
    while page is not None:
        resp = search(query=query, page=page)
        for item in resp["items"]:
            hits.append(Hit(item["score"], item["title"], item["url"], item.get("tags", [])))
        page = resp["next"]
    return hits

hits = sorted(fetch_all("python dataclasses"), reverse=True)
for h in hits:
    print(h)
print(asdict(hits[0]))
print(hits[0] > hits[1], hits[0] == Hit(hits[0].score, "x", "y"))
[h.title for h in hits]
