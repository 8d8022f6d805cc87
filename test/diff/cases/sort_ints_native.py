# Lists of plain ints sort natively (a typed array's numeric sort): negatives, duplicates, zeros
# made by arithmetic (-1 * 0), and ints near 2**53, in both directions and in place.
seed = 12345
values = []
for i in range(5000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    values.append(seed % 2001 - 1000)
values += [-1 * 0, 0 * -5, 2**53 - 1, -(2**53 - 1), 2**52 + 1, 7, 7, -7]
up = sorted(values)
down = sorted(values, reverse=True)
print(up[:8], up[-4:])
print(down[:4], down[-8:])
print(sum(i * v for i, v in enumerate(up)) % 1000003)
values.sort(reverse=True)
print(values == down, str(up[up.index(0)]), repr(down[len(down) // 2]))
same = [3, 1, 2] * 3
same.sort()
print(same)
