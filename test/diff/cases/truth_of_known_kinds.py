# The truth of a value known to be an int (a JS number, or a bigint past 2**53): zero is false,
# everything else true; an int that comes back to zero from past 2**53 is zero again.
def countdown(n):
    c = 0
    steps = 10
    while steps:
        steps -= 1
        c += 1
        if c == n:
            break
    big = 2**60
    while big:
        big //= 2**20
        c += 1
    neg = -3
    if neg:
        c += 100
    zero = 0
    if not zero:
        c += 1000
    return c


print(countdown(3), countdown(20), countdown(0))
label = f"{countdown(1)}"
empty = f""
if label and not empty:
    print("label", label)
width = len(label)
print("wide" if width else "narrow", [k for k in range(-2, 3) if k], [k for k in range(3) if not k])
huge = 10**30
huge -= 10**30
print("zero" if not huge else "nonzero", bool(huge), not (huge + 1))
