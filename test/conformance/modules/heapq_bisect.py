# Modules: heapq (the heap list's layout, push/pop/replace/pushpop/heapify, nlargest/nsmallest
# with key, merge) and bisect (left/right, insort, lo/hi, key=), with CPython's messages.
# ---- heappush_layout
import heapq
h = []
for x in [5, 3, 8, 1, 9, 2, 7]:
    heapq.heappush(h, x)
print(h)
# ---- heappop_order
import heapq
h = [9, 4, 7, 1, 3, 8]
heapq.heapify(h)
print(h, [heapq.heappop(h) for _ in range(6)], h)
# ---- heapify_layout
import heapq
for xs in ([3, 2, 1], list(range(10, 0, -1)), [5, 5, 1, 5, 0], ["b", "c", "a"]):
    heapq.heapify(xs)
    print(xs)
# ---- heapreplace_pushpop
import heapq
h = [1, 3, 5, 7]
print(heapq.heapreplace(h, 4), h, heapq.heappushpop(h, 0), h, heapq.heappushpop(h, 6), h)
# ---- heap_of_tuples
import heapq
tasks = []
for prio, name in [(3, "write"), (1, "plan"), (2, "test"), (1, "alpha")]:
    heapq.heappush(tasks, (prio, name))
print([heapq.heappop(tasks) for _ in range(4)])
# ---- heap_errors
import heapq
tests = [lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush((), 1), lambda: heapq.heapify(5), lambda: heapq.heappop("ab")]
for t in tests:
    try:
        t()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
# ---- heap_uncomparable
import heapq
h = [1]
try:
    heapq.heappush(h, "a")
except TypeError as e:
    print(e)
# ---- nlargest_nsmallest
import heapq
xs = [5, 1, 8, 3, 9, 2, 8]
print(heapq.nlargest(3, xs), heapq.nsmallest(3, xs), heapq.nlargest(0, xs), heapq.nsmallest(10, xs), heapq.nlargest(1, xs))
# ---- nlargest_key_stable
import heapq
rows = [{"n": "a", "s": 3}, {"n": "b", "s": 5}, {"n": "c", "s": 3}, {"n": "d", "s": 5}]
print(heapq.nlargest(3, rows, key=lambda r: r["s"]), heapq.nsmallest(2, rows, key=lambda r: r["s"]))
# ---- nlargest_iterables
import heapq
print(heapq.nlargest(2, "hello"), heapq.nsmallest(2, {3: "a", 1: "b", 2: "c"}), heapq.nlargest(2, (x * x for x in range(-5, 3))))
# ---- merge
import heapq
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 3, 6])), list(heapq.merge([5, 3], [4, 1], reverse=True)))
print(list(heapq.merge(["apple", "fig"], ["kiwi", "banana"], key=len)), list(heapq.merge()))
# ---- top_k_flow
import heapq
scores = {"ann": 91, "bob": 78, "cy": 91, "dee": 85, "eve": 60}
print(heapq.nlargest(3, scores.items(), key=lambda kv: kv[1]))
# ---- bisect_basic
import bisect
xs = [1, 2, 2, 2, 5, 8]
print(bisect.bisect_left(xs, 2), bisect.bisect_right(xs, 2), bisect.bisect(xs, 2), bisect.bisect_left(xs, 0), bisect.bisect(xs, 9))
# ---- bisect_lo_hi
import bisect
xs = [1, 2, 3, 4, 5, 6]
print(bisect.bisect_left(xs, 4, 0, 2), bisect.bisect_right(xs, 4, 5), bisect.bisect_left(xs, 4, lo=1, hi=3), bisect.bisect(xs, 3, hi=10))
# ---- bisect_key
import bisect
rows = [("a", 1), ("b", 3), ("c", 5)]
print(bisect.bisect_left(rows, 3, key=lambda r: r[1]), bisect.bisect_right(rows, 3, key=lambda r: r[1]))
# ---- insort
import bisect
xs = []
for x in [5, 1, 4, 1, 3]:
    bisect.insort(xs, x)
bisect.insort_left(xs, 4)
bisect.insort_right(xs, 0)
print(xs)
# ---- insort_key
import bisect
rows = [("a", 1), ("c", 5)]
bisect.insort(rows, ("b", 3), key=lambda r: r[1])
bisect.insort_left(rows, ("z", 3), key=lambda r: r[1])
print(rows)
# ---- bisect_grades_flow
import bisect
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
# ---- bisect_errors
import bisect
tests = [lambda: bisect.bisect([1], 1, -1), lambda: bisect.bisect(5, 1), lambda: bisect.bisect([1, 2], "a"), lambda: bisect.insort((1, 2), 1)]
for t in tests:
    try:
        t()
    except (ValueError, TypeError, AttributeError) as e:
        print(type(e).__name__, e)
# ---- bisect_tuple_and_str
import bisect
print(bisect.bisect((1, 3, 5), 4), bisect.bisect_left("aceg", "d"))
