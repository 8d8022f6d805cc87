# frozenset hashes as CPython's frozenset_hash, and the set orders they make.
print(hash(frozenset()), hash(frozenset({3})), hash(frozenset({1, 2})), hash(frozenset({-1, -2})))
print(hash(frozenset({(1, 2), (3, 4)})), hash(frozenset({1.5, 2**70})), hash(frozenset({frozenset({1}), frozenset()})))
print({frozenset({1, 2}), frozenset({3}), frozenset(), frozenset({4, 5, 6})})
print({frozenset({i}) for i in range(12)})
print(frozenset({frozenset({1, 2}), frozenset({2, 3}), frozenset({(0, 1)}), frozenset({frozenset({9})})}))
print({frozenset({i, j}): i * j for i in range(4) for j in range(4)})
print(hash(frozenset({True, 0})) == hash(frozenset({1, False})), hash(frozenset({1, 2})) == hash(frozenset([2, 1, 2])))
s = {frozenset({1, 2})}
print(frozenset({2, 1}) in s, frozenset({1}) in s)
try:
    hash({1})
except TypeError as e:
    print("TypeError", e)
try:
    hash(frozenset({1, (2, [3])}))
except TypeError as e:
    print("TypeError", e)
