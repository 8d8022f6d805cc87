# str.split() without a separator: runs of any whitespace str.isspace() knows separate words,
# ends and runs leave no empty strings; with and without maxsplit, and rsplit alike.
ws = "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
print([c for c in map(chr, range(0x3001)) if c.isspace()] == list(ws))
texts = [
    "", " ", "   ", "a", " a ", "hello world", "  2026 svc-2  ERROR   code=502  ", "a\tb c", "line one\nline two\r\n\tthird\n",
    "x" + ws + "y", ws, "\u200bnot\u200bspace\u200b", "\U0001F600 \U0001F601\u3000\U0001F602", "a\x00b c", "tab\tonly", "a" * 50 + " " + "b" * 50,
]
for t in texts:
    print(repr(t.split()), repr(t.rsplit()), t.split(None, 1), t.rsplit(None, 1), t.split(maxsplit=0), t.split(None, -1) == t.split())
for c in ws:
    print(hex(ord(c)), ("a" + c + "b" + c * 3 + "c").split(), (c + "z").split())
