# Sorting lists of 0 to 18 ints or strs (the small ones by insertion, the rest natively), with
# duplicates, negatives, reverse, in place and by sorted(), against CPython's order.
seed = 7
def rand(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
for n in range(19):
    ints = [rand(9) - 4 for _ in range(n)]
    strs = ["".join(chr(97 + rand(3)) for _ in range(rand(3))) for _ in range(n)]
    xs = list(ints)
    xs.sort()
    ys = list(strs)
    ys.sort(reverse=True)
    print(n, sorted(ints), sorted(ints, reverse=True), xs, sorted(strs), ys)
print(sorted([0, -0, 0]), sorted([2**52, -(2**52), 1]), sorted(["\uffff", "\ue000", "a"]), sorted(["b", "\U0001F600", "\uffff"]))
print(sorted([3, 1, 2.5]), sorted([True, 0, -1]), sorted((3, 1)), sorted("cab"), sorted({3: 1, 1: 2}))
try:
    sorted([1, "a"])
except TypeError as e:
    print(e)
