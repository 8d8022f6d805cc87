import random
import uuid
from pprint import pformat
from collections import Counter

random.seed(42)
docs = list_docs(corpus="faq")
sample = random.sample(docs, 3)
weights = [d["views"] for d in docs]
picks = random.choices([d["id"] for d in docs], weights=weights, k=5)
shuffled = docs[:]
random.shuffle(shuffled)
ids = {d["id"]: str(uuid.uuid5(uuid.NAMESPACE_URL, "https://faq.test/" + d["id"])) for d in docs}
print([d["id"] for d in sample], picks, [d["id"] for d in shuffled])
print(pformat(ids, width=60))
print(random.randint(1, 100), round(random.random(), 6), Counter(picks).most_common(1))
ids["q1"]
