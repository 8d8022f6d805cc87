# heapq.nlargest and nsmallest with a key that calls a tool: the key runs once an item, in order,
# as heapq.py calls it, and the result is sorted(...)[:n] (stable among equal keys).
import heapq

docs = ["alpha", "beta", "gamma", "delta"]
top = heapq.nlargest(2, docs, key=lambda d: score(doc=d)["score"])
low = heapq.nsmallest(3, docs, key=lambda d: score(doc=d)["score"])
print(top, low)
print(heapq.nlargest(1, docs, key=lambda d: score(doc=d)["score"]), heapq.nsmallest(0, docs, key=lambda d: score(doc=d)["score"]))
print(heapq.nlargest(10, docs, key=lambda d: score(doc=d)["score"]), heapq.nlargest(2, [5, 1, 4], key=lambda x: -x))
