# One pattern searched in ASCII and non-ASCII subjects in turn: Python's \b, \B, \w and \d are
# Unicode-aware for str patterns whatever the subject, and re.ASCII's are not.
import hashlib
import re

subjects = [
    "cafe latte", "café latte", "x²+y² = z²", "日本語 text 123", "straße STRASSE",
    "\u212a kelvin \u017f long s", "é", "٣٤ arabic 34", "ǅungla ǈ", "mixed café and cafe",
]
patterns = [
    r"\bcaf", r"caf\b", r"\b\w+\b", r"\B\w", r"\w+\B", r"\bcafe\b", r"(?i)\bCAFÉ?\b",
    r"(?i)\w+", r"(?i)[\w-]+", r"(?i)\W+", r"\d+", r"\D+", r"[\d\w]+", r"[^\W\d]+",
    r"\b", r"\B", r"(?a)\b\w+\b", r"(?a)\bcaf\b",
    r"(?i)\bs\b", r"(?i)\bk", r"(?i:k)\b\w+", r"\b(\w)(\w*)\b", r"\w\d+\W", r"(?<=\w)\d\D\w*",
]
# Per pattern: findall over every subject, and a digest of the other operations' results.
for p in patterns:
    rx = re.compile(p)
    rest = []
    for s in subjects:
        m, fm, mm = rx.search(s), rx.fullmatch(s), rx.match(s, 1)
        rest.append((m and m.span(), fm and fm.span(), mm and mm.span(), rx.sub("|", s), rx.split(s),
                     rx.subn(lambda m: "<" + m.group() + ">", s, 2), [m.span() for m in rx.finditer(s, 1, 9)]))
    print(p, [rx.findall(s) for s in subjects], hashlib.sha256(repr(rest).encode()).hexdigest()[:16])

# The same compiled pattern alternating between subjects, so each form is reused after the other.
rx = re.compile(r"\b\w+\b")
for s in ["abc def", "àbc déf", "abc def", "ab\u00e9", "abé"] * 2:
    print(rx.findall(s), rx.search(s, 2) and rx.search(s, 2).group(), rx.sub(r"[\g<0>]", s))

# Positions in windows (pos/endpos): the window of an ASCII string is ASCII.
rx = re.compile(r"\bb\w*")
print(rx.search("a bcd é", 1, 5), rx.search("a bcd", 1, 3), rx.findall("ab bc é bd", 2))
print(re.sub(r"(?i)\b\w", lambda m: m.group().upper(), "hello wörld and ǆ ok"))
print(re.findall(r"\w+", "ſ and \u212a"), re.findall(r"(?i)[a-z]+", "ſ and \u212a"))
