# Subscripts with an int literal (`xs[0]`, `xs[-1]`, `-0`, past either end) on every type that
# takes one, read at the site: lists and tuples directly (a negative index from the end), the
# rest as getItem reads them (dicts with int keys, a defaultdict's default, a Counter, strs with
# surrogate pairs, ranges, bytes, a class's __getitem__), in a loop while a list shrinks.
from collections import defaultdict, Counter


class Grid:
    def __getitem__(self, i):
        return ("grid", i)


out = []
values = [[5, 6], (7, 8), defaultdict(lambda: "dflt", {0: "z"}), Counter("aab"), {0: "a", -1: "b", -5: "c"},
          "xyz", "😀é", range(3), b"ab", Grid(), [[1, [2, 3]], (4,)]]
for x in values:
    for f in (lambda v: v[0], lambda v: v[-1], lambda v: v[-2], lambda v: v[1], lambda v: v[-0], lambda v: v[-5], lambda v: v[5], lambda v: v[123456789]):
        try:
            out.append(f(x))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
print(out)
nested = [[1, [2, 3]], (4, (5, 6))]
print(nested[-1][-1][-2], nested[0][1][-1], nested[-2][0])
stack = [1, 2, 3, 4]
seen = []
while stack:
    seen.append((stack[-1], stack[0], len(stack)))
    stack.pop()
print(seen)
for empty in ([], (), "", {}):
    for f in (lambda v: v[0], lambda v: v[-1]):
        try:
            print(f(empty))
        except Exception as e:
            print(type(e).__name__, e)
d = {}
d[-1] = "neg"
d[0] = "zero"
print(d[-1], d[0], d[-0], {True: "t"}[1], {1.0: "f"}[1])
