# isinstance(x, (int, float, ...)) with a tuple of builtin names, tested name by name: bools
# and ints, exceptions and their bases, the first match winning before a name that is no type,
# a name that is no type reached, nested tuples and shadowed names left to the general call.
values = [1, True, 2.5, "s", None, [1], (1,), {"a": 1}, KeyError("k"), 10 ** 30]
for v in values:
    print(repr(v), isinstance(v, (int, float)), isinstance(v, (str, bytes, list)), isinstance(v, (dict, tuple, type(None))), isinstance(v, (bool, LookupError)))
print(isinstance(1, (int, len)), isinstance(2.5, (float, (int, str))), isinstance("x", (int, (bytes, str))))
for v in ("s", None):
    try:
        print(isinstance(v, (int, len)))
    except TypeError as e:
        print("TypeError", e)
def shadowed(int):
    return isinstance(5, (int, float))
print(shadowed(str), shadowed(object))
