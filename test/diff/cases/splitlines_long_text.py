# splitlines of texts past 256 characters (guest/builtins/str-methods.ts looks for the breaks
# other than "\n" with split there): each break alone, at the start, the end and the middle.
row = "x" * 40 + " y\tz "
breaks = ["\n", "\r", "\r\n", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", "\n\r"]
for b in breaks:
    for text in [(row + b) * 20, b + (row + "\n") * 20, (row + "\n") * 10 + b + row * 10, row * 10 + "é" + b + row * 10]:
        lines = text.splitlines()
        kept = text.splitlines(True)
        print(ascii(b), len(text), len(lines), len(kept), "".join(kept) == text, ascii(lines[-1][-8:]))
wide = ("ünï " * 80) + "\u2028" + ("😀" * 70) + "\r\n" + "end"
print([len(x) for x in wide.splitlines()], [len(x) for x in wide.splitlines(keepends=True)])
plain = ("a" * 300 + "\n") * 3
print(len(plain.splitlines()), plain.splitlines(True)[-1][-3:] == "aa\n")
