# Variables whose every binding gives an int are read as ints without type tests; each binding
# of another kind, and each read that can see a builtin of the same name, keeps the tests.

# While loops at module level and in a def: the test runs at every iteration.
i = 0
while i < 5:
    i += 1
print(i)


def count_up(limit):
    n = 0
    steps = 0
    while n < limit:
        n += 3
        steps = steps + 1
    return n, steps


print(count_up(10), count_up(0))

# Across 2**53 the int becomes exact past a double's range, as CPython's.
big = 9007199254740990
while big < 9007199254740995:
    big += 1
print(big, big - 9007199254740990, big > 9007199254740994, big == 9007199254740995)
neg = -9007199254740990
while neg > -9007199254740995:
    neg -= 2
print(neg, neg < -9007199254740991, -neg)
huge = 18446744073709551616
huge += 1
print(huge, huge > 9007199254740993, huge - 18446744073709551615)
product = 1
for k in range(1, 25):
    product *= k
print(product, product % 1000003, product // 7 > product // 8)

# A module global named as a builtin reads the builtin until a module-level statement binds it.
early = max
try:
    print(max < 10)
except TypeError as err:
    print("max", err)
max = 3
max += 4
print(early([1, 5, 2]), max, max < 8)


def uses_sum():
    return sum


def sum_order():
    try:
        return sum < 10
    except TypeError as err:
        return str(err)


first = uses_sum()
print(sum_order())
sum = 10
sum -= 1
print(first([1, 2]), uses_sum(), sum + 1, sum_order())

# Bindings of other kinds keep a variable out.
a = 1
a, b = "x", 2
print(a * 2, b + 1)
c = 1
c = c / 2
print(c < 1, c)
d = 0
d += True
print(d + 1, d == 1)
e = 5
try:
    e += "s"
except TypeError as err:
    print("TypeError", err)
print(e + 1)
f = 1
del f
f = 2
print(f + 1)


def outer():
    x = 1

    def inner():
        nonlocal x
        x = "str"

    inner()
    return x + "!"


print(outer())
g = 1


def rebind():
    global g
    g = "text"


rebind()
print(g + "?")
h = 0
[h := "w" for _ in range(2)]
print(h * 2)
for r in range(3):
    pass
print(r + 10)
range = lambda n: ["a", "b"]
for s in range(2):
    pass
print(s + "!")


def over_rebound_range():
    for u in range(2):
        pass
    try:
        return u < 10
    except TypeError as err:
        return str(err)


print(over_rebound_range())
del range
w = len("abc")
w += len([1, 2])
print(w, w < 6)


def takes(p):
    q = p
    q += 1
    return q


print(takes(1), takes(2.5))


def annotated():
    z: int = 1
    z: int = "s"
    y: int
    y = 2
    try:
        return z < 10, y < 3
    except TypeError as err:
        return str(err)


print(annotated())


def ident(v):
    return v


print(ident(4) + 1)
t = 0
t = ident(t) + 2
print(t < 3, t)

# Each variable above that held something else at some point, ordered against an int where it
# is read: a wrong int kind would let JS order a str, a float or a function.
try:
    print(early < 10)
except TypeError as err:
    print("early", err)
try:
    print(first < 10)
except TypeError as err:
    print("first", err)
try:
    print(a < 10)
except TypeError as err:
    print("a", err)
print(c < 10, c <= 0.5, c == 0.5)
try:
    print(g < 10)
except TypeError as err:
    print("g", err)
try:
    print(h < 10)
except TypeError as err:
    print("h", err)
try:
    print(s < 10)
except TypeError as err:
    print("s", err)


def order_local():
    x = 1

    def inner():
        nonlocal x
        x = "str"

    inner()
    try:
        return x < 10
    except TypeError as err:
        return str(err)


def order_param(p):
    q = p
    q += 1
    return q < 3, q == 2.5


print(order_local(), order_param(1.5), order_param(1))


def copy_chain():
    # x is checked before y is ruled out: ruling y out rules x out again.
    y = 1
    x = y
    y = "s"
    x = y
    try:
        return x < 5
    except TypeError as err:
        return str(err)


print(copy_chain())
