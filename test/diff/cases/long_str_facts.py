# Facts about long strs (the host's string-facts: surrogates, width, a digit before "." or "e"),
# flat and joined from long pieces (QuickJS keeps a long concatenation as a rope), against CPython.
import json

pad = "x" * 9000
wide = "\u4e2d" * 9000
pieces = {
    "ascii": pad,
    "del": pad + "\x7f",
    "latin1": pad + "\xe9",
    "cjk": pad + wide,
    "astral": pad + "\U0001f600" + pad,
    "astral_edge": "\U0001f600" * 40 + "y" * 30,
    "lone_high": pad + "\ud800" + pad,
    "lone_low": "\udc00" + pad,
    "short_wide": "\u4e2d" * 70,
}
for name, s in pieces.items():
    joined = s + pad
    print(name, len(s), len(joined), s.isascii(), joined.isascii(), s[9000:9003] == joined[9000:9003])
    print(" ", len(json.dumps(s)), len(json.dumps(s, ensure_ascii=False)), len(json.dumps(joined)))
    print(" ", s.encode("latin-1", "replace")[-3:], joined.encode("ascii", "replace")[-3:])
    print(" ", s[-1] == joined[len(s) - 1], sum(1 for c in joined if c > "\x7f"))

head = "[" + "0, " * 3000 + "1"
for tail in [".5]", "e3]", "E-2]", "]"]:
    text = head + tail
    value = json.loads(text)[-1]
    print(type(value).__name__, value)
    middle = head + "}" * 0 + tail
    print(json.loads(middle)[-1] == value)

left = "\u4e2d" * 9000 + " 7"
for tail in [".25", "e2", " 8"]:
    words = (left + tail).split()
    print(words[-1], json.loads(words[-1]) if words[-1][0].isdigit() else None)

records = [{"id": i, "name": "item" + str(i), "price": i / 4, "tag": "\u4e2d" if i % 7 == 0 else "a"} for i in range(600)]
text = json.dumps(records)
print(len(text), text.isascii(), json.loads(text)[5]["price"], json.loads(text)[8]["price"])
text2 = json.dumps(records, ensure_ascii=False)
print(len(text2), text2.isascii(), type(json.loads(text2)[4]["price"]).__name__)
