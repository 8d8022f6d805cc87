import re

text = file_read(path="CONTRIBUTORS")["text"]
pairs = re.findall(r"^(\w+)\s+<([^>]+)>", text, re.M)
print(pairs)
print(re.split(r"(,|;)\s*", "a, b;c"))
print(re.sub(r"(?P<user>\w+)@(?P<host>[\w.]+)", r"\g<host>/\g<user>", "ann@x.org, bob@y.com"))
print(re.findall(r"(?<=\$)\d+(?:\.\d\d)?", "cost $12.50 or $7, not 9"))
print(re.findall(r"\b(\w+)\s+\1\b", "the the cat sat sat down", re.I))
print(re.search(r"(?P<q>['\"]).*?(?P=q)", "say 'hi' now").group(), re.match(r"a.*?b", "aXbYb").group())
print(re.escape("a-b c.d*e"), re.escape("日本"), re.fullmatch(r"[a-z]+", "abc1") is None)
m = re.search(r"(\d+)-(\d+)?", "range 10-")
print(m.groups(), m.group(0), m.start(1), m.end(), m.groups(default="?"))
[m.group(1) for m in re.finditer(r"#(\d+)", text)]
