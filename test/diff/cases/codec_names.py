# Encoding names as the codec registry reads them: aliases, case, punctuation, dots, and names
# that are no encoding (including an object's inherited property names), repeated.
names = ["utf-8", "UTF8", "utf_8", "U8", "utf.8", "Latin-1", "latin.1", "iso-8859-1", "ascii", "US-ASCII",
         "utf-16", "utf_16_le", "utf-32-be", "constructor", "__proto__", "toString", "valueOf", "hasOwnProperty", "", "utf 8"]
for _ in range(2):
    for name in names:
        try:
            print(repr(name), "é".encode(name, errors="replace"), b"\xc3\xa9".decode(name, "replace") if "16" not in name and "32" not in name else "")
        except LookupError as e:
            print(repr(name), "LookupError", e)
