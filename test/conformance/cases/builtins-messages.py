# Builtins and operators: the CPython message of each common TypeError/ValueError a script catches.
# ---- caught_messages_many
for stmt in range(1):
    pass
tests = []
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
try:
    [1, 2][0:1:1] = 5
except TypeError as e:
    print(e)
try:
    a = [1, 2, 3]
    a[::2] = [1]
except ValueError as e:
    print(e)
try:
    del [1][5]
except IndexError as e:
    print(e)
try:
    [1] * 1.5
except TypeError as e:
    print(e)
try:
    "a" < None
except TypeError as e:
    print(e)
try:
    1 < [1]
except TypeError as e:
    print(e)
try:
    (1,) < [1]
except TypeError as e:
    print(e)
try:
    {1} < [1]
except TypeError as e:
    print(e)
try:
    -[1]
except TypeError as e:
    print(e)
try:
    ~1.5
except TypeError as e:
    print(e)
try:
    1 << 1.0
except TypeError as e:
    print(e)
try:
    [1] - [1]
except TypeError as e:
    print(e)
try:
    {} + {}
except TypeError as e:
    print(e)
try:
    "a" % 1
except TypeError as e:
    print(e)
try:
    "%d %d" % (1,)
except TypeError as e:
    print(e)
try:
    "%z" % 1
except ValueError as e:
    print(e)
try:
    "{0} {1}".format(1)
except IndexError as e:
    print(e)
try:
    "{".format(1)
except ValueError as e:
    print(e)
try:
    "}".format(1)
except ValueError as e:
    print(e)
try:
    f = 1.5
    f[0]
except TypeError as e:
    print(e)
try:
    x = None
    x()
except TypeError as e:
    print(e)
try:
    "abc"()
except TypeError as e:
    print(e)
try:
    a = (1, 2)
    a[0] += 1
except TypeError as e:
    print(e)
try:
    s = "abc"
    del s[0]
except TypeError as e:
    print(e)
try:
    d = {"a": 1}
    d.a
except AttributeError as e:
    print(e)
try:
    int("")
except ValueError as e:
    print(e)
try:
    float("")
except ValueError as e:
    print(e)
try:
    int("1.5")
except ValueError as e:
    print(e)
try:
    int(" ")
except ValueError as e:
    print(e)
try:
    2 ** 10000.0
except OverflowError as e:
    print(e)
try:
    import math
    math.sqrt(-1)
except ValueError as e:
    print(e)
try:
    [].index(1)
except ValueError as e:
    print(e)
try:
    (1, 2).index(5)
except ValueError as e:
    print(e)
try:
    "a,b".split(",", "x")
except TypeError as e:
    print(e)
try:
    round(1.5, "a")
except TypeError as e:
    print(e)
try:
    divmod("a", 1)
except TypeError as e:
    print(e)
try:
    pow(2, 0.5, 3)
except TypeError as e:
    print(e)
try:
    min(1)
except TypeError as e:
    print(e)
try:
    sorted(5)
except TypeError as e:
    print(e)
try:
    dict(1)
except TypeError as e:
    print(e)
try:
    set(1)
except TypeError as e:
    print(e)
try:
    tuple(1.5)
except TypeError as e:
    print(e)
try:
    str.upper(5)
except TypeError as e:
    print(e)
try:
    bin("1")
except TypeError as e:
    print(e)
try:
    chr(1.5)
except TypeError as e:
    print(e)
try:
    list(range(3))[None]
except TypeError as e:
    print(e)
try:
    print(1, 2, sep=1)
except TypeError as e:
    print(e)
try:
    print(end=5)
except TypeError as e:
    print(e)
# ---- unbound_method_key_and_errors
print(sorted(["b", "A"], key=str.lower), list(map(str.strip, [" a "])), str.upper is str.upper, int.bit_length(True))
str.upper()
