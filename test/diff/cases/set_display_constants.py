# Set displays of constants in CPython 3.11's order: more than two constants build an empty set
# updated from a frozenset constant that merging the code's constants rebuilt; a display that is
# a for loop's or a comprehension's iterable (or the last operand of `in`) is that frozenset at
# any size; displays with a name in them, and of one or two constants, add their items in order.
# Colliding ints, signs, floats, big ints, bytes, None and bools, tuples; each evaluation a new
# set; str sets are sorted (CPython randomizes their order).
print({1, 9, 17, 25}, {1, 9, 17}, {1, 9}, {9, 1}, {25, 17, 9, 1}, {1, 5, 9, 33, 17})
print({1, 9, 17, 25, 33, 41, 49, 57}, {8, 16, 24, 32, 0, -8}, {-1, -9, -17, 7, 15})
print({1.5, 9.5, 17.5, 0.5}, {2**64, 2**65, 1, 17}, {None, True, 2, 10, 18}, {b"a", b"b", b"c"} == {b"c", b"b", b"a"})
print({(1, 2), (9, 2), (17, 2), (1, 9)}, {(), (1,), ((1,),), 1})
print([x for x in {1, 9, 17, 25}], [x for x in {9, 1}], {x for x in {1, 9, 17, 25}}, sorted({1, 9, 17} | {25, 33}))
for x in {1, 9, 17, 25, 33}:
    print(x, end=" ")
print()
for x in {33, 1}:
    print(x, end=" ")
for x in {7, 15}:
    print(x, end=" ")
print([x for x in {7, 15}], {7, 15})
print(9 in {1, 9, 17, 25}, 10 in {1, 9, 17}, 10 not in {1, 9}, (1, 9) in {(1, 9), (2, 9), (3, 9)})
y = 17
print({1, 9, y, 25}, {1, 9, 17, 25, y + 16}, {-y, 1, 9, 25})

def make():
    return {1, 9, 17, 25}

a = make()
a.add(33)
a.discard(9)
print(a, make(), make() == {25, 17, 9, 1}, len({1, 1.0, True, 9, 9.0}), {0.0, -0.0, 8})
print(sorted({"a", "b", "c", "d"}), sorted(s for s in {"x", "y", "z"}), "b" in {"a", "b", "c"})
print(list(zip({1, 9, 17, 25}, "abcd")), max({1, 9, 17, 25}), sum({1, 9, 17, 25}))
