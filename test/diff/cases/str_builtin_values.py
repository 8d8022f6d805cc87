# str() of the builtin: a safe-range int takes an inline path; everything else the runtime's.
M = 2**53
items = [0, -0, 7, -7, M - 1, -(M - 1), M, -M, 10**30, 1.0, -0.0, 1e16, 1e22, True, False, None,
         "s", [1, "a"], (1,), {"k": 1}, {1, 2}, range(3), b"x", 2.5]
print([str(x) for x in items])
n = 0
for i in range(-5, 5):
    n += len(str(i)) + len(str(i % 3)) + len(str(i // 2))
print(n, str(n) + "!", "k" + str(-12))
n
