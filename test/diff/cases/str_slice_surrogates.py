# s[start:] and s[:stop] over texts with surrogate pairs (astral characters) and lone
# surrogates, short and long: slices count code points, wherever the pairs are.
face = "\U0001F600"
texts = ["", "abc", face, "a" + face + "b", face + face, "x\ud83d", "\ude00y", "\ud83d" + "z" * 5]
for t in texts:
    print(ascii([t[i:] for i in range(-3, 9)]), ascii([t[i:None:1] for i in range(0, 4)]), ascii([t[:i] for i in range(0, 4)]))
long = "a" * 100 + face + "b" * 100
for t in [long, face + long, long + face]:
    print([len(t[i:]) for i in (0, 1, 10, 63, 64, 65, 99, 100, 101, 102, 150, 300)], ascii(t[99:103]), ascii(t[100:][:3]))
print(len(long[5:]), ascii(long[101:104]), ascii(long[63:][36:40]))
