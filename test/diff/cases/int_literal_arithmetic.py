# `+ - *` of two int literals: inline when the exact result stays in the safe range, through the
# checked path at and past 2**53, and no -0 from a product of zero.
print(1 + 1, 7 - 9, 0 - 0, 0 * 5, 6 * 7, 3 - 3, 10 * 0)
print(9007199254740990 + 1, 9007199254740991 + 1, 9007199254740991 + 9007199254740991)
print(0 - 9007199254740991, 0 - 9007199254740991 - 1, 4503599627370496 * 2, 4503599627370496 * 3)
print(94906265 * 94906265, 94906266 * 94906266, 123456789 * 987654321)
print(type(1 + 1).__name__, str(0 * 3), repr(2 - 5), 1 + 2 * 3 - 4, (2 + 3) * (4 - 9))
x = 100000000 * 100000000
print(x, x + 1, -x)
1 + 1
