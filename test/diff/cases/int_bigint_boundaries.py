# The inline + - * paths around 2**53, where an int moves between a JS number and a bigint:
# mixed number/bigint operands, results coming back into the safe range, bools as ints.
M = 2**53
vals = [M - 2, M - 1, M, M + 1, -M + 1, -M, -M - 1, 0, 1, -1, 2**63, -2**63]
for a in vals:
    row = []
    for b in [1, -1, 2, M - 1, -(M - 1), M, -M, 2**60]:
        row.append((a + b, a - b, b - a, a * b))
    print(row)
s = M - 10
for i in range(20):
    s += i
    t = s - i
print(s, t)
x = M + 5
x -= 10
keyed = {M - 5: "found"}
print(x, x == M - 5, keyed.get(x), keyed[x], x + 0.5, str(x), str(M + 1), str(-M - 1))
print(True + M, M + True, M - True, M + False, (M + 1) - True)
big = 2**70
print(big - big, (big - big) + 1, big - (big - 3), -big + big + M)
total = 0
for i in range(1000):
    total += i * i * 10**9
print(total)
total
