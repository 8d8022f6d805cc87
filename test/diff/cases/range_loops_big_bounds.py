# for loops and comprehensions over range() with bounds or steps past the safe ints (held as
# bigints): counts that cross 2**53 either way, negative bounds, big steps given as names or
# expressions, literal starts and steps, breaks out of counts toward a far bound, a zero step.
for i in range(-(2**60), -(2**60) + 3):
    print(i)
for i in range(-(2**40), -(2**60), -(2**58)):
    print(i)
for i in range(-(2**60), -(2**40), 2**58):
    print(i)
n = 0
for i in range(-(2**53) - 2, -(2**53) + 2):
    n += 1
print(n, [i for i in range(-(2**53) - 2, -(2**53) + 2)])
print(sum(range(-(2**53) - 2, -(2**53) + 2)))
print([i for i in range(0, 2**60, 2**58)])
print([i for i in range(2**53 - 2, 2**53 + 2)])
for i in range(2**53 - 2, 2**53 + 2):
    print(i, type(i))
for i in range(0, 2**60, 2**58):
    print(i)
for i in range(9007199254740990, 9007199254740994):
    print(i, i == 9007199254740992)
for i in range(-3, -(2**60), -1):
    print("neg", i)
    if i < -5:
        break
for i in range(3, 2**60):
    if i > 5:
        break
    print("pos", i * i)
big = 2**60
for i in range(big, big + 2):
    print(i, i - big)
for i in range(-big - 1, -big + 2, 1):
    print(i + big)
s = 0
for i in range(0, 10, 3):
    s += i
print(s, [i for i in range(-big, -big + 3)], [i * 2 for i in range(0, 2**60, 2**58)])
step = 2
print([i for i in range(0, 7, step)], [i for i in range(7, 0, -step)], [i for i in range(2**53 - 3, 2**53 + 3, step)])
try:
    for i in range(0, 5, 0):
        pass
except ValueError as e:
    print(e)
try:
    print([i for i in range(1, 5, 0)])
except ValueError as e:
    print(e)
for i in range(-2147483646, -(2**60), -1):
    if i < -2147483650:
        break
print("past int32", i, next(j for j in range(-2147483647, -(2**60), -2) if j < -2147483655))
