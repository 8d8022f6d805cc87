# str methods called at a site in a loop with their commonest argument counts (split, strip,
# lstrip, rstrip, startswith, endswith, find, count, replace), on whitespace of every kind,
# astral characters, empty strings, and arguments of the wrong type, whose errors are CPython's.
texts = ["  a b\tc\n", "\x1c\x85x\u3000y\xa0", "", "   ", "a,b,,c,", "\U0001F600x\U0001F600", "plain", "line one\r\nline two"]
args = [",", " ", "", "\U0001F600", "x", None, ("a", "\U0001F600"), 5, ["a"]]
for s in texts:
    row = [s.split(), s.strip(), s.lstrip(), s.rstrip()]
    for a in args:
        for call in (lambda: s.split(a), lambda: s.startswith(a), lambda: s.endswith(a), lambda: s.find(a),
                     lambda: s.count(a), lambda: s.replace(a, "-"), lambda: s.replace("a", a)):
            try:
                row.append(call())
            except Exception as e:
                row.append(f"{type(e).__name__}: {e}")
    print(ascii(row))
for call in (lambda: "a".ljust(5, None), lambda: "a".center(5, 3), lambda: "a".rjust(5, "ab"), lambda: "a".removeprefix(None), lambda: "a".removesuffix(1)):
    try:
        print(call())
    except TypeError as e:
        print(e)
