# Sorting strs orders code points: an astral character (a surrogate pair in UTF-16) sorts after
# U+E000..U+FFFF, wherever it sits among short and long strs and however many there are.
astral = "\U0001F600"
private = "\uE000"
short = ["w" + str(i * 7919 % 1500) for i in range(1500)]
print(sorted(short)[:3], sorted(short)[-2:])
for spot in (0, 700, 1023, 1024, 1499):
    keys = short[:]
    keys[spot] = "w" + astral
    keys.append("w" + private)
    ordered = sorted(keys)
    print(spot, ordered.index("w" + astral), ordered.index("w" + private), ordered[-1] == "w" + astral)
long = "x" * 80
mixed = [long + astral, long + private, "a" * 70, "b", private, astral]
ordered = sorted(mixed)
print([len(s) for s in ordered], ordered.index(long + private) < ordered.index(long + astral))
print(sorted([private, astral, "z"]), sorted([astral, private]), sorted(["b", "a", "c"]))
words = ["pear", "fig", "apple", "fig", "kiwi"]
print(sorted(words), sorted(words, reverse=True), sorted(words, key=len))
result = sorted(["é", "e", "f", private, "z" + astral, "z" + private])
