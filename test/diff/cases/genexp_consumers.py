# sum/any/all/next of a generator expression run inside its loop: each element is made, then
# consumed, in CPython's order; they stop at the same element, close a fresh generator they
# walk when they stop early or raise, and a StopIteration from the builtin's own step (__add__,
# __bool__) is not turned into RuntimeError while one from the element is.
log = []


def seen(x):
    log.append(x)
    return x


print(sum(seen(x) for x in range(5)), log)
log.clear()
print(any(seen(x) > 2 for x in range(10)), log)
log.clear()
print(all(seen(x) < 3 for x in range(10)), log)
log.clear()
print(next(seen(x) for x in range(10) if x > 4), log)
log.clear()
print(next((x for x in [] if x), "none"), sum(x for x in []), any(x for x in []), all(x for x in []))
print(sum(x * 0.5 for x in range(7)), sum(x > 2 for x in range(6)), sum(2**62 for _ in range(4)), sum(-(2**53) for _ in range(3)))
print(sum(x for row in [[1, 2], [3], []] for x in row if x != 2))
print(sum(x for x in (0.1, 0.2, 0.3)), sum(1.5 for _ in range(3)), sum(True for _ in "abc"))
print(any(x for x in [0, "", None, [], 3]), all(x for x in [1, "a", [0]]), all(x for x in [1, 0, 2]))


class Money:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        log.append(("add", self.v, getattr(other, "v", other)))
        return Money(self.v + getattr(other, "v", other))

    def __radd__(self, other):
        log.append(("radd", other, self.v))
        return Money(other + self.v)


log.clear()
total = sum(Money(seen(x)) for x in range(3))
print(total.v, log)

for bad in [lambda: sum(x for x in [1, "a", 2]), lambda: sum(x for x in ["a", "b"]), lambda: sum([x] for x in range(2))]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)


def gen(n):
    try:
        for i in range(n):
            yield i
    finally:
        log.append("closed")


log.clear()
print(any(x == 1 for x in gen(5)), log)
log.clear()
print(all(x < 1 for x in gen(5)), log)
log.clear()
try:
    sum(10 // (2 - x) for x in gen(5))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
# CPython closes it once the handler has dropped the traceback (which holds its frame).
print(log)
log.clear()
print(sum(x for x in gen(3)), log)


class StopAdd:
    def __add__(self, other):
        raise StopIteration("from add")

    def __radd__(self, other):
        raise StopIteration("from radd")


class StopBool:
    def __bool__(self):
        raise StopIteration("from bool")


def stop_in_element(x):
    raise StopIteration("from element")


for f in [
    lambda: sum(StopAdd() for _ in range(2)),
    lambda: any(StopBool() for _ in range(2)),
    lambda: all(StopBool() for _ in range(2)),
    lambda: sum(stop_in_element(x) for x in range(2)),
    lambda: any(stop_in_element(x) for x in range(2)),
]:
    try:
        print(f())
    except StopIteration as e:
        print("StopIteration", e)
    except RuntimeError as e:
        print("RuntimeError", e, type(e.__cause__).__name__)


def shadowed():
    sum = lambda it: "mine " + str(list(it))
    return sum(x for x in range(3))


print(shadowed())
xs = [1, 2, 3]
print(sum(x for x in xs if x % 2), [sum(x * y for y in xs) for x in xs])
