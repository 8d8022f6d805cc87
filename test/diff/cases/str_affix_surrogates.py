# startswith/endswith with and without a window, over texts whose surrogate pairs (astral
# characters) a prefix or suffix could cut in two: a lone surrogate is its own code point.
face = "\U0001F600"
texts = ["", "abc", face, "a" + face + "b", face + face, "x\ud83d", "\ude00y", "\ud83d"]
subs = ["", "a", "\ud83d", "\ude00", face, "a\ud83d", "\ude00b", "b", face + "b", "abc", "abcd"]
for t in texts:
    row = []
    for s in subs:
        row.append("".join("1" if x else "0" for x in [
            t.startswith(s), t.endswith(s), t.startswith(s, 0), t.endswith(s, 0, None),
            t.startswith(s, 1), t.endswith(s, None, -1), t.startswith((s, "zz")), t.endswith(("zz", s)),
        ]))
    print(ascii(t), " ".join(row))
print(b"abc".startswith(b"ab"), b"abc".endswith(b"bc"), b"abc".startswith(b"abcd"), "ab".startswith("ab", None, None))
