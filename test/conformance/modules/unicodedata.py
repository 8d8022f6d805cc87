# Modules: unicodedata — normalize/is_normalized in the four forms, category, decimal/digit.
# (name() and lookup() are not provided.)
# ---- normalize_forms
import unicodedata
s = "Ame\u0301lie café ﬁ ①"
for f in ("NFC", "NFD", "NFKC", "NFKD"):
    n = unicodedata.normalize(f, s)
    print(f, ascii(n), len(n), unicodedata.is_normalized(f, s))
# ---- normalize_compare_flow
import unicodedata
a = "caf\u00e9"
b = "cafe\u0301"
print(a == b, unicodedata.normalize("NFC", a) == unicodedata.normalize("NFC", b), len(a), len(b))
# ---- strip_accents_flow
import unicodedata
def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")
print(strip_accents("Crème Brûlée à la Ñandú"), strip_accents("Ærøskøbing"))
# ---- category
import unicodedata
print([unicodedata.category(c) for c in "aA1 ,\n€$+_-(]«»\u0301\u2028\u00ad中😀\u2163½"])
# ---- decimal_digit
import unicodedata
print([unicodedata.decimal(c) for c in "09٣७๕"], unicodedata.digit("𝟠"), unicodedata.decimal("x", None), unicodedata.digit("a", -1))
for f in (unicodedata.decimal, unicodedata.digit):
    try:
        f("x")
    except ValueError as e:
        print(e)
# ---- errors
import unicodedata
tests = [lambda: unicodedata.normalize("NFX", "a"), lambda: unicodedata.category("ab"), lambda: unicodedata.category(5), lambda: unicodedata.normalize("NFC", 5)]
for t in tests:
    try:
        t()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---- version
import unicodedata
print(unicodedata.unidata_version)
