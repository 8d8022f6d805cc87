# Builtin details: iter(f, sentinel), range lengths, keyword arguments, Counter, codecs
# ---- iter_sentinel_stopiteration_ends
def f():
    raise StopIteration
print(list(iter(f, 1)))
# ---- iter_sentinel_stopiteration_after_values
state = [0]
def f():
    state[0] += 1
    if state[0] > 3:
        raise StopIteration("done")
    return state[0]
it = iter(f, 99)
print(list(it), list(it), state)
# ---- iter_sentinel_stopiteration_stays_exhausted
n = [0]
def f():
    n[0] += 1
    if n[0] == 2:
        raise StopIteration
    return n[0]
it = iter(f, None)
print(next(it), next(it, "end"), next(it, "end"), n)
# ---- iter_sentinel_other_error_propagates
def f():
    raise ValueError("boom")
try:
    list(iter(f, 0))
except ValueError as e:
    print("ValueError", e)
# ---- iter_sentinel_in_for
vals = iter([1, 2, 3, 0, 5])
for v in iter(lambda: next(vals), 0):
    print(v)
# ---- iter_sentinel_next_raises_stopiteration
vals = iter([1, 2])
print([v for v in iter(lambda: next(vals), 0)])
