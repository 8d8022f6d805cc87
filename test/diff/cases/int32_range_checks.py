# `+` and `-` of ints test int32 bounds before the safe-range ones (emit-operators.ts sumBounds):
# results on both sides of +-(2**31 - 1) and of +-(2**53 - 1), with a literal operand (one-sided
# checks) and without (two-sided), in expressions, in-place and in a number-only def.
I = 2**31 - 1
M = 2**53 - 1
edges = [0, 1, -1, I - 1, I, I + 1, -I + 1, -I, -I - 1, -I - 2, M - 1, M, M + 1, -M + 1, -M, -M - 1]
rows = []
for x in edges:
    for y in [0, 1, 2, -1, -2, I, -I, M, -M]:
        rows.append((x + y, x - y, y - x))
    rows.append((x + 1, x - 1, x + 2, x - 2, 1 + x, 2 - x))
    t = x
    t += 1
    u = x
    u -= 1
    rows.append((t, u, type(t).__name__, type(u).__name__))
print(len(rows))
for r in rows:
    print(r)

def step(n, d):
    return n + d, n - d, n - 1, n + 1

for n in [I, -I, -I - 1, M, -M, 5]:
    print(step(n, 1), step(n, I), step(n, M))

def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

acc = 0
for k in range(40):
    acc = acc + I
print(fib(20), acc, -acc, acc - M, M - acc)
[(a + b, a - b) for a, b in [(I, I), (-I, -I), (M, M), (-M, -M), (I, -M), (1.5, I), (True, I)]]
