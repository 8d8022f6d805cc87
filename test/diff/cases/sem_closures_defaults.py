def make_multipliers():
    return [lambda x, i=i: x * i for i in range(4)]

def make_late():
    return [lambda x: x * i for i in range(4)]

print([m(10) for m in make_multipliers()], [m(10) for m in make_late()])

def append_to(item, bucket=[]):
    bucket.append(item)
    return bucket

print(append_to(1), append_to(2), append_to(3, []))

def kw_only(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, sorted(kw.items())

print(kw_only(1, c=3), kw_only(1, 5, 6, 7, c=8, z=9, y=0))
print(kw_only(*[1, 2, 3], **{"c": 1, "e": 5}))

def counter():
    n = 0
    def inc(step=1):
        nonlocal n
        n += step
        return n
    return inc

c1, c2 = counter(), counter()
print(c1(), c1(), c1(5), c2())

def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

def fib(n, memo={}):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]

print(fact(25), fib(90), (lambda *a, **k: (a, k))(1, x=2))
sorted(map(lambda p: p[1], filter(lambda p: p[0] % 2, enumerate("abcdef"))))
