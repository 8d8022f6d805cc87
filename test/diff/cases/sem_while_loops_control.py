n, steps = 27, 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print("collatz steps:", steps)
i = 0
while True:
    i += 1
    if i % 3 == 0:
        continue
    if i > 10:
        break
    print(i, end=" ")
print()
k = 0
while k < 3:
    k += 1
else:
    print("while-else ran, k =", k)
for outer in range(3):
    for inner in range(3):
        if inner == outer:
            break
    else:
        print("never")
    if outer == 2:
        print("outer done")
primes = [p for p in range(2, 40) if all(p % d for d in range(2, int(p ** 0.5) + 1))]
total = 0
for idx, p in enumerate(primes):
    if idx % 2:
        continue
    total += p
print(primes, total)
x = 10
x += 5; x -= 3; x *= 2; x //= 5; x **= 3; x %= 7; x <<= 2; x |= 1; x ^= 3; x >>= 1; x &= 6
x
