# Method calls whose arguments are names or literals test for a str receiver inline; other
# receivers, and a str without the method, take the general path.
s = "abcb"
sep = "b"
t = (1, 2, 1)
print(s.split(sep), s.find(sep), s.count("b"), s.replace(sep, "-", 1), t.count(1), t.index(2))
print([3, 4].index(4), {"a": 1}.get("a"), {"a": 1}.get("z", sep), s.rsplit(sep, 1), s.zfill(6))
s.append(1)
