# Repeating a list, tuple or str by an int: zero and negative counts, an empty sequence by a
# huge count, counts past memory or past a C ssize_t, and non-int counts, on either side.
def attempt(f):
    try:
        r = f()
        return r if len(r) < 20 else (type(r).__name__, len(r))
    except (MemoryError, OverflowError, TypeError) as e:
        return type(e).__name__ + ": " + str(e)


cases = [
    lambda: [0] * 3,
    lambda: [1, 2] * 0,
    lambda: [1] * -2,
    lambda: [] * 10**20,
    lambda: [1] * 10**20,
    lambda: [1] * 2**40,
    lambda: [1, 2] * 2**53,
    lambda: (1, 2) * 3,
    lambda: () * 2**70,
    lambda: (1,) * 2**40,
    lambda: (1,) * -(2**70),
    lambda: "ab" * 3,
    lambda: "ab" * -1,
    lambda: "ab" * 512,
    lambda: "ab" * 513,
    lambda: "\U0001F600" * 300,
    lambda: "\U0001F600" * 600,
    lambda: "xyz" * -(2**53),
    lambda: 4 * "ab",
    lambda: "" * 2**70,
    lambda: [1] * True,
    lambda: [1] * 2.0,
    lambda: 3 * [1],
    lambda: 2 * (1, "a"),
    lambda: [[]] * 2,
    lambda: [1, 2, 3] * 7,
]
for f in cases:
    print(attempt(f))
xs = [1, 2]
xs *= 3
print(xs)
grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
print(grid, [None] * 4, ("x",) * 2)
