# find/rfind/index/rindex over the whole text (no start or end) and with a window, around astral
# characters and lone surrogates; an empty sub; not found.
for s in ["abc😀def😀", "😀😀x", "x\ud800y\udc00z", "plain text here", "", "a" * 70 + "😀b"]:
    row = []
    for sub in ["", "d", "😀", "f😀", "x", "z", "\ud800", "\udc00", "b", "nope"]:
        row.append((s.find(sub), s.rfind(sub), s.find(sub, 1), s.rfind(sub, 0, -1)))
        try:
            row.append((s.index(sub), s.rindex(sub)))
        except ValueError as e:
            row.append(str(e))
    print(row)
# count over the whole text and in a window; strip/lstrip/rstrip with chars, with and without
# surrogates in the text or in chars.
for s in ["abc😀def😀", "😀😀x😀", "x\ud800y\udc00z", "sss plain text sss", "", "a" * 70 + "😀b", "😀abc😀"]:
    print([(s.count(sub), s.count(sub, 1), s.count(sub, 0, -1)) for sub in ["", "a", "😀", "s", "\ud800", "x", "nope"]])
    print([(s.strip(c), s.lstrip(c), s.rstrip(c)) for c in ["s", "😀", "😀x", "xz\ud800", "", "abc", "sa😀b"]])
