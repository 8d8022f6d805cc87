# A function that calls a tool (a def, a lambda, a bound method), passed by name to a helper
# that hands it to a builtin (sorted's key, max's key, map, filter), as a parameter's default or
# inside a list: the helper waits on it.
class Scorer:
    def size(self, k):
        return len(get(k=k))


def by_size(k):
    return len(get(k=k))


def sort_by(xs, key):
    return sorted(xs, key=key)


def best(xs, key=None):
    return max(xs, key=key)


def apply_all(fn, xs):
    return list(map(fn, xs))


def keep(pred, xs):
    return [x for x in filter(pred, xs)]


def sort_default(xs, key=by_size):
    return sorted(xs, key=key)


def pipeline(xs, steps):
    for step in steps:
        xs = sorted(xs, key=step)
    return xs


s = Scorer()
print(sort_by(["a", "b", "c"], s.size), sort_by(["c", "a"], by_size))
print(sort_by(["b", "a"], key=lambda k: get(k=k)), best(["a", "b", "c"], key=by_size))
print(apply_all(by_size, ["a", "c"]), keep(lambda k: len(get(k=k)) > 1, ["a", "b", "c"]))
print(sort_default(["a", "b", "c"]), pipeline(["a", "b", "c"], [by_size]))
