print(1 < 2 < 3, 3 > 2 > 2, 1 == 1.0 == True, "a" < "b" < "ba", [1, 2] < [1, 3], (1, 2) < (1, 2, 0), [] < [0])
print(None is None, x_ is not None if (x_ := 1) else 0, [] == [], (1,) == (1,), {1: 2} != {1: 3}, "abc" in "xabcx", 3 in {3: 0}, "k" not in {})
vals = [0, 0.0, "", [], {}, (), set(), None, False, "0", [0], 0.1, -1]
print([bool(v) for v in vals])
print(0 or "default", "" or None, [] or {} or "last", 3 and 4, 0 and 1/0, None and 1, 1 or 1/0)
print(not [], not 0.0, not "x", (1 if [] else 2), 2 if "" else 3 if None else 4)
x = 5
print(0 < x <= 5, 0 < x < 5, x == 5.0, 1 < 2 > 0, "B" < "a", "é" > "z")
print(max([1, 2], [1, 2, 0]), min("hello"), 2 in [1.0, 2.0], [1, [2]] == [1, [2.0]], {1, 2} == {2, 1}, {1} < {1, 2})
print(isinstance(True, int), type(True) is bool, True == 1, hash(1) == hash(1.0) == hash(True))
[x for x in range(-3, 4) if -2 < x < 2 and x]
