# min() and max() compare safe ints and floats as doubles: the first extreme item wins on ties
# (-0.0 against 0.0 too), a NaN compares false wherever it stands, big ints and other kinds
# compare as Python compares them, with their errors.
nan = float("nan")
rows = [{"id": i, "amount": ((i * 37) % 100) / 4} for i in range(60)]
print(max(rows, key=lambda r: r["amount"])["id"], min(rows, key=lambda r: r["amount"])["id"])
print(max(r["amount"] for r in rows), min([r["amount"] for r in rows]), max(rows, key=lambda r: (r["amount"], r["id"]))["id"])
print(max([1, 2.5, 2, 2.5]), min([3, 1.0, 1, 2]), max([-0.0, 0.0]), max([0.0, -0.0]), min([0, -0.0, 0.0]))
print(max([nan, 1.0, 2.0]), max([1.0, nan, 2.0]), max([1.0, 2.0, nan]), min([2.0, nan, 1.0]), min([nan, nan]))
print(max([1.5, 2**60, 3.0]), min([2**70, 1e30, 2**100]), max([True, 0.5, 1]), min([False, -0.5]))
print(max(["b", "a"], key=len), min([1.5, 2.5], key=lambda x: -x), max(range(5), key=lambda i: (i % 3) * 1.5))
for bad in ([1.5, "x"], [None, 2.0], [2.0, None]):
    try:
        max(bad)
    except TypeError as e:
        print("TypeError", e)
[max(1.5, 2), min(2, 1.5, 1), max([2.0, 2], key=float), min([], default=0.5)]
