from collections import Counter, defaultdict, OrderedDict, deque

c = Counter("abracadabra")
print(c.most_common(3), c["z"], c["a"], sorted(c.elements())[:6], sum(c.values()), len(c))
c.update("aaz")
c.subtract({"b": 5})
print(c.most_common(2), c["b"], Counter(a=1) + Counter(a=2, b=1))
d = defaultdict(list)
for k, v in [("x", 1), ("y", 2), ("x", 3)]:
    d[k].append(v)
print(dict(d), d["missing"], len(d), sorted(d))
counts = defaultdict(int)
for ch in "hello":
    counts[ch] += 1
print(dict(counts), max(counts, key=counts.get))
od = OrderedDict()
od["b"] = 1
od["a"] = 2
od.move_to_end("b")
print(list(od.items()), od.popitem(last=False))
q = deque([1, 2, 3], maxlen=4)
q.append(4)
q.append(5)
q.appendleft(0)
print(list(q), q.popleft(), q.pop(), len(q))
q.rotate(1)
list(q)
