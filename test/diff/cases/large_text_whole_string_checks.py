# Checks that look at every character of a 6 MB text: str predicates, the str iterator's kind,
# repr, json.dumps' ASCII test, and len, indexing and slicing of a text with one emoji. Each runs
# within the flow's default 64 MiB memory limit, as in CPython; a regex run over the whole text
# (a backtrack state per character in QuickJS) needed over 64 MB and raised MemoryError.
import json
import re

letters = "ab" * 3000000
print(letters.isascii(), letters.isalpha(), letters.isidentifier(), letters.isspace())
print(type(iter(letters)).__name__, len(repr(letters)), repr(letters + "'")[-4:], len(json.dumps([letters])))
letters = None
digits = "12" * 3000000
print(digits.isnumeric(), digits.isalpha(), (" \t" * 3000000).isspace())
digits = None
accented = "é" * 3000000
print(accented.isascii(), accented.isalpha(), type(iter(accented)).__name__, len(repr(accented)), repr(accented[:3] + "\x00\n"))
accented = None
astral = "𝒜" * 1500000
print(astral.isalpha(), (astral + "!").isidentifier(), next(iter(astral)), len(repr(astral)) - 2)
print(sum(1 for c in iter(astral[:3] + "é𝒜\udc00x") if c > "z"))
print(int(" " * 10 + "7" * 4000 + " ") % 1000)
# One emoji in 7 MB of text: len, indexing, slicing and re's spans count code points through the
# offsets of the surrogate pairs, not an array of the text's code points (~30 bytes each) or
# tables of 8 bytes a unit (MemoryError).
page = "x" * 7000000 + "😀" + "y" * 10
print(len(page), page[-1], page[7000000], page[6999998:7000003], page.find("😀"), page[-12::3])
print(re.search("😀", page).span(), [m.span() for m in re.finditer("y+", page)], re.search("x😀y", page).start())
