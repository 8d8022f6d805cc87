# Known ints (every binding of the variable an int literal, a range counter, a sum of known
# ints or a call of a def that returns only int literals) through each arm of `s += t` and
# `s -= t`: a term within int32 or past it, a sum within int32, past it within 2**53, or a
# bigint of either sign, results crossing 2**53 both ways. A dict keyed by the expected value
# shows each result is the int it should be.
def pick(k):
    if k == 0:
        return 0
    elif k == 1:
        return 5
    elif k == 2:
        return -5
    elif k == 3:
        return 2147483646
    elif k == 4:
        return 1099511627776
    elif k == 5:
        return -1099511627776
    elif k == 6:
        return 9007199254740989
    elif k == 7:
        return -9007199254740989
    elif k == 8:
        return 9007199254740995
    elif k == 9:
        return -9007199254740995
    elif k == 10:
        return 18446744073709551616
    elif k == 11:
        return -18446744073709551616
    elif k == 12:
        return 0
    elif k == 13:
        return 1
    elif k == 14:
        return -1
    elif k == 15:
        return 7
    elif k == 16:
        return 2147483647
    elif k == 17:
        return -2147483647
    elif k == 18:
        return 2147483648
    elif k == 19:
        return -2147483648
    elif k == 20:
        return 1099511627776
    elif k == 21:
        return -1099511627776
    elif k == 22:
        return 9007199254740991
    elif k == 23:
        return -9007199254740991
    elif k == 24:
        return 9007199254740992
    elif k == 25:
        return -9007199254740992
    elif k == 26:
        return 1180591620717411303424
    return -1180591620717411303424


def grid():
    for start_index in range(12):
        start = pick(start_index)
        row = []
        for term_index in range(12, 28):
            t = pick(term_index)
            s = start
            d = start
            for i in range(3):
                s += t
                d -= t
            keyed = {start + 3 * t: "up", start - 3 * t: "down"}
            row.append((s, d, keyed.get(s), keyed.get(d)))
        print(row)


grid()
s = 9007199254740982
for i in range(20):
    s += i * i
print(s, {9007199254743452: "key"}.get(s))
b = 1152921504606846976
for i in range(10):
    b -= 144115188075855872
    b += i
print(b, {-288230376151711699: "key"}.get(b))
back = 9007199254741092
for i in range(200):
    back -= 1
print(back, {9007199254740892: "exact"}[back])
n = -9007199254741092
for i in range(200):
    n += 1
print(n, {-9007199254740892: "exact"}[n])
total = 0
for i in range(1000):
    total += i * i * 1000000000
print(total)
