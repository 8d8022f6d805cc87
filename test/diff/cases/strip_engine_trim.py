# strip(), lstrip() and rstrip() without chars: str.isspace's whitespace at either end, U+FEFF
# (whitespace to JavaScript's trim, not to Python) kept, the separators U+001C-U+001F and U+0085
# (whitespace to Python only) stripped.
spaces = ["", " ", "\t\n", "\x1c", "\x1f", "\x85", "\xa0", "\u2003", "\u3000", "\ufeff", " \ufeff ", "\x85 ", " \x1e", "\u180e", "\u200b"]
cores = ["", "a b", "\ufeff", "x\x1cy", "\U0001f600", "\ud800"]
for left in spaces:
    row = []
    for core in cores:
        for right in spaces[::3]:
            s = left + core + right
            row.append((s.strip(), len(s.lstrip()), len(s.rstrip())))
    print(ascii(row))
for i in range(2):
    print([ascii(t.strip()) for t in ("  x  ", "\ufeffx\ufeff", "\x85x\x1c", " \ufeff", "\t")], [len(t.lstrip()) + len(t.rstrip()) for t in spaces])
