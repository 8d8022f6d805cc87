# list/tuple/sorted list a generator expression before anything else: every element is made
# before sorted compares, and an element that raises stops the generator where CPython does.
def show(x):
    print("made", x)
    return x

print(list(x * 2 for x in range(4)))
print(tuple(str(x) for x in "abc" if x != "b"))
print(sorted(show(x) for x in [3, 1, 2]))
print(list(x for x in []), tuple(x for x in ()), sorted(x for x in ""))
print(list((a, b) for a in range(2) for b in range(a + 1)))
try:
    list(10 // x for x in [5, 2, 0, 1])
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(sorted(show(x) for x in [2, "a", 1]))
