# str.replace: every occurrence by default, `$` signs in the replacement taken literally, lone
# surrogates never matching half of a pair, counts, an empty old, and bad arguments.
s = "a-b-a-c-a"
for repl in ["x", "", "$&", "$$", "$1", "$`", "$'", "a$", "--", "$<n>"]:
    print(repr(s.replace("a", repl)), repr(s.replace("-", repl)))
for count in [-1, 0, 1, 2, 10, -5, 2**62, True]:
    print(count, s.replace("a", "Z", count), s.replace("", ".", count))
emoji = "x😀y😀"
print(ascii(emoji.replace("😀", "!")), ascii(emoji.replace("\ud83d", "?")), ascii(emoji.replace("\ude00", "?")))
lone = "a\ud83db\ud83d"
print(ascii(lone.replace("\ud83d", "-")), ascii(lone.replace("b\ud83d", "+")))
print("aaa".replace("a", "aa"), "aaa".replace("aa", "b"), "".replace("", "x"), "abc".replace("", "-"), ascii(emoji.replace("", "-")))
print("ab" * 3 .replace("b", "$") if False else ("ab" * 3).replace("b", "$"))
for bad in [(1, "x"), ("a", None), ("a", "b", "2"), ("a", "b", 1.0)]:
    try:
        print("abc".replace(*bad))
    except TypeError as e:
        print("TypeError:", e)
words = ["alpha", "beta", "gamma"]
print([w.replace("a", "4") for w in words], "x.y.z".replace(".", "/"))
