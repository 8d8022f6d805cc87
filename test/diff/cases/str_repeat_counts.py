# A str times an int of unknown kinds at the site: zero, negative and bool counts, empty strs,
# counts past the index size or the memory cap, a float count, and the int on the left.
s = "ab"
for n in (0, 1, 3, -2, True, False):
    print(repr(s * n), repr("" * n), repr(n * s))
line = "=" * 40
print(line, len("é😀" * 5), ("é😀" * 5)[3:6])
for bad in (2 ** 70, 2 ** 62, 3.0, None, -(2 ** 70)):
    try:
        print(len(s * bad))
    except (OverflowError, MemoryError, TypeError) as e:
        print(type(e).__name__, e)
print(repr("" * 2 ** 62), repr("x" * -(2 ** 40)))
for n in (2 ** 53 - 1, 2 ** 61, 2 ** 63 - 1, 2 ** 63):
    for text in ("x", "abcd" * 300):
        try:
            print(len(text * n))
        except (OverflowError, MemoryError) as e:
            print(len(text), type(e).__name__, e)
