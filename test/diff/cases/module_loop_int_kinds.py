# A module-level loop's variable is an int in the loop's own body, so sums and products of it
# take the int branches: across int32, past 2**53 into big ints and back, negative, and mixed with
# big ints; a loop variable named as a builtin is the builtin again where the loop never bound it.
s = 0
for i in range(0, 3_000_000, 7919):
    s += i * i * i
print(s, type(s).__name__)
t = 2**70
for i in range(5):
    t -= i * 2**60
    t += i
print(t)
back = 2**53 + 10
for i in range(20):
    back -= i
print(back, back == 2**53 - 180)
prod = 1
for i in range(1, 30):
    prod *= i
    prod = prod - i * i
print(prod)
neg = 0
for i in range(-5, 5):
    neg += i * 2147483647
    neg = neg - i
print(neg)
for abs in range(3):
    print(abs + 1, abs * 2**62)
del abs
print(abs(-4))
for len in range(0):
    pass
else:
    try:
        len + 1
    except TypeError as e:
        print("TypeError", e)
total = 0
for i in range(10):
    total += i % 7
    if total > 2**31:
        break
total, s % 1000, [i for i in range(3)]
