# Searching for a str that starts with a pair's second half or ends with a pair's first half:
# its lone surrogate never matches half of an astral character in the text (one code point,
# two UTF-16 units here), but does match the same lone surrogate standing alone. Every search
# method and operator, with windows, counts and limits. (Halves are never joined here: joined,
# they are one astral character, see docs/python-subset.md.)
hi, lo = "\ud83d", "\ude00"
pair = "\U0001F600"
texts = ["a" + pair + "b" + pair, pair * 3, hi + "x" + lo, lo + pair + hi, "a" + hi + pair + lo + "b", "plain"]
subs = [hi, lo, lo + "b", "a" + hi, pair, lo + hi, "x", "", lo + pair, pair + hi]
out = []
for s in texts:
    same = lambda x: "=" if x == s else x
    for sub in subs:
        row = [sub in s, s.count(sub), s.find(sub), s.rfind(sub), s.find(sub, 1), s.rfind(sub, 0, -1), s.count(sub, 1, -1),
               s.startswith(sub), s.endswith(sub), s.startswith(sub, 1), same(s.removeprefix(sub)), same(s.removesuffix(sub))]
        if sub:
            row += [[same(p) for p in parts] for parts in (s.split(sub), s.split(sub, 1), s.rsplit(sub), s.rsplit(sub, 1), s.partition(sub), s.rpartition(sub))]
            row += [same(s.replace(sub, "-")), same(s.replace(sub, "<>", 1))]
        for method in (s.index, s.rindex):
            try:
                row.append(method(sub))
            except ValueError as e:
                row.append(str(e))
        out.append(ascii(row))
print("\n".join(out))
