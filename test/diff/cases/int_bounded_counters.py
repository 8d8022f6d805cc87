# Arithmetic of range counters whose range has int literal bounds: exact where the result stays
# within 2**53 and where it passes it (odd results a double cannot hold), at both signs.
for i in range(94906264, 94906265):
    print(i * i, i * i + 1, -i * i, i * i - i, {9007198946437696: "square"}.get(i * i))
for i in range(94906266, 94906268):
    print(i * i, i * i + 1, i * i - 1, {9007199326062757: "past"}.get(i * i + 1))
for i in range(-94906265, -94906263):
    print(i * i, i * i * -1 - 1, i + i, i - 94906265, -i)
for i in range(299997, 300000):
    print(i * i * i, i * i * i + 1, i * 3 - 7, {26999730000899999: "cube"}.get(i * i * i))
for i in range(3):
    for j in range(100000000, 100000002):
        print(i * j, j * j, j * j + 1, i - j, j * j * i + i)
total = 0
for i in range(2000):
    total += i * i * i - i
print(total)
for i in range(0, -5, -1):
    print(i * i * i, 0 * i, i * 0, str(i * 0), -i * 2)
squares = []
for i in range(-3, 4):
    squares.append(i * i)
print(squares, sum(squares))
