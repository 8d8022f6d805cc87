# Ordering strs: natively where no surrogate can decide the order, by code point where one can
# (an astral character sorts above the whole BMP, U+E000-U+FFFF included, as in CPython).
dates = [{"day": "2024-01-02"}, {"day": "2023-12-31"}, {"day": "2024-01-01"}, {"day": ""}, {"day": "2024-01-01T00:00"}]
for i in range(2):
    print([r["day"] > "2024-01-01" for r in dates], [r["day"] <= "2024-01-01" for r in dates])
    print(["2024-01-01" < r["day"] for r in dates], ["2024-01-01" >= r["day"] for r in dates])
texts = ["a", "\U0001f600", "\ue000", "\uffff", "\ud7ff", "\ud800", "\udfff", "z\U0001f600", "z\ue000", "", "é", "\x00"]
for i in range(2):
    for t in texts:
        print(repr(t), t < "\ue000", t > "\ue000", t < "\U0001f600", t >= "z", "é" < t, t <= "\x7f")
print(sorted(texts))
print([[a < b for b in texts] for a in texts])
print(min(texts), max(texts), sorted(texts, reverse=True) == sorted(texts)[::-1])
for bad in (1, 2.5, None, ["a"], ("a",)):
    for f in (lambda: bad < "a", lambda: "a" <= bad, lambda: bad > "\ue000"):
        try:
            print(f())
        except TypeError as err:
            print("TypeError:", err)
words = ["pear", "Apple", "apple", "banana", "Ünïcode", "\U0001f34e apple", "\uff21pple"]
print(sorted(words), sorted(words, key=str.lower), [w < "b" for w in words], [w.lower() < "b" for w in words])
