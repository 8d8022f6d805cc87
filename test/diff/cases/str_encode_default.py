# str.encode with the default codec: plain, non-ASCII and astral text, an error handler's name
# looked at only when a character fails, lone surrogates under each handler, and other spellings.
for s in ["took=31ms", "café", "😀 ok", "", "a\ud800b"]:
    row = []
    for args in [(), ("utf-8",), ("utf-8", "bogus"), ("utf-8", "surrogatepass"), ("utf-8", "replace"), ("UTF8",), ("utf_8", "strict")]:
        try:
            row.append(s.encode(*args))
        except (UnicodeEncodeError, LookupError) as e:
            row.append((type(e).__name__, str(e)))
    print(row)
try:
    "x".encode("utf-8", 5)
except TypeError as e:
    print("TypeError", e)
print("é".encode(errors="ignore"), "é".encode(encoding="utf-8"))
