# Operators whose operand kinds the transpiler knows statically (str results of +, * and % on a
# str, str(), repr(), len(), f-strings, range counters, remainders): fewer inline branches, same results.
M = 2**53
out = []
for i in range(-3, 4):
    a = "ab" * 2 + str(i)
    b = "%d!" % i + repr(i) + f"<{i}>"
    c = str(i % 3) + str(i // 2) + str(-i) + str(len(a) + i)
    d = len(a) * i + (i % 5) - (i // 2)
    e = (M - 1) + len(a) * i
    f = -i + i * i * M
    out.append((a, b, c, d, e, f, str(e), str(f)))
print(out)
s = ""
for i in range(5):
    s += str(i) + "-"
    s += f"{i}" * 2
print(s, len(s) + 1)
try:
    print("x" + 1)
except TypeError as err:
    print("TypeError", err)
try:
    print(str(3) + None)
except TypeError as err:
    print("TypeError", err)
try:
    print(1 + "x" * 2)
except TypeError as err:
    print("TypeError", err)
try:
    print(len("abc") + "1")
except TypeError as err:
    print("TypeError", err)
n = 0
for i in range(3):
    n += len(str(i)) + i % 2
print(n, str(10**20 % 7), str(-(10**20) // 3))
n
