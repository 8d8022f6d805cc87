# A range's start, stop and step: ints (a bool start as an int, big bounds exact), through
# slicing, in expressions and getattr, and the AttributeError of a name a range lacks.
for r in (range(5), range(True, 10, 3), range(-4, 20, -2), range(2 ** 70), range(10)[2:8:2], range(10)[::-1]):
    print(r, r.start, r.stop, r.step, type(r.start).__name__, r.stop - r.start, getattr(r, "step"), hasattr(r, "start"))
r = range(1, 9, 2)
print([r.start + i * r.step for i in range(len(r))], r.stop)
for attempt in (lambda: r.missing, lambda: range(2).begin):
    try:
        attempt()
    except AttributeError as e:
        print("AttributeError", e)
