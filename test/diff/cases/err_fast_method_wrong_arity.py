print("abc".upper())
print([1, 2].index(2))
"abc".upper(1)
