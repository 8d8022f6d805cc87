# sum(xs) of the builtin without its argument binder: the same fold, errors and tool calls.
gen = (len(read(path="notes.txt")["text"]) * k for k in (1, 2))
print(sum(gen))
lazy = (len(read(path="notes.txt")["text"]) for _ in "ab")
for i in range(2):
    print(sum([1, 2, 3]), sum((1.5, 2.5)), sum([1, 2.5, 2**60, -(2**60)]), sum([]), sum(range(10)), sum({1: "a", 2: "b"}), sum({3, 4}))
    print(sum([True, True, 2]), sum([0.1] * 10), sum([2**53, 1, 1]), sum(x for x in [1, 2]), sum(lazy))
    for bad in (["a", "b"], [[1], [2]], [None], 5, "ab", [1, "x"], [b"a"]):
        try:
            print(sum(bad))
        except TypeError as err:
            print("TypeError:", err)
try:
    print(sum())
except TypeError as err:
    print("TypeError:", err)
print(sum([[1], [2]], []), sum([1, 2], 10), sum([1.5], start=1))


def shadowed():
    sum = lambda xs: "mine"
    return sum([1])


print(shadowed())
