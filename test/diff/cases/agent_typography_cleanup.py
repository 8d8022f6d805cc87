# Normalise typography in fetched articles before indexing: regexes naming characters with
# \N{...} (in and out of classes), their re.error messages, and a count of what was replaced.
import re
from collections import Counter

DASHES = re.compile(r"\s*[\N{EN DASH}\N{EM DASH}\N{HORIZONTAL BAR}]\s*")
QUOTES = re.compile(r"[\N{LEFT DOUBLE QUOTATION MARK}\N{RIGHT DOUBLE QUOTATION MARK}]")
SPACES = re.compile(r"[\N{NO-BREAK SPACE}\N{THIN SPACE}\N{NARROW NO-BREAK SPACE}]+")
ELLIPSIS = re.compile(r"\N{HORIZONTAL ELLIPSIS}|\.{3}")

counts = Counter()
for doc_id in list_articles(feed="blog"):
    text = get_article(id=doc_id)["text"]
    for name, pat, repl in [("dash", DASHES, " - "), ("quote", QUOTES, '"'), ("space", SPACES, " "), ("ellipsis", ELLIPSIS, "...")]:
        text, n = pat.subn(repl, text)
        counts[name] += n
    print(f"{doc_id}: {text}")
print(sorted(counts.items()))
print(re.findall(r"\N{DEGREE SIGN}[CF]", "It was 21°C (70°F)."), bool(re.fullmatch(r"\N{euro sign}\d+", "€42")))
for bad in [r"\N{NOT A CHARACTER NAME}", r"\N{EM DASH", r"\N{}", r"\Nx", r"[a\N{BOGUS}]"]:
    try:
        re.compile(bad)
    except re.error as e:
        print(f"{bad!r}: {e.msg} at {e.pos}")
