# Sorting, min/max, bisect, heapq and the other orderings take the truth of a class's __lt__ or
# __gt__ answer as CPython does: an empty list or 0.0 is false, a non-empty one true.
import bisect
import heapq
import statistics
import functools


class Odd:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return [self.v] if self.v < other.v else []

    def __gt__(self, other):
        return 1.0 if self.v > other.v else 0.0

    def __repr__(self):
        return f"Odd({self.v})"


xs = [Odd(3), Odd(1), Odd(2), Odd(5), Odd(4)]
print(sorted(xs), sorted(xs, reverse=True), min(xs), max(xs), min(Odd(2), Odd(1)), max(Odd(1), Odd(2)))
ys = sorted(xs)
print(bisect.bisect_left(ys, Odd(3)), bisect.bisect_right(ys, Odd(3)), bisect.bisect(ys, Odd(0)))
bisect.insort(ys, Odd(2))
print(ys)
h = []
for x in xs:
    heapq.heappush(h, x)
print([heapq.heappop(h) for _ in range(3)], heapq.nsmallest(2, xs), heapq.nlargest(2, xs))
print(statistics.median_low(xs), statistics.median_high(xs))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: (a > b) - (a < b))))
print(sorted([(Odd(2), 1), (Odd(1), 2)]), max([[Odd(1)], [Odd(2)]]))
result = [x.v for x in sorted(xs, key=lambda o: o)]
