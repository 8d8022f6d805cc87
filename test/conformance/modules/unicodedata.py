# Modules: unicodedata — normalize/is_normalized in the four forms, category, decimal/digit,
# name/lookup (the full name table: stored, computed CJK/Hangul, aliases, named sequences).
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
# ---- name_kinds
import unicodedata
for c in "aA é€\u00a0\u4e00\uac00\ud7a3\uf900\U0001b170\U00018b00\U0001f600\U000e0100\u2028":
    print(hex(ord(c)), unicodedata.name(c))
# ---- name_default_and_errors
import unicodedata
print(unicodedata.name("\ue000", None), unicodedata.name("\x00", "ctl"), unicodedata.name("\U00017000", "-"), unicodedata.name("\u0378", 0))
for bad in ("\ue000", "\x7f", "\U0010ffff", "\ud800"):
    try:
        unicodedata.name(bad)
    except ValueError as e:
        print(type(e).__name__, e)
for f in (unicodedata.name, unicodedata.decimal, unicodedata.digit, unicodedata.category):
    for bad in ("ab", "", 5, None):
        try:
            f(bad)
        except TypeError as e:
            print(type(e).__name__, e)
# ---- lookup_kinds
import unicodedata
names = ["LATIN SMALL LETTER A", "latin small letter a", "Snowman", "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-04E00",
         "HANGUL SYLLABLE GAG", "cjk compatibility ideograph-f900", "NUL", "bom", "VS256", "LINE FEED",
         "LATIN CAPITAL LETTER A WITH MACRON AND GRAVE", "keycap digit one", "EM DASH"]
for n in names:
    print(n, ascii(unicodedata.lookup(n)))
# ---- lookup_errors
import unicodedata
for bad in ["NOT A NAME", "cjk unified ideograph-4E00", "CJK UNIFIED IDEOGRAPH-4e00", "hangul syllable gag", "HANGUL SYLLABLE GAX",
            "TANGUT IDEOGRAPH-17000", "", " SPACE", "SPACE ", "x" * 256, "x" * 257, "\u00e9"]:
    try:
        unicodedata.lookup(bad)
    except KeyError as e:
        print(type(e).__name__, str(e)[:60], len(str(e)))
for bad in (5, None):
    try:
        unicodedata.lookup(bad)
    except TypeError as e:
        print(type(e).__name__, e)
print(unicodedata.lookup(b"SNOWMAN"))
# ---- name_lookup_round_trip_flow
import unicodedata
text = "Café – naïve ✓ 日本 한글"
described = [unicodedata.name(c, f"U+{ord(c):04X}") for c in text]
print(described)
print("".join(unicodedata.lookup(n) for n in described if not n.startswith("U+")) == text)
# ---- from_import_name_lookup
from unicodedata import name, lookup
print(name(lookup("GREEK SMALL LETTER ALPHA")), lookup("rightwards arrow"))
# ---- name_lookup_reached_indirectly
import unicodedata as ud
def describe(mod, ch):
    return getattr(mod, "name")(ch)
table = {"n": ud}
print(describe(ud, "\u00e9"), table["n"].lookup("EM DASH"), getattr(ud, "lookup")("bom") == "\ufeff")
def inner():
    import unicodedata
    return unicodedata.name("\u2603")
print(inner())
