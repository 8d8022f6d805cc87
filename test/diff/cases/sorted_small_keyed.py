# Small keyed sorts (insertion sort of keys and items together): stable on equal keys, reverse
# keeping equal items in order, int and str keys, and a mixed key list's TypeError; functions
# called through their objects with 0 to 5 arguments.
rows = [{"n": "b", "k": 2}, {"n": "a", "k": 1}, {"n": "c", "k": 2}, {"n": "d", "k": 1}, {"n": "e", "k": 3}]
print([r["n"] for r in sorted(rows, key=lambda r: r["k"])])
print([r["n"] for r in sorted(rows, key=lambda r: r["k"], reverse=True)])
print([r["n"] for r in sorted(rows, key=lambda r: -r["k"])])
print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=len))
print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=len, reverse=True))
print(sorted(["b", "A", "c", "B"], key=str.lower))
print(sorted([3, -1, 2, -3, 1], key=abs))
print(sorted([0.5, -0.0, 0.0, -2, 2], key=lambda v: v * v))
words = ["x" * (i % 5) + str(i) for i in range(20)]
print(sorted(words, key=lambda w: w[-1]))
try:
    print(sorted([1, "a", 2], key=lambda v: v))
except TypeError as e:
    print("TypeError", e)
xs = [5, 3, 4]
xs.sort(key=lambda v: v % 3)
print(xs)
def f0():
    return "f0"
def f1(a):
    return a
def f2(a, b):
    return a + b
def f3(a, b, c):
    return a + b + c
def f4(a, b, c, d):
    return a + b + c + d
def f5(a, b, c, d, e=10):
    return a + b + c + d + e
fs = [f0, f1, f2, f3, f4, f5]
print(fs[0](), fs[1](1), fs[2](1, 2), fs[3](1, 2, 3), fs[4](1, 2, 3, 4), fs[5](1, 2, 3, 4), fs[5](1, 2, 3, 4, 5))
print(list(map(fs[2], [1, 2], [3, 4])))
for g, args in [(fs[1], ()), (fs[2], (1,)), (fs[0], (1,)), (fs[3], (1, 2, 3, 4))]:
    try:
        g(*args)
    except TypeError as e:
        print("TypeError", e)
sorted(rows, key=lambda r: (r["k"], r["n"]))[0]["n"]
