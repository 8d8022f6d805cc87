# A script's mapping whose keys() answers something that is not iterable: dict(), dict.update(),
# {**m} and f(**m) name keys() and both types, as CPython's PyMapping_Keys does; a TypeError
# raised while iterating (not while making the iterator) goes through as it is.
class Keys:
    def keys(self):
        return 5


class Broken:
    def keys(self):
        return self

    def __iter__(self):
        raise TypeError("iter refused")


class LateError:
    def keys(self):
        return iter(self.gen())

    def gen(self):
        yield "a"
        raise TypeError("late")

    def __getitem__(self, k):
        return k.upper()


def f(**kw):
    return kw


for make in (lambda m: dict(m), lambda m: {}.update(m), lambda m: {**m}, lambda m: f(**m), lambda m: dict(m, x=1)):
    for m in (Keys(), Broken(), LateError()):
        try:
            print(make(m))
        except TypeError as e:
            print(type(m).__name__, e)
result = dict(LateError()) if False else "done"
